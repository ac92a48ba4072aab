// JoSAA's opening and closing ranks, every year and round: one row per institute, programme, quota, seat type
// and gender pool, as JoSAA published them, with the checks that keep a wrong row out.
import { publishedText } from "./cutoff-programmes.ts";
import { readCsv } from "./read-files.ts";

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

const WHOLE = /^\d+$/;

function count(counts: Record<string, number>, why: string) {
  counts[why] = (counts[why] ?? 0) + 1;
}

/** One year's file (orcr-YYYY.csv.gz). A value outside the known quotas, seat types or genders stops the import. */
export function readJosaaYear(path: string, year: number): JosaaYear {
  const records = readCsv(path);
  const rows: JosaaRow[] = [];
  const dropped: Record<string, number> = {};
  const seen = new Set<string>();
  for (const record of records) {
    if (Number(record.year) !== year) throw new Error(`JoSAA ${year}: a row of year "${record.year}" in ${path}`);
    const quota = record.quota.trim();
    const seatType = record.seat_type.trim();
    const gender = GENDERS[record.gender.trim()];
    if (!JOSAA_QUOTAS.includes(quota)) throw new Error(`JoSAA ${year}: unknown quota "${quota}"`);
    if (!JOSAA_SEAT_TYPES.includes(seatType)) throw new Error(`JoSAA ${year}: unknown seat type "${seatType}"`);
    if (!gender) throw new Error(`JoSAA ${year}: unknown gender "${record.gender}"`);
    if (!WHOLE.test(record.round.trim())) throw new Error(`JoSAA ${year}: round "${record.round}"`);
    const opening = record.opening_rank.trim();
    const closing = record.closing_rank.trim();
    if (!WHOLE.test(opening) || !WHOLE.test(closing) || Number(opening) === 0 || Number(closing) === 0) {
      count(dropped, "opening or closing rank 0 or not a number: no seat was allotted in that pool");
      continue;
    }
    const row: JosaaRow = {
      year,
      round: Number(record.round),
      institute: publishedText(record.institute),
      printedType: record.institute_type.trim(),
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
      count(dropped, "a second row for the same round, institute, programme, quota, seat type and gender");
      continue;
    }
    seen.add(key);
    rows.push(row);
  }
  return { year, rowsIn: records.length, rows, dropped };
}
