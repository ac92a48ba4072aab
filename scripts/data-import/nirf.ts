// NIRF (India Rankings): Overall 2017–2025 with sub-scores, the 13 categories of 2024, and the 8
// categories of 2025 with the placement figures the institutes disclosed to NIRF.
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { matchKey, similarNames, stateKey } from "../../domain/names/match-names.ts";
import { readCsv } from "./read-files.ts";

export interface NirfRanking {
  year: number;
  category: string;
  rank: string;
  score: string;
  tlr: string;
  rpc: string;
  go: string;
  oi: string;
  perception: string;
  nirfId: string;
  name: string;
  city: string;
  state: string;
  /** The institution the NIRF 2025 row table gives the row: an AISHE code, or "-" for one of its own. */
  fixedCode?: string;
  /** The name's city was joined with a hyphen ("Jamia Hamdard-New Delhi"): not the name NIRF prints elsewhere. */
  cityJoined?: boolean;
}

export interface NirfPlacement {
  category: string;
  rank: string;
  name: string;
  city: string;
  state: string;
  academicYear: string;
  programmeType: string;
  firstYearIntake: string;
  graduatingOnTime: string;
  studentsPlaced: string;
  medianSalary: string;
  fixedCode?: string;
  cityJoined?: boolean;
}

/** A row of the 2025 category file whose name the compilation got wrong, or that NIRF's name alone does not tell apart. */
export interface Nirf2025Row {
  category: string;
  rank: string;
  compiledName: string;
  name: string;
  aisheCode: string;
  why: string;
}

export function readNirf2025Rows(path: string): Nirf2025Row[] {
  return readCsv(path).map((row) => ({
    category: row.category.trim(),
    rank: row.rank.trim(),
    compiledName: row.compiled_name.trim(),
    name: row.name.trim(),
    aisheCode: row.aishe_code.trim(),
    why: row.why.trim(),
  }));
}

/** "236.0" → "236", "" stays "" (the source writes whole counts as floats). */
function wholeNumber(value: string): string {
  const trimmed = value.trim();
  return trimmed === "" ? "" : String(Math.round(Number(trimmed)));
}

function readOverall(dir: string): NirfRanking[] {
  return readdirSync(dir)
    .filter((file) => /^overall-\d{4}\.csv$/.test(file))
    .flatMap((file) =>
      readCsv(join(dir, file)).map((row) => ({
        year: Number(file.slice(8, 12)),
        category: "Overall",
        rank: row.Rank.trim(),
        score: row.Score.trim(),
        tlr: row.TLR.trim(),
        rpc: row.RPC.trim(),
        go: row.GO.trim(),
        oi: row.OI.trim(),
        perception: row.Perception.trim(),
        nirfId: row.ID.trim(),
        name: row.Name.trim(),
        city: row.City.trim(),
        state: row.State.trim(),
      })),
    );
}

// The 2024 files name their category in a "Stream" column; NIRF's own category names are used instead.
// 2024/overall_rankings.csv is not read: overall-2024.csv has the same ranks with the sub-scores.
const CATEGORIES_2024: Record<string, string> = {
  "agriculture_rankings.csv": "Agriculture and Allied Sectors",
  "architecture_rankings.csv": "Architecture and Planning",
  "college_rankings.csv": "Colleges",
  "dental_rankings.csv": "Dental",
  "engineering_rankings.csv": "Engineering",
  "law_rankings.csv": "Law",
  "management_rankings.csv": "Management",
  "medical_rankings.csv": "Medical",
  "pharmacy_rankings.csv": "Pharmacy",
  "research_rankings.csv": "Research Institutions",
  "state_public_universities_rankings.csv": "State Public Universities",
  "university_rankings.csv": "Universities",
};

function read2024(dir: string): NirfRanking[] {
  return Object.entries(CATEGORIES_2024).flatMap(([file, category]) =>
    readCsv(join(dir, "2024", file)).map((row) => ({
      year: 2024,
      category,
      rank: row.Rank.trim(),
      score: row.Score.trim(),
      tlr: "",
      rpc: "",
      go: "",
      oi: "",
      perception: "",
      nirfId: row["Institute ID"].trim(),
      name: row.Name.trim(),
      city: row.City.trim(),
      state: row.State.trim(),
    })),
  );
}

/** The 2025 category files join the city with a hyphen ("Jamia Hamdard-New Delhi"); NIRF elsewhere writes "Jamia Hamdard, New Delhi". */
function cityAfterComma(name: string): string {
  return name.trim().replace(/\s*-\s*([A-Z][A-Za-z .]*)$/, ", $1");
}

