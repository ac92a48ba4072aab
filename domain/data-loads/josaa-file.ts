// JoSAA's opening and closing ranks file (orcr-YYYY.csv: one row per institute, programme, quota, seat type and
// gender pool of a round), read and checked the same way for `npm run data:import` and for staff's upload on
// /admin/data: one code path, so the two can never disagree on what a row means.
import { publishedText } from "../cutoffs/cutoff-programmes.ts";

interface JosaaRow {
  year: number;
  round: number;
  /** The institute as JoSAA printed it that year (HTML entities undone) */
  institute: string;
  /** JoSAA's type column as printed ("Indian Institute of Technology"), "" where blank */
  printedType: string;
  /** The programme as JoSAA printed it */
  programme: string;
  quota: string;
  seatType: string;
  gender: "neutral" | "female";
  openingRank: number;
  closingRank: number;
  /** A preparatory-course rank: a different rank list, never compared with common-rank-list ranks */
  preparatory: boolean;
}

export interface JosaaYear {
  year: number;
  rowsIn: number;
  rows: JosaaRow[];
  /** Why rows were left out, with how many */
  dropped: Record<string, number>;
}

export const JOSAA_COLUMNS = [
  "year",
  "round",
  "institute",
  "institute_type",
  "program",
  "quota",
  "seat_type",
  "gender",
  "opening_rank",
  "closing_rank",
  "preparatory",
] as const;

/** AI all-India, HS home state, OS other state, GO Goa (NIT Goa), JK Jammu and Kashmir and LA Ladakh (NIT
 * Srinagar), AP Andhra Pradesh (NIT Warangal, 2016–2019). */
const JOSAA_QUOTAS = ["AI", "HS", "OS", "GO", "JK", "LA", "AP"];
const CATEGORIES = ["OPEN", "EWS", "OBC-NCL", "SC", "ST"];
const JOSAA_SEAT_TYPES = [...CATEGORIES, ...CATEGORIES.map((c) => `${c} (PwD)`)];

const GENDERS: Record<string, "neutral" | "female"> = {
  "Gender-Neutral": "neutral",
  "Female-only (including Supernumerary)": "female",
  // 2016 and 2017: no female-only pool existed yet; every seat was open to everyone.
  NA: "neutral",
};

export const INSTITUTE_TYPES: Record<string, string> = {
  "Indian Institute of Technology": "IIT",
  "National Institute of Technology": "NIT",
  "Indian Institute of Information Technology": "IIIT",
  "Government Funded Technical Institutions": "GFTI",
};

/**
 * Beyond this a rank is a typing or export error (and would not fit the database's integer). Not JEE Main's
 * ~15 lakh candidates: JoSAA itself prints ranks up to 1.3 crore on a few rows a year (20 in 2016–2025).
 */
const MAX_JOSAA_RANK = 50_000_000;
/** JoSAA runs six rounds (seven in some years); more than ten is no JoSAA file. */
const MAX_ROUND = 10;
const WHOLE = /^\d+$/;

/** A file that cannot be loaded: the first problems found, each naming its line, for staff or the import. */
export class DataFileError extends Error {
  readonly problems: string[];
  constructor(problems: string[]) {
    super(problems.join("; "));
    this.problems = problems;
  }
}

/** IIT, NIT, IIIT or GFTI: JoSAA's own type, or for the institutes new in the year (no type), from the name. */
export function josaaInstituteType(name: string, printed: string): string {
  if (printed) {
    const type = INSTITUTE_TYPES[printed];
    if (!type) throw new DataFileError([`JoSAA: unknown institute type "${printed}"`]);
    return type;
  }
  if (/Indian Institute of Technology\b/i.test(name)) return "IIT";
  if (/National Institute of Technology\b/i.test(name)) return "NIT";
  if (/Indian Institute of Information Technology/i.test(name)) return "IIIT";
  return "GFTI";
}

function count(counts: Record<string, number>, why: string) {
  counts[why] = (counts[why] ?? 0) + 1;
}

export interface ReadJosaaOptions {
  /** The year every row must carry; for an upload, the year of the first row */
  year?: number;
  /**
   * An upload (strict) refuses a rank that is 0 or not a number, which the archive (not strict) drops with a
   * count: JoSAA's own archive prints 0 where no seat was allotted in a pool, a fresh official file does not.
   */
  strict?: boolean;
}

/** Stop after this many problems: a file of noise would otherwise produce one per line. */
const MAX_PROBLEMS = 10;

/** Reads a file one CSV record at a time (the upload feeds it chunk by chunk), then gives the year or throws. */
export interface RecordReader<T> {
  add(record: Record<string, string>): void;
  finish(): T;
}

/** Reads every record at once: the import's way, with the same checks as the upload's. */
export function readAll<T>(reader: RecordReader<T>, records: Record<string, string>[]): T {
  for (const record of records) reader.add(record);
  return reader.finish();
}

/**
 * The frame both bodies' readers share: the columns checked on the first record (`file` names the kind of file
 * in the message), each line's problems collected up to ten, an empty file refused. `check` reads one record and
 * calls `problem` for what is wrong with it; `finish` gives the year once every record passed.
 */
