// /Collegespage: every course page of the nav bar, as cards.
import { READING_PAGE } from "../../lib/page-scripts.ts";
import { Link } from "react-router";
import { dbContext } from "#context";
import { listNavCoursePages } from "../../../domain/nav-courses/nav-courses.server.ts";
import { ContentPage } from "../../components/content/content-page.tsx";
import { PageBanner } from "../../components/content/page-banner.tsx";
import { pageMeta } from "../../lib/seo.ts";
import { pageSeo } from "../../lib/seo.server.ts";
import type { Route } from "./+types/nav-course-pages";

// A page to read: served without the framework's scripts (app/lib/page-scripts.ts).
export const handle = READING_PAGE;

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData ? pageMeta(loaderData.seo) : [];
}

export async function loader({ url, context }: Route.LoaderArgs) {
  const pages = await listNavCoursePages(context.get(dbContext));
  return {
    pages: pages.map(({ id, pageName, bannerHeading, bannerText }) => ({ id, pageName, bannerHeading, bannerText })),
    seo: pageSeo(
      url,
      "/Collegespage",
      "Colleges by Course: B.Tech, MBBS, MBA, B.Com and More",
      "Pick a course to see the top colleges offering it in India, ranked, with fees, placements and application dates.",
    ),
  };
}

export default function NavCoursePages({ loaderData: { pages } }: Route.ComponentProps) {
  return (
    <ContentPage>
      <PageBanner title="Colleges by Course" subtitle="Pick a course to compare the colleges that offer it." />
      <div className="mx-auto max-w-6xl px-4 pt-10">
        {pages.length === 0 ? (
          <p className="rounded-xl bg-white p-6 shadow-sm">No courses available.</p>
        ) : (
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {pages.map((p) => (
              <li key={p.id}>
                <Link
                  to={`/Collegespage/${p.id}`}
                  className="block h-full rounded-xl border border-slate-200 bg-white p-5 shadow-sm transition hover:border-brand-600 hover:shadow-md focus-visible:outline-2 focus-visible:outline-brand-600"
                >
                  <span className="text-lg font-bold text-brand-900">{p.pageName} Colleges</span>
                  <span className="mt-2 block text-sm text-slate-700">{p.bannerText}</span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </div>
    </ContentPage>
  );
}
