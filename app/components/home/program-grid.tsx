// 'Find Your Perfect University Match Online': 12 programs first, 'More Courses' adds 4 until all show.
import { useState } from "react";
import { Link } from "react-router";
import { section, SectionHeading } from "./section-heading.tsx";

export interface ProgramTile {
  id: string;
  name: string;
  image: string;
  imageAlt: string;
  courseCount: number;
}

const FIRST = 12;
const STEP = 4;

export function ProgramGrid({ programs }: { programs: ProgramTile[] }) {
  const [shown, setShown] = useState(FIRST);
  return (
    <section aria-labelledby="programs-heading" className={section} id="programs">
      <SectionHeading
        id="programs-heading"
        title="Find Your Perfect University Match Online"
        intro="Compare over 100 online universities on fees, accreditation and course choice, and pick the degree that fits your life."
      />
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-4" data-testid="program-grid">
        {programs.slice(0, shown).map((p) => (
          <li
            key={p.id}
            className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition hover:shadow-md"
          >
            {p.image ? (
              <img
                src={`/uploads/${p.image}`}
                alt={p.imageAlt}
                width={480}
                height={300}
                loading="lazy"
                className="aspect-[8/5] w-full object-cover"
              />
            ) : null}
            <div className="p-3 sm:p-4">
              <h3 className="font-bold leading-snug text-slate-900">{p.name || "No Name"}</h3>
              <Link
                to={`/Programe-course/${p.id}`}
                className="mt-1 inline-block text-sm font-semibold text-brand-700 hover:underline"
              >
                {p.courseCount} Courses<span className="sr-only"> in {p.name || "this program"}</span>
              </Link>
            </div>
          </li>
        ))}
      </ul>
      {shown < programs.length ? (
        <div className="mt-6 text-center">
          <button
            type="button"
            onClick={() => setShown((n) => n + STEP)}
            className="rounded-xl border border-brand-700 bg-white px-6 py-3 font-bold text-brand-700 transition hover:bg-brand-700 hover:text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
          >
            More Courses
          </button>
        </div>
      ) : null}
    </section>
  );
}
