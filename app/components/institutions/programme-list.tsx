// AICTE-approved programmes with their yearly intake, grouped by level. A list, not a wide table: it reads
// the same on a 360 px phone.
import type { Institution } from "../../../domain/institutions/institutions.server.ts";
import { SourceLine } from "./source-line.tsx";

export function ProgrammeList({ institution: i }: { institution: Institution }) {
  if (i.programmes.length === 0) return null;
  const byLevel = Map.groupBy(i.programmes, (p) => p.level);
  const total = i.programmes.reduce((sum, p) => sum + (p.intake ?? 0), 0);
  return (
    <section aria-labelledby="programmes-heading" className="mt-10">
      <h2 id="programmes-heading" className="text-2xl font-bold text-brand-900">
        Approved programmes and intake
      </h2>
      <p className="mt-1 text-slate-700">
        {i.programmes.length} {i.programmes.length === 1 ? "programme" : "programmes"}, {total.toLocaleString("en-IN")}{" "}
        seats a year in all.
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
                  {p.intake === null ? "Not published" : `${p.intake} seats`}
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
