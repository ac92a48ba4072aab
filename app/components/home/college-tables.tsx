// Top Colleges (10 rows) and College Ranking of the cycle (5 rows by rank, 'n out of' how many NIRF ranked): both
// NIRF lists from the catalogue, each saying which ranking and year it is, with its source.
import { Link } from "react-router";
import { RankingSource, type ShownRankingTable } from "../content/ranking-table.tsx";
import { section, SectionHeading } from "./section-heading.tsx";
import { useCycle } from "../../lib/admissions-cycle.ts";

const th = "px-3 py-3 text-left text-xs font-bold uppercase tracking-wider text-slate-600 sm:px-4";
const td = "px-3 py-3 align-middle sm:px-4";
const score = (v: number | null) => (v === null ? "Not published" : v.toFixed(2));

function InstitutionCell({ row }: { row: ShownRankingTable["rows"][number] }) {
  return (
    <div className="min-w-0">
      <Link to={`/college/${row.slug}`} className="font-semibold text-slate-900 hover:text-brand-700 hover:underline">
        {row.name}
      </Link>
      <p className="text-sm text-slate-600">{row.place}</p>
    </div>
  );
}

const hubLink = (t: ShownRankingTable) => `/CollegRanking?category=${encodeURIComponent(t.category)}&year=${t.year}`;

function MoreLink({ table }: { table: ShownRankingTable }) {
  return (
    <Link to={hubLink(table)} className="inline-block py-1 text-sm font-semibold text-brand-700 hover:underline">
      All {table.rankedCount} of NIRF {table.year} {table.category}
    </Link>
  );
}

export function TopCollegesTable({ table }: { table: ShownRankingTable | null }) {
  return (
    <section aria-labelledby="top-colleges-heading" className={section}>
      <SectionHeading
        id="top-colleges-heading"
        title="Top Colleges"
        intro={
          table
            ? `India's top ${table.rows.length} institutions in the NIRF ${table.year} ${table.category} ranking, with their NIRF score out of 100.`
            : "India's top institutions by NIRF rank."
        }
      />
      {table ? (
        <>
          <div className="overflow-x-auto rounded-2xl border border-slate-200 bg-white shadow-sm">
            <table className="card-table w-full text-sm" data-testid="top-colleges">
              <caption className="sr-only">
                NIRF {table.year} {table.category} ranking, top {table.rows.length}
              </caption>
              <thead className="bg-slate-50">
                <tr>
                  <th scope="col" className={th}>
                    Rank
                  </th>
                  <th scope="col" className={th}>
                    College
                  </th>
                  <th scope="col" className={`${th} text-right`}>
                    NIRF score
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {table.rows.map((r) => (
                  <tr key={r.slug} className="hover:bg-brand-50/40">
                    <td data-label="Rank" className={`${td} font-bold whitespace-nowrap text-brand-900`}>
                      #{r.rank}
                    </td>
                    <td className={`card-title ${td}`}>
                      <InstitutionCell row={r} />
                    </td>
                    <td data-label="NIRF score" className={`${td} text-right font-medium text-slate-900`}>
                      {score(r.score)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <div className="mt-1 flex flex-wrap items-baseline justify-between gap-x-4">
            <RankingSource table={table} />
            <MoreLink table={table} />
          </div>
        </>
      ) : (
        <p className="rounded-2xl bg-white p-6 text-slate-700 shadow-sm">No rankings are loaded yet.</p>
      )}
    </section>
  );
}

export function RankingTable({ table }: { table: ShownRankingTable | null }) {
  const { cycle } = useCycle();
  return (
    <section aria-labelledby="ranking-heading" className={section}>
      <SectionHeading
        id="ranking-heading"
        title={`College Ranking ${cycle.label}`}
        intro={
          table
            ? `The top five of the NIRF ${table.year} ${table.category} ranking, out of the ${table.rankedCount} institutions it ranks.`
            : "The top five by NIRF rank."
        }
      />
      {table ? (
        <>
          <div className="overflow-x-auto rounded-2xl border border-slate-200 bg-white shadow-sm">
            <table className="card-table w-full text-sm" data-testid="ranking-table">
              <caption className="sr-only">
                NIRF {table.year} {table.category} ranking, top {table.rows.length}
              </caption>
              <thead className="bg-slate-50">
                <tr>
                  <th scope="col" className={th}>
                    College
                  </th>
                  <th scope="col" className={`${th} text-right`}>
                    NIRF score
                  </th>
                  <th scope="col" className={th}>
                    Ranking
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {table.rows.map((r) => (
                  <tr key={r.slug}>
                    <td className={`card-title ${td}`}>
                      <InstitutionCell row={r} />
                    </td>
                    <td data-label="NIRF score" className={`${td} text-right`}>
                      {score(r.score)}
                    </td>
                    <td data-label="Ranking" className={td}>
                      <span className="inline-flex rounded-full bg-orange-50 px-2.5 py-1 text-xs font-bold whitespace-nowrap text-orange-900">
                        {r.rank} out of {table.rankedCount}
                      </span>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <div className="mt-1 flex flex-wrap items-baseline justify-between gap-x-4">
            <RankingSource table={table} />
            <MoreLink table={table} />
          </div>
        </>
      ) : (
        <p className="rounded-2xl bg-white p-6 text-slate-700 shadow-sm">No rankings are loaded yet.</p>
      )}
    </section>
  );
}
