// State bodies' cut-offs in the import's format, added to a cut-off fixture folder (tests/support/cutoffs.ts):
// KEA's R. V. College of Engineering (E005, linked to Alpha College C-1) with Computer Science (General Merit
// closing 290, 419, 501 in rounds 1–3 of 2024) and Electronics and Communication (746, 995, 1354), KEA's 2024
// figures; CEE Kerala's College of Engineering, Thiruvananthapuram (TVE, unlinked) with Computer Science, State
// Merit closing 600 in phase 2 of 2026.
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { gunzipSync, gzipSync } from "node:zlib";
import { parse } from "csv-parse/sync";
import { stringify } from "csv-stringify/sync";
import { CUTOFF_INSTITUTE_COLUMNS, CUTOFF_PROGRAMME_COLUMNS } from "../../scripts/data-import/cutoffs.ts";
import { STATE_CUTOFF_COLUMNS } from "../../scripts/data-import/state-cutoffs.ts";

type Row = Record<string, string | number>;

function append(dir: string, file: string, columns: string[], rows: Row[]) {
  const at = path.join(dir, file);
  const held: Row[] = parse(gunzipSync(readFileSync(at)).toString("utf8"), { columns: true });
  writeFileSync(at, gzipSync(stringify([...held, ...rows], { header: true, columns })));
}

function write(dir: string, file: string, rows: Row[]) {
  writeFileSync(path.join(dir, file), gzipSync(stringify(rows, { header: true, columns: STATE_CUTOFF_COLUMNS })));
}

/** Adds the state bodies' files to `dir` (written by writeCutoffFixture) and returns it. */
export function writeStateCutoffFixture(dir: string): string {
  const institute = (id: number, body: string, name: string, code: string, linked: string, state: string) => ({
    id,
    counselling: body,
    name,
    names_as_published: name,
    source_code: code,
    institution_code: linked,
    linked_by: linked ? "test" : "",
    institute_type: "",
    state,
    home_university: "",
    years: "",
  });
  append(dir, "cutoff-institutes.csv.gz", CUTOFF_INSTITUTE_COLUMNS, [
    institute(101, "kcet", "R. V. College of Engineering Bangalore", "E005", "C-1", "Karnataka"),
    institute(102, "keam", "College of Engineering,Thiruvananthapuram", "TVE", "", "Kerala"),
  ]);
  const programme = (id: number, body: string, name: string) => ({
    id,
    counselling: body,
    name_as_published: name,
    branch: name,
    degree: "",
    duration_years: "",
  });
  append(dir, "cutoff-programmes.csv.gz", CUTOFF_PROGRAMME_COLUMNS, [
    programme(101, "kcet", "COMPUTER SCIENCE AND ENGINEERING"),
    programme(102, "kcet", "ELECTRONICS AND COMMUNICATION ENGG"),
    programme(103, "keam", "Computer Science and Engineering"),
  ]);
  const row = (institute: number, programme: number, seat: string, year: number, round: number, closing: number) => ({
    institute_id: institute,
    programme_id: programme,
    quota: "",
    seat_type: seat,
    gender: "neutral",
    year,
    round,
    opening_rank: "",
    closing_rank: closing,
  });
  write(dir, "kcet-cutoffs.csv.gz", [
    row(101, 101, "GM", 2024, 1, 290),
    row(101, 101, "GM", 2024, 2, 419),
    row(101, 101, "GM", 2024, 3, 501),
    row(101, 102, "GM", 2024, 1, 746),
    row(101, 102, "GM", 2024, 2, 995),
    row(101, 102, "GM", 2024, 3, 1354),
  ]);
  write(dir, "keam-cutoffs.csv.gz", [row(102, 103, "SM", 2026, 2, 600)]);
  return dir;
}
