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
const mergesPath = join(fixtures, "merges.csv");

function runImport(): string {
  const to = mkdtempSync(join(tmpdir(), "data-import-"));
  importData({ from: fixtures, to, aliasesPath, nmcCorrectionsPath, nirf2025RowsPath, mergesPath });
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

  it("joins JoSAA's institutes of every year's spelling to their institutions and shows JoSAA's name", () => {
    const institutes = readRows(first, "cutoff-institutes.csv.gz").filter((row) => row.counselling === "josaa");
    expect(institutes).toEqual([
      expect.objectContaining({
        name: "Indian Institute of Information Technology Nowhere",
        institution_code: "",
        linked_by: "no institution of that name",
        institute_type: "IIIT",
        years: "2025",
      }),
      expect.objectContaining({
        name: "Indian Institute of Technology Madras",
        // 2024 printed it with a comma: the same institution, so the same institute.
        names_as_published: "Indian Institute of Technology Madras|Indian Institute of Technology, Madras",
        institution_code: "U-0456",
        institute_type: "IIT",
        state: "Tamil Nadu",
        years: "2017|2024–2025",
      }),
    ]);
    const iitm = readRows(first, "institutions.csv.gz").find((row) => row.code === "U-0456")!;
    expect(iitm.sources.split("|")).toContain("josaa");
  });

  it("keeps JoSAA's cut-offs with preparatory ranks flagged, female-only pools apart and empty pools dropped", () => {
    const institutes = readRows(first, "cutoff-institutes.csv.gz");
    const iitm = institutes.find((row) => row.institution_code === "U-0456")!.id;
    const programmes = readRows(first, "cutoff-programmes.csv.gz");
    const cse = programmes.find((p) => p.branch === "Computer Science and Engineering")!;
    expect(cse).toMatchObject({ counselling: "josaa", degree: "B.Tech", duration_years: "4" });
    // HTML entities of the older files undone; the printed name kept beside the branch.
    expect(programmes.find((p) => p.branch === "Electrical & Electronics Engineering")).toMatchObject({
      name_as_published: "Electrical & Electronics Engineering (4 Years, Bachelor of Technology)",
    });
    const rows = readRows(first, "josaa-cutoffs.csv.gz").filter((row) => row.institute_id === iitm);
    const of = (year: string, round: string, seatType: string, gender: string) =>
      rows.filter((r) => r.year === year && r.round === round && r.seat_type === seatType && r.gender === gender);
    expect(of("2025", "6", "OPEN (PwD)", "neutral")).toEqual([
      expect.objectContaining({ preparatory: "1", closing_rank: "40" }),
    ]);
    expect(of("2025", "6", "OPEN", "female")).toEqual([
      expect.objectContaining({ preparatory: "0", closing_rank: "900" }),
    ]);
    // 2017 had no female-only pool: its "NA" is the gender-neutral pool. Its rank-0 row (no seat allotted) is dropped.
    expect(of("2017", "7", "OPEN", "neutral")).toEqual([expect.objectContaining({ closing_rank: "120" })]);
    expect(rows.filter((r) => r.year === "2017")).toHaveLength(1);
    expect(rows.every((r) => r.programme_id === cse.id || r.year === "2024")).toBe(true);
  });

  it("reads MCC's NEET-UG rows with JoSAA's seat-type names and one spelling per state", () => {
    const institutes = readRows(first, "cutoff-institutes.csv.gz").filter((row) => row.counselling === "mcc");
    expect(institutes.map((i) => [i.name, i.state, i.institution_code])).toEqual([
      ["Example Dental College, New Delhi", "Delhi", ""],
      ["Govt Medical College Badaun", "Uttar Pradesh", ""],
      ["MADRAS MEDICAL COLLEGE, CHENNAI", "Tamil Nadu", "C-102"],
    ]);
    const rows = readRows(first, "neet-aiq-cutoffs.csv.gz");
    expect(rows.map((r) => [r.seat_type, r.gender, r.quota, r.closing_rank]).sort()).toEqual([
      ["OBC-NCL (PwD)", "female", "All India", "90000"],
      ["OPEN", "neutral", "All India", "1200"],
      ["OPEN", "neutral", "Delhi University Quota", "30000"],
      ["SC", "neutral", "All India", "400000"],
    ]);
  });

  it("reads MHT-CET's CAP rows: one college across its code's spellings, seat-type codes without line breaks", () => {
    const [college] = readRows(first, "cutoff-institutes.csv.gz").filter((row) => row.counselling === "mhtcet");
    expect(college).toMatchObject({
      source_code: "1111",
      institution_code: "C-100",
      institute_type: "Government Autonomous",
      home_university: "Autonomous Institute",
      years: "2023–2024",
    });
    const programme = readRows(first, "cutoff-programmes.csv.gz").find((p) => p.counselling === "mhtcet")!;
    expect(programme).toMatchObject({
      name_as_published: "Electronics and Telecommunication Engg",
      branch: "Electronics and Telecommunication Engineering",
    });
    const rows = readRows(first, "mhtcet-cutoffs.csv.gz");
    expect(rows.map((r) => [r.year, r.round, r.seat_type, r.closing_rank, r.closing_percentile]).sort()).toEqual([
      ["2023", "1", "GOPENS", "5000", "98.1234567"],
      ["2024", "1", "GOPENS", "5200", "98.0012345"],
      ["2024", "1", "PWDROBCS", "40000", "80.25"],
      ["2024", "2", "LOPENS", "7000", "97.5"],
    ]);
  });

  it("lists the cut-off files in the manifest with their rows per year", () => {
    const manifest = JSON.parse(readFileSync(join(first, "manifest.json"), "utf8")) as {
      files: { file: string; rows: number; rowsByYear?: Record<string, number> }[];
    };
    expect(manifest.files.find((f) => f.file === "josaa-cutoffs.csv.gz")).toMatchObject({
      rows: 8,
      rowsByYear: { "2017": 1, "2024": 2, "2025": 5 },
    });
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
