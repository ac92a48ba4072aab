// An uploaded official file read into the rows a load stages (data_load_rows), whichever body published it: each
// body's own reader checks it strictly (the same reader as `npm run data:import`), then its rows take one shape.
import type { LoadableBody } from "../../db/cutoffs-schema.ts";
import { DataFileError, josaaReader } from "./josaa-file.ts";
import { mhtcetReader } from "./mhtcet-file.ts";
import { readUploadedCsv } from "./read-upload.ts";
import { readStateUpload, yearInName } from "./state-upload.ts";

/** A row as data_load_rows stores it. */
export interface StagedRow {
  institute: string;
  institute_type: string;
  source_code: string | null;
  home_university: string | null;
  programme: string;
  quota: string | null;
  seat_type: string;
  gender: "neutral" | "female";
  preparatory: boolean;
  round: number;
  opening_rank: number | null;
  closing_rank: number;
  closing_percentile: number | null;
}

async function readJosaa(bytes: Buffer) {
  const { year, rows } = await readUploadedCsv(bytes, josaaReader({ strict: true }));
  return {
    year,
    rows: rows.map((r): StagedRow => ({
      institute: r.institute,
      institute_type: r.printedType,
      source_code: null,
      home_university: null,
      programme: r.programme,
      quota: r.quota,
      seat_type: r.seatType,
      gender: r.gender,
      preparatory: r.preparatory,
      round: r.round,
      opening_rank: r.openingRank,
      closing_rank: r.closingRank,
      closing_percentile: null,
    })),
  };
}

/** The CET Cell's files carry no year column: the year is the file's name (cap-2025.csv.gz). */
async function readMhtcet(file: { name: string; bytes: Buffer }) {
  const year = yearInName(file.name);
  if (!year)
    throw new DataFileError(["Name the file with its year, as the CET Cell does (cap-2025.csv or cap-2025.csv.gz)."]);
  const { rows } = await readUploadedCsv(file.bytes, mhtcetReader({ year, strict: true }));
  return {
    year,
    rows: rows.map((r): StagedRow => ({
      institute: r.college,
      institute_type: r.collegeType,
      source_code: r.collegeCode,
      home_university: r.homeUniversity || null,
      programme: r.programme,
      quota: null,
      seat_type: r.seatType,
      // Ladies' seats (codes starting with L) are the female-only pool, as the release's rows say.
      gender: r.seatType.startsWith("L") ? "female" : "neutral",
      preparatory: false,
      round: r.round,
      opening_rank: null,
      closing_rank: r.closingRank,
      closing_percentile: Number(r.closingPercentile),
    })),
  };
}

/**
 * The file's year and rows in the staged shape, strictly checked; DataFileError with the lines at fault.
 * `programmes`: the body's programmes as the portal holds them (a KCET file's broken spellings take theirs).
 */
export async function readDataFile(
  dataset: LoadableBody,
  file: { name: string; bytes: Buffer },
  programmes: Iterable<string>,
): Promise<{ year: number; rows: StagedRow[] }> {
  if (dataset === "josaa") return readJosaa(file.bytes);
  if (dataset === "mhtcet") return readMhtcet(file);
  const { year, rows } = await readStateUpload(dataset, file, programmes);
  return {
    year,
    rows: rows.map((r): StagedRow => ({
      institute: r.institute,
      institute_type: r.instituteType,
      source_code: r.sourceCode || null,
      home_university: null,
      programme: r.programme,
      quota: r.quota,
      seat_type: r.seatType,
      gender: r.gender,
      preparatory: false,
      round: r.round,
      opening_rank: r.openingRank,
      closing_rank: r.closingRank,
      closing_percentile: null,
    })),
  };
}
