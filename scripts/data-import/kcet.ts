// Karnataka's engineering admissions on the KCET rank (KEA): one CSV of 2024 and 2025, rounds 1–3, 24 category
// codes. KEA printed branches as a code and a short name in 2024 ("CS Computers") and as full names in 2025
// (some with words broken by a line end: "COMMUNICATIO N"): kcet-branches.csv maps the 2024 codes to the 2025
// names where the short name says which one it is; a code it leaves blank keeps its printed name (not compared).
import { readCsv } from "./read-files.ts";
import { countDrop, knownCategory, oneRowPerPool, rankOf, type StateRead, type StateRow, tidy } from "./state-rows.ts";

/** The key two spellings of one name share: capitals, no spaces ("COMMUNICATIO N" and "COMMUNICATION" agree). */
const spacelessKey = (name: string) => name.toUpperCase().replace(/\s+/g, "");

/**
 * KEA prints the town after the name without a comma ("R. V. College of Engineering Bangalore"): the linking
 * reads the place after a comma, so one is put before the last word where the name has none.
 */
function matchingName(printed: string): string {
  const name = tidy(printed)
    .replace(/\s*\([^)]*\)\s*$/, "")
    .replace(/[,.\s]+$/, "");
  return name.includes(",") ? name : name.replace(/\s+(\S+)$/, ", $1");
}

export function readKcet(path: string, branchesPath: string): StateRead {
  const records = readCsv(path);
  const table = new Map(readCsv(branchesPath).map((r) => [r.code, r]));
  // 2025's spelling of each name: among the spellings sharing a key, the one with the fewest spaces.
  const spellings = new Map<string, string>();
  for (const r of records) {
    if (/^[A-Z]{2} /.test(r.branch) && table.has(r.branch.slice(0, 2))) continue;
    const name = tidy(r.branch);
    const key = spacelessKey(name);
    const known = spellings.get(key);
    const spaces = (s: string) => s.split(" ").length;
    if (!known || spaces(name) < spaces(known) || (spaces(name) === spaces(known) && name < known))
      spellings.set(key, name);
  }
  const dropped: Record<string, number> = {};
  const rows: StateRow[] = [];
  for (const r of records) {
    const closing = rankOf(r.closing_rank);
    if (closing === undefined) {
      countDrop(dropped, "closing rank not a number");
      continue;
    }
    const printed = tidy(r.branch);
    const coded = /^[A-Z]{2} /.test(printed) ? table.get(printed.slice(0, 2)) : undefined;
    if (/^[A-Z]{2} /.test(printed) && r.year === "2024" && !coded)
      throw new Error(`KCET: branch code "${printed.slice(0, 2)}" is not in kcet-branches.csv`);
    const programme = coded
      ? coded.branch
        ? (spellings.get(spacelessKey(coded.branch)) ?? coded.branch)
        : printed
      : (spellings.get(spacelessKey(printed)) ?? printed);
    const round = /^R(\d)$/.exec(r.round)?.[1];
    if (!round) throw new Error(`KCET: round "${r.round}"`);
    rows.push({
      institute: tidy(r.college_name),
      sourceCode: r.college_code,
      matchingName: matchingName(r.college_name),
      instituteType: "",
      programme,
      quota: null,
      seatType: knownCategory("kcet", r.category),
      gender: "neutral",
      year: Number(r.year),
      round: Number(round),
      openingRank: null,
      closingRank: closing,
    });
  }
  const rowsInByYear: Record<number, number> = {};
  for (const r of records) rowsInByYear[Number(r.year)] = (rowsInByYear[Number(r.year)] ?? 0) + 1;
  return { body: "kcet", rowsIn: records.length, rowsInByYear, rows: oneRowPerPool(rows, dropped), dropped };
}
