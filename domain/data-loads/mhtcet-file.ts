// The State CET Cell's MHT-CET CAP cut-off file (cap-YYYY.csv: the closing merit rank and percentile of each
// college, branch, CAP round and seat-type code), read and checked the same way for `npm run data:import` and
// for staff's upload on /admin/data.
import { MHTCET_CATEGORY } from "../cutoffs/exams.ts";
import { mhtcetProgramme, publishedText } from "../cutoffs/cutoff-programmes.ts";
import { checkedReader, readAll, type RecordReader } from "./josaa-file.ts";

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

export const MHTCET_COLUMNS = [
  "college_code",
  "college_name",
  "college_type",
  "branch_code",
  "branch_name",
  "cap_round",
  "category",
  "closing_rank",
  "closing_percentile",
] as const;

const ROUNDS: Record<string, number> = { I: 1, II: 2, III: 3, IV: 4 };
/** About 4 lakh candidates sit MHT-CET (PCM); a merit number beyond this is an error. */
const MAX_MERIT_NUMBER = 5_000_000;

/**
 * One year's rows (the file carries no year: it is the file's), checked: the columns, a known seat-type code
 * and CAP round, a numeric college code, a whole merit number from 1 and a percentile from 0 to 100, one row per
 * college, branch, round and seat type. The archive (not strict) drops and counts rows without a number.
 */
export function readMhtcetRecords(
  records: Record<string, string>[],
  options: { year: number; strict?: boolean },
): MhtcetYear {
  return readAll(mhtcetReader(options), records);
}

/** The same checks record by record (the columns on the first), for the upload's streaming reader. */
export function mhtcetReader({ year, strict = false }: { year: number; strict?: boolean }): RecordReader<MhtcetYear> {
  const rows: MhtcetRow[] = [];
  const dropped: Record<string, number> = {};
  const seen = new Set<string>();
  const check = (record: Record<string, string>, problem: (text: string) => void) => {
    // "PWDROBC\nS": a line break inside the code.
    const seatType = record.category.replace(/\s+/g, "");
    if (!MHTCET_CATEGORY.test(seatType)) return problem(`unknown seat type "${record.category}"`);
    const round = ROUNDS[record.cap_round.trim()];
    if (!round) return problem(`unknown CAP round "${record.cap_round}"`);
    if (!/^\d{1,6}$/.test(record.college_code.trim())) return problem(`college code "${record.college_code}"`);
    if (!record.college_name.trim() || !record.branch_name.trim()) return problem("college or branch name is empty");
    const rank = record.closing_rank.trim();
    const percentile = record.closing_percentile.trim();
    if (
      !/^\d+$/.test(rank) ||
      Number(rank) === 0 ||
      Number(rank) > MAX_MERIT_NUMBER ||
      !/^\d{1,3}(\.\d+)?$/.test(percentile) ||
      Number(percentile) > 100
    ) {
      if (strict)
        return problem(
          `closing rank "${rank}" and percentile "${percentile}" must be a merit number from 1 and a percentile from 0 to 100`,
        );
      dropped["a closing rank or percentile that is not a number"] =
        (dropped["a closing rank or percentile that is not a number"] ?? 0) + 1;
      return;
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
      if (strict) return problem("a second row for the same college, branch, round and seat type");
      dropped["a second row for the same college, branch, round and seat type"] =
        (dropped["a second row for the same college, branch, round and seat type"] ?? 0) + 1;
      return;
    }
    seen.add(key);
    rows.push(row);
  };
  return checkedReader("An MHT-CET CAP file", MHTCET_COLUMNS, {
    check,
    finish: (rowsIn) => ({ year, rowsIn, rows, dropped }),
  });
}
