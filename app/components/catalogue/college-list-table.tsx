// The ranked college table of the catalogue pages (SPEC.md §2): columns CD Rank, Colleges, Course Fees,
// Placement, Ranking, in separate tables of 5 rows so a long list reads in short blocks. Below 640 px each
// row is a card (the site's card-table, app.css): the college and its buttons, then the figures.
import type { ReactNode } from "react";
import { Link } from "react-router";
import { ScrollRegion } from "../content/scroll-region.tsx";
import { orNA } from "../../lib/format.ts";
import { ColumnHeads } from "../ui/column-heads.tsx";

export interface CollegeListRow {
  id: string;
  slug: string;
  name: string;
  logo: string;
  city: string;
  state: string;
  subheading: string;
  rank: number | null;
  fee: string;
  courseName: string;
  placementAvg: string;
  placementHigh: string;
}

interface Props {
  colleges: CollegeListRow[];
  caption: string;
  /** The Apply Now / Download Boucher buttons of one row */
  actions: (college: CollegeListRow) => ReactNode;
}

const BLOCK = 5;
const th = "px-4 py-3 font-semibold";

export function CollegeListTable({ colleges, caption, actions }: Props) {
  const blocks = Array.from({ length: Math.ceil(colleges.length / BLOCK) }, (_, i) =>
    colleges.slice(i * BLOCK, i * BLOCK + BLOCK),
  );
  return (
    <div className="space-y-6">
      {blocks.map((block, i) => (
        <ScrollRegion key={block[0].id} label={`${caption}, part ${i + 1} of ${blocks.length}`}>
          <table className="card-table w-full min-w-[760px] table-fixed text-left text-sm" data-testid="college-block">
            {/* Fixed widths keep the columns of every block of 5 in line with each other. */}
            <colgroup>
              <col className="w-20" />
              <col />
              <col className="w-40" />
              <col className="w-44" />
              <col className="w-44" />
            </colgroup>
            <caption className="sr-only">{`${caption}, part ${i + 1}`}</caption>
            <ColumnHeads names={["CD Rank", "Colleges", "Course Fees", "Placement", "Ranking"]} cellClassName={th} />
            <tbody className="divide-y divide-slate-100 align-top">
              {block.map((c) => (
                <CollegeRow key={c.id} college={c} actions={actions(c)} />
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      ))}
    </div>
  );
}

function CollegeRow({ college: c, actions }: { college: CollegeListRow; actions: ReactNode }) {
  return (
    <tr className="hover:bg-slate-50">
      <td data-label="CD Rank" className="px-4 py-4 text-base font-bold text-slate-900">
        {c.rank ? `# ${c.rank}` : "N/A"}
      </td>
      <th scope="row" className="px-4 py-4 font-normal">
        <div className="flex gap-3">
          {c.logo ? (
            <img src={c.logo} alt="" width={48} height={48} loading="lazy" className="size-12 shrink-0 rounded-lg" />
          ) : null}
          <div>
            <Link
              to={`/college/${c.slug}`}
              className="font-semibold text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
            >
              {c.name}
            </Link>
            <span className="block text-slate-600">{c.city}</span>
            <span className="block text-xs text-slate-500">{c.subheading}</span>
            <div className="mt-2 flex flex-wrap gap-2">{actions}</div>
          </div>
        </div>
      </th>
      <td data-label="Course Fees" className="px-4 py-4">
        <span className="font-semibold text-slate-900">{c.fee || "Not published"}</span>
        <span className="block text-xs text-slate-600">{orNA(c.courseName)}</span>
      </td>
      <td data-label="Placement" className="px-4 py-4">
        <span className="block">Average: {c.placementAvg || "Not published"}</span>
        <span className="block text-slate-600">Highest: {c.placementHigh || "Not published"}</span>
      </td>
      <td data-label="Ranking" className="px-4 py-4 text-slate-700">
        {/* Staff's order of their pages, not a published ranking: it names no list or year (decision 036). */}
        {c.rank ? `#${c.rank} on our list; official ranks on the college's page` : "Not ranked yet"}
      </td>
    </tr>
  );
}
