// West Bengal's engineering admissions (WBJEEB): a JSON list of opening and closing ranks by institute,
// programme, quota, category and round. WBJEEB fills some seats on the WBJEE rank and others on the JEE (Main)
// rank: two rank lists, read as two bodies ("wbjee", "wbjee-jee-main") so that nothing ever compares one with the
// other (decision 049). Read the same way for `npm run data:import` and for staff's upload on /admin/data, where
// the one file is loaded once for each body.
import { oneRowPerPool, type StateRead, type StateRow, stateChecks, tidy } from "./state-rows.ts";

const WBJEE_FIELDS = [
  "Institute",
  "Academic Program Name",
  "Seat Type",
  "Quota",
  "Category",
  "College Type",
  "Opening Rank",
  "Closing Rank",
  "Round",
  "Year",
] as const;

const BODY_OF_SEAT: Record<string, "wbjee" | "wbjee-jee-main"> = {
  "WBJEE Seats": "wbjee",
  "JEE(Main) Seats": "wbjee-jee-main",
};

/** Both bodies' rows of the file: [WBJEE seats, JEE (Main) seats]. */
export function readWbjeeRecords(records: unknown[], { strict = false } = {}): [StateRead, StateRead] {
  const checks = stateChecks({ file: "A WBJEE record", fields: WBJEE_FIELDS, strict, where: (i) => `record ${i + 1}` });
  const reads = { wbjee: [] as StateRow[], "wbjee-jee-main": [] as StateRow[] };
  const counts = { wbjee: 0, "wbjee-jee-main": 0 };
  const dropped = { wbjee: {} as Record<string, number>, "wbjee-jee-main": {} as Record<string, number> };
  for (const [i, r] of records.entries()) {
    if (!checks.begin(r, i)) continue;
    const body = BODY_OF_SEAT[tidy(r["Seat Type"])];
    if (!body) {
      checks.problem(`seat type "${tidy(r["Seat Type"])}" is not WBJEE Seats or JEE(Main) Seats`);
      continue;
    }
    counts[body]++;
    const round = /^Round (\d)$/.exec(tidy(r.Round))?.[1];
    if (!round) checks.problem(`round "${tidy(r.Round)}" is not one of WBJEEB's rounds (Round 1, Round 2, …)`);
    const quota = checks.quota(body, tidy(r.Quota));
    const seatType = checks.category(body, tidy(r.Category));
    const year = checks.year(r.Year);
    const institute = checks.text(r.Institute, "Institute");
    const programme = checks.text(r["Academic Program Name"], "Academic Program Name");
    const opening = checks.openingRank(r["Opening Rank"]);
    const closing = checks.closingRank(r["Closing Rank"], undefined, dropped[body]);
    if (checks.faulty || closing === undefined) continue;
    reads[body].push({
      institute,
      sourceCode: "",
      matchingName: institute,
      instituteType: tidy(r["College Type"]),
      programme,
      quota,
      seatType,
      gender: "neutral",
      year,
      round: Number(round),
      openingRank: opening,
      closingRank: closing,
    });
  }
  checks.finish(records.length);
  return (["wbjee", "wbjee-jee-main"] as const).map((body) => ({
    body,
    rowsIn: counts[body],
    rows: oneRowPerPool(reads[body], dropped[body], strict),
    dropped: dropped[body],
  })) as [StateRead, StateRead];
}
