// The cut-off datasets: JoSAA (2016–2025), MCC's NEET-UG All-India Quota (2025) and Maharashtra's MHT-CET
// CAP (2021–2024). Institutes and programmes become two small tables with integer ids; the rows refer to them,
// so each institute's and programme's name is written once. Each institute is linked to its institution of
// the catalogue where the rules (or the hand-checked alias table) find exactly one; never guessed.
import { aliasKey, type Alias } from "./aliases.ts";
import {
  josaaProgramme,
  mhtcetProgramme,
  neetProgramme,
  type Programme,
} from "../../domain/cutoffs/cutoff-programmes.ts";
import { matchJosaa, josaaInstituteType } from "./josaa.ts";
import type { JosaaYear } from "./josaa-cutoffs.ts";
import type { JoinCount } from "./join-sources.ts";
import type { AisheInstitution } from "./aishe.ts";
import { indexAishe, matchToAishe, type AisheIndex } from "./match-institutions.ts";
import { matchKey, matchKeyWithoutBrackets, samePlace, stateKey } from "../../domain/names/match-names.ts";
import type { MhtcetYear } from "./mhtcet.ts";
import type { NeetRead } from "./neet.ts";
import type { Row } from "./write-outputs.ts";
import type { CutoffBody } from "../../db/cutoffs-schema.ts";

/** Who published the cut-offs: JoSAA (JEE Main and Advanced), MCC (NEET-UG), the State CET Cell (MHT-CET). */
const COUNSELLING = ["josaa", "mcc", "mhtcet"] as const;
type Counselling = (typeof COUNSELLING)[number];

export interface CutoffInputs {
  josaa: JosaaYear[];
  neet: { year: number; read: NeetRead };
  mhtcet: MhtcetYear[];
  /** The catalogue's institutions as written to institutions.csv.gz */
  institutions: Row[];
  aliases: Map<string, Alias>;
}

interface CutoffRowCount {
  source: string;
  year: number;
  rowsIn: number;
  rowsOut: number;
  /** Why rows were left out, with how many */
  dropped: Record<string, number>;
  /** Rows kept with a preparatory-course rank (flagged, never compared with other ranks) */
  preparatory: number;
}

export interface CutoffSummary {
  rows: CutoffRowCount[];
  /** Per counselling body: institutes linked to an institution, and how; or why not */
  institutes: JoinCount[];
  /** Names of the institutes left unlinked, per counselling body */
  unlinked: Record<string, string[]>;
  /** JoSAA's spellings of its institutes across the years, and the institutes they make */
  josaaSpellings: { spellings: number; institutes: number };
  /** NEET state values that named no state, and the state taken from the value */
  neetStatesCorrected: Record<string, string>;
}

export interface CutoffOutputs {
  institutes: Row[];
  programmes: Row[];
  josaaRows: Row[];
  neetRows: Row[];
  mhtcetRows: Row[];
  summary: CutoffSummary;
}

export const CUTOFF_INSTITUTE_COLUMNS = [
  "id",
  "counselling",
  "name",
  "names_as_published",
  "source_code",
  "institution_code",
  "linked_by",
  "institute_type",
  "state",
  "home_university",
  "years",
];
export const CUTOFF_PROGRAMME_COLUMNS = [
  "id",
  "counselling",
  "name_as_published",
  "branch",
  "degree",
  "duration_years",
];
export const JOSAA_CUTOFF_COLUMNS = [
  "institute_id",
  "programme_id",
  "quota",
  "seat_type",
  "gender",
  "preparatory",
  "year",
  "round",
  "opening_rank",
  "closing_rank",
];
export const NEET_CUTOFF_COLUMNS = [
  "institute_id",
  "programme_id",
  "quota",
  "seat_type",
  "gender",
  "year",
  "round",
  "closing_rank",
];
export const MHTCET_CUTOFF_COLUMNS = [
  "institute_id",
  "programme_id",
  "seat_type",
  "year",
  "round",
  "closing_rank",
  "closing_percentile",
];

export interface Institute {
  counselling: CutoffBody;
  /** Spellings, the latest year's first */
  names: string[];
  sourceCode: string;
  institutionCode: string;
  linkedBy: string;
  instituteType: string;
  state: string;
  homeUniversity: string;
  years: Set<number>;
}