export function checkedReader<T>(
  file: string,
  columns: readonly string[],
  steps: {
    first?: (record: Record<string, string>) => void;
    check: (record: Record<string, string>, problem: (text: string) => void) => void;
    finish: (rowsIn: number) => T;
  },
): RecordReader<T> {
  let rowsIn = 0;
  const problems: string[] = [];
  return {
    add(record) {
      if (rowsIn++ === 0) {
        const header = Object.keys(record);
        const missing = columns.filter((c) => !header.includes(c));
        if (missing.length)
          throw new DataFileError([
            `Missing column${missing.length > 1 ? "s" : ""}: ${missing.join(", ")}. ${file} has the columns ${columns.join(", ")}.`,
          ]);
        steps.first?.(record);
      }
      const line = rowsIn + 1; // the header is line 1
      steps.check(record, (text) => {
        problems.push(`line ${line}: ${text}`);
        if (problems.length >= MAX_PROBLEMS) throw new DataFileError(problems);
      });
    },
    finish() {
      if (!rowsIn) throw new DataFileError(["The file has no rows."]);
      if (problems.length) throw new DataFileError(problems);
      return steps.finish(rowsIn);
    },
  };
}

/**
 * One year's rows, checked: the columns, a known quota, seat type, gender and institute type on every row,
 * whole-number rounds and ranks within JoSAA's range, and one row per pool and
 * round. Throws DataFileError with the lines at fault.
 */
export function readJosaaRecords(records: Record<string, string>[], options: ReadJosaaOptions = {}): JosaaYear {
  return readAll(josaaReader(options), records);
}

/**
 * The same checks record by record. The columns are checked on the first record, so that a file that is no
 * JoSAA file is refused before the rest is parsed; after ten problems the file is refused without reading on.
 */
export function josaaReader(options: ReadJosaaOptions = {}): RecordReader<JosaaYear> {
  let year = options.year ?? 0;
  const rows: JosaaRow[] = [];
  const dropped: Record<string, number> = {};
  const seen = new Set<string>();
  const first = (record: Record<string, string>) => {
    year = options.year ?? Number(record.year);
  };
  const check = (record: Record<string, string>, problem: (text: string) => void) => {
    if (Number(record.year) !== year || !WHOLE.test(record.year.trim()))
      return problem(`year "${record.year}", expected ${year} (one year per file)`);
    const quota = record.quota.trim();
    const seatType = record.seat_type.trim();
    const gender = GENDERS[record.gender.trim()];
    const round = record.round.trim();
    if (!JOSAA_QUOTAS.includes(quota)) return problem(`unknown quota "${quota}"`);
    if (!JOSAA_SEAT_TYPES.includes(seatType)) return problem(`unknown seat type "${seatType}"`);
    if (!gender) return problem(`unknown gender "${record.gender}"`);
    if (!WHOLE.test(round) || Number(round) < 1 || Number(round) > MAX_ROUND)
      return problem(`round "${record.round}" is not a round from 1 to ${MAX_ROUND}`);
    if (!["0", "1"].includes(record.preparatory.trim()))
      return problem(`preparatory "${record.preparatory}" is not 0 or 1`);
    if (!record.institute.trim() || !record.program.trim()) return problem("institute or program is empty");
    const printedType = record.institute_type.trim();
    if (printedType && !INSTITUTE_TYPES[printedType]) return problem(`unknown institute type "${printedType}"`);
    const opening = record.opening_rank.trim();
    const closing = record.closing_rank.trim();
    const ranked = WHOLE.test(opening) && WHOLE.test(closing) && Number(opening) > 0 && Number(closing) > 0;
    if (!ranked) {
      if (options.strict)
        return problem(`opening rank "${opening}" and closing rank "${closing}" must be whole numbers from 1`);
      count(dropped, "opening or closing rank 0 or not a number: no seat was allotted in that pool");
      return;
    }
    // An opening rank after the closing rank is no error: JoSAA prints such pairs (a later round's opening,
    // preparatory lists), 40 to 300 a year.
    if (options.strict && Math.max(Number(opening), Number(closing)) > MAX_JOSAA_RANK)
      return problem(`ranks ${opening}–${closing}: no JEE rank is above ${MAX_JOSAA_RANK.toLocaleString("en-IN")}`);
    const row: JosaaRow = {
      year,
      round: Number(round),
      institute: publishedText(record.institute),
      printedType,
      programme: publishedText(record.program),
      quota,
      seatType,
      gender,
      openingRank: Number(opening),
      closingRank: Number(closing),
      preparatory: record.preparatory.trim() === "1",
    };
    const key = [row.round, row.institute, row.programme, quota, seatType, gender, row.preparatory].join("|");
    if (seen.has(key)) {
      if (options.strict)
        return problem("a second row for the same round, institute, programme, quota, seat type and gender");
      count(dropped, "a second row for the same round, institute, programme, quota, seat type and gender");
      return;
    }
    seen.add(key);
    rows.push(row);
  };
  return checkedReader("A JoSAA file", JOSAA_COLUMNS, {
    first,
    check,
    finish: (rowsIn) => ({ year, rowsIn, rows, dropped }),
  });
}
