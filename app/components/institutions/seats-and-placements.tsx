// MBBS seats (NMC), fees an official committee published, and the placement figures the institution disclosed to
// NIRF, each with its source.
import type { Institution } from "../../../domain/institutions/institutions.server.ts";
import { rupees } from "../../../domain/rupees.ts";
import { SourceLine } from "./source-line.tsx";

const count = (v: number | null) => (v === null ? "Not published" : v.toLocaleString("en-IN"));

export function MbbsSeats({ institution: i }: { institution: Institution }) {
  if (!i.mbbs) return null;
  return (
    <section aria-labelledby="mbbs-heading" className="mt-10">
      <h2 id="mbbs-heading" className="text-2xl font-bold text-brand-900">
        MBBS seats
      </h2>
      <p className="mt-2 text-lg text-slate-800">
        <strong>{i.mbbs.seats}</strong> MBBS seats a year ({i.mbbs.year})
        {i.mbbs.university ? `, affiliated to ${i.mbbs.university}` : ""}.
      </p>
      <SourceLine source={i.sourcesById[i.mbbs.sourceId]} />
    </section>
  );
}

export function PublishedFees({ institution: i }: { institution: Institution }) {
  if (!i.publishedFees.length) return null;
  const { source, year } = i.publishedFees[0];
  return (
    <section aria-labelledby="fees-heading" className="mt-10">
      <h2 id="fees-heading" className="text-2xl font-bold text-brand-900">
        Fees as officially published
      </h2>
      <ul className="mt-3 grid gap-3 sm:grid-cols-2" data-testid="published-fees">
        {i.publishedFees.map((fee) => (
          <li key={fee.course} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
            <p className="font-semibold text-slate-900">{fee.course}</p>
            <p className="mt-1 text-lg text-slate-800">
              <strong>{rupees(fee.feePerYear)}</strong> a year
            </p>
            {fee.seats !== null ? <p className="text-sm text-slate-700">{fee.seats} seats</p> : null}
          </li>
        ))}
      </ul>
      <SourceLine source={source} detail={year} />
    </section>
  );
}

export function NirfPlacements({ institution: i }: { institution: Institution }) {
  // A programme type disclosed with nothing but zeros (none graduated yet) says nothing to a student.
  const placements = i.placements.filter((p) => p.graduatingOnTime || p.studentsPlaced || p.medianSalary);
  if (placements.length === 0) return null;
  return (
    <section aria-labelledby="placements-heading" className="mt-10">
      <h2 id="placements-heading" className="text-2xl font-bold text-brand-900">
        Placements as disclosed to NIRF
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        Figures the institution reported for its graduates of {placements[0].academicYear}; NIRF does not audit them.
      </p>
      <ul className="mt-3 grid gap-3 sm:grid-cols-2">
        {placements.map((p) => (
          <li
            key={`${p.category}-${p.programmeType}`}
            className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
          >
            <p className="font-bold text-slate-900">{p.programmeType}</p>
            <p className="text-xs text-slate-600">
              NIRF {p.year}, {p.category}
            </p>
            <dl className="mt-2 grid grid-cols-2 gap-1 text-sm">
              <dt className="text-slate-600">Graduated on time</dt>
              <dd className="text-right font-semibold">{count(p.graduatingOnTime)}</dd>
              <dt className="text-slate-600">Placed</dt>
              <dd className="text-right font-semibold">{count(p.studentsPlaced)}</dd>
              <dt className="text-slate-600">Median salary</dt>
              <dd className="text-right font-semibold">
                {p.medianSalary ? `${rupees(p.medianSalary)} a year` : "Not published"}
              </dd>
            </dl>
          </li>
        ))}
      </ul>
      {[...new Set(placements.map((p) => p.sourceId))].map((id) => (
        <SourceLine key={id} source={i.sourcesById[id]} />
      ))}
    </section>
  );
}
