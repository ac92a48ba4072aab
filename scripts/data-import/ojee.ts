// Odisha's B.Tech admissions (OJEE) on the JEE Main CRL rank, 2025: quota (HS, AI, OS, OL), category, gender
// pool, opening and closing ranks printed as text. The source gives no round: the ranks are stored as round 1,
// which the site calls "round not given by the source" (domain/cutoffs/state-counselling.ts).
import { readText } from "./read-files.ts";
import {
  countDrop,
  knownCategory,
  knownQuota,
  oneRowPerPool,
  rankOf,
  type StateRead,
  type StateRow,
  tidy,
} from "./state-rows.ts";

const GENDERS: Record<string, "neutral" | "female"> = { "Gender Neutral": "neutral", "Female Only": "female" };

export function readOjee(path: string): StateRead {
  const records = JSON.parse(readText(path)) as Record<string, unknown>[];
  const dropped: Record<string, number> = {};
  const rows: StateRow[] = [];
  for (const r of records) {
    const closing = rankOf(r["Closing Rank"]);
    if (closing === undefined) {
      countDrop(dropped, "closing rank not a number");
      continue;
    }
    const gender = GENDERS[tidy(r["Seat Type"])];
    if (!gender) throw new Error(`OJEE: seat type "${tidy(r["Seat Type"])}"`);
    rows.push({
      institute: tidy(r.Institute),
      sourceCode: "",
      matchingName: tidy(r.Institute),
      instituteType: "",
      programme: tidy(r["Academic Program Name"]),
      quota: knownQuota("ojee", tidy(r.Quota)),
      seatType: knownCategory("ojee", tidy(r.Category)),
      gender,
      year: Number(r.Year),
      round: 1,
      openingRank: rankOf(r["Opening Rank"]) ?? null,
      closingRank: closing,
    });
  }
  return { body: "ojee", rowsIn: records.length, rows: oneRowPerPool(rows, dropped), dropped };
}
