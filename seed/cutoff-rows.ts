// The cut-off datasets' rows as the database stores them: one shape for JoSAA's, MCC's and the CET Cell's rows,
// each marked with whether it is its seat pool's last round of the year, and the predictor's table of seat
// pools (the latest year's rounds and the last three years' final rounds) derived from them.
import type { CounsellingBody, SeatGender } from "../db/cutoffs-schema.ts";
import { CHANCE_METHOD } from "../domain/cutoffs/chance.ts";

export type CsvRow = Record<string, string>;

export interface CutoffRow {
  counselling: CounsellingBody;
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

/** The seat pool a row belongs to (without the year). */
function poolKey(row: CutoffRow): string {
  return `${row.counselling}|${row.instituteId}|${row.programmeId}|${row.quota ?? ""}|${row.seatType}|${row.gender}|${row.preparatory ? 1 : 0}`;
}

/** The last round each seat pool appears in, per year: the round whose closing rank is that year's. */
export function finalRounds(rows: CutoffRow[]): Map<string, number> {
  const last = new Map<string, number>();
  for (const row of rows) {
    const key = `${poolKey(row)}|${row.year}`;
    if ((last.get(key) ?? 0) < row.round) last.set(key, row.round);
  }
  return last;
}

export function isFinal(row: CutoffRow, last: Map<string, number>): boolean {
  return last.get(`${poolKey(row)}|${row.year}`) === row.round;
}

export interface SeatPool {
  counselling: CounsellingBody;
  instituteId: number;
  programmeId: number;
  quota: string | null;
  seatType: string;
  gender: SeatGender;
  year: number;
  round: number;
  openingRank: number | null;
  closingRank: number | null;
  closingPercentile: number | null;
  tightestClosingRank: number | null;
  tightestClosingPercentile: number | null;
  loosestClosingRank: number | null;
  loosestClosingPercentile: number | null;
}

/**
 * Every seat pool of each counselling body's latest year, without preparatory ranks: its final round that year
 * and the strictest and loosest final-round closing of the last three years it appears in. Sorted by body, seat type, gender, institute,
 * programme and quota.
 */
export function deriveSeatPools(rows: CutoffRow[]): SeatPool[] {
  const latest = new Map<CounsellingBody, number>();
  for (const row of rows) latest.set(row.counselling, Math.max(latest.get(row.counselling) ?? 0, row.year));
  const byPool = new Map<string, CutoffRow[]>();
  for (const row of rows) {
    if (row.preparatory || row.year <= latest.get(row.counselling)! - CHANCE_METHOD.trendYears) continue;
    const key = poolKey(row);
    let list = byPool.get(key);
    if (!list) byPool.set(key, (list = []));
    list.push(row);
  }
  const pools: SeatPool[] = [];
  for (const list of byPool.values()) {
    const year = latest.get(list[0].counselling)!;
    const thisYear = list.filter((row) => row.year === year).sort((a, b) => a.round - b.round);
    if (thisYear.length === 0) continue; // not offered in the latest year
    const finals = new Map<number, CutoffRow>();
    for (const row of list) if ((finals.get(row.year)?.round ?? 0) < row.round) finals.set(row.year, row);
    const trend = [...finals.values()];
    const final = thisYear.at(-1)!;
    const ranks = trend.map((t) => t.closingRank).filter((r): r is number => r !== null);
    const percentiles = trend.map((t) => t.closingPercentile).filter((p): p is number => p !== null);
    pools.push({
      counselling: final.counselling,
      instituteId: final.instituteId,
      programmeId: final.programmeId,
      quota: final.quota,
      seatType: final.seatType,
      gender: final.gender,
      year,
      round: final.round,
      openingRank: final.openingRank,
      closingRank: final.closingRank,
      closingPercentile: final.closingPercentile,
      tightestClosingRank: ranks.length ? Math.min(...ranks) : null,
      tightestClosingPercentile: percentiles.length ? Math.max(...percentiles) : null,
      loosestClosingRank: ranks.length ? Math.max(...ranks) : null,
      loosestClosingPercentile: percentiles.length ? Math.min(...percentiles) : null,
    });
  }
  // In the order the predictor reads them (one body, seat type and gender at a time), so that one prediction
  // reads a few neighbouring pages of the table rather than one page per seat.
  const order = ["josaa", "mcc", "mhtcet"];
  return pools.sort(
    (a, b) =>
      order.indexOf(a.counselling) - order.indexOf(b.counselling) ||
      a.seatType.localeCompare(b.seatType) ||
      a.gender.localeCompare(b.gender) ||
      a.instituteId - b.instituteId ||
      a.programmeId - b.programmeId ||
      (a.quota ?? "").localeCompare(b.quota ?? ""),
  );
}
