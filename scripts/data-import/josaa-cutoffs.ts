// JoSAA's opening and closing ranks, every year and round. The reading and checking of a year's file is the
// domain's (domain/data-loads/josaa-file.ts), which staff's upload on /admin/data uses too.
import { type JosaaYear, readJosaaRecords } from "../../domain/data-loads/josaa-file.ts";
import { readCsv } from "./read-files.ts";

export type { JosaaYear };

/** One year's file (orcr-YYYY.csv.gz). A value outside the known quotas, seat types or genders stops the import. */
export function readJosaaYear(path: string, year: number): JosaaYear {
  return readJosaaRecords(readCsv(path), { year });
}
