// What kind of university an institution is (UGC's list of universities: State, Private, Deemed, Central),
// institutes of national importance (which UGC does not list) from JoSAA's own institute types, and the
// institutions UGC has declared fake. Only certain joins are kept: a wrong type or a wrong warning on a
// page would mislead a student choosing where to study.
import { existsSync } from "node:fs";
import { matchKey, matchKeyWithoutBrackets, samePlace, stateKey } from "../../domain/names/match-names.ts";
import { stateNamed } from "../../domain/states.ts";
import type { JoinCount } from "./join-sources.ts";
import { readJsonLines, readText } from "./read-files.ts";
import type { Row } from "./write-outputs.ts";

export const UNIVERSITY_TYPE_COLUMNS = ["institution_code", "university_type", "source", "name_as_published", "state"];
export const FAKE_UNIVERSITY_COLUMNS = ["name", "place", "name_keys", "institution_code"];

// UGC's words for its four kinds of university, as the portal stores them.
const UGC_TYPES: Record<string, string> = {
  "State University": "state",
  "Private University": "private",
  "Deemed University": "deemed",
  "Central University": "central",
};

// JoSAA's institute types whose every institute is an institute of national importance by Act of Parliament
// (the IIT, NIT and IIIT Acts); GFTIs are a mix and are never labelled.
const NATIONAL_IMPORTANCE_TYPES = new Set(["IIT", "NIT", "IIIT"]);

interface UgcUniversity {
  name: string;
  state: string;
  ugc_type: string;
  address?: string;
}

function readUgcUniversities(path: string): UgcUniversity[] {
  return existsSync(path) ? (readJsonLines(path) as UgcUniversity[]) : [];
}

/** Every full name key of an institution: its name and aliases, whole and without bracketed words. */
function institutionKeys(row: Row): string[] {
  const names = [String(row.name), ...String(row.aliases || "").split("|")].filter(Boolean);
  return [...new Set(names.flatMap((name) => [matchKey(name), matchKeyWithoutBrackets(name)]))].filter(Boolean);
}

/**
 * A university's keys, with its names also taken before a comma ("Assam University, Silchar" → "Assam
 * University"): AISHE adds the place after a comma. Only this side is cut, so UGC's "Jawaharlal Nehru
 * Technological University, Anantpur" never reaches Kakinada's.
 */
function universityKeys(row: Row): string[] {
  const names = [String(row.name), ...String(row.aliases || "").split("|")].filter(Boolean);
  const beforeComma = names.filter((name) => name.includes(",")).map((name) => matchKey(name.split(",")[0]));
  return [...new Set([...institutionKeys(row), ...beforeComma])].filter((key) => key.split(" ").length >= 2);
}

export interface TypeJoin {
  rows: Row[];
  counts: JoinCount;
  unmatched: string[];
}

/**
 * UGC's universities joined to AISHE's universities (`U-` codes) of the same state by the whole normalised
 * name. One candidate only, and no institution claimed twice: "Amity University" of Bihar never reaches
 * Amity of Haryana, and two UGC rows of one name in one state leave both unjoined.
 */
export function joinUgcUniversities(ugc: UgcUniversity[], institutions: Row[]): TypeJoin {
  const byKey = new Map<string, Set<string>>();
  for (const row of institutions) {
    if (!String(row.code).startsWith("U-")) continue;
    for (const key of universityKeys(row)) {
      const indexKey = `${stateKey(String(row.state))}|${key}`;
      byKey.set(indexKey, (byKey.get(indexKey) ?? new Set()).add(String(row.code)));
    }
  }
  const counts: JoinCount = { source: "UGC list of universities", records: ugc.length, matched: {}, unmatched: {} };
  const count = (bucket: Record<string, number>, why: string) => (bucket[why] = (bucket[why] ?? 0) + 1);
  const found: { record: UgcUniversity; code: string }[] = [];
  const unmatched: string[] = [];
  for (const record of ugc) {
    const type = UGC_TYPES[record.ugc_type];
    if (!type) {
      count(counts.unmatched, `type not one of UGC's four ("${record.ugc_type}")`);
      unmatched.push(`${record.name} (${record.state})`);
      continue;
    }
    const keys = new Set([matchKey(record.name), matchKeyWithoutBrackets(record.name)]);
    const codes = new Set([...keys].flatMap((key) => [...(byKey.get(`${stateKey(record.state)}|${key}`) ?? [])]));
    if (codes.size === 1) found.push({ record, code: [...codes][0] });
    else {
      count(
        counts.unmatched,
        codes.size ? "several universities of that name in the state" : "no university of that name in the state",
      );
      unmatched.push(`${record.name} (${record.state})`);
    }
  }
  const claims = Map.groupBy(found, (item) => item.code);
  const rows: Row[] = [];
  for (const { record, code } of found) {
    if (claims.get(code)!.length > 1) {
      count(counts.unmatched, "two UGC rows name the same university");
      unmatched.push(`${record.name} (${record.state})`);
      continue;
    }
    count(counts.matched, "whole name in the state");
    rows.push({
      institution_code: code,
      university_type: UGC_TYPES[record.ugc_type],
      source: "ugc-universities",
      name_as_published: record.name,
      state: stateNamed(record.state) ?? record.state,
      // Not a column of university-types.csv: addresses.ts writes it to addresses.csv.
      address: record.address ?? "",
    });
  }
  return { rows, counts, unmatched };
}

