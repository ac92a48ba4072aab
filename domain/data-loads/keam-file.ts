// Kerala's engineering allotments on the KEAM rank (CEE Kerala): a JSON list of last ranks by college (known by
// CEE's college code), programme, Kerala's community code (SM, EZ, MU, …) and phase (P1, P2, …), read the same
// way for `npm run data:import` and for staff's upload on /admin/data.
import { oneRowPerPool, type StateRead, type StateRow, stateChecks, tidy } from "./state-rows.ts";

const KEAM_FIELDS = [
  "Institute",
  "College Code",
  "Academic Program Name",
  "Category",
  "College Type",
  "Closing Rank",
  "Phase",
  "Year",
] as const;

export function readKeamRecords(records: unknown[], { strict = false } = {}): StateRead {
  const checks = stateChecks({ file: "A KEAM record", fields: KEAM_FIELDS, strict, where: (i) => `record ${i + 1}` });
  const rows: StateRow[] = [];
  for (const [i, r] of records.entries()) {
    if (!checks.begin(r, i)) continue;
    const phase = /^P(\d)$/.exec(tidy(r.Phase))?.[1];
    if (!phase) checks.problem(`phase "${tidy(r.Phase)}" is not one of CEE's phases (P1, P2, …)`);
    const seatType = checks.category("keam", tidy(r.Category));
    const year = checks.year(r.Year);
    const institute = checks.text(r.Institute, "Institute").replace(/\.$/, "");
    const programme = checks.text(r["Academic Program Name"], "Academic Program Name");
    const closing = checks.closingRank(r["Closing Rank"]);
    if (checks.faulty || closing === undefined) continue;
    rows.push({
      institute,
      sourceCode: tidy(r["College Code"]),
      matchingName: institute,
      instituteType: tidy(r["College Type"]),
      programme,
      quota: null,
      seatType,
      gender: "neutral",
      year,
      round: Number(phase),
      openingRank: null,
      closingRank: closing,
    });
  }
  checks.finish(records.length);
  const dropped = checks.dropped;
  return { body: "keam", rowsIn: records.length, rows: oneRowPerPool(rows, dropped, strict), dropped };
}
