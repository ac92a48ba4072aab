// The join report in docs/data.md: the part between its markers is rewritten by every import.
import type { CutoffSummary } from "./cutoffs.ts";
import type { JoinCount } from "./join-sources.ts";
import type { MergeSummary } from "./merge-institutions.ts";
import type { StateDistricts } from "./spell-districts.ts";
import type { ManifestEntry } from "./write-outputs.ts";

/** What one import read, joined, dropped and wrote: the report's content. */
export interface ImportSummary {
  rowsIn: Record<string, number>;
  joins: JoinCount[];
  /** JoSAA's institutes joined to institutions (of AISHE, or AICTE's own records). */
  josaa: JoinCount;
  josaaUnmatched: string[];
  dropped: { what: string; rows: number; why: string }[];
  files: ManifestEntry[];
  rejectedIdCodes: string[];
  /** NIRF rows printed with another institution's name, kept under their id's institution (nameRowsById) */
  nirfNamedById: string[];
  nmcRowsWithoutDistrict: number[];
  /** Serial numbers of the NMC rows the hand-checked corrections table sets. */
  nmcCorrected: number[];
  cutoffs: CutoffSummary;
  /** Per state: the district spellings read, the districts written, records re-spelt and left without one. */
  districts: StateDistricts[];
  /** University types and websites: each source's join, and what was written. */
  institutionFacts?: { joins: JoinCount[]; notes: string[] };
  /** One page per institution: the records merged, by rule and by hand, and the same-name groups left apart. */
  merges?: MergeSummary;
}

const START = "<!-- import-report:start -->";
const END = "<!-- import-report:end -->";

function table(header: string[], rows: (string | number)[][]): string {
  return [
    `| ${header.join(" | ")} |`,
    `| ${header.map(() => "---").join(" | ")} |`,
    ...rows.map((row) => `| ${row.join(" | ")} |`),
  ].join("\n");
}

const byCount = (counts: Record<string, number>) =>
  Object.entries(counts).sort(([a, x], [b, y]) => y - x || (a < b ? -1 : 1));

function reportSection(summary: ImportSummary): string {
  const sum = (counts: Record<string, number>) => Object.values(counts).reduce((a, b) => a + b, 0);
  const parts = [
    "### Rows in",
    table(["what", "rows"], Object.entries(summary.rowsIn)),
    "### Joins to AISHE",
    table(
      ["source", "records", "matched", "unmatched (own institutions)"],
      summary.joins.map((join) => [join.source, join.records, sum(join.matched), sum(join.unmatched)]),
    ),
    ...summary.joins.flatMap((join) => [
      `#### ${join.source}`,
      table(
        ["outcome", "how / why", "records"],
        [
          ...byCount(join.matched).map(([how, n]) => ["matched", how, n]),
          ...byCount(join.unmatched).map(([why, n]) => ["unmatched", why, n]),
        ],
      ),
    ]),
    "### JoSAA 2025 institutes",
    table(
      ["outcome", "how / why", "institutes"],
      [
        ...byCount(summary.josaa.matched).map(([how, n]) => ["matched", how, n]),
        ...byCount(summary.josaa.unmatched).map(([why, n]) => ["unmatched", why, n]),
      ],
    ),
    `Unmatched: ${summary.josaaUnmatched.length ? summary.josaaUnmatched.join("; ") : "none"}.`,
    ...mergeSection(summary),
    ...cutoffSection(summary),
    ...districtSection(summary),
    ...institutionFactsSection(summary),
    "### Dropped",
    table(
      ["what", "rows", "why"],
      summary.dropped.map((drop) => [drop.what, drop.rows, drop.why]),
    ),
    "### Rows out",
    table(
      ["file", "rows", "sha256 of the CSV"],
      summary.files.map((file) => [file.file, file.rows, `\`${file.csvSha256.slice(0, 16)}…\``]),
    ),
    "### Checks",
    `- NIRF rows printed with another institution's name, placed by their NIRF id (city and state agree with the id): ${summary.nirfNamedById.length}` +
      summary.nirfNamedById.map((line) => `\n  - ${line}`).join(""),
    `- NIRF ids whose AISHE code was not taken because name or state disagree: ${summary.rejectedIdCodes.length}` +
      summary.rejectedIdCodes.map((line) => `\n  - ${line}`).join(""),
    `- NMC colleges set by the hand-checked corrections table (\`nmc-corrections.csv\`), where the layout runs cells together: ${summary.nmcCorrected.length}` +
      (summary.nmcCorrected.length ? ` (serial numbers ${summary.nmcCorrected.join(", ")})` : ""),
    `- NMC colleges without a district: ${summary.nmcRowsWithoutDistrict.length}` +
      (summary.nmcRowsWithoutDistrict.length ? ` (serial numbers ${summary.nmcRowsWithoutDistrict.join(", ")})` : ""),
  ];
  return parts.join("\n\n");
}