/**
 * Institutes of national importance from JoSAA's own institute type (IIT, NIT, IIIT) of the institutes the
 * portal links. An institution UGC lists keeps UGC's type.
 */
export function nationalImportance(cutoffInstitutes: Row[], typed: Set<string>): Row[] {
  const rows = new Map<string, Row>();
  for (const institute of cutoffInstitutes) {
    const code = String(institute.institution_code);
    if (institute.counselling !== "josaa" || !code || typed.has(code)) continue;
    if (!NATIONAL_IMPORTANCE_TYPES.has(String(institute.institute_type))) continue;
    rows.set(code, {
      institution_code: code,
      university_type: "national-importance",
      source: "josaa-institute-types",
      name_as_published: institute.name,
      state: institute.state,
    });
  }
  return [...rows.values()];
}

export interface FakeUniversity {
  name: string;
  place: string;
}

/** UGC's list of fake universities as transcribed: "Name, Locality, Place" → the name and the place. */
function readFakeUniversities(path: string): FakeUniversity[] {
  if (!existsSync(path)) return [];
  const { names } = JSON.parse(readText(path)) as { names: string[] };
  return names.map((entry) => {
    const [name, ...place] = entry.split(",").map((part) => part.trim());
    return { name, place: place.join(", ") };
  });
}

/**
 * The exact keys a fake university is known by: its name whole and without its bracketed acronym, each alone
 * and followed by its place as the notice gives it (whole, or only its last part).
 */
function fakeNameKeys(name: string, place = ""): string[] {
  const names = [name, name.replace(/\([^)]*\)?/g, " ")];
  const places = ["", place.replace(/,/g, " "), place.split(",").at(-1) ?? ""];
  return [...new Set(names.flatMap((n) => places.map((p) => matchKey(`${n} ${p}`))))].filter(Boolean);
}

/** Whether an institution is in the place UGC names: its district, city or state equals the place's last part. */
function inPlace(place: string, row: Row): boolean {
  const last = place.split(",").at(-1)?.trim() ?? "";
  if (!last) return true;
  if (stateNamed(last)) return stateKey(last) === stateKey(String(row.state));
  return [row.district, row.city].some((where) => where && samePlace(last, String(where)));
}

/**
 * Each fake university with the one institution of the catalogue of exactly its name (or an alias) in the
 * place UGC gives; blank when none or several. Never a near name.
 */
export function matchFakeUniversities(fakes: FakeUniversity[], institutions: Row[]): Row[] {
  const byKey = new Map<string, Row[]>();
  for (const row of institutions)
    for (const key of institutionKeys(row)) byKey.set(key, [...(byKey.get(key) ?? []), row]);
  return fakes.map((fake) => {
    const keys = fakeNameKeys(fake.name);
    const found = new Map<string, Row>();
    for (const key of keys)
      for (const row of byKey.get(key) ?? []) if (inPlace(fake.place, row)) found.set(String(row.code), row);
    return {
      name: fake.name,
      place: fake.place,
      name_keys: fakeNameKeys(fake.name, fake.place).join("|"),
      institution_code: found.size === 1 ? [...found.keys()][0] : "",
    };
  });
}

export interface UgcOutputs {
  types: Row[];
  fakes: Row[];
  joins: JoinCount[];
  notes: string[];
}

/** The university types (UGC's, then JoSAA's institutes of national importance) and UGC's fake universities. */
export function buildUgcOutputs(from: string, institutions: Row[], cutoffInstitutes: Row[]): UgcOutputs {
  const ugc = joinUgcUniversities(
    readUgcUniversities(`${from}/ugc/universities-ugc-list-c2022.jsonl.gz`),
    institutions,
  );
  const national = nationalImportance(cutoffInstitutes, new Set(ugc.rows.map((row) => String(row.institution_code))));
  const fakes = matchFakeUniversities(readFakeUniversities(`${from}/ugc/fake-universities-2026-02.json`), institutions);
  const byType = Map.groupBy([...ugc.rows, ...national], (row) => String(row.university_type));
  const linked = fakes.filter((row) => row.institution_code);
  return {
    types: [...ugc.rows, ...national].sort((a, b) => (a.institution_code < b.institution_code ? -1 : 1)),
    fakes,
    joins: [ugc.counts],
    notes: [
      `University types written: ${[...byType].map(([type, rows]) => `${type} ${rows.length}`).join(", ") || "none"} ` +
        `(national-importance: the IITs, NITs and IIITs JoSAA names, by its institute type).`,
      `UGC rows not joined: ${ugc.unmatched.length ? ugc.unmatched.join("; ") : "none"}.`,
      `UGC's fake universities: ${fakes.length}; named exactly (with the place) by an institution of the catalogue: ` +
        `${linked.length ? linked.map((row) => `${row.name}, ${row.place} (${row.institution_code})`).join("; ") : "none"}.`,
    ],
  };
}
