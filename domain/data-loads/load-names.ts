// How /admin/data names each body whose files staff load, and what file each takes: browser-safe, for the
// upload form, the version list and a load's page.
import type { LoadableBody } from "../../db/cutoffs-schema.ts";
import { isStateBody, STATE_BODIES } from "../cutoffs/state-counselling.ts";
import { DATASET_NAMES } from "../data-freshness/data-freshness.ts";

/** "JoSAA", "KEA (KCET)", "WBJEEB (JEE (Main) seats)". */
export function loadName(body: LoadableBody): string {
  return isStateBody(body) ? STATE_BODIES[body].short : DATASET_NAMES[body];
}

/** Each body's file as the form offers it, in the order offered: what it is, and its columns or fields. */
export const UPLOAD_FILES: Record<LoadableBody, { label: string; columns: string }> = {
  josaa: {
    label: "JoSAA opening and closing ranks (orcr-YYYY.csv or .csv.gz)",
    columns:
      "year, round, institute, institute_type, program, quota, seat_type, gender, opening_rank, closing_rank, preparatory",
  },
  mhtcet: {
    label: "MHT-CET CAP closing ranks (cap-YYYY.csv or .csv.gz: the year in the file name)",
    columns:
      "college_code, college_name, college_type, branch_code, branch_name, cap_round, category, closing_rank, closing_percentile",
  },
  kcet: {
    label: "KCET closing ranks, KEA (CSV or .csv.gz)",
    columns: "college_code, college_name, branch, year, round (R1, R2, …), category (GM, 2AG, …), closing_rank",
  },
  comedk: {
    label: "COMEDK UGET closing ranks (JSON or .json.gz: year and round in the file name, comedk-2025-round3.json)",
    columns: 'one object: "colleges" and "branches" (code, name), "records" (college, branch, rank)',
  },
  keam: {
    label: "KEAM last ranks, CEE Kerala (JSON or .json.gz)",
    columns:
      "a list of records: Institute, College Code, Academic Program Name, Category, College Type, Closing Rank, Phase, Year",
  },
  wbjee: {
    label: "WBJEE ranks, WBJEEB: its WBJEE seats (JSON or .json.gz)",
    columns:
      "a list of records: Institute, Academic Program Name, Seat Type, Quota, Category, College Type, Opening Rank, Closing Rank, Round, Year",
  },
  "wbjee-jee-main": {
    label: "WBJEEB's JEE (Main) seats, from the same file (JSON or .json.gz)",
    columns: "the WBJEE file: its rows whose Seat Type is JEE(Main) Seats",
  },
  acpc: {
    label: "GUJCET closing ranks, ACPC Gujarat (JSON or .json.gz: its engineering rows)",
    columns: "a list of records: College Name, Course, Program, Type of College, category, closing_rank, Year",
  },
  ojee: {
    label: "OJEE ranks on the JEE Main rank (JSON or .json.gz)",
    columns:
      "a list of records: Institute, Academic Program Name, Category, Seat Type, Quota, Opening Rank, Closing Rank, Year",
  },
};
