// /course/{slug}: one course option (btech, mbbs, law, ...) with its duration, eligibility, entrance exams,
// fees and careers, and the top colleges offering it from the catalogue.
import { READING_PAGE } from "../../lib/page-scripts.ts";
import { data, Link } from "react-router";
import { dbContext } from "#context";
import { todayInIndia } from "../../../domain/clock.ts";
import { searchCatalogue } from "../../../domain/colleges/catalogue.server.ts";
import { findCourse } from "../../../content/courses.ts";
import { Breadcrumb, type Crumb } from "../../components/content/breadcrumb.tsx";
import { card, textLink } from "../../components/content/content-links.ts";
import { ContentPage } from "../../components/content/content-page.tsx";
import { PageBanner } from "../../components/content/page-banner.tsx";
import { datedExams } from "../../lib/exam-dates.server.ts";
import { pageMeta } from "../../lib/seo.ts";
import { pageSeo } from "../../lib/seo.server.ts";
import type { Route } from "./+types/course";

// A page to read: served without the framework's scripts (app/lib/page-scripts.ts).
export const handle = READING_PAGE;

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData ? pageMeta(loaderData.seo, { crumbs: crumbs(loaderData.course.label) }) : [];
}

const crumbs = (label: string): Crumb[] => [
  { label: "Home", to: "/" },
  { label: "Courses", to: "/TopCourse" },
  { label },
];

export async function loader({ params, url, context }: Route.LoaderArgs) {
  const course = findCourse(params.slug);
  if (!course) throw data(null, { status: 404 });
  const db = context.get(dbContext);
  const [top, dated] = await Promise.all([
    searchCatalogue(db, { course: course.catalogueName, perPage: 10 }),
    datedExams(db, todayInIndia()),
  ]);
  return {
    course,
    // Each exam by its name, not an edition's: its page says which edition is next or was last held.
    exams: dated
      .filter((e) => course.exams.includes(e.slug))
      .map(({ slug, shortName }) => ({ slug, title: shortName })),
    colleges: top.colleges.map((c) => ({ slug: c.slug, name: c.name, city: c.city, rank: c.rank })),
    total: top.total,
    seo: pageSeo(
      url,
      `/course/${course.slug}`,
      `${course.label} (${course.fullName}): Eligibility, Entrance Exams, Fees and Colleges`,
      `${course.fullName}: ${course.duration}, eligibility ${course.eligibility}. Fees ${course.fees}.`.slice(0, 300),
    ),
  };
}

export default function CoursePage({ loaderData: { course, exams, colleges, total } }: Route.ComponentProps) {
  const facts: [string, string][] = [
    ["Level", course.level],
    ["Duration", course.duration],
    ["Eligibility", course.eligibility],
    ["Fees", course.fees],
  ];
  return (
    <ContentPage>
      <PageBanner
        title={`${course.label}: ${course.fullName}`}
        subtitle={`${course.level} course · ${course.duration}`}
      />
      <div className="mx-auto max-w-5xl px-4 pt-6">
        <Breadcrumb items={crumbs(course.label)} />
        <dl className="mt-6 grid gap-3 sm:grid-cols-2">
          {facts.map(([term, value]) => (
            <div key={term} className={card}>
              <dt className="text-xs font-semibold tracking-wide text-slate-600 uppercase">{term}</dt>
              <dd className="mt-1 font-semibold text-slate-900">{value}</dd>
            </div>
          ))}
        </dl>
        <section aria-labelledby="exams-heading" className={`${card} mt-6`}>
          <h2 id="exams-heading" className="text-xl font-bold text-brand-900">
            Entrance exams
          </h2>
          <ul className="mt-3 list-disc space-y-1 pl-5 text-slate-700">
            {exams.map((e) => (
              <li key={e.slug}>
                <Link to={`/exam/${e.slug}`} className={textLink}>
                  {e.title}
                </Link>
              </li>
            ))}
            {course.otherExams.map((name) => (
              <li key={name}>{name}</li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="careers-heading" className={`${card} mt-6`}>
          <h2 id="careers-heading" className="text-xl font-bold text-brand-900">
            Careers after {course.label}
          </h2>
          <ul className="mt-3 list-disc space-y-1 pl-5 text-slate-700">
            {course.careers.map((c) => (
              <li key={c}>{c}</li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="colleges-heading" className="mt-8">
          <h2 id="colleges-heading" className="text-2xl font-bold text-brand-900">
            Top colleges offering {course.label}
          </h2>
          {colleges.length === 0 ? (
            <p className="mt-3 rounded-xl bg-white p-6 shadow-sm">No college in our list offers {course.label} yet.</p>
          ) : (
            <>
              <ol className="mt-4 divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white shadow-sm">
                {colleges.map((c) => (
                  <li key={c.slug} className="flex items-center gap-4 px-5 py-3">
                    <span className="w-10 font-bold text-slate-900">{c.rank ? `#${c.rank}` : "N/A"}</span>
                    <Link to={`/college/${c.slug}`} className={textLink}>
                      {c.name}
                    </Link>
                    <span className="ml-auto text-sm text-slate-600">{c.city}</span>
                  </li>
                ))}
              </ol>
              {total > colleges.length ? (
                <p className="mt-4">
                  <Link to={`/c_pages/${encodeURIComponent(course.catalogueName)}`} className={textLink}>
                    See all {total} colleges offering {course.label}
                  </Link>
                </p>
              ) : null}
            </>
          )}
        </section>
        <p className="mt-8 text-sm text-slate-600">
          Eligibility and fees are typical figures for reference. Check each college's official prospectus.
        </p>
      </div>
    </ContentPage>
  );
}
