// The fifteen fixed ranking pages (/Delhi, /CS, /mbbspage, ...): one module, registered once per path in
// routes.ts, with the page chosen from app/content/ranking-pages.ts by the address.
import { House } from "lucide-react";
import { data, Link } from "react-router";
import { findRankingPage, rankingPages } from "../../content/ranking-pages.ts";
import { Breadcrumb } from "../../components/content/breadcrumb.tsx";
import { primaryButton } from "../../components/content/content-links.ts";
import { ContentPage } from "../../components/content/content-page.tsx";
import { RankingTable } from "../../components/content/ranking-table.tsx";
import { pageMeta } from "../../lib/seo.ts";
import { pageSeo } from "../../lib/seo.server.ts";
import type { Route } from "./+types/ranking-page";

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData ? pageMeta(loaderData.seo) : [];
}

export function loader({ url }: Route.LoaderArgs) {
  const page = findRankingPage(url.pathname);
  if (!page) throw data(null, { status: 404 });
  const others = rankingPages.filter((p) => p.path !== page.path).map(({ path, title }) => ({ path, title }));
  return { page, others, seo: pageSeo(url, page.path, page.title, page.description) };
}

export default function RankingPage({ loaderData: { page, others } }: Route.ComponentProps) {
  return (
    <ContentPage>
      <div className="mx-auto max-w-6xl px-4 pt-6">
        <div className="flex items-center gap-3">
          <Link
            to="/"
            className="rounded-full bg-white p-2 text-brand-700 shadow-sm hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            <House aria-hidden="true" className="size-5" />
            <span className="sr-only">Home</span>
          </Link>
          <Breadcrumb
            items={[
              { label: "Home", to: "/" },
              { label: "Rankings", to: "/TopUniversitiesandColleges" },
              { label: page.label },
            ]}
          />
        </div>
        <div className="mt-6 grid grid-cols-[minmax(0,1fr)] gap-8 lg:grid-cols-[minmax(0,1fr)_320px]">
          <div>
            <h1 className="text-2xl font-bold leading-tight text-brand-900 sm:text-4xl">{page.title}</h1>
            <p className="mt-4 text-lg text-slate-700">{page.intro}</p>
            <div className="mt-6 grid grid-cols-2 gap-4">
              {page.images.map((image) => (
                <img
                  key={image.src}
                  src={image.src}
                  alt={image.alt}
                  width={320}
                  height={200}
                  className="w-full rounded-xl shadow-sm"
                />
              ))}
            </div>
            <h2 className="mt-10 text-2xl font-bold text-brand-900">{page.label}: 2024 ranking</h2>
            <p className="mt-2 text-slate-700">
              Colleges ranked on academic reputation, faculty, infrastructure and outcomes. Fees are yearly tuition and
              may change.
            </p>
            <div className="mt-4">
              <RankingTable page={page} />
            </div>
            <Link to="/contact" className={`${primaryButton} mt-8`}>
              Get free admission counselling
            </Link>
          </div>
          <aside className="space-y-6 lg:pt-2">
            {/* The layout engineer's notification box goes here, above the list, once app/components/layout has it. */}
            <nav aria-labelledby="other-rankings" className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
              <h2 id="other-rankings" className="text-lg font-bold text-brand-900">
                More rankings
              </h2>
              <ul className="mt-3 space-y-2 text-sm">
                {others.map((p) => (
                  <li key={p.path}>
                    <Link
                      to={p.path}
                      className="text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
                    >
                      {p.title.replace(" (2024 Ranking)", "")}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          </aside>
        </div>
      </div>
    </ContentPage>
  );
}
