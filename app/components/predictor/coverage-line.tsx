// Which cut-offs the predictor holds, as read from the data at start: "JoSAA 2016–2025 (latest compared:
// JoSAA 2025, round 6); …".
import type { CutoffBody } from "../../../db/cutoffs-schema.ts";
import type { CutoffCoverage } from "../../../domain/cutoff-coverage.server.ts";
import { loadedDate, roundLabel } from "../../../domain/cutoffs/exams.ts";
import type { Freshness } from "../../../domain/data-freshness/data-freshness.ts";

const bodyName: Record<CutoffBody, string> = {
  josaa: "JoSAA (JEE Main, JEE Advanced)",
  mcc: "MCC NEET-UG All-India Quota",
  mhtcet: "MHT-CET CAP",
  kcet: "KCET (KEA, Karnataka)",
  comedk: "COMEDK UGET (Karnataka, General Merit)",
  keam: "KEAM (CEE Kerala)",
  wbjee: "WBJEE (WBJEEB, WBJEE-rank seats)",
  "wbjee-jee-main": "WBJEEB's JEE (Main) seats",
  acpc: "GUJCET (ACPC Gujarat, engineering)",
  ojee: "OJEE (Odisha, on the JEE Main rank)",
};

export function coverageText(coverage: CutoffCoverage[]): string {
  return coverage
    .map((c) => {
      const years = c.firstYear === c.latestYear ? `${c.latestYear}` : `${c.firstYear}–${c.latestYear}`;
      const loaded = c.loadedOn ? ` · loaded ${loadedDate(c.loadedOn)}` : "";
      return `${bodyName[c.counselling]} ${years} (latest: ${c.latestYear}, ${roundLabel(c.counselling, c.latestRound)}${loaded})`;
    })
    .join("; ");
}

/**
 * The cut-off datasets whose next year is normally out by now and is not loaded: said, never left unsaid, in
 * one sentence (the years held are in the line above).
 */
export function FreshnessNotes({ freshness }: { freshness: Freshness[] }) {
  const due = freshness.filter((f) => f.dataset !== "nirf" && f.newerExpected);
  if (!due.length) return null;
  return (
    <p className="mt-1 text-sm text-amber-900" data-testid="freshness">
      Normally published by now and not loaded yet:{" "}
      {due.map((f) => `${f.name} ${f.expectedYear} (by ${f.publishedBy})`).join(", ")}. Until they are, the predictor
      compares the latest year held.
    </p>
  );
}

export function CoverageLine({ coverage, freshness }: { coverage: CutoffCoverage[]; freshness: Freshness[] }) {
  if (!coverage.length) return <p className="text-sm text-slate-700">No cut-offs are loaded yet.</p>;
  return (
    <div>
      <p className="text-sm text-slate-700" data-testid="coverage">
        <span className="font-semibold">Cut-offs held:</span> {coverageText(coverage)}. Figures are the counselling
        bodies' published opening and closing ranks.
      </p>
      <FreshnessNotes freshness={freshness} />
    </div>
  );
}