function readPlacements(dir: string, fixes: Nirf2025Row[]): NirfPlacement[] {
  const fixOf = (row: Record<string, string>) =>
    fixes.find(
      (fix) =>
        fix.category === row.ranking_category.trim() &&
        fix.rank === row.nirf_rank.trim() &&
        fix.compiledName === row.institute_name.trim(),
    );
  const unused = fixes.filter(
    (fix) => !readCsv(join(dir, "2025-categories-placement.csv")).some((row) => fixOf(row) === fix),
  );
  if (unused.length)
    throw new Error(`NIRF 2025 row table: no row ${unused.map((fix) => `${fix.category} ${fix.rank}`).join(", ")}`);
  return readCsv(join(dir, "2025-categories-placement.csv")).map((row) => ({
    category: row.ranking_category.trim(),
    rank: row.nirf_rank.trim(),
    name: fixOf(row)?.name || cityAfterComma(row.institute_name),
    fixedCode: fixOf(row)?.aisheCode || undefined,
    cityJoined: !fixOf(row)?.name && cityAfterComma(row.institute_name) !== row.institute_name.trim(),
    city: row.city.trim(),
    state: row.state.trim(),
    academicYear: row.academic_year.trim(),
    programmeType: row.type.trim(),
    firstYearIntake: wholeNumber(row.first_year_intake),
    graduatingOnTime: wholeNumber(row.graduating_on_time),
    studentsPlaced: wholeNumber(row.students_placed),
    medianSalary: wholeNumber(row.median_salary),
  }));
}

/** One ranking per institute and category of 2025, from the rows of its placement figures. */
function rankings2025(placements: NirfPlacement[], scores: Map<string, string>): NirfRanking[] {
  const seen = new Map<string, NirfRanking>();
  for (const row of placements) {
    const key = [row.category, row.rank, row.name].join("\u0000");
    if (seen.has(key)) continue;
    seen.set(key, {
      year: 2025,
      category: row.category,
      rank: row.rank,
      score: scores.get(key) ?? "",
      tlr: "",
      rpc: "",
      go: "",
      oi: "",
      perception: "",
      nirfId: "",
      name: row.name,
      city: row.city,
      state: row.state,
      fixedCode: row.fixedCode,
      cityJoined: row.cityJoined,
    });
  }
  return [...seen.values()];
}

export interface NirfRead {
  rankings: NirfRanking[];
  placements: NirfPlacement[];
}

export function readNirf(dir: string, fixes: Nirf2025Row[] = []): NirfRead {
  const placements = readPlacements(dir, fixes);
  const scores = new Map(
    readCsv(join(dir, "2025-categories-placement.csv")).map((row, index) => [
      [row.ranking_category.trim(), row.nirf_rank.trim(), placements[index].name].join("\u0000"),
      row.overall_score.trim(),
    ]),
  );
  return { rankings: [...readOverall(dir), ...read2024(dir), ...rankings2025(placements, scores)], placements };
}

/** The part of a NIRF id that names the institution across categories and years: "IR-O-U-0456" → "U-0456". */
export function nirfInstitutionKey(nirfId: string): string {
  if (!nirfId || nirfId.startsWith("IR17-")) return "";
  return /-([A-Z])-(\d+)$/.exec(nirfId)?.slice(1).join("-") ?? "";
}

/** The AISHE code a NIRF id carries ("IR-O-U-0456" → "U-0456", "IR-C-C-6377" → "C-6377"); NIRF's own "I-"/"N-" ids carry none. */
export function aisheCodeInNirfId(nirfId: string): string {
  const key = nirfInstitutionKey(nirfId);
  const match = /^([UCSR])-(\d+)$/.exec(key);
  if (!match) return "";
  return match[1] === "U" ? `U-${match[2].padStart(4, "0")}` : `${match[1]}-${Number(match[2])}`;
}

/** A row whose printed name is another institution's, kept under its id's institution (`printed` was its name). */
export interface RenamedRow {
  row: NirfRanking;
  printed: string;
}

const mostCommon = (values: string[]) => {
  const counts = new Map<string, number>();
  for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
  return [...counts].sort(([a, x], [b, y]) => y - x || (a < b ? -1 : 1))[0][0];
};

/**
 * Rows whose name is unlike most rows of the same NIRF id (fewer than a third of them): the compilation put
 * another institution's name on them. Where the row's city and state are those of the id's other rows, the id
 * is right and the name wrong (2022 Overall rank 59 printed "Lovely Professional University", Phagwara's
 * university, with IIT Patna's id and city): the row keeps its rank under the id's usual name. Where they are
 * not, neither can be trusted and the row is dropped.
 */
export function nameRowsById(rankings: NirfRanking[]): {
  rankings: NirfRanking[];
  renamed: RenamedRow[];
  dropped: NirfRanking[];
} {
  const byId = new Map<string, NirfRanking[]>();
  for (const row of rankings) {
    const key = nirfInstitutionKey(row.nirfId);
    if (key) byId.set(key, [...(byId.get(key) ?? []), row]);
  }
  const renamed: RenamedRow[] = [];
  const dropped: NirfRanking[] = [];
  const kept = rankings.flatMap((row) => {
    const rows = byId.get(nirfInstitutionKey(row.nirfId)) ?? [];
    const alike = rows.filter((other) => other.name === row.name || similarNames(other.name, row.name));
    if (rows.length < 3 || alike.length * 3 >= rows.length) return [row];
    const others = rows.filter((other) => !alike.includes(other));
    const samePlace =
      stateKey(mostCommon(others.map((o) => o.state))) === stateKey(row.state) &&
      matchKey(mostCommon(others.map((o) => o.city))) === matchKey(row.city);
    if (!samePlace) {
      dropped.push(row);
      return [];
    }
    const named = { ...row, name: mostCommon(others.map((o) => o.name)) };
    renamed.push({ row: named, printed: row.name });
    return [named];
  });
  return { rankings: kept, renamed, dropped };
}