/** Records of one institution merged into one page (merge-institutions.ts, merges.csv), and what stays apart. */
function mergeSection({ merges }: ImportSummary): string[] {
  if (!merges) return [];
  const byRule = byCount(merges.byRule);
  const ruleTotal = byRule.reduce((sum, [, n]) => sum + n, 0);
  return [
    "### One page per institution",
    `Pages: ${merges.pagesBefore} without the merges, ${merges.pagesAfter} with them. Same-name groups (one state, ` +
      `one name key, one district or none) leave ${merges.surplusBefore} pages too many without the merges and ` +
      `${merges.surplusAfter} with them. Each retired address is in \`db/data/former-slugs.json\` ` +
      `(${merges.formerCodes} codes, ${merges.formerSlugs} slugs), answered with a 301 to the surviving page.`,
    "#### Merged by rule",
    table(["rule", "records merged"], [...byRule, ["all rules", ruleTotal]]),
    "#### Merged by hand (`scripts/data-import/merges.csv`)",
    table(
      ["record", "merged into", "why"],
      merges.byHand.map((merge) => [
        `${merge.from} ${merge.fromName}`,
        `${merge.to} ${merge.toName}`,
        merge.note.replace(/\|/g, "/"),
      ]),
    ),
    "#### Same-name groups kept apart",
    table(
      ["reason", "groups", "pages over one per group", "for example"],
      merges.apart.map((reason) => [
        reason.reason,
        reason.groups,
        reason.surplus,
        reason.sample.join("; ").replace(/\|/g, "/"),
      ]),
    ),
  ];
}

/** Districts as districts.csv spells them, per state of the institutions. */
function districtSection({ districts }: ImportSummary): string[] {
  const total = (field: "respelt" | "dropped") => districts.reduce((sum, state) => sum + state[field], 0);
  return [
    "### Districts",
    `Institutions' districts are spelt as \`scripts/data-import/districts.csv\` spells them: ${total("respelt")} ` +
      `records re-spelt, ${total("dropped")} left without a district because their spelling names no single ` +
      "district (shown under their state only).",
    table(
      ["state", "spellings in the sources", "districts written", "records re-spelt", "district dropped"],
      districts.map((s) => [s.state, s.spellingsIn, s.districtsOut, s.respelt, s.dropped]),
    ),
  ];
}

/** University types (UGC, JoSAA), UGC's fake universities and official websites. */
function institutionFactsSection({ institutionFacts }: ImportSummary): string[] {
  if (!institutionFacts) return [];
  return [
    "### University types and official websites",
    ...institutionFacts.joins.flatMap((join) => [
      `#### ${join.source} (${join.records} records)`,
      table(
        ["outcome", "how / why", "records"],
        [
          ...byCount(join.matched).map(([how, n]) => ["matched", how, n]),
          ...byCount(join.unmatched).map(([why, n]) => ["unmatched", why, n]),
        ],
      ),
    ]),
    institutionFacts.notes.map((note) => `- ${note}`).join("\n"),
  ];
}

/** The cut-off files: rows in and out per source and year, and the institutes linked to institutions. */
function cutoffSection({ cutoffs }: ImportSummary): string[] {
  const dropped = (counts: Record<string, number>) =>
    byCount(counts)
      .map(([why, n]) => `${n}: ${why}`)
      .join("; ") || "none";
  const sum = (counts: Record<string, number>) => Object.values(counts).reduce((a, b) => a + b, 0);
  const corrected = Object.entries(cutoffs.neetStatesCorrected);
  return [
    "### Cut-offs: rows in and out",
    table(
      ["source", "year", "rows in", "rows out", "of which preparatory (flagged)", "dropped"],
      cutoffs.rows.map((row) => [row.source, row.year, row.rowsIn, row.rowsOut, row.preparatory, dropped(row.dropped)]),
    ),
    "### Cut-off institutes linked to institutions",
    `JoSAA printed ${cutoffs.josaaSpellings.spellings} spellings of its institutes over the years (HTML entities undone); ` +
      `they are ${cutoffs.josaaSpellings.institutes} institutes.`,
    table(
      ["counselling", "institutes", "linked", "unlinked"],
      cutoffs.institutes.map((join) => [join.source, join.records, sum(join.matched), sum(join.unmatched)]),
    ),
    ...cutoffs.institutes.flatMap((join) => {
      const unlinked = cutoffs.unlinked[join.source] ?? [];
      return [
        `#### ${join.source}`,
        table(
          ["outcome", "how / why", "institutes"],
          [
            ...byCount(join.matched).map(([how, n]) => ["linked", how, n]),
            ...byCount(join.unmatched).map(([why, n]) => ["unlinked", why, n]),
          ],
        ),
        unlinked.length === 0
          ? "Unlinked: none."
          : unlinked.length <= 40
            ? `Unlinked: ${unlinked.join("; ")}.`
            : `Unlinked: ${unlinked.length} institutes, listed in cutoff-institutes.csv.gz with a blank institution_code.`,
      ];
    }),
    `- NEET state values that name no state, read from the value itself: ${
      corrected.length ? corrected.map(([printed, state]) => `"${printed}" → ${state}`).join("; ") : "none"
    }`,
  ];
}

export function renderReport(document: string, summary: ImportSummary): string {
  const start = document.indexOf(START);
  const end = document.indexOf(END);
  if (start < 0 || end < start) return document;
  return `${document.slice(0, start + START.length)}\n\n${reportSection(summary)}\n\n${document.slice(end)}`;
}
