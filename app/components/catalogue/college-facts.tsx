// The facts a student looks for first: where the college is, its rank, fees, placements and eligibility.
import { orNA } from "../../lib/format.ts";

interface Facts {
  city: string;
  state: string;
  rank: number | null;
  fee: string;
  placementAvg: string;
  placementHigh: string;
  eligibility: string;
}

export function CollegeFacts({ college: c }: { college: Facts }) {
  const facts: [string, string][] = [
    ["Location", `${c.city}, ${c.state}`],
    ["Rank", c.rank ? `#${c.rank} in India` : "N/A"],
    ["Fees", orNA(c.fee)],
    ["Average placement", orNA(c.placementAvg)],
    ["Highest placement", orNA(c.placementHigh)],
    ["Eligibility", orNA(c.eligibility)],
  ];
  return (
    <dl className="mt-6 grid grid-cols-2 gap-3 lg:grid-cols-3">
      {facts.map(([term, value]) => (
        <div key={term} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
          <dt className="text-xs font-semibold uppercase tracking-wide text-slate-600">{term}</dt>
          <dd className="mt-1 font-semibold text-slate-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
