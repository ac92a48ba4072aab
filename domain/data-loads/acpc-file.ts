// Gujarat's engineering admissions on the GUJCET rank (ACPC): the engineering rows of ACPC's JSON list (closing
// rank by college, course and category; the same list carries pharmacy and ACPUGMEC's medical fees, which the
// import reads apart). The source gives no round: the ranks are stored as round 1. Read the same way for
// `npm run data:import` and for staff's upload on /admin/data.
import { oneRowPerPool, type StateRead, type StateRow, stateChecks, tidy } from "./state-rows.ts";

const ACPC_FIELDS = ["College Name", "Course", "Program", "Type of College", "category", "closing_rank", "Year"];

export function readAcpcRecords(records: unknown[], { strict = false } = {}): StateRead {
  const checks = stateChecks({ file: "An ACPC record", fields: ACPC_FIELDS, strict, where: (i) => `record ${i + 1}` });
  const rows: StateRow[] = [];
  let rowsIn = 0;
  for (const [i, r] of records.entries()) {
    if (!checks.begin(r, i) || r.Program !== "Engineering") continue;
    rowsIn++;
    // ACPC prints its categories in lower case ("general", "sc"); the labels spell them in capitals.
    const seatType = checks.category("acpc", tidy(r.category).toUpperCase());
    const year = checks.year(r.Year);
    const institute = checks.text(r["College Name"], "College Name");
    const programme = checks.text(r.Course, "Course");
    const closing = checks.closingRank(r.closing_rank);
    if (checks.faulty || closing === undefined) continue;
    rows.push({
      institute,
      sourceCode: "",
      matchingName: institute,
      instituteType: tidy(r["Type of College"]),
      programme,
      quota: null,
      seatType,
      gender: "neutral",
      year,
      round: 1,
      openingRank: null,
      closingRank: closing,
    });
  }
  checks.finish(rowsIn);
  const dropped = checks.dropped;
  return { body: "acpc", rowsIn, rows: oneRowPerPool(rows, dropped, strict), dropped };
}
