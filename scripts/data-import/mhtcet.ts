// Maharashtra's engineering admissions (MHT-CET, Centralised Admission Process): the closing merit rank and
// percentile of each college, branch, CAP round and seat-type code, as the State CET Cell published them.
import { MHTCET_CATEGORY } from "../../domain/cutoffs/exams.ts";
import { mhtcetProgramme, publishedText } from "../../domain/cutoffs/cutoff-programmes.ts";
import { readCsv } from "./read-files.ts";

interface MhtcetRow {
  year: number;
  /** CAP round I → 1, II → 2 */
  round: number;
  /** The CET Cell's college code, without leading zeros ("1002") */
  collegeCode: string;
  college: string;
  /** "Government Autonomous", "Un-Aided", … as printed */
  collegeType: string;
  /** Printed from 2024 on ("Savitribai Phule Pune University", "Autonomous Institute"); "" before */
  homeUniversity: string;
  programme: string;
  /** The CET Cell's seat-type code (GOPENS, LOBCH, PWDOPENS, TFWS, …) */
  seatType: string;
  closingRank: number;
  /** As printed, up to seven decimals */
  closingPercentile: string;
}

export interface MhtcetYear {
  year: number;
  rowsIn: number;
  rows: MhtcetRow[];
  dropped: Record<string, number>;
}

const ROUNDS: Record<string, number> = { I: 1, II: 2, III: 3, IV: 4 };

function count(counts: Record<string, number>, why: string) {
  counts[why] = (counts[why] ?? 0) + 1;
}

/** One year's file (cap-YYYY.csv.gz). An unknown seat-type code or round stops the import. */
export function readMhtcetYear(path: string, year: number): MhtcetYear {
  const records = readCsv(path);
  const rows: MhtcetRow[] = [];
  const dropped: Record<string, number> = {};
  const seen = new Set<string>();
  for (const record of records) {
    // "PWDROBC\nS": a line break inside the code.
    const seatType = record.category.replace(/\s+/g, "");
    if (!MHTCET_CATEGORY.test(seatType)) throw new Error(`MHT-CET ${year}: unknown seat type "${record.category}"`);
    const round = ROUNDS[record.cap_round.trim()];
    if (!round) throw new Error(`MHT-CET ${year}: unknown CAP round "${record.cap_round}"`);
    if (!/^\d+$/.test(record.college_code.trim()))
      throw new Error(`MHT-CET ${year}: college code "${record.college_code}"`);
    const rank = record.closing_rank.trim();
    const percentile = record.closing_percentile.trim();
    if (
      !/^\d+$/.test(rank) ||
      Number(rank) === 0 ||
      !/^\d{1,3}(\.\d+)?$/.test(percentile) ||
      Number(percentile) > 100
    ) {
      count(dropped, "a closing rank or percentile that is not a number");
      continue;
    }
    const [type, homeUniversity = ""] = publishedText(record.college_type).split(/\s*Home University\s*:\s*/);
    const row: MhtcetRow = {
      year,
      round,
      collegeCode: String(Number(record.college_code)),
      college: publishedText(record.college_name),
      collegeType: type,
      homeUniversity,
      programme: mhtcetProgramme(record.branch_name).nameAsPublished,
      seatType,
      closingRank: Number(rank),
      closingPercentile: percentile,
    };
    const key = [round, row.collegeCode, row.programme, seatType].join("|");
    if (seen.has(key)) {
      count(dropped, "a second row for the same college, branch, round and seat type");
      continue;
    }
    seen.add(key);
    rows.push(row);
  }
  return { year, rowsIn: records.length, rows, dropped };
}
