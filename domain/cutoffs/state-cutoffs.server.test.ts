// A state body's cut-offs and ACPUGMEC's published fees on an institution, loaded through the catalogue's loader
// from a small dataset: the institution's page shows the KCET rows with their source line and the category's
// plain words, the API's default reading leaves them out (it answers JoSAA, MCC and the CET Cell only), and
// the fee of a programme is read with its source and "year not given by the source".
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { stringify } from "csv-stringify/sync";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client.server.ts";
import { cutoffBodies } from "../../db/cutoffs-schema.ts";
import { loadCatalogueIfChanged } from "../../seed/catalogue.ts";
import { writeCatalogueFixture } from "../../tests/support/catalogue.ts";
import { openTestDatabase } from "../../tests/support/database.ts";
import { getInstitutionByCode } from "../institutions/institutions.server.ts";
import { institutionCutoffs } from "./institution-cutoffs.server.ts";
import { stateCategoryLabel } from "./state-counselling.ts";

function writeGz(dir: string, file: string, rows: Record<string, string | number>[]) {
  writeFileSync(path.join(dir, file), gzipSync(stringify(rows, { header: true, columns: Object.keys(rows[0]) })));
}

function writeStateFixture(): string {
  const dir = writeCatalogueFixture();
  const manifestPath = path.join(dir, "manifest.json");
  const manifest = JSON.parse(readFileSync(manifestPath, "utf8")) as { sources: Record<string, string>[] };
  for (const [id, year] of [
    ["kcet", "2024–2025"],
    ["acpugmec", "year not given by the source"],
  ])
    manifest.sources.push({
      id,
      name: `${id} name`,
      year,
      officialSource: `https://example.gov.in/${id}`,
      compiledBy: "test",
      licence: "test",
    });
  writeFileSync(manifestPath, JSON.stringify(manifest));
  writeGz(dir, "cutoff-institutes.csv.gz", [
    {
      id: 1,
      counselling: "kcet",
      name: "Alpha College of Engineering Bangalore",
      names_as_published: "Alpha College of Engineering Bangalore",
      source_code: "E900",
      institution_code: "C-1",
      linked_by: "whole name in the state",
      institute_type: "",
      state: "Karnataka",
      home_university: "",
      years: "2024–2025",
    },
  ]);
  writeGz(dir, "cutoff-programmes.csv.gz", [
    {
      id: 1,
      counselling: "kcet",
      name_as_published: "COMPUTER SCIENCE AND ENGINEERING",
      branch: "COMPUTER SCIENCE AND ENGINEERING",
      degree: "",
      duration_years: "",
    },
  ]);
  const row = (seat: string, year: number, round: number, closing: number) => ({
    institute_id: 1,
    programme_id: 1,
    quota: "",
    seat_type: seat,
    gender: "neutral",
    year,
    round,
    opening_rank: "",
    closing_rank: closing,
  });
  writeGz(dir, "kcet-cutoffs.csv.gz", [
    row("2AG", 2024, 1, 900),
    row("GM", 2024, 1, 290),
    row("GM", 2024, 3, 310),
    row("GM", 2025, 1, 234),
    row("GM", 2025, 2, 250),
  ]);
  writeGz(dir, "published-fees.csv.gz", [
    {
      id: 1,
      college: "Beta Medical College, Chennai (BMED)",
      institution_code: "C-2",
      linked_by: "whole name in the state",
      course: "BDS (DENTAL)",
      fee_per_year: 500000,
      seats: 125,
      source: "acpugmec",
    },
    {
      id: 2,
      college: "Beta Medical College, Chennai (BMED)",
      institution_code: "C-2",
      linked_by: "whole name in the state",
      course: "B.Sc. Nursing",
      fee_per_year: 90000,
      seats: "",
      source: "acpugmec",
    },
    // The same course printed again: the first printed is the one shown, as publishedFee reads it.
    {
      id: 3,
      college: "Beta Medical College, Chennai (BMED)",
      institution_code: "C-2",
      linked_by: "whole name in the state",
      course: "BDS",
      fee_per_year: 1,
      seats: 1,
      source: "acpugmec",
    },
  ]);
  return dir;
}

let database: DatabaseHandle;
beforeEach(async () => {
  database = await openTestDatabase();
  await loadCatalogueIfChanged(database.db, { dir: writeStateFixture() });
});
afterEach(() => database.close());

describe("a state counselling body's cut-offs on an institution", () => {
  it("shows KCET's General Merit rows, final round of each year and the latest year round by round", async () => {
    const found = await institutionCutoffs(database.db, "C-1", { bodies: cutoffBodies });
    const kcet = found!.counselling.find((c) => c.counselling === "kcet")!;
    expect(kcet).toMatchObject({ exam: "KCET", seatType: "GM", year: 2025, years: [2024, 2025] });
    expect(kcet.source).toEqual({ name: "kcet name", year: "2024–2025", url: "https://example.gov.in/kcet" });
    expect(kcet.available.seatTypes).toEqual(["GM"]);
    const [pool] = kcet.pools;
    expect(pool.program.name).toBe("COMPUTER SCIENCE AND ENGINEERING");
    expect(pool.years.map((y) => [y.year, y.round, y.closingRank, y.source])).toEqual([
      [2024, 3, 310, "KEA (KCET) 2024, Round 3"],
      [2025, 2, 250, "KEA (KCET) 2025, Round 2"],
    ]);
    expect(pool.rounds.map((r) => [r.roundLabel, r.closingRank])).toEqual([
      ["Round 1", 234],
      ["Round 2", 250],
    ]);
    expect(stateCategoryLabel("kcet", "2AG")).toBe("Category 2A, general");
  });

  it("is left out of the reading the API makes, which knows JoSAA, MCC and the CET Cell only", async () => {
    const found = await institutionCutoffs(database.db, "C-1");
    expect(found!.counselling).toEqual([]);
  });
});

describe("published fees", () => {
  it("come with the institution, a course each in the order printed, for its page, compare, the brochure and the API", async () => {
    const beta = await getInstitutionByCode(database.db, "C-2");
    expect(beta!.publishedFees[0]).toEqual({
      college: "Beta Medical College, Chennai (BMED)",
      course: "BDS (DENTAL)",
      feePerYear: 500000,
      seats: 125,
      source: { name: "acpugmec name", url: "https://example.gov.in/acpugmec" },
      year: "year not given by the source",
    });
    expect(beta!.publishedFees.map((f) => [f.course, f.feePerYear, f.seats, f.year])).toEqual([
      ["BDS (DENTAL)", 500000, 125, "year not given by the source"],
      ["B.Sc. Nursing", 90000, null, "year not given by the source"],
    ]);
    expect((await getInstitutionByCode(database.db, "C-1"))!.publishedFees).toEqual([]);
  });
});
