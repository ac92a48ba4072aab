// /c_pages/{linkname or courseName}: the colleges offering one course (the study-goal cards link here), with
// a search over them, the colleges this visitor looked at recently, and the Top Colleges table.
import { admissionsCycle } from "../../../domain/admissions-cycle.ts";
import { todayInIndia } from "../../../domain/clock.ts";
import { data, redirect } from "react-router";
import { dbContext } from "#context";
import { listCollegeSuggestions } from "../../../domain/colleges/catalogue.server.ts";
import { Breadcrumb, type Crumb } from "../../components/content/breadcrumb.tsx";
import { ContentPage } from "../../components/content/content-page.tsx";
import { PageBanner } from "../../components/content/page-banner.tsx";
import { CollegeFinder } from "../../components/catalogue/college-finder.tsx";
import { CollegeListSection } from "../../components/catalogue/college-list-section.tsx";
import { RecentColleges } from "../../components/catalogue/recent-colleges.tsx";
import { loadCollegeList } from "../../lib/college-list.server.ts";
import { pageMeta } from "../../lib/seo.ts";
import { collegeList } from "../../lib/structured-data.ts";
import { canonicalUrl } from "../../lib/seo.server.ts";
import type { Route } from "./+types/course-colleges";
import { z } from "zod";
import { queryReader } from "../../../domain/read-query.ts";
import { readsQuery } from "../../../web/page-query.ts";
import { COLLEGE_FILTER_PARAMS } from "../../lib/college-filters.ts";

export const handle = readsQuery(COLLEGE_FILTER_PARAMS, "q");

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  const { seo, course, list } = loaderData;
  return pageMeta(seo, {
    crumbs: crumbs(course),
    structuredData: [collegeList(`Top ${course} colleges`, list, seo.canonical)],
  });
}

// The name search without JavaScript (CollegeFinder): a name that is no college's shows the page as it is.
const readQuery = queryReader({
  q: z
    .string()
    .trim()
    .max(150)
    .transform((q) => q.toLowerCase()),
});

const crumbs = (course: string): Crumb[] => [
  { label: "Home", to: "/" },
  { label: "Courses", to: "/Collegespage" },
  { label: course },
];

export async function loader({ params, url, context }: Route.LoaderArgs) {
  const course = params.name.trim().slice(0, 60);
  if (!course) throw data(null, { status: 404 });
  const db = context.get(dbContext);
  const [list, names] = await Promise.all([
    loadCollegeList(db, url, { course }),
    listCollegeSuggestions(db, { course }, 200),
  ]);
  const { q } = readQuery(url.searchParams).values;
  const found = q ? names.find((c) => c.name.toLowerCase().includes(q)) : undefined;
  if (found) throw redirect(`/college/${found.slug}`);
  return {
    course,
    list,
    finder: names,
    seo: {
      title: `Top ${course} Colleges in India ${admissionsCycle(todayInIndia()).label}: Fees, Deadlines and Rankings`,
      description: `${list.total} colleges offering ${course}, ranked, with course fees and application deadlines.`,
      canonical: canonicalUrl(url, list.page > 1 ? `${url.pathname}?page=${list.page}` : url.pathname),
    },
  };
}

export default function CourseColleges({ loaderData: { course, list, finder } }: Route.ComponentProps) {
  return (
    <ContentPage>
      <PageBanner
        title={`Top ${course} Colleges in India`}
        subtitle={`Compare ${course} fees, application deadlines and placements, then ask a counsellor for free.`}
      >
        <CollegeFinder colleges={finder} course={course} />
      </PageBanner>
      <div className="mx-auto max-w-6xl px-4 pt-6">
        <Breadcrumb items={crumbs(course)} />
        <RecentColleges />
        <h2 className="mt-8 text-2xl font-bold text-brand-900">Top Colleges</h2>
        <CollegeListSection list={list} course={course} caption={`Top ${course} colleges`} />
      </div>
    </ContentPage>
  );
}
