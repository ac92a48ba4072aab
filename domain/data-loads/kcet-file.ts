// Karnataka's engineering admissions on the KCET rank (KEA): a CSV of closing ranks by college, branch, year,
// round (R1, R2, …) and KEA's category code (GM, 2AG, …), read the same way for `npm run data:import` and for
// staff's upload on /admin/data. KEA printed branches as a code and a short name in 2024 ("CS Computers") and as
// full names in 2025, some with words broken by a line end ("COMMUNICATIO N"): kcet-branches.ts maps the 2024
// codes to the 2025 names; broken spellings are mended to the one with the fewest spaces.
import { KCET_BRANCHES } from "./kcet-branches.ts";
import { oneRowPerPool, type StateRead, type StateRow, stateChecks, tidy } from "./state-rows.ts";

const KCET_COLUMNS = ["college_code", "college_name", "branch", "year", "round", "category", "closing_rank"] as const;

export interface KcetOptions {
  /** KEA's 2024 branch codes and the names they are ("" keeps the printed name); kcet-branches.ts by default */
  branches?: Record<string, string>;
  /** The programmes the portal holds already: a spelling that differs from one only by its spaces takes it */
  knownProgrammes?: Iterable<string>;
  /** An upload: a rank that is 0 or not a number refuses the file rather than being dropped */
  strict?: boolean;
}

/** The key two spellings of one name share: capitals, no spaces ("COMMUNICATIO N" and "COMMUNICATION" agree). */
const spacelessKey = (name: string) => name.toUpperCase().replace(/\s+/g, "");
const CODED = /^[A-Z]{2} /;

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

/** Each spelling's mended form: the portal's own where it has one, else the file's with the fewest spaces. */
function spellingsOf(records: Record<string, string>[], table: Record<string, string>, known: Iterable<string>) {
  const spellings = new Map<string, string>();
  for (const name of known) spellings.set(spacelessKey(name), name);
  const held = new Set(spellings.keys());
  const spaces = (s: string) => s.split(" ").length;
  for (const r of records) {
    if (CODED.test(r.branch) && r.branch.slice(0, 2) in table) continue;
    const name = tidy(r.branch);
    const key = spacelessKey(name);
    const seen = spellings.get(key);
    if (held.has(key)) continue;
    if (!seen || spaces(name) < spaces(seen) || (spaces(name) === spaces(seen) && name < seen))
      spellings.set(key, name);
  }
  return spellings;
}

export function readKcetRecords(records: Record<string, string>[], options: KcetOptions = {}): StateRead {
  const { branches: table = KCET_BRANCHES, knownProgrammes = [], strict = false } = options;
  const checks = stateChecks({ file: "A KCET file", fields: KCET_COLUMNS, strict, where: (i) => `line ${i + 2}` });
  const spellings = spellingsOf(records, table, knownProgrammes);
  const rows: StateRow[] = [];
  const rowsInByYear: Record<number, number> = {};
  for (const [i, r] of records.entries()) {
    if (!checks.begin(r, i)) continue;
    const year = checks.year(r.year);
    rowsInByYear[year] = (rowsInByYear[year] ?? 0) + 1;
    const printed = tidy(r.branch);
    const code = CODED.test(printed) ? printed.slice(0, 2) : undefined;
    if (code && !(code in table) && year === 2024) checks.problem(`branch code "${code}" is not in kcet-branches.ts`);
    const mapped = code && code in table ? table[code] : undefined;
    const programme =
      mapped === undefined
        ? (spellings.get(spacelessKey(printed)) ?? printed)
        : mapped
          ? (spellings.get(spacelessKey(mapped)) ?? mapped)
          : printed;
    const round = /^R(\d)$/.exec(tidy(r.round))?.[1];
    if (!round) checks.problem(`round "${r.round}" is not one of KEA's rounds (R1, R2, R3, …)`);
    const seatType = checks.category("kcet", tidy(r.category));
    const institute = checks.text(r.college_name, "college_name");
    checks.text(programme, "branch");
    const closing = checks.closingRank(r.closing_rank);
    if (checks.faulty || closing === undefined) continue;
    rows.push({
      institute,
      sourceCode: tidy(r.college_code),
      matchingName: matchingName(r.college_name),
      instituteType: "",
      programme,
      quota: null,
      seatType,
      gender: "neutral",
      year,
      round: Number(round),
      openingRank: null,
      closingRank: closing,
    });
  }
  checks.finish(records.length);
  const dropped = checks.dropped;
  return { body: "kcet", rowsIn: records.length, rowsInByYear, rows: oneRowPerPool(rows, dropped, strict), dropped };
}
