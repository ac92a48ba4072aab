// A catalogue dataset folder in the import's format (db/data): two institutions in Chennai, Alpha College
// ranked by NIRF with AICTE programmes and a NIRF disclosure, Beta Medical College with MBBS seats.
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { stringify } from "csv-stringify/sync";
import type { Database } from "../../db/client.server.ts";
import { colleges } from "../../db/schema.ts";

const sources = ["aishe", "aicte", "nmc", "nirf", "nirf-2025-categories", "josaa", "mcc-neet", "mhtcet-cap"].map(
  (id) => ({
    id,
    name: `${id} name`,
    year: "2025",
    officialSource: `https://example.gov.in/${id}`,
    compiledBy: "test",
    licence: "test",
  }),
);

function writeGz(dir: string, file: string, rows: Record<string, string>[]) {
  writeFileSync(path.join(dir, file), gzipSync(stringify(rows, { header: true, columns: Object.keys(rows[0]) })));
}

/** A NIRF rank of the fixture's institutions, for `writeCatalogueFixture`'s `ranks`. */
export interface FixtureRank {
  code: string;
  year: string;
  category: string;
  rank: string;
}

/**
 * A dataset folder in the import's format: two institutions, one of them ranked, programmed and seated, and
 * any `more` institutions (code and name) in Chennai with nothing but their names; `ranks` adds NIRF ranks.
 */
export function writeCatalogueFixture(
  version = "1",
  more: { code: string; name: string }[] = [],
  ranks: FixtureRank[] = [],
): string {
  const dir = mkdtempSync(path.join(tmpdir(), "catalogue-"));
  const institution = (code: string, name: string, extra: Record<string, string> = {}) => ({
    code,
    aishe_code: code,
    name,
    aliases: "",
    slug: name.toLowerCase().replace(/\W+/g, "-"),
    kind: "college",
    state: "Tamil Nadu",
    district: "Chennai",
    city: "",
    management: "",
    affiliating_university: "",
    aicte_id: "",
    women_only: "",
    minority: "",
    established: "",
    sources: "aishe",
    ...extra,
  });
  writeGz(dir, "institutions.csv.gz", [
    institution("C-1", "Alpha College", { management: "Govt aided", women_only: "yes", aliases: "ALPHA COLL|Alpha" }),
    institution("C-2", "Beta Medical College", { management: "Trust Trust", established: "1990" }),
    ...more.map((m) => institution(m.code, m.name)),
  ]);
  const programme = { institution_code: "C-1", aicte_id: "1-1", programme: "MANAGEMENT", course_type: "" };
  writeGz(dir, "programmes.csv.gz", [
    {
      ...programme,
      level: "POST GRADUATE",
      course: "MBA",
      shift: "1st Shift",
      availability: "FULL TIME",
      intake: "60",
    },
    { ...programme, level: "DIPLOMA", course: "PGDM", shift: "", availability: "", intake: "" },
  ]);
  writeGz(dir, "mbbs-seats.csv.gz", [
    {
      institution_code: "C-2",
      year: "2024-25",
      nmc_serial: "1",
      nmc_name: "Beta Medical College, Chennai",
      state: "Tamil Nadu",
      district: "Chennai",
      university: "Dr. MGR Medical University",
      management: "Trust",
      established: "1990",
      seats: "150",
    },
  ]);
  const rank = (year: string, category: string, r: string, code = "C-1") => ({
    institution_code: code,
    framework: "NIRF",
    year,
    category,
    rank: r,
    score: "61.5",
    tlr: "",
    rpc: "",
    go: "",
    oi: "",
    perception: "",
    nirf_id: "",
    nirf_name: "Alpha College",
    city: "Chennai",
    state: "Tamil Nadu",
  });
  writeGz(dir, "rankings.csv.gz", [
    rank("2024", "Colleges", "3"),
    rank("2025", "Management", "40"),
    rank("2025", "Colleges", "9"),
    ...ranks.map((r) => rank(r.year, r.category, r.rank, r.code)),
  ]);
  writeGz(dir, "nirf-placements-2025.csv.gz", [
    {
      institution_code: "C-1",
      year: "2025",
      category: "Management",
      rank: "40",
      nirf_name: "Alpha College",
      academic_year: "2023-24",
      programme_type: "PG [2 Year Program(s)]",
      first_year_intake: "",
      graduating_on_time: "50",
      students_placed: "45",
      median_salary: "900000",
    },
  ]);
  writeFileSync(path.join(dir, "manifest.json"), JSON.stringify({ version, files: [], sources }));
  return dir;
}

/** A bare staff-run college page in Chennai linked to an institution of the fixture. */
export async function insertLinkedCollegePage(db: Database, slug: string, name: string, institutionCode: string) {
  await db.insert(colleges).values({
    slug,
    name,
    city: "Chennai",
    state: "Tamil Nadu",
    fee: "",
    placementAvg: "",
    placementHigh: "",
    bannerText: "",
    bannerSubText: "",
    heading: "",
    subHeading1: "",
    subHeading2: "",
    institutionCode,
  });
}
