// College pages from the database, ranked by staff, as a table: used by /TopUniversitiesandColleges.
import { ScrollRegion } from "./scroll-region.tsx";
import { Link } from "react-router";
import { ColumnHeads } from "../ui/column-heads.tsx";
import { DemoFiguresNote } from "../catalogue/figures-note.tsx";
import { type FiguresProvenance, withShownFigures } from "../../../domain/colleges/shown-figures.ts";

export interface RankedCollege {
  id: string;
  slug: string;
  name: string;
  city: string;
  state: string;
  rank: number | null;
  fee: string;
  placementAvg: string;
  placementHigh: string;
  /** A sample college: its rank, fees and placements are illustrations */
  sample: boolean;
}

export function CollegeRankTable({ colleges, caption }: { colleges: RankedCollege[]; caption: string }) {
  if (colleges.length === 0) {
    return (
      <p className="rounded-xl bg-white p-6 text-slate-700 shadow-sm">
        No colleges are listed yet. Please check back soon.
      </p>
    );
  }
  return (
    <>
      <ScrollRegion label={caption}>
        <table className="card-table w-full min-w-[680px] text-left text-sm" data-testid="college-rank-table">
          <caption className="sr-only">{caption}</caption>
          <ColumnHeads names={["Rank", "College", "Fees", "Average package", "Highest package"]} />
          <tbody className="divide-y divide-slate-100">
            {colleges.map((c) => (
              <tr key={c.id} className="hover:bg-slate-50">
                <td data-label="Rank" className="px-4 py-3 font-bold text-slate-900">
                  {c.rank ? `#${c.rank}` : "N/A"}
                </td>
                <th scope="row" className="px-4 py-3 font-normal">
                  <Link
                    to={`/college/${c.slug}`}
                    className="font-semibold text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
                  >
                    {c.name}
                  </Link>
                  <span className="block text-slate-600">
                    {c.city}, {c.state}
                  </span>
                </th>
                <td data-label="Fees" className="px-4 py-3">
                  {c.fee || "Not published"}
                </td>
                <td data-label="Average package" className="px-4 py-3">
                  {c.placementAvg || "Not published"}
                </td>
                <td data-label="Highest package" className="px-4 py-3">
                  {c.placementHigh || "Not published"}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
      {colleges.some((c) => c.sample) ? <DemoFiguresNote /> : null}
    </>
  );
}

/**
 * Only the fields the table shows go to the browser, and rank, fees and placements only where the college's
 * page shows them (withShownFigures): never a real college's demo figures.
 */
export function toRankedCollege(college: Omit<RankedCollege, "sample"> & FiguresProvenance): RankedCollege {
  const c = withShownFigures(college);
  const { id, slug, name, city, state, rank, fee, placementAvg, placementHigh } = c;
  return { id, slug, name, city, state, rank, fee, placementAvg, placementHigh, sample: c.figuresBasis === "sample" };
}
