// The All Courses list as a page: where the nav bar's All Courses leads before scripts have loaded (and in
// a new tab). The same courses and links as the sidebar, each course a native disclosure.
import { READING_PAGE } from "../../lib/page-scripts.ts";
import { Link } from "react-router";
import { sectionTitles, sidebarCourses } from "../../../content/sidebar-courses.ts";
import { ContentPage } from "../../components/content/content-page.tsx";
import { PageBanner } from "../../components/content/page-banner.tsx";
import { Disclosure } from "../../components/ui/disclosure.tsx";
import { pageMeta } from "../../lib/seo.ts";
import { pageSeo } from "../../lib/seo.server.ts";
import type { Route } from "./+types/all-courses";

// A page to read: served without the framework's scripts (app/lib/page-scripts.ts).
export const handle = READING_PAGE;

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData ? pageMeta(loaderData.seo) : [];
}

export function loader({ url }: Route.LoaderArgs) {
  return {
    seo: pageSeo(
      url,
      "/all-courses",
      "All Courses: Colleges by City, Stream and Entrance Exam",
      "Every course on the site with its colleges by city and state, its streams and its college predictor.",
    ),
  };
}

const linkClass =
  "block rounded-lg px-3 py-2 text-sm text-brand-700 hover:bg-brand-50 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600";

export default function AllCourses() {
  return (
    <ContentPage>
      <PageBanner title="All Courses" subtitle="Colleges by city and state, streams and predictors for each course." />
      <div className="mx-auto max-w-3xl px-4 pt-8">
        <div
          className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white"
          data-testid="all-courses-list"
        >
          {sidebarCourses.map((course) => (
            <Disclosure key={course.name} name="all-courses" summary={course.name}>
              {course.sections ? (
                (Object.keys(sectionTitles) as (keyof typeof sectionTitles)[]).map((key) => (
                  <section key={key} aria-label={`${course.name}: ${sectionTitles[key]}`} className="mt-2">
                    <h2 className="px-1 text-sm font-bold text-slate-900">{sectionTitles[key]}</h2>
                    <ul className="-mx-2">
                      {course.sections![key].map((l) => (
                        <li key={l.href + l.label}>
                          <Link to={l.href} className={linkClass}>
                            {l.label}
                          </Link>
                        </li>
                      ))}
                    </ul>
                  </section>
                ))
              ) : (
                <p className="text-sm">
                  Detailed city, stream and predictor guides for {course.name} are on their way.{" "}
                  <Link to={course.page?.href ?? "/TopCourse"} className="font-semibold text-brand-700 underline">
                    {course.page?.label ?? "Browse all courses"}
                  </Link>
                </p>
              )}
            </Disclosure>
          ))}
        </div>
      </div>
    </ContentPage>
  );
}
