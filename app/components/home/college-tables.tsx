// Top Colleges (first 10 records) and College Ranking 2025 (5 rows by rank, 'n out of 10', N/A where a
// college has no course details).
import { Link } from "react-router";
import { section, SectionHeading } from "./section-heading.tsx";

export interface HomeCollege {
  id: string;
  slug: string;
  name: string;
  logo: string;
  city: string;
  state: string;
  rank: number | null;
  fee: string;
  placementAvg: string;
  placementHigh: string;
  firstCourse: { name: string; fees: string } | null;
}

const th = "px-4 py-3 text-left text-xs font-bold uppercase tracking-wider text-slate-600";
const td = "px-4 py-3 align-middle";

function CollegeCell({ c }: { c: HomeCollege }) {
  return (
    <div className="flex items-center gap-3">
      {c.logo ? (
        <img src={c.logo} alt="" width={40} height={40} loading="lazy" className="size-10 shrink-0 rounded-lg" />
      ) : null}
      <div className="min-w-0">
        <Link to={`/college/${c.slug}`} className="font-semibold text-slate-900 hover:text-brand-700 hover:underline">
          {c.name}
        </Link>
        <p className="text-sm text-slate-600">
          {c.city}, {c.state}
        </p>
      </div>
    </div>
  );
}

export function TopCollegesTable({ colleges }: { colleges: HomeCollege[] }) {
  return (
    <section aria-labelledby="top-colleges-heading" className={section}>
      <SectionHeading
        id="top-colleges-heading"
        title="Top Colleges"
        intro="India's leading institutions by rank, with first-year fees and placements."
      />
      <div className="overflow-x-auto rounded-2xl border border-slate-200 bg-white shadow-sm">
        <table className="w-full min-w-[40rem] text-sm" data-testid="top-colleges">
          <thead className="bg-slate-50">
            <tr>
              <th scope="col" className={th}>
                Rank
              </th>
              <th scope="col" className={th}>
                College
              </th>
              <th scope="col" className={th}>
                Course Fees
              </th>
              <th scope="col" className={th}>
                Placement
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {colleges.map((c) => (
              <tr key={c.id} className="hover:bg-brand-50/40">
                <td className={`${td} font-bold text-brand-900`}>#{c.rank ?? "–"}</td>
                <td className={td}>
                  <CollegeCell c={c} />
                </td>
                <td className={`${td} font-medium text-slate-900`}>{c.fee}</td>
                <td className={td}>
                  <span className="block text-slate-900">Avg {c.placementAvg}</span>
                  <span className="block text-slate-600">Highest {c.placementHigh}</span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

export function RankingTable({ colleges }: { colleges: HomeCollege[] }) {
  const rows = [...colleges].sort((a, b) => (a.rank ?? Infinity) - (b.rank ?? Infinity)).slice(0, 5);
  return (
    <section aria-labelledby="ranking-heading" className={section}>
      <SectionHeading
        id="ranking-heading"
        title="College Ranking 2025"
        intro="The top five, with their flagship course."
      />
      <div className="overflow-x-auto rounded-2xl border border-slate-200 bg-white shadow-sm">
        <table className="w-full min-w-[40rem] text-sm" data-testid="ranking-table">
          <thead className="bg-slate-50">
            <tr>
              <th scope="col" className={th}>
                College
              </th>
              <th scope="col" className={th}>
                Course
              </th>
              <th scope="col" className={th}>
                Fees
              </th>
              <th scope="col" className={th}>
                Ranking
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {rows.map((c) => (
              <tr key={c.id}>
                <td className={td}>
                  <CollegeCell c={c} />
                </td>
                <td className={td}>{c.firstCourse?.name ?? "N/A"}</td>
                <td className={td}>{c.firstCourse?.fees ?? "N/A"}</td>
                <td className={td}>
                  <span className="inline-flex rounded-full bg-orange-50 px-2.5 py-1 text-xs font-bold text-orange-900">
                    {c.rank ? `${c.rank} out of 10` : "N/A"}
                  </span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
