// Every NIRF rank the institution holds: a chart of the longest-running category, then every rank and score
// with its sub-scores and the source of each row.
import type { Institution } from "../../../domain/institutions/institutions.server.ts";
import { byListOrder } from "../../../domain/institutions/headline-rank.ts";
import { RankChart } from "./rank-chart.tsx";
import { institutionText } from "../../../content/i18n/institution.ts";
import { useText } from "../../lib/i18n.ts";

const num = (v: number | null) => (v === null ? "–" : v.toFixed(2));

export function RankingSection({ institution: i }: { institution: Institution }) {
  const t = useText(institutionText);
  if (i.rankings.length === 0) {
    return (
      <section aria-labelledby="rankings-heading" className="mt-10">
        <h2 id="rankings-heading" className="text-2xl font-bold text-brand-900">
          {t("rankings")}
        </h2>
        <p className="mt-2 text-slate-700">{t("notRankedIntro", { years: i.nirfYearsHeld ?? "" })}</p>
      </section>
    );
  }
  const byCategory = Map.groupBy(i.rankings, (r) => r.category);
  const [chartCategory, chartRows] = [...byCategory].sort((a, b) => b[1].length - a[1].length)[0];
  return (
    <section aria-labelledby="rankings-heading" className="mt-10">
      <h2 id="rankings-heading" className="text-2xl font-bold text-brand-900">
        {t("rankings")}
      </h2>
      {chartRows.length > 1 ? (
        <RankChart
          label={t("rankChart", { category: chartCategory })}
          caption={t("rankChartCaption", { category: chartCategory })}
          points={chartRows}
        />
      ) : null}
      <div className="mt-4 overflow-x-auto rounded-2xl border border-slate-200 bg-white shadow-sm">
        <table className="card-table w-full text-left text-sm" data-testid="rank-history">
          <caption className="sr-only">{t("rankTable", { name: i.name })}</caption>
          <thead className="bg-slate-50 text-xs uppercase tracking-wide text-slate-600">
            <tr>
              <th scope="col" className="px-3 py-2">
                {t("year")}
              </th>
              <th scope="col" className="px-3 py-2">
                {t("category")}
              </th>
              <th scope="col" className="px-3 py-2 text-right">
                {t("rank")}
              </th>
              <th scope="col" className="px-3 py-2 text-right">
                {t("score")}
              </th>
              <th scope="col" className="px-3 py-2">
                {t("sourceColumn")}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {/* Each year's Overall first, as the headline shows it. */}
            {[...i.rankings]
              .sort((a, b) => b.year - a.year || byListOrder(a.category, b.category))
              .map((r) => {
                const source = i.sourcesById[r.sourceId];
                return (
                  <tr key={`${r.year}-${r.category}`}>
                    <td className="px-3 py-2" data-label={t("year")}>
                      {r.year}
                    </td>
                    <td className="card-title px-3 py-2">
                      {r.category}
                      {r.tlr !== null ? (
                        <span className="block text-xs text-slate-600">
                          TLR {num(r.tlr)} · RPC {num(r.rpc)} · GO {num(r.go)} · OI {num(r.oi)} · Perception{" "}
                          {num(r.perception)}
                        </span>
                      ) : null}
                    </td>
                    <td className="px-3 py-2 text-right font-bold" data-label={t("rank")}>
                      {r.rank}
                    </td>
                    <td className="px-3 py-2 text-right" data-label={t("score")}>
                      {r.score === null ? t("notPublished") : num(r.score)}
                    </td>
                    <td className="card-wide px-3 py-2 text-xs" data-label={t("sourceColumn")}>
                      {source ? (
                        <a href={source.url} className="text-brand-700 underline" rel="noopener noreferrer">
                          NIRF {r.year}, {r.category}
                        </a>
                      ) : (
                        `NIRF ${r.year}, ${r.category}`
                      )}
                    </td>
                  </tr>
                );
              })}
          </tbody>
        </table>
      </div>
      <p className="mt-2 text-xs text-slate-600">{t("scoresNote")}</p>
    </section>
  );
}
