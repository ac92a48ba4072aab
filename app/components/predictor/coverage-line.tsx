// Which cut-offs the predictor holds, as read from the data at start: "JoSAA 2016–2025 (latest compared:
// JoSAA 2025, round 6); …".
import type { CounsellingBody } from "../../../db/cutoffs-schema.ts";
import type { CutoffCoverage } from "../../../domain/cutoff-coverage.server.ts";
import { roundLabel } from "../../../domain/cutoffs/exams.ts";

const bodyName: Record<CounsellingBody, string> = {
  josaa: "JoSAA (JEE Main, JEE Advanced)",
  mcc: "MCC NEET-UG All-India Quota",
  mhtcet: "MHT-CET CAP",
};

export function coverageText(coverage: CutoffCoverage[]): string {
  return coverage
    .map((c) => {
      const years = c.firstYear === c.latestYear ? `${c.latestYear}` : `${c.firstYear}–${c.latestYear}`;
      return `${bodyName[c.counselling]} ${years} (latest: ${c.latestYear}, ${roundLabel(c.counselling, c.latestRound)})`;
    })
    .join("; ");
}

export function CoverageLine({ coverage }: { coverage: CutoffCoverage[] }) {
  if (!coverage.length) return <p className="text-sm text-slate-700">No cut-offs are loaded yet.</p>;
  return (
    <p className="text-sm text-slate-700" data-testid="coverage">
      <span className="font-semibold">Cut-offs held:</span> {coverageText(coverage)}. Figures are the counselling
      bodies' published opening and closing ranks.
    </p>
  );
}
