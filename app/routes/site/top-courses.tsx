import { READING_PAGE } from "../../lib/page-scripts.ts";
import { admissionsCycle } from "../../../domain/admissions-cycle.ts";
import { todayInIndia } from "../../../domain/clock.ts";
import { Link } from "react-router";
import { courseLevels, courseNames, interestCards, isCourseLevel } from "../../../content/top-courses.ts";
import { card, textLink } from "../../components/content/content-links.ts";
import { ContentPage } from "../../components/content/content-page.tsx";
import { PageBanner } from "../../components/content/page-banner.tsx";
import { pageMeta } from "../../lib/seo.ts";
import { pageSeo } from "../../lib/seo.server.ts";
import type { Route } from "./+types/top-courses";
import { z } from "zod";
import { queryReader } from "../../../domain/read-query.ts";
import { readsQuery } from "../../../web/page-query.ts";

export const handle = { ...readsQuery("level"), ...READING_PAGE };

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData ? pageMeta(loaderData.seo) : [];
}

const readQuery = queryReader({
  level: z.string().refine(isCourseLevel, "not a course level"),
});

export function loader({ url }: Route.LoaderArgs) {
  return {
    level: readQuery(url.searchParams).values.level ?? null,
    seo: pageSeo(
      url,
      "/TopCourse",
      `Top Courses in India ${admissionsCycle(todayInIndia()).label}: UG, PG, Diploma and PhD`,
      "Explore over 10000 courses in India by level and interest: engineering, management, commerce, arts, medical, design and law.",
    ),
  };
}

export default function TopCourses({ loaderData: { level } }: Route.ComponentProps) {
  const shown = level ? courseNames.filter((c) => c.level === level) : courseNames;
  const chip =
    "rounded-full border px-4 py-2 text-sm font-semibold transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700";
  return (
    <ContentPage>
      <PageBanner
        title="Top Courses"
        subtitle="Find the right course among over 10000 courses offered by colleges across India."
      />
      <div className="mx-auto max-w-6xl space-y-14 px-4 pt-10">
        <section aria-labelledby="level-heading">
          <h2 id="level-heading" className="text-2xl font-bold text-brand-900">
            Browse by course level
          </h2>
          <ul className="mt-4 flex flex-wrap gap-3" data-testid="level-links">
            {courseLevels.map((l) => (
              <li key={l.id}>
                <Link
                  to={`/TopCourse?level=${l.id}#courses`}
                  preventScrollReset
                  aria-current={level === l.id ? "page" : undefined}
                  className={`${chip} ${level === l.id ? "border-brand-700 bg-brand-700 text-white" : "border-slate-300 bg-white text-slate-800 hover:border-brand-700 hover:text-brand-700"}`}
                >
                  {l.label}
                </Link>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="interest-heading">
          <h2 id="interest-heading" className="text-2xl font-bold text-brand-900">
            Courses by interest
          </h2>
          <ul className="mt-6 grid gap-5 sm:grid-cols-2 lg:grid-cols-4" data-testid="interest-cards">
            {interestCards.map((c) => (
              <li key={c.name} className={`${card} flex flex-col transition hover:shadow-md`}>
                <h3 className="text-lg font-bold text-slate-900">{c.name}</h3>
                <p className="text-sm font-semibold text-orange-800">{c.colleges}</p>
                <ul className="mt-3 flex flex-wrap gap-2">
                  {c.sampleCourses.map((s) => (
                    <li key={s} className="rounded-md bg-brand-50 px-2 py-1 text-sm text-brand-900">
                      {s}
                    </li>
                  ))}
                </ul>
                <Link to={c.href} className={`${textLink} mt-auto pt-4`}>
                  Explore<span className="sr-only"> {c.name} colleges</span> <span aria-hidden="true">→</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>

        <section id="courses" aria-labelledby="courses-heading" className="scroll-mt-6">
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <h2 id="courses-heading" className="text-2xl font-bold text-brand-900">
              {level ? `${courseLevels.find((l) => l.id === level)?.label} courses` : "Popular courses"}
            </h2>
            {level ? (
              <Link to="/TopCourse#courses" preventScrollReset className={textLink}>
                Show all courses
              </Link>
            ) : null}
          </div>
          <ul className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-3" data-testid="course-names">
            {shown.map((c) => (
              <li
                key={c.name}
                className="flex items-center justify-between rounded-lg border border-slate-200 bg-white px-4 py-3"
              >
                <span className="font-semibold text-slate-900">{c.name}</span>
                <span className="text-sm text-slate-600">{c.duration}</span>
              </li>
            ))}
          </ul>
          <p className="mt-6 text-slate-700">
            Over 10000 courses are offered by colleges across India. Not sure which suits you?{" "}
            <Link to="/contact" className={textLink}>
              Talk to a counsellor
            </Link>
            .
          </p>
        </section>
      </div>
    </ContentPage>
  );
}
