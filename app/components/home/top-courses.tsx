// Top Courses (the cycle's year): the course pages, streamed in after the rest of the page ('Loading courses...').
import { GraduationCap } from "lucide-react";
import { Suspense } from "react";
import { Await, Link } from "react-router";
import { section, SectionHeading } from "./section-heading.tsx";
import { useCycle } from "../../lib/admissions-cycle.ts";

interface Course {
  id: string;
  pageName: string;
  bannerText: string;
}

export function TopCourses({ courses }: { courses: Promise<Course[]> }) {
  const { cycle } = useCycle();
  return (
    <section aria-labelledby="top-courses-heading" className={section}>
      <SectionHeading
        id="top-courses-heading"
        title={`Top Courses ${cycle.label}`}
        intro="The most chosen courses after 12th, with their top colleges."
      />
      <Suspense
        fallback={
          <p className="text-slate-700" role="status">
            Loading courses...
          </p>
        }
      >
        <Await resolve={courses} errorElement={<p className="text-slate-700">Courses could not be loaded just now.</p>}>
          {(list) => (
            <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4" data-testid="top-courses">
              {list.map((c) => (
                <li key={c.id}>
                  <Link
                    to={`/Collegespage/${c.id}`}
                    className="flex h-full gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm transition hover:border-brand-600 hover:shadow-md focus-visible:outline-2 focus-visible:outline-brand-600"
                  >
                    <GraduationCap
                      aria-hidden="true"
                      className="size-10 shrink-0 rounded-xl bg-orange-50 p-2 text-accent-700"
                    />
                    <span>
                      <span className="block font-bold text-slate-900">{c.pageName}</span>
                      <span className="mt-0.5 block text-sm text-slate-600">{c.bannerText}</span>
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </Await>
      </Suspense>
    </section>
  );
}
