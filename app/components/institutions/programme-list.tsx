// AICTE-approved programmes with their yearly intake, grouped by level. A list, not a wide table: it reads
// the same on a 360 px phone.
import type { Institution } from "../../../domain/institutions/institutions.server.ts";
import { SourceLine } from "./source-line.tsx";
import { institutionText } from "../../../content/i18n/institution.ts";
import { useLanguage, useText } from "../../lib/i18n.ts";
import { formatNumber } from "../../lib/format.ts";

export function ProgrammeList({ institution: i }: { institution: Institution }) {
  const t = useText(institutionText);
  const language = useLanguage();
  if (i.programmes.length === 0) return null;
  const byLevel = Map.groupBy(i.programmes, (p) => p.level);
  const total = i.programmes.reduce((sum, p) => sum + (p.intake ?? 0), 0);
  return (
    <section aria-labelledby="programmes-heading" className="mt-10">
      <h2 id="programmes-heading" className="text-2xl font-bold text-brand-900">
        {t("programmes")}
      </h2>
      <p className="mt-1 text-slate-700">
        {t("programmesCount", {
          count: i.programmes.length,
          shown: formatNumber(i.programmes.length, language),
          seats: formatNumber(total, language),
        })}
      </p>
      {[...byLevel].map(([level, rows]) => (
        <div key={level} className="mt-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
          <h3 className="font-bold text-slate-900">{level}</h3>
          <ul className="mt-2 divide-y divide-slate-100">
            {rows.map((p, n) => (
              <li key={n} className="flex items-baseline justify-between gap-3 py-2">
                <span className="text-slate-800">
                  {p.course}
                  <span className="block text-xs text-slate-600">
                    {p.discipline}
                    {p.shift && p.shift !== "1st Shift" ? ` · ${p.shift}` : ""}
                  </span>
                </span>
                <span className="shrink-0 text-right font-semibold text-slate-900">
                  {p.intake === null ? t("notPublished") : t("seats", { seats: p.intake })}
                </span>
              </li>
            ))}
          </ul>
        </div>
      ))}
      <SourceLine source={i.sourcesById.aicte} />
    </section>
  );
}
