// An official-looking JoSAA file of a year not yet published, built from the release's own rows of 2025
// (db/data) with the year changed: what the Data page's journey and its bench case upload.
import { readFileSync } from "node:fs";
import { gunzipSync, gzipSync } from "node:zlib";
import { parse } from "csv-parse/sync";
import { stringify } from "csv-stringify/sync";
import { INSTITUTE_TYPES, JOSAA_COLUMNS } from "../../domain/data-loads/josaa-file.ts";

const PRINTED_TYPE = Object.fromEntries(Object.entries(INSTITUTE_TYPES).map(([printed, type]) => [type, printed]));

const read = (file: string) =>
  parse(gunzipSync(readFileSync(`db/data/${file}`)), { columns: true }) as Record<string, string>[];

/**
 * The 2025 rows as `year`, gzipped, in JoSAA's columns; `moveBy` shifts a seat's opening and closing ranks.
 * Also the catalogue codes of the JoSAA institutes, for readers of their cut-offs.
 */
export function josaaFileFromRelease(
  year: number,
  moveBy: (institute: string, program: string) => number = () => 0,
): { bytes: Buffer; rows: number; codes: string[] } {
  const institutes = new Map(read("cutoff-institutes.csv.gz").map((i) => [i.id, i]));
  const programmes = new Map(read("cutoff-programmes.csv.gz").map((p) => [p.id, p]));
  const rows = read("josaa-cutoffs.csv.gz")
    .filter((r) => r.year === "2025")
    .map((r) => {
      const institute = institutes.get(r.institute_id)!;
      const program = programmes.get(r.programme_id)!.name_as_published;
      const moved = moveBy(institute.name, program);
      return {
        year,
        round: r.round,
        institute: institute.name,
        institute_type: PRINTED_TYPE[institute.institute_type] ?? "",
        program,
        quota: r.quota,
        seat_type: r.seat_type,
        gender: r.gender === "female" ? "Female-only (including Supernumerary)" : "Gender-Neutral",
        opening_rank: Number(r.opening_rank) + moved,
        closing_rank: Number(r.closing_rank) + moved,
        preparatory: r.preparatory,
      };
    });
  const codes = [...institutes.values()]
    .filter((i) => i.counselling === "josaa" && i.institution_code)
    .map((i) => i.institution_code);
  return { bytes: gzipSync(stringify(rows, { header: true, columns: [...JOSAA_COLUMNS] })), rows: rows.length, codes };
}
