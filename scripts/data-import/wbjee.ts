// West Bengal's engineering admissions (WBJEEB), 2026 rounds 1–3. WBJEEB fills some seats on the WBJEE rank and
// others on the JEE (Main) rank: two rank lists, read as two bodies ("wbjee", "wbjee-jee-main") so that nothing
// ever compares one with the other (decision 049).
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

type WbjeeRecord = Record<string, unknown>;
const BODY_OF_SEAT: Record<string, "wbjee" | "wbjee-jee-main"> = {
  "WBJEE Seats": "wbjee",
  "JEE(Main) Seats": "wbjee-jee-main",
};

/** Both bodies' rows of the file: [WBJEE seats, JEE (Main) seats]. */
export function readWbjee(path: string): [StateRead, StateRead] {
  const records = JSON.parse(readText(path)) as WbjeeRecord[];
  const reads = { wbjee: [] as StateRow[], "wbjee-jee-main": [] as StateRow[] };
  const counts = { wbjee: 0, "wbjee-jee-main": 0 };
  const dropped = { wbjee: {} as Record<string, number>, "wbjee-jee-main": {} as Record<string, number> };
  for (const r of records) {
    const body = BODY_OF_SEAT[tidy(r["Seat Type"])];
    if (!body) throw new Error(`WBJEE: seat type "${tidy(r["Seat Type"])}"`);
    counts[body]++;
    const closing = rankOf(r["Closing Rank"]);
    if (closing === undefined) {
      countDrop(dropped[body], "closing rank not a number");
      continue;
    }
    const round = /^Round (\d)$/.exec(tidy(r.Round))?.[1];
    if (!round) throw new Error(`WBJEE: round "${tidy(r.Round)}"`);
    reads[body].push({
      institute: tidy(r.Institute),
      sourceCode: "",
      matchingName: tidy(r.Institute),
      instituteType: tidy(r["College Type"]),
      programme: tidy(r["Academic Program Name"]),
      quota: knownQuota(body, tidy(r.Quota)),
      seatType: knownCategory(body, tidy(r.Category)),
      gender: "neutral",
      year: Number(r.Year),
      round: Number(round),
      openingRank: rankOf(r["Opening Rank"]) ?? null,
      closingRank: closing,
    });
  }
  return (["wbjee", "wbjee-jee-main"] as const).map((body) => ({
    body,
    rowsIn: counts[body],
    rows: oneRowPerPool(reads[body], dropped[body]),
    dropped: dropped[body],
  })) as [StateRead, StateRead];
}
