// The datasets in db/data are what their manifest says: same rows, same checksums.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { gunzipSync } from "node:zlib";
import { parse } from "csv-parse/sync";
import { describe, expect, it } from "vitest";
import { STATES } from "../../domain/states.ts";
import { stateBodies } from "../../domain/cutoffs/state-counselling.ts";
import { sha256 } from "./write-outputs.ts";

const dataDir = join(import.meta.dirname, "../../db/data");
const manifest = JSON.parse(readFileSync(join(dataDir, "manifest.json"), "utf8")) as {
  files: { file: string; rows: number; csvSha256: string; columns: string[] }[];
};

describe("the committed datasets", () => {
  it.each(manifest.files)("$file matches the manifest", ({ file, rows, csvSha256, columns }) => {
    const csv = gunzipSync(readFileSync(join(dataDir, file))).toString("utf8");
    expect(sha256(csv)).toBe(csvSha256);
    const records: Record<string, string>[] = parse(csv, { columns: true });
    expect(records.length).toBe(rows);
    expect(Object.keys(records[0])).toEqual(columns);
  });

  it("has IIT Madras first in NIRF Overall 2025 with its score", () => {
    const csv = gunzipSync(readFileSync(join(dataDir, "rankings.csv.gz"))).toString("utf8");
    const rows: Record<string, string>[] = parse(csv, { columns: true });
    expect(rows.find((row) => row.year === "2025" && row.category === "Overall" && row.rank === "1")).toMatchObject({
      institution_code: "U-0456",
      score: "87.31",
      framework: "NIRF",
    });
  });

  it.each(["institutions.csv.gz", "mbbs-seats.csv.gz", "rankings.csv.gz"])(
    "%s names only India's states and union territories, each spelled one way",
    (file) => {
      const csv = gunzipSync(readFileSync(join(dataDir, file))).toString("utf8");
      const rows: Record<string, string>[] = parse(csv, { columns: true });
      const states = new Set(rows.map((row) => row.state));
      expect([...states].filter((state) => !(STATES as readonly string[]).includes(state))).toEqual([]);
    },
  );

  it("has JoSAA 2025's round 6 for IIT Bombay Computer Science and Engineering: OPEN, gender-neutral, 66", () => {
    const read = (file: string): Record<string, string>[] =>
      parse(gunzipSync(readFileSync(join(dataDir, file))).toString("utf8"), { columns: true });
    const institute = read("cutoff-institutes.csv.gz").find(
      (row) => row.counselling === "josaa" && row.name === "Indian Institute of Technology Bombay",
    )!;
    expect(institute).toMatchObject({ institution_code: "U-0306", institute_type: "IIT", state: "Maharashtra" });
    const cse = read("cutoff-programmes.csv.gz").find(
      (row) => row.name_as_published === "Computer Science and Engineering (4 Years, Bachelor of Technology)",
    )!;
    const rows = read("josaa-cutoffs.csv.gz");
    expect(
      rows.find(
        (row) =>
          row.institute_id === institute.id &&
          row.programme_id === cse.id &&
          row.year === "2025" &&
          row.round === "6" &&
          row.quota === "AI" &&
          row.seat_type === "OPEN" &&
          row.gender === "neutral" &&
          row.preparatory === "0",
      )?.closing_rank,
    ).toBe("66");
    // Preparatory-course ranks exist only for PwD seats (2025), flagged on every such row.
    const preparatory = rows.filter((row) => row.preparatory === "1");
    expect(preparatory.length).toBe(769);
    expect(preparatory.every((row) => row.year === "2025" && row.seat_type.endsWith("(PwD)"))).toBe(true);
  });

  it("keeps each state body's rows to its own institutes and programmes: one rank list per file (decision 049)", () => {
    const read = (file: string): Record<string, string>[] =>
      parse(gunzipSync(readFileSync(join(dataDir, file))).toString("utf8"), { columns: true });
    const bodyOf = (rows: Record<string, string>[]) => new Map(rows.map((row) => [row.id, row.counselling]));
    const instituteRows = read("cutoff-institutes.csv.gz");
    const institutes = bodyOf(instituteRows);
    const programmes = bodyOf(read("cutoff-programmes.csv.gz"));
    for (const body of stateBodies) {
      const rows = read(`${body}-cutoffs.csv.gz`);
      expect(rows.length, body).toBeGreaterThan(0);
      const strays = rows.filter(
        (row) => institutes.get(row.institute_id) !== body || programmes.get(row.programme_id) !== body,
      );
      expect(strays, body).toEqual([]);
    }
    // WBJEEB's JEE (Main) seats: Techno Main Salt Lake, CSE, All India, Open, round 1 of 2026 closes at 1,834.
    const techno = instituteRows.find(
      (row) => row.counselling === "wbjee-jee-main" && row.name.startsWith("Techno Main"),
    )!.id;
    expect(
      read("wbjee-jee-main-cutoffs.csv.gz").some(
        (row) =>
          row.institute_id === techno && row.closing_rank === "1834" && row.round === "1" && row.seat_type === "Open",
      ),
    ).toBe(true);
  });
});
