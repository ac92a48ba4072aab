// Odisha's B.Tech admissions (OJEE) on the JEE Main CRL rank: a JSON list of opening and closing ranks (printed
// as text) by institute, programme, quota (HS, AI, OS, OL), category and gender pool. The source gives no round:
// the ranks are stored as round 1, which the site calls "round not given by the source"
// (domain/cutoffs/state-counselling.ts). Read the same way for `npm run data:import` and for staff's upload.
import { oneRowPerPool, type StateRead, type StateRow, stateChecks, tidy } from "./state-rows.ts";

const OJEE_FIELDS = [
  "Institute",
  "Academic Program Name",
  "Category",
  "Seat Type",
  "Quota",
  "Opening Rank",
  "Closing Rank",
  "Year",
] as const;

const GENDERS: Record<string, "neutral" | "female"> = { "Gender Neutral": "neutral", "Female Only": "female" };

export function readOjeeRecords(records: unknown[], { strict = false } = {}): StateRead {
  const checks = stateChecks({ file: "An OJEE record", fields: OJEE_FIELDS, strict, where: (i) => `record ${i + 1}` });
  const rows: StateRow[] = [];
  for (const [i, r] of records.entries()) {
    if (!checks.begin(r, i)) continue;
    const gender = GENDERS[tidy(r["Seat Type"])];
    if (!gender) checks.problem(`seat type "${tidy(r["Seat Type"])}" is not Gender Neutral or Female Only`);
    const quota = checks.quota("ojee", tidy(r.Quota));
    const seatType = checks.category("ojee", tidy(r.Category));
    const year = checks.year(r.Year);
    const institute = checks.text(r.Institute, "Institute");
    const programme = checks.text(r["Academic Program Name"], "Academic Program Name");
    const opening = checks.openingRank(r["Opening Rank"]);
    const closing = checks.closingRank(r["Closing Rank"]);
    if (checks.faulty || closing === undefined) continue;
    rows.push({
      institute,
      sourceCode: "",
      matchingName: institute,
      instituteType: "",
      programme,
      quota,
      seatType,
      gender,
      year,
      round: 1,
      openingRank: opening,
      closingRank: closing,
    });
  }
  checks.finish(records.length);
  const dropped = checks.dropped;
  return { body: "ojee", rowsIn: records.length, rows: oneRowPerPool(rows, dropped, strict), dropped };
}