/** Years as a short text: "2016–2025", "2021–2022|2024" */
export function yearsText(years: Set<number>): string {
  const sorted = [...years].sort((a, b) => a - b);
  const runs: string[] = [];
  for (let i = 0; i < sorted.length;) {
    let j = i;
    while (j + 1 < sorted.length && sorted[j + 1] === sorted[j] + 1) j++;
    runs.push(i === j ? String(sorted[i]) : `${sorted[i]}–${sorted[j]}`);
    i = j + 1;
  }
  return runs.join("|");
}

export function count(counts: Record<string, number>, key: string) {
  counts[key] = (counts[key] ?? 0) + 1;
}

/** An index of the catalogue's institutions by state and name (every alias too), for linking within a state. */
export function indexInstitutions(institutions: Row[]): AisheIndex {
  return indexAishe(
    institutions.map((row) => ({
      code: String(row.code),
      name: String(row.name),
      otherNames: String(row.aliases).split("|").filter(Boolean),
      state: String(row.state),
      district: String(row.district),
    })),
  );
}

// MCC's abbreviations that the shared matching key does not spell out.
const NEET_WORDS: [RegExp, string][] = [
  [/\bAIIMS\b/g, "All India Institute of Medical Sciences"],
  [/\bGMC\b/g, "Government Medical College"],
  [/\bHospt?\.?(?=\s|,|$)/g, "Hospital"],
  [/\bSce\.?(?=\s|,|$)/g, "Sciences"],
  [/\bCollage\b/gi, "College"],
];

function neetMatchingName(name: string): string {
  let text = name;
  for (const [short, long] of NEET_WORDS) text = text.replace(short, long);
  return text;
}

/** Where a name says the college is: after its last comma ("…, Nellore"), else its last word or two ("… Badaun"). */
function placesIn(name: string): string[] {
  if (name.includes(",")) return [name.split(",").at(-1)!.trim()];
  const words = name.trim().split(/\s+/);
  return words.length > 2 ? [words.slice(-1).join(" "), words.slice(-2).join(" ")] : [];
}

// Words that say what kind of institution it is, not which: a name made only of these ("Government Medical
// College") fits many institutions and is never enough on its own.
const GENERIC_WORDS = new Set(
  (
    "government medical college dental nursing institute sciences research hospital engineering technology " +
    "autonomous state society center university management polytechnic all india health education trust " +
    "school faculty department rural general national regional private limited pharmacy studies"
  ).split(" "),
);

function distinctive(key: string): boolean {
  return key.split(" ").some((word) => !GENERIC_WORDS.has(word));
}

function inState(index: AisheIndex, state: string, keys: string[]): AisheInstitution[] {
  const found = new Map<string, AisheInstitution>();
  for (const key of keys)
    for (const institution of index.byStateAndName.get(`${stateKey(state)}|${key}`) ?? [])
      found.set(institution.code, institution);
  return [...found.values()];
}

function placed(candidates: AisheInstitution[], places: string[]): AisheInstitution[] {
  return candidates.filter((institution) =>
    places.some(
      (place) =>
        samePlace(place, institution.district) ||
        [institution.name, ...institution.otherNames].some((name) => samePlace(place, name.split(",").at(-1) ?? "")),
    ),
  );
}

/**
 * The one institution of the state a college's name names, or why none:
 * 1. its whole name (with the place it ends with) is the name or an alias of exactly one institution of the
 *    state, or of exactly one of those in the place the name gives;
 * 2. else its name before the first comma and the place (district, or the place after an institution's comma);
 * 3. else, for a name that is more than words of kind ("Sanjivani College of Engineering", not "Government
 *    Medical College"), the only institution of the state with that name.
 */
function linkOne(index: AisheIndex, name: string, state: string): { code: string; how: string } {
  const result = linkByName(index, name, state);
  const own = withoutOwner(name);
  if (result.code || !own || result.how === "several institutions fit") return result;
  const byOwnName = linkByName(index, own, state);
  return byOwnName.code ? { ...byOwnName, how: `${byOwnName.how}, without the society's name` } : result;
}

