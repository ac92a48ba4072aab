// The ranked college list on a phone: one card per college instead of a table to scroll sideways.
import type { ReactNode } from "react";
import { Link } from "react-router";
import { orNA } from "../../lib/format.ts";
import type { CollegeListRow } from "./college-list-table.tsx";

export function CollegeCards({
  colleges,
  actions,
}: {
  colleges: CollegeListRow[];
  actions: (c: CollegeListRow) => ReactNode;
}) {
  return (
    <ol className="space-y-3" data-testid="college-cards">
      {colleges.map((c) => (
        <li key={c.id} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
          <div className="flex gap-3">
            {c.logo ? (
              <img src={c.logo} alt="" width={44} height={44} loading="lazy" className="size-11 shrink-0 rounded-lg" />
            ) : null}
            <div className="min-w-0">
              <p className="text-xs font-bold text-slate-600">{c.rank ? `CD Rank # ${c.rank}` : "Not ranked yet"}</p>
              <Link
                to={`/college/${c.slug}`}
                className="font-semibold text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
              >
                {c.name}
              </Link>
              <p className="text-sm text-slate-600">{c.city}</p>
            </div>
          </div>
          <dl className="mt-3 grid grid-cols-2 gap-2 text-sm">
            <div>
              <dt className="text-xs text-slate-600">Course Fees</dt>
              <dd className="font-semibold text-slate-900">{orNA(c.fee)}</dd>
              <dd className="text-xs text-slate-600">{orNA(c.courseName)}</dd>
            </div>
            <div>
              <dt className="text-xs text-slate-600">Placement</dt>
              <dd className="text-slate-900">Average: {orNA(c.placementAvg)}</dd>
              <dd className="text-slate-700">Highest: {orNA(c.placementHigh)}</dd>
            </div>
          </dl>
          <div className="mt-3 flex flex-wrap gap-2">{actions(c)}</div>
        </li>
      ))}
    </ol>
  );
}
