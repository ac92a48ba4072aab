// The state counselling sources read into the portal's format, on rows copied from the source files
// (test-fixtures/state): KCET's two years' branch names made one programme, WBJEEB's two rank lists kept apart,
// OJEE's ranks read from text, ACPC's fees one per college and course, and institutes linked only within their
// state.
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { DataFileError } from "../../domain/data-loads/josaa-file.ts";
import { readKcetRecords } from "../../domain/data-loads/kcet-file.ts";
import { readOjeeRecords } from "../../domain/data-loads/ojee-file.ts";
import { readWbjeeRecords } from "../../domain/data-loads/wbjee-file.ts";
import { readAcpc } from "./acpc.ts";
import { indexInstitutions } from "./cutoffs.ts";
import { readCsv, readJson } from "./read-files.ts";
import { buildStateCutoffs } from "./state-cutoffs.ts";

const dir = join(import.meta.dirname, "test-fixtures/state");
const branches = Object.fromEntries(readCsv(join(dir, "kcet-branches.csv")).map((r) => [r.code, r.branch]));
const kcet = () => readKcetRecords(readCsv(join(dir, "kcet.csv")), { branches });

describe("KCET", () => {
  it("maps 2024's branch codes to 2025's names, so that a programme's two years compare", () => {
    const rows = kcet().rows.filter((r) => r.sourceCode === "E005" && r.seatType === "GM");
    expect(rows.map((r) => [r.year, r.programme, r.closingRank])).toEqual([
      [2024, "COMPUTER SCIENCE AND ENGINEERING", 290],
      [2024, "MECHANICAL ENGINEERING", 3958],
      [2025, "COMPUTER SCIENCE AND ENGINEERING", 234],
      [2025, "MECHANICAL ENGINEERING", 2900],
    ]);
  });

  it("mends 2025's words broken by a line end and keeps a code the table leaves blank as printed", () => {
    const programmes = new Set(kcet().rows.map((r) => r.programme));
    expect(programmes.has("COMPUTER AND COMMUNICATION ENGINEERING")).toBe(true);
    expect(programmes.has("COMPUTER AND COMMUNICATIO N ENGINEERING")).toBe(false);
    expect(programmes.has("TC Telecommn.")).toBe(true);
  });

  it("stops at a category the labels do not know, naming its line", () => {
    const records = readCsv(join(dir, "kcet.csv"));
    records[2].category = "XYZ";
    expect(() => readKcetRecords(records, { branches })).toThrow(DataFileError);
    expect(() => readKcetRecords(records, { branches })).toThrow(/line 4: unknown category "XYZ"/);
  });
});

describe("WBJEE", () => {
  it("puts WBJEE seats and JEE (Main) seats in two bodies, never one pool", () => {
    const [wbjee, jee] = readWbjeeRecords(readJson(join(dir, "wbjee.json")) as unknown[]);
    expect(wbjee.body).toBe("wbjee");
    expect(jee.body).toBe("wbjee-jee-main");
    expect(jee.rows).toContainEqual(
      expect.objectContaining({ quota: "All India", seatType: "Open", round: 1, openingRank: 20, closingRank: 1834 }),
    );
    expect(wbjee.rows.some((r) => r.closingRank === 1834)).toBe(false);
    expect(wbjee.rowsIn + jee.rowsIn).toBe(2);
  });
});

describe("OJEE and ACPC", () => {
  it("reads OJEE's ranks printed as text", () => {
    const [first] = readOjeeRecords(readJson(join(dir, "ojee.json")) as unknown[]).rows;
    expect(first).toMatchObject({
      quota: "HS",
      seatType: "TFW",
      gender: "neutral",
      openingRank: 27519,
      closingRank: 44381,
    });
  });

  it("reads ACPC's engineering ranks with the category spelt as the labels and one fee per college and course", () => {
    const acpc = readAcpc(join(dir, "acpc.json"));
    expect(acpc.engineering.rows.map((r) => [r.seatType, r.closingRank])).toEqual([
      ["GENERAL", 22103],
      ["SC", 35136],
    ]);
    expect(acpc.fees).toEqual([
      { college: "B. J. Medical College, Ahmedabad (AMED)", course: "MBBS", feePerYear: 25000, seats: 250 },
    ]);
  });
});

describe("linking", () => {
  const institution = (code: string, name: string, state: string, district: string) => ({
    code,
    name,
    aliases: "",
    state,
    district,
  });

  it("links an institute to the one institution of that name in its state, never one of another state", () => {
    const built = buildStateCutoffs({
      reads: [kcet()],
      fees: readAcpc(join(dir, "acpc.json")).fees,
      index: indexInstitutions([
        institution("C-1", "R. V. College of Engineering", "Karnataka", "Bengaluru Urban"),
        institution("C-2", "Vemana Institute of Technology", "Tamil Nadu", "Chennai"),
        institution("C-3", "B. J. Medical College", "Gujarat", "Ahmedabad"),
      ]),
      aliases: new Map(),
      codes: new Set(["C-1", "C-2", "C-3"]),
      firstInstituteId: 10,
      firstProgrammeId: 20,
    });
    const byCode = new Map(built.instituteRows.map((r) => [r.source_code, r]));
    expect(byCode.get("E005")).toMatchObject({ counselling: "kcet", institution_code: "C-1", state: "Karnataka" });
    expect(byCode.get("E092")).toMatchObject({ institution_code: "" });
    expect(built.instituteRows.map((r) => r.id)).toEqual([10, 11, 12]);
    expect(built.feeRows).toEqual([
      expect.objectContaining({ institution_code: "C-3", fee_per_year: 25000, seats: 250, source: "acpugmec" }),
    ]);
    // Every row names an institute and a programme of the tables written beside it.
    const ids = new Set(built.instituteRows.map((r) => r.id));
    const programmes = new Set(built.programmeRows.map((r) => r.id));
    const rows = built.rows.get("kcet")!;
    expect(rows.every((r) => ids.has(r.institute_id) && programmes.has(r.programme_id))).toBe(true);
    expect(rows).toHaveLength(11);
  });
});
