// The ranking table of a fixed ranking page: rank, college and location, yearly fees and one more column.
import { ScrollRegion } from "./scroll-region.tsx";
import type { RankingPage } from "../../content/ranking-pages.ts";
import { ColumnHeads } from "../ui/column-heads.tsx";

export function RankingTable({ page }: { page: RankingPage }) {
  return (
    <ScrollRegion label={`${page.title} table`}>
      <table className="w-full min-w-[560px] text-left text-sm" data-testid="ranking-table">
        <caption className="sr-only">{page.title}</caption>
        <ColumnHeads names={["Rank", "College", "Yearly fees", page.metricLabel]} />
        <tbody className="divide-y divide-slate-100">
          {page.rows.map((row) => (
            <tr key={row.college} className="hover:bg-slate-50">
              <td className="px-4 py-3 font-bold text-slate-900">#{row.rank}</td>
              <th scope="row" className="px-4 py-3 font-normal">
                <span className="block font-semibold text-slate-900">{row.college}</span>
                <span className="text-slate-600">{row.location}</span>
              </th>
              <td className="px-4 py-3 whitespace-nowrap">{row.fees}</td>
              <td className="px-4 py-3">{row.metric}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