const OWNER_WORDS =
  /\b(society|soceity|soc|trust|trusts|sanstha|sansthan|sanstha's|sastha|mandal|foundation|samajache|pratishthan|prathistan|sansth|charities)\.?$/i;

/**
 * The college's own name without the society or trust that runs it: what follows the owner's possessive
 * ("Amrutvahini Sheti & Shikshan Vikas Sanstha's Amrutvahini College of Engineering" → "Amrutvahini College of
 * Engineering"), or a first part naming the owner ("Dhole Patil Education Society, Dhole Patil College of …").
 */
function withoutOwner(name: string): string | undefined {
  const possessive = /^[^,]*?(?:['’]s|s['’])\s+(.{8,})$/i.exec(name);
  if (possessive) return possessive[1];
  const [first, ...rest] = name.split(",");
  if (rest.length && OWNER_WORDS.test(first.trim())) return rest.join(",").trim();
  return undefined;
}

function linkByName(index: AisheIndex, name: string, state: string): { code: string; how: string } {
  const places = placesIn(name);
  const wholeKeys = [matchKey(name), matchKeyWithoutBrackets(name)].filter(
    (key) => key.split(" ").length >= 2 && distinctive(key),
  );
  const whole = inState(index, state, wholeKeys);
  if (whole.length === 1) return { code: whole[0].code, how: "whole name in the state" };
  if (whole.length > 1) {
    const inPlace = placed(whole, places);
    if (inPlace.length === 1) return { code: inPlace[0].code, how: "whole name, state and place" };
    return { code: "", how: "several institutions fit" };
  }
  const result = matchToAishe(index, { name, state, places });
  if (result.code || result.how === "several AISHE institutions fit") return result;
  const beforeComma = matchKey(name.split(",")[0]);
  if (distinctive(beforeComma) && beforeComma.split(" ").length >= 2) {
    const byName = matchToAishe(index, { name, state, places }, true);
    if (byName.code) return { code: byName.code, how: "a name only one institution of the state has" };
  }
  return result;
}

export interface LinkRecord {
  institute: Institute;
  /** What the alias table looks the record up by */
  aliasKey: string;
  name: string;
}

/**
 * Links each record to its institution (linkOne), the alias table first. Two records claiming one institution
 * by the rules leave both unlinked: a wrong link would show one college's cut-offs on another's page.
 */
export function linkInState(
  records: LinkRecord[],
  index: AisheIndex,
  aliases: Map<string, Alias>,
  aliasSource: string,
  codes: Set<string>,
): void {
  const keys = records.map((record) => aliasKey(aliasSource, record.aliasKey));
  for (const { institute, aliasKey: key, name } of records) {
    const alias = aliases.get(aliasKey(aliasSource, key));
    if (alias && keys.filter((k) => k === aliasKey(aliasSource, key)).length > 1)
      throw new Error(`alias table: ${aliasSource} "${key}" names more than one institute of the source`);
    if (alias) {
      if (alias.aisheCode && !codes.has(alias.aisheCode))
        throw new Error(`alias table: ${aliasSource} "${key}" names ${alias.aisheCode}, which is no institution`);
      institute.institutionCode = alias.aisheCode;
      institute.linkedBy = alias.aisheCode ? "alias table" : "alias table: no institution to link";
      continue;
    }
    const result = linkOne(index, name, institute.state);
    institute.institutionCode = result.code;
    institute.linkedBy = result.how.replace("AISHE institution", "institution");
  }
  const claims = new Map<string, number>();
  for (const { institute } of records)
    if (institute.institutionCode && institute.linkedBy !== "alias table")
      claims.set(institute.institutionCode, (claims.get(institute.institutionCode) ?? 0) + 1);
  for (const { institute } of records) {
    if (
      institute.institutionCode &&
      institute.linkedBy !== "alias table" &&
      claims.get(institute.institutionCode)! > 1
    ) {
      institute.institutionCode = "";
      institute.linkedBy = "another institute of the same source names the same institution";
    }
  }
}

function josaaInstitutes(
  years: JosaaYear[],
  institutions: Row[],
  aliases: Map<string, Alias>,
): { byName: Map<string, Institute>; spellings: number } {
  const spellings = new Map<string, { years: Set<number>; printedType: string; latest: number }>();
  for (const { year, rows } of [...years].sort((a, b) => a.year - b.year)) {
    for (const row of rows) {
      const spelling = spellings.get(row.institute) ?? { years: new Set(), printedType: "", latest: year };
      spelling.years.add(year);
      spelling.latest = year;
      if (row.printedType) spelling.printedType = row.printedType;
      spellings.set(row.institute, spelling);
    }
  }
  const names = [...spellings.keys()].sort();
  const matches = matchJosaa(
    names.map((name) => ({ name, type: josaaInstituteType(name, spellings.get(name)!.printedType) })),
    institutions,
    aliases,
  );
  const stateOf = new Map(institutions.map((row) => [String(row.code), String(row.state)]));
  // Spellings of one institution (or, unlinked, of one matching key) are one institute, unless two of them
  // appear in the same year: then JoSAA counts them as two.
  const groups = new Map<string, typeof matches>();
  for (const match of matches) {
    const key = match.code ? `code:${match.code}` : `name:${matchKey(match.institute.name)}`;
    groups.set(key, [...(groups.get(key) ?? []), match]);
  }
  const byName = new Map<string, Institute>();
  for (const group of groups.values()) {
    const byYear = new Map<number, string>();
    for (const { institute } of group) {
      for (const year of spellings.get(institute.name)!.years) {
        const other = byYear.get(year);
        if (other) throw new Error(`JoSAA ${year}: "${other}" and "${institute.name}" both name one institution`);
        byYear.set(year, institute.name);
      }
    }
    const ordered = [...group].sort(
      (a, b) =>
        spellings.get(b.institute.name)!.latest - spellings.get(a.institute.name)!.latest ||
        (a.institute.name < b.institute.name ? -1 : 1),
    );
    const latest = ordered[0];
    const institute: Institute = {
      counselling: "josaa",
      names: ordered.map((match) => match.institute.name),
      sourceCode: "",
      institutionCode: latest.code,
      linkedBy: latest.how,
      instituteType: latest.institute.type,
      state: latest.code ? (stateOf.get(latest.code) ?? "") : "",
      homeUniversity: "",
      years: new Set(byYear.keys()),
    };
    for (const { institute: spelling } of group) byName.set(spelling.name, institute);
  }
  return { byName, spellings: spellings.size };
}

/**
 * A college the CET Cell gave a new code (COEP: 6006 until 2023, 16006 from 2024) is one institute: codes
 * linked to the same institution in years that never overlap are merged, the latest code first. Codes
 * that appear in the same year (two campuses) stay apart.
 */
function mergeRenumbered(byCode: Map<string, Institute>): void {
  const byInstitution = Map.groupBy(
    [...new Set(byCode.values())].filter((institute) => institute.institutionCode),
    (institute) => institute.institutionCode,
  );
  for (const group of byInstitution.values()) {
    if (group.length < 2) continue;
    const years = group.flatMap((institute) => [...institute.years]);
    if (new Set(years).size !== years.length) continue;
    const [latest, ...older] = group.sort((a, b) => Math.max(...b.years) - Math.max(...a.years));
    for (const other of older) {
      for (const name of other.names) if (!latest.names.includes(name)) latest.names.push(name);
      for (const year of other.years) latest.years.add(year);
      latest.sourceCode = `${latest.sourceCode}|${other.sourceCode}`;
      latest.homeUniversity ||= other.homeUniversity;
      for (const code of other.sourceCode.split("|")) byCode.set(code, latest);
    }
  }
}

/** Rows in a fixed order: by each listed column, numbers as numbers. */
export function sortByColumns(rows: Row[], columns: string[]): Row[] {
  return rows.sort((a, b) => {
    for (const column of columns) {
      const left = a[column];
      const right = b[column];
      if (left === right) continue;
      if (typeof left === "number" && typeof right === "number") return left - right;
      return String(left) < String(right) ? -1 : 1;
    }
    return 0;
  });
}

export function buildCutoffs(inputs: CutoffInputs): CutoffOutputs {
  const { institutions, aliases } = inputs;
  const codes = new Set(institutions.map((row) => String(row.code)));
  const index = indexInstitutions(institutions);

  // Institutes.
  const josaa = josaaInstitutes(inputs.josaa, institutions, aliases);
  const neetByKey = new Map<string, Institute>();
  for (const row of inputs.neet.read.rows) {
    const key = `${row.institute}|${row.state}`;
    const institute = neetByKey.get(key) ?? {
      counselling: "mcc",
      names: [row.institute],
      sourceCode: "",
      institutionCode: "",
      linkedBy: "",
      instituteType: "",
      state: row.state,
      homeUniversity: "",
      years: new Set<number>(),
    };
    institute.years.add(row.year);
    neetByKey.set(key, institute);
  }
  linkInState(
    [...neetByKey.values()].map((institute) => ({
      institute,
      aliasKey: institute.names[0],
      name: neetMatchingName(institute.names[0]),
    })),
    index,
    aliases,
    "MCC",
    codes,
  );
  const mhtcetByCode = new Map<string, Institute>();
  for (const { rows } of [...inputs.mhtcet].sort((a, b) => b.year - a.year)) {
    for (const row of rows) {
      const institute = mhtcetByCode.get(row.collegeCode) ?? {
        counselling: "mhtcet",
        names: [],
        sourceCode: row.collegeCode,
        institutionCode: "",
        linkedBy: "",
        instituteType: row.collegeType,
        state: "Maharashtra",
        homeUniversity: row.homeUniversity,
        years: new Set<number>(),
      };
      if (!institute.names.includes(row.college)) institute.names.push(row.college);
      institute.homeUniversity ||= row.homeUniversity;
      institute.years.add(row.year);
      mhtcetByCode.set(row.collegeCode, institute);
    }
  }
  linkInState(
    [...mhtcetByCode.values()].map((institute) => ({
      institute,
      aliasKey: institute.sourceCode,
      name: institute.names[0],
    })),
    index,
    aliases,
    "MHT-CET",
    codes,
  );

  mergeRenumbered(mhtcetByCode);

  const allInstitutes = [
    ...new Set(josaa.byName.values()),
    ...neetByKey.values(),
    ...new Set(mhtcetByCode.values()),
  ].sort(
    (a, b) =>
      COUNSELLING.indexOf(a.counselling as Counselling) - COUNSELLING.indexOf(b.counselling as Counselling) ||
      (a.names[0] < b.names[0] ? -1 : a.names[0] > b.names[0] ? 1 : 0) ||
      Number(a.sourceCode.split("|")[0]) - Number(b.sourceCode.split("|")[0]),
  );
  const instituteId = new Map(allInstitutes.map((institute, i) => [institute, i + 1]));

  // Programmes: one id per counselling body and printed name.
  const programmes = new Map<string, Programme & { counselling: Counselling }>();
  const addProgramme = (counselling: Counselling, programme: Programme) => {
    const key = `${counselling}|${programme.nameAsPublished}`;
    if (!programmes.has(key)) programmes.set(key, { ...programme, counselling });
    return key;
  };
  for (const { rows } of inputs.josaa) for (const row of rows) addProgramme("josaa", josaaProgramme(row.programme));
  for (const row of inputs.neet.read.rows) addProgramme("mcc", neetProgramme(row.programme));
  for (const { rows } of inputs.mhtcet) for (const row of rows) addProgramme("mhtcet", mhtcetProgramme(row.programme));
  const programmeList = [...programmes.entries()].sort(
    ([, a], [, b]) =>
      COUNSELLING.indexOf(a.counselling) - COUNSELLING.indexOf(b.counselling) ||
      (a.nameAsPublished < b.nameAsPublished ? -1 : a.nameAsPublished > b.nameAsPublished ? 1 : 0),
  );
  const programmeId = new Map(programmeList.map(([key], i) => [key, i + 1]));

  // Rows.
  const summary: CutoffSummary = {
    rows: [],
    institutes: [],
    unlinked: {},
    josaaSpellings: { spellings: josaa.spellings, institutes: new Set(josaa.byName.values()).size },
    neetStatesCorrected: inputs.neet.read.statesCorrected,
  };
  const josaaRows: Row[] = [];
  for (const { year, rowsIn, rows, dropped } of [...inputs.josaa].sort((a, b) => a.year - b.year)) {
    for (const row of rows) {
      josaaRows.push({
        institute_id: instituteId.get(josaa.byName.get(row.institute)!)!,
        programme_id: programmeId.get(`josaa|${row.programme}`)!,
        quota: row.quota,
        seat_type: row.seatType,
        gender: row.gender,
        preparatory: row.preparatory ? 1 : 0,
        year: row.year,
        round: row.round,
        opening_rank: row.openingRank,
        closing_rank: row.closingRank,
      });
    }
    summary.rows.push({
      source: "JoSAA",
      year,
      rowsIn,
      rowsOut: rows.length,
      dropped,
      preparatory: rows.filter((row) => row.preparatory).length,
    });
  }
  const neetRows: Row[] = inputs.neet.read.rows.map((row) => ({
    institute_id: instituteId.get(neetByKey.get(`${row.institute}|${row.state}`)!)!,
    programme_id: programmeId.get(`mcc|${row.programme}`)!,
    quota: row.quota,
    seat_type: row.seatType,
    gender: row.gender,
    year: row.year,
    round: row.round,
    closing_rank: row.closingRank,
  }));
  summary.rows.push({
    source: "MCC NEET-UG All-India Quota",
    year: inputs.neet.year,
    rowsIn: inputs.neet.read.rowsIn,
    rowsOut: neetRows.length,
    dropped: inputs.neet.read.dropped,
    preparatory: 0,
  });
  const mhtcetRows: Row[] = [];
  for (const { year, rowsIn, rows, dropped } of [...inputs.mhtcet].sort((a, b) => a.year - b.year)) {
    for (const row of rows) {
      mhtcetRows.push({
        institute_id: instituteId.get(mhtcetByCode.get(row.collegeCode)!)!,
        programme_id: programmeId.get(`mhtcet|${row.programme}`)!,
        seat_type: row.seatType,
        year: row.year,
        round: row.round,
        closing_rank: row.closingRank,
        closing_percentile: row.closingPercentile,
      });
    }
    summary.rows.push({ source: "MHT-CET CAP", year, rowsIn, rowsOut: rows.length, dropped, preparatory: 0 });
  }

  const names: Record<Counselling, string> = {
    josaa: "JoSAA (all years)",
    mcc: "MCC NEET-UG All-India Quota",
    mhtcet: "MHT-CET CAP",
  };
  for (const counselling of COUNSELLING) {
    const institutes = allInstitutes.filter((institute) => institute.counselling === counselling);
    const counts: JoinCount = { source: names[counselling], records: institutes.length, matched: {}, unmatched: {} };
    for (const institute of institutes)
      count(institute.institutionCode ? counts.matched : counts.unmatched, institute.linkedBy);
    summary.institutes.push(counts);
    summary.unlinked[names[counselling]] = institutes
      .filter((institute) => !institute.institutionCode)
      .map((institute) => institute.names[0]);
  }

  return {
    institutes: allInstitutes.map((institute) => ({
      id: instituteId.get(institute)!,
      counselling: institute.counselling,
      name: institute.names[0],
      names_as_published: institute.names.join("|"),
      source_code: institute.sourceCode,
      institution_code: institute.institutionCode,
      linked_by: institute.linkedBy,
      institute_type: institute.instituteType,
      state: institute.state,
      home_university: institute.homeUniversity,
      years: yearsText(institute.years),
    })),
    programmes: programmeList.map(([key, programme]) => ({
      id: programmeId.get(key)!,
      counselling: programme.counselling,
      name_as_published: programme.nameAsPublished,
      branch: programme.branch,
      degree: programme.degree,
      duration_years: programme.durationYears,
    })),
    josaaRows: sortByColumns(josaaRows, JOSAA_CUTOFF_COLUMNS),
    neetRows: sortByColumns(neetRows, NEET_CUTOFF_COLUMNS),
    mhtcetRows: sortByColumns(mhtcetRows, MHTCET_CUTOFF_COLUMNS),
    summary,
  };
}
