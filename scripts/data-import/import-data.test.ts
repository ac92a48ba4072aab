import { mkdtempSync, readFileSync, readdirSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gunzipSync } from "node:zlib";
import { parse } from "csv-parse/sync";
import { describe, expect, it } from "vitest";
import { importData } from "./import-data.ts";
import { parseNmcSeatMatrix } from "./nmc.ts";

const fixtures = join(import.meta.dirname, "test-fixtures");
const aliasesPath = join(import.meta.dirname, "aliases.csv");
const nmcCorrectionsPath = join(fixtures, "nmc-corrections.csv");
const nirf2025RowsPath = join(fixtures, "nirf-2025-rows.csv");

function runImport(): string {
  const to = mkdtempSync(join(tmpdir(), "data-import-"));
  importData({ from: fixtures, to, aliasesPath, nmcCorrectionsPath, nirf2025RowsPath });
  return join(to, "db/data");
}

function readRows(dir: string, file: string): Record<string, string>[] {
  return parse(gunzipSync(readFileSync(join(dir, file))).toString("utf8"), { columns: true });
}

describe("the import", () => {
  const first = runImport();
  const second = runImport();

  it("writes byte-identical files from the same input", () => {
    const files = readdirSync(first).sort();
    expect(files).toEqual(readdirSync(second).sort());
    for (const file of files)
      expect(readFileSync(join(first, file)).equals(readFileSync(join(second, file))), file).toBe(true);
  });

  it("shows the official name and keeps AISHE's as an alias", () => {
    const iitm = readRows(first, "institutions.csv.gz").find((row) => row.code === "U-0456")!;
    expect(iitm.name).toBe("Indian Institute of Technology Madras");
    expect(iitm.aliases.split("|")).toContain("Indian Institute of Technology, Chennai");
    expect(iitm.slug).toBe("indian-institute-of-technology-madras-chennai");
  });

  it("joins AICTE by name, state and district and keeps the unmatched as their own institutions", () => {
    const institutions = readRows(first, "institutions.csv.gz");
    expect(institutions.find((row) => row.code === "C-100")).toMatchObject({
      aicte_id: "1-1",
      management: "Government",
    });
    expect(institutions.find((row) => row.code === "AICTE:1-2")).toMatchObject({
      aishe_code: "",
      women_only: "yes",
      district: "Amravati",
    });
    expect(readRows(first, "programmes.csv.gz").map((row) => row.institution_code)).toEqual(["AICTE:1-2", "C-100"]);
  });

  it("keeps NIRF ranks with their scores and institutions", () => {
    const rankings = readRows(first, "rankings.csv.gz");
    expect(rankings.find((row) => row.year === "2025" && row.category === "Overall" && row.rank === "1")).toMatchObject(
      {
        institution_code: "U-0456",
        score: "87.31",
        nirf_id: "IR-O-U-0456",
      },
    );
    expect(rankings.find((row) => row.year === "2025" && row.category === "Engineering")?.institution_code).toBe(
      "U-0456",
    );
    expect(rankings.find((row) => row.rank === "2")?.institution_code).toBe("NIRF:I-9999");
    expect(readRows(first, "nirf-placements-2025.csv.gz").map((row) => row.median_salary)).toEqual([
      "1500000",
      "2000000",
    ]);
  });

  it("joins JoSAA's institutes to their institutions and shows JoSAA's name", () => {
    expect(readRows(first, "josaa-institutes.csv.gz")).toEqual([
      {
        josaa_name: "Indian Institute of Information Technology Nowhere",
        institution_code: "",
        institute_type: "IIIT",
      },
      { josaa_name: "Indian Institute of Technology Madras", institution_code: "U-0456", institute_type: "IIT" },
    ]);
    const iitm = readRows(first, "institutions.csv.gz").find((row) => row.code === "U-0456")!;
    expect(iitm.sources.split("|")).toContain("josaa");
  });

  it("reads the NMC seat matrix and checks its total", () => {
    const text = readFileSync(join(fixtures, "nmc/mbbs-seat-matrix-2024-25.txt"), "utf8");
    const { colleges, statedTotal } = parseNmcSeatMatrix(text);
    expect(statedTotal).toBe(400);
    expect(colleges[1]).toEqual({
      serial: 2,
      state: "Tamil Nadu",
      name: "Sri Example Institute of Medical Sciences, Salem",
      district: "Salem",
      university: "The Tamilnadu Dr. MGR Medical University",
      management: "Trust",
      established: "2010",
      seats: 150,
    });
    expect(() => parseNmcSeatMatrix(text.replace("400", "401"))).toThrow(/add up to 400/);
    expect(readRows(first, "mbbs-seats.csv.gz").find((row) => row.nmc_serial === "1")?.institution_code).toBe("C-102");
  });
});
