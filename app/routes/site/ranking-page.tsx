// The fifteen fixed ranking pages (/Delhi, /CS, /mbbspage, ...): one module, registered once per path in
// routes.ts, with the page chosen from content/ranking-pages.ts by the address and its table read from
// the NIRF list the page names.
import { READING_PAGE } from "../../lib/page-scripts.ts";
import { dbContext } from "#context";
import { BellRing, House } from "lucide-react";
import { data, Link } from "react-router";
import { rankingTable } from "../../../domain/institutions/rankings.server.ts";
import { findRankingPage, rankingPages, type RankingPage as Page } from "../../../content/ranking-pages.ts";
import { NotificationList } from "../../components/layout/notification-list.tsx";
import { Breadcrumb, type Crumb } from "../../components/content/breadcrumb.tsx";
import { primaryButton } from "../../components/content/content-links.ts";
import { ContentPage } from "../../components/content/content-page.tsx";
import {
  NirfMethodNote,
  NirfRankingTable,
  RankingSource,
  toShownRankingTable,
  type ShownRankingTable,
} from "../../components/content/ranking-table.tsx";
import { pageMeta } from "../../lib/seo.ts";
import { rankingList } from "../../lib/structured-data.ts";
import { pageSeo } from "../../lib/seo.server.ts";
import type { Route } from "./+types/ranking-page";
import { englishPath } from "../../../web/language.ts";

// A page to read: served without the framework's scripts (app/lib/page-scripts.ts).
export const handle = READING_PAGE;

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  const { seo, page, table, caption } = loaderData;
  return pageMeta(seo, {
    crumbs: crumbs(page.label),
    structuredData: table ? [rankingList(caption, table, seo.canonical)] : [],
  });
}

const crumbs = (label: string): Crumb[] => [
  { label: "Home", to: "/" },
  { label: "Rankings", to: "/TopUniversitiesandColleges" },
  { label },
];

export async function loader({ url, context }: Route.LoaderArgs) {
  const page = findRankingPage(englishPath(url.pathname));
  if (!page) throw data(null, { status: 404 });
  const { category, states, limit } = page.list;
  const table = await rankingTable(context.get(dbContext), { category, states, limit });
  // The heading names the year of the table below it, read from the data: never a year written by hand.
  const title = table ? `${page.title} (NIRF ${table.year} Ranking)` : page.title;
  const seo = pageSeo(url, page.path, title, page.description);
  const others = rankingPages.filter((p) => p.path !== page.path).map(({ path, title }) => ({ path, title }));
  const { list, ...shown } = page;
  const shownTable = table ? toShownRankingTable(table) : null;
  return {
    page: { ...shown, title, note: list.note ?? null },
    others,
    seo,
    table: shownTable,
    caption: shownTable ? caption(page, shownTable) : "",
  };
}

/** Exactly which list, year and filter the table is: "NIRF 2025 Engineering ranking: every ranked institution
 * in Rajasthan, the state of Jaipur (5 institutions, 2 of them in Jaipur), by NIRF rank". */
function caption(page: Page, table: ShownRankingTable): string {
  const { city, limit } = page.list;
  const inCity = city ? table.rows.filter((r) => r.place.startsWith(`${city},`)).length : null;
  const n = table.rows.length;
  const inCityText = inCity === null ? "" : `, ${inCity} of them in ${city}`;
  const count = limit ? "" : ` (${n} ${n === 1 ? "institution" : "institutions"}${inCityText})`;
  return `NIRF ${table.year} ${table.category} ranking: ${page.list.scope}${count}, by NIRF rank`;
}

export default function RankingPage({ loaderData: { page, others, table, caption } }: Route.ComponentProps) {
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
          <Breadcrumb items={crumbs(page.label)} />
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
            {table ? (
              <section aria-labelledby="ranking-heading">
                <h2 id="ranking-heading" className="mt-10 text-2xl font-bold text-brand-900">
                  {page.label}: NIRF {table.year} {table.category} ranking
                </h2>
                {page.note ? <p className="mt-2 text-slate-700">{page.note}</p> : null}
                <p className="mt-2 text-slate-700">
                  NIRF publishes no fees, so none are shown here: ask each institution for this year&apos;s fees.
                </p>
                <div className="mt-4">
                  <NirfRankingTable table={table} caption={caption} />
                </div>
                <RankingSource table={table} />
                <p className="mt-2 text-sm">
                  <Link
                    to={`/CollegRanking?category=${encodeURIComponent(table.category)}&year=${table.year}`}
                    className="font-semibold text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
                  >
                    All {table.rankedCount} institutions of NIRF {table.year} {table.category}, and other years
                  </Link>
                </p>
                <NirfMethodNote table={table} />
              </section>
            ) : (
              <p className="mt-10 rounded-xl bg-white p-6 text-slate-700 shadow-sm">
                The NIRF ranking for this page is not loaded yet. Please check back soon.
              </p>
            )}
            <Link to="/contact" className={`${primaryButton} mt-8`}>
              Get free admission counselling
            </Link>
          </div>
          <aside className="space-y-6 lg:pt-2">
            <section
              aria-labelledby="ranking-notifications-heading"
              className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
              data-testid="ranking-notifications"
            >
              <h2
                id="ranking-notifications-heading"
                className="flex items-center gap-2 text-lg font-bold text-brand-900"
              >
                <BellRing aria-hidden="true" className="size-5 text-accent-700" />
                Notifications
              </h2>
              <NotificationList />
            </section>
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
                      {p.title}
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
