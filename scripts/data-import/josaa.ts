// JoSAA's institutes (IITs, NITs, IIITs and other government-funded technical institutions) as the latest
// year's opening and closing ranks name them, each joined to its institution so that cut-offs can be.
import { aliasKey, type Alias } from "./aliases.ts";
import { nameKeys } from "./match-institutions.ts";
import { readCsv } from "./read-files.ts";
import { josaaInstituteType } from "../../domain/data-loads/josaa-file.ts";
import { stateNamed } from "../../domain/states.ts";
import type { Row } from "./write-outputs.ts";

export interface JosaaInstitute {
  /** The name as JoSAA prints it. */
  name: string;
  type: string;
}

export { josaaInstituteType };

export function readJosaaInstitutes(path: string): JosaaInstitute[] {
  const types = new Map<string, string>();
  for (const row of readCsv(path)) {
    const name = row.institute.trim();
    if (!types.has(name) || row.institute_type.trim()) types.set(name, row.institute_type.trim());
  }
  return [...types]
    .map(([name, printed]) => ({ name, type: josaaInstituteType(name, printed) }))
    .sort((a, b) => (a.name < b.name ? -1 : 1));
}

/** A name's whole key and its key without brackets; never the part before a comma alone, which for "National Institute of Technology, Warangal" names every NIT. */
function keysOf(name: string): string[] {
  return nameKeys(name).filter((key) => key !== nameKeys(name.split(",")[0]).at(0) || !name.includes(","));
}

export interface JosaaMatch {
  institute: JosaaInstitute;
  code: string;
  how: string;
  /** The institute is a department of the institution ("Part of ..." in the alias table): its name is not the institution's. */
  partOf?: boolean;
}

/**
 * The JoSAA name to show for each institution JoSAA names: its own institutes only (not a department of a
 * university), and not a bare abbreviation ("CU Jharkhand"). "(IIIT)Kota" gets its space.
 */
/**
 * JoSAA's name with its spacing fixed ("(IIIT)Kota") and without a state appended after a place
 * ("..., Kota, Rajasthan", "Amethi (UP)").
 */
function josaaDisplayName(name: string): string {
  let text = name.replace(/\)(?=[A-Za-z])/g, ") ").replace(/(?<=[A-Za-z])\(/g, " (");
  for (;;) {
    const match = /(?:,\s*([A-Za-z &]+)|\s*\(([A-Za-z &]+)\))$/.exec(text);
    const place = match?.[1] ?? match?.[2];
    if (!match || !place || !(stateNamed(place) || /^(UP|Gujrat)$/.test(place))) return text;
    const rest = text.slice(0, match.index).trim();
    // "National Institute of Technology, Manipur", "Punjab Engineering College, Chandigarh": the place is the name.
    if (/\b(Technology|University|College|Institute|Architecture|Sciences?|Management|Engineering)$/i.test(rest))
      return text;
    text = rest;
  }
}

export function josaaNames(matches: JosaaMatch[]): Map<string, string> {
  const names = new Map<string, string>();
  for (const { institute, code, partOf } of matches) {
    if (!code || partOf || institute.name.split(/\s+/).length < 3) continue;
    names.set(code, josaaDisplayName(institute.name));
  }
  return names;
}

/**
 * The institution each JoSAA institute is: the alias table first, then the one institution (of any state:
 * JoSAA prints none) whose name or alias has the same matching key. Several or none leave it unmatched.
 */
export function matchJosaa(
  institutes: JosaaInstitute[],
  institutions: Row[],
  aliases: Map<string, Alias>,
): JosaaMatch[] {
  const byKey = new Map<string, Set<string>>();
  for (const institution of institutions) {
    const names = [String(institution.name), ...String(institution.aliases).split("|")].filter(Boolean);
    for (const key of new Set(names.flatMap(keysOf)))
      byKey.set(key, (byKey.get(key) ?? new Set()).add(String(institution.code)));
  }
  const codes = new Set(institutions.map((institution) => String(institution.code)));
  return institutes.map((institute) => {
    const alias = aliases.get(aliasKey("JoSAA", institute.name));
    if (alias) {
      if (alias.aisheCode && !codes.has(alias.aisheCode))
        throw new Error(`alias table: JoSAA "${institute.name}" names ${alias.aisheCode}, which is no institution`);
      return {
        institute,
        code: alias.aisheCode,
        how: alias.aisheCode ? "alias table" : "alias table: no institution to link",
        partOf: /^Part of\b/.test(alias.note),
      };
    }
    const found = new Set(keysOf(institute.name).flatMap((key) => [...(byKey.get(key) ?? [])]));
    if (found.size === 1) return { institute, code: [...found][0], how: "same name" };
    return { institute, code: "", how: found.size ? "several institutions fit" : "no institution of that name" };
  });
}
