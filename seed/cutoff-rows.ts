// The cut-off datasets' rows in one shape for JoSAA's, MCC's and the CET Cell's files, and the order the import
// writes them in (a seat pool's rounds follow each other, year by year), which the loader relies on.
import type { CutoffBody, SeatGender } from "../db/cutoffs-schema.ts";
import type { StateBody } from "../domain/cutoffs/state-counselling.ts";

export type CsvRow = Record<string, string>;

export interface CutoffRow {
  counselling: CutoffBody;
  instituteId: number;
  programmeId: number;
  quota: string | null;
  seatType: string;
  gender: SeatGender;
  /** Preparatory-course ranks: another rank list */
  preparatory: boolean;
  year: number;
  round: number;
  openingRank: number | null;
  closingRank: number | null;
  closingPercentile: number | null;
}

const whole = (text: string | undefined) => (text && /^\d+$/.test(text) ? Number(text) : null);
const decimal = (text: string | undefined) => (text && Number.isFinite(Number(text)) ? Number(text) : null);

/** A row of josaa-cutoffs.csv.gz. */
export function josaaRow(r: CsvRow): CutoffRow {
  return {
    counselling: "josaa",
    instituteId: Number(r.institute_id),
    programmeId: Number(r.programme_id),
    quota: r.quota,
    seatType: r.seat_type,
    gender: r.gender === "female" ? "female" : "neutral",
    preparatory: r.preparatory === "1",
    year: Number(r.year),
    round: Number(r.round),
    openingRank: whole(r.opening_rank),
    closingRank: whole(r.closing_rank),
    closingPercentile: null,
  };
}

/** A row of neet-aiq-cutoffs.csv.gz: closing ranks only. */
export function neetRow(r: CsvRow): CutoffRow {
  return {
    counselling: "mcc",
    instituteId: Number(r.institute_id),
    programmeId: Number(r.programme_id),
    quota: r.quota,
    seatType: r.seat_type,
    gender: r.gender === "female" ? "female" : "neutral",
    preparatory: false,
    year: Number(r.year),
    round: Number(r.round),
    openingRank: null,
    closingRank: whole(r.closing_rank),
    closingPercentile: null,
  };
}

/** A row of mhtcet-cutoffs.csv.gz. Ladies' seats (codes starting with L) are the female-only pool. */
export function mhtcetRow(r: CsvRow): CutoffRow {
  return {
    counselling: "mhtcet",
    instituteId: Number(r.institute_id),
    programmeId: Number(r.programme_id),
    quota: null,
    seatType: r.seat_type,
    gender: r.seat_type.startsWith("L") ? "female" : "neutral",
    preparatory: false,
    year: Number(r.year),
    round: Number(r.round),
    openingRank: null,
    closingRank: whole(r.closing_rank),
    closingPercentile: decimal(r.closing_percentile),
  };
}

/** A row of a state body's file (`<body>-cutoffs.csv.gz`): one rank list per body, opening ranks where printed. */
export function stateRow(body: StateBody): (r: CsvRow) => CutoffRow {
  return (r) => ({
    counselling: body,
    instituteId: Number(r.institute_id),
    programmeId: Number(r.programme_id),
    quota: r.quota ? r.quota : null,
    seatType: r.seat_type,
    gender: r.gender === "female" ? "female" : "neutral",
    preparatory: false,
    year: Number(r.year),
    round: Number(r.round),
    openingRank: whole(r.opening_rank),
    closingRank: whole(r.closing_rank),
    closingPercentile: null,
  });
}

const pad = (n: number, width: number) => String(n).padStart(width, "0");

/**
 * Where a row falls in the order the import writes each file: seat pool (institute, programme, quota, seat type,
 * gender, preparatory or not), then year, then round. Compared as text: "\0" sorts a shorter value first.
 */
export function sortKey(row: CutoffRow): string {
  return [
    pad(row.instituteId, 9),
    pad(row.programmeId, 9),
    row.quota ?? "",
    row.seatType,
    row.gender,
    row.preparatory ? "1" : "0",
    pad(row.year, 4),
    pad(row.round, 3),
  ].join("\0");
}

/** Whether two rows are rounds of one seat pool in one year. */
export function samePoolAndYear(a: CutoffRow, b: CutoffRow): boolean {
  return (
    a.instituteId === b.instituteId &&
    a.programmeId === b.programmeId &&
    a.quota === b.quota &&
    a.seatType === b.seatType &&
    a.gender === b.gender &&
    a.preparatory === b.preparatory &&
    a.year === b.year
  );
}
