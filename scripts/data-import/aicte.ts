// AICTE-approved technical institutions of 2025-26 and their programmes.
import { z } from "zod";
import { readJsonLines } from "./read-files.ts";

const programme = z.object({
  programme: z.string(),
  level: z.string(),
  course: z.string(),
  course_type: z.string(),
  shift: z.string(),
  availability: z.string(),
  intake: z.string(),
});

const aicteRecord = z.object({
  aicte_id: z.string(),
  institute_name: z.string(),
  address: z.string(),
  district: z.string(),
  state: z.string(),
  institution_type: z.string(),
  women: z.string(),
  minority: z.string(),
  university: z.string(),
  programmes: z.array(programme),
});

export type AicteInstitution = z.infer<typeof aicteRecord>;

export function readAicte(path: string): AicteInstitution[] {
  return readJsonLines(path).map((line) => aicteRecord.parse(line));
}

/** "Y"/"N" as the portal's yes/no; blank where AICTE gave neither. */
export function yesNo(flag: string): string {
  return flag === "Y" ? "yes" : flag === "N" ? "no" : "";
}
