// The shape every state counselling body's file (kcet-file.ts, comedk-file.ts, keam-file.ts, wbjee-file.ts,
// acpc-file.ts, ojee-file.ts) is read into, for `npm run data:import` and for staff's upload on /admin/data
// alike: one row per seat pool and round, the category and quota in the stable spelling of
// domain/cutoffs/state-counselling.ts. A category, quota or round the tables do not know refuses the file, as
// for the other bodies; so does, for an upload (strict), a rank that is 0 or not a number, which the import
// drops and counts (the compilations have a few).
import type { SeatGender } from "../../db/cutoffs-schema.ts";
import { STATE_BODIES, type StateBody } from "../cutoffs/state-counselling.ts";
import { DataFileError } from "./josaa-file.ts";

export interface StateRow {
  /** The college as printed */
  institute: string;
  /** What identifies the college in the source (KEA's or COMEDK's code, KEAM's college code), else "" */
  sourceCode: string;
  /** The name the linking reads: the printed name, with its place where the source gives it apart */
  matchingName: string;
  instituteType: string;
  programme: string;
  quota: string | null;
  seatType: string;
  gender: SeatGender;
  year: number;
  round: number;
  openingRank: number | null;
  closingRank: number;
}

export interface StateRead {
  body: StateBody;
  rowsIn: number;
  /** For a file of several years: its rows per year */
  rowsInByYear?: Record<number, number>;
  rows: StateRow[];
  /** Why rows were left out, with how many */
  dropped: Record<string, number>;
}

/** Whitespace made single, ends trimmed. */
export function tidy(text: unknown): string {
  return String(text ?? "")
    .replace(/\s+/g, " ")
    .trim();
}

/** A whole rank printed as a number or a text ("44381", 22103.0); undefined when it is not one. */
export function rankOf(value: unknown): number | undefined {
  const n = typeof value === "number" ? value : Number(tidy(value));
  return Number.isInteger(n) && n > 0 ? n : undefined;
}

export function countDrop(dropped: Record<string, number>, why: string) {
  dropped[why] = (dropped[why] ?? 0) + 1;
}

/** No state exam has this many candidates (JEE Main, the largest, some 15 lakh): a bigger rank is a typing error. */
const MAX_RANK = 5_000_000;
/** Stop after this many problems: a file of noise would otherwise produce one per record. */
const MAX_PROBLEMS = 10;

export interface StateFileSpec {
  /** "A KCET file": how messages name the kind of file */
  file: string;
  /** The columns (CSV) or keys (JSON) every record has */
  fields: readonly string[];
  /** Refuse what the import drops and counts (a rank that is 0 or not a number) */
  strict: boolean;
  /** "line 5" or "record 4": where the i-th record is, as staff find it in the file */
  where: (index: number) => string;
}

/**
 * The checks a body's reader runs on each record, collecting every problem with where it is (up to ten, then the
 * file is refused at once); `finish` refuses the file if any was found. Fields are checked on the first record.
 */
export function stateChecks(spec: StateFileSpec) {
  const problems: string[] = [];
  const dropped: Record<string, number> = {};
  let at = "";
  let faulty = false;
  const problem = (text: string) => {
    faulty = true;
    problems.push(`${at}: ${text}`);
    if (problems.length >= MAX_PROBLEMS) throw new DataFileError(problems);
  };
  return {
    dropped,
    problem,
    /** Before each record; false when the record is no object (a JSON file of something else). */
    begin(record: unknown, index: number): record is Record<string, unknown> {
      at = spec.where(index);
      faulty = false;
      if (typeof record !== "object" || record === null || Array.isArray(record)) {
        problem(`not a record with the fields ${spec.fields.join(", ")}`);
        return false;
      }
      if (index === 0) {
        const missing = spec.fields.filter((f) => !(f in record));
        if (missing.length)
          throw new DataFileError([
            `Missing column${missing.length > 1 ? "s" : ""}: ${missing.join(", ")}. ${spec.file} has the columns ${spec.fields.join(", ")}.`,
          ]);
      }
      return true;
    },
    /** Whether the current record had a problem (its row is then left out). */
    get faulty() {
      return faulty;
    },
    /** A category code the body's table knows; else a problem. */
    category(body: StateBody, code: string): string {
      if (!(code in STATE_BODIES[body].categories))
        problem(`unknown category "${code}": not in domain/cutoffs/state-counselling.ts (${body})`);
      return code;
    },
    /** A quota the body's table knows; else a problem. */
    quota(body: StateBody, quota: string): string {
      if (!(quota in STATE_BODIES[body].quotas))
        problem(`unknown quota "${quota}": not in domain/cutoffs/state-counselling.ts (${body})`);
      return quota;
    },
    year(value: unknown): number {
      const year = tidy(value);
      if (!/^20\d\d$/.test(year)) problem(`year "${year}" is not a year`);
      return Number(year);
    },
    text(value: unknown, name: string): string {
      const text = tidy(value);
      if (!text && spec.strict) problem(`${name} is empty`);
      return text;
    },
    /**
     * The closing rank, or undefined: an upload refuses a rank that is 0 or no number, the import drops it
     * (counted as `why` in `into`: the reader's own count by default).
     */
    closingRank(value: unknown, why = "closing rank not a number", into = dropped): number | undefined {
      const rank = rankOf(value);
      if (!spec.strict) {
        if (rank === undefined) countDrop(into, why);
        return rank;
      }
      if (rank === undefined || rank > MAX_RANK)
        problem(`closing rank "${tidy(value)}" must be a whole number from 1 to ${MAX_RANK.toLocaleString("en-IN")}`);
      return rank;
    },
    /** An opening rank where the file has one: blank is none; an upload refuses one that is not a rank. */
    openingRank(value: unknown): number | null {
      const rank = rankOf(value);
      if (spec.strict && tidy(value) && (rank === undefined || rank > MAX_RANK))
        problem(`opening rank "${tidy(value)}" must be blank or a whole number from 1`);
      return rank ?? null;
    },
    /** After the last record: the file is refused if any record had a problem, or if it had none at all. */
    finish(rowsIn: number) {
      if (!rowsIn) throw new DataFileError(["The file has no rows."]);
      if (problems.length) throw new DataFileError(problems);
    },
  };
}

/**
 * Two rows for one seat pool and round: the same ranks are kept once; different ranks leave both out (counted),
 * since which one the body or the compiler meant cannot be known. An upload (strict) is refused instead.
 */
export function oneRowPerPool(rows: StateRow[], dropped: Record<string, number>, strict = false): StateRow[] {
  const key = (r: StateRow) =>
    [r.sourceCode || r.institute, r.programme, r.quota ?? "", r.seatType, r.gender, r.year, r.round].join("\0");
  const groups = Map.groupBy(rows, key);
  const kept: StateRow[] = [];
  const conflicts: string[] = [];
  for (const group of groups.values()) {
    const same = group.every((r) => r.closingRank === group[0].closingRank && r.openingRank === group[0].openingRank);
    if (same) {
      kept.push(group[0]);
      for (let i = 1; i < group.length; i++) countDrop(dropped, "a second copy of the same row");
    } else {
      const r = group[0];
      conflicts.push(
        `${group.length} rows with different ranks for ${r.institute}, ${r.programme}, ${[r.quota, r.seatType].filter(Boolean).join(" ")}, ${r.year} round ${r.round}`,
      );
      for (const _ of group) countDrop(dropped, "two rows for one seat pool and round with different ranks");
    }
  }
  if (strict && conflicts.length) throw new DataFileError(conflicts.slice(0, MAX_PROBLEMS));
  return kept;
}
