// Maharashtra's engineering admissions (MHT-CET, Centralised Admission Process). The reading and checking of
// a year's file is the domain's (domain/data-loads/mhtcet-file.ts), which staff's upload on /admin/data uses too.
import { type MhtcetYear, readMhtcetRecords } from "../../domain/data-loads/mhtcet-file.ts";
import { readCsv } from "./read-files.ts";

export type { MhtcetYear };

/** One year's file (cap-YYYY.csv.gz). An unknown seat-type code or round stops the import. */
export function readMhtcetYear(path: string, year: number): MhtcetYear {
  return readMhtcetRecords(readCsv(path), { year });
}
