// Finding the AISHE institution a record of another source names: same state, same normalised name, and
// the same district or city. Several candidates, or none, leave the record unmatched: a wrong match would
// show one institution's seats or rank on another's page.
import type { AisheInstitution } from "./aishe.ts";
import { matchKey, matchKeyWithoutBrackets, samePlace, stateKey } from "../../domain/names/match-names.ts";

export interface AisheIndex {
  byCode: Map<string, AisheInstitution>;
  byStateAndName: Map<string, AisheInstitution[]>;
}

/** Keys a name is found by: the whole name, without bracketed words, and without what follows its first comma. */
export function nameKeys(name: string): string[] {
  const keys = [matchKey(name), matchKeyWithoutBrackets(name), matchKey(name.split(",")[0])];
  return [...new Set(keys.filter((key) => key.split(" ").length >= 2))];
}

export function indexAishe(institutions: AisheInstitution[]): AisheIndex {
  const byStateAndName = new Map<string, AisheInstitution[]>();
  for (const institution of institutions) {
    const keys = new Set([institution.name, ...institution.otherNames].flatMap(nameKeys));
    for (const key of keys) {
      const indexKey = `${stateKey(institution.state)}|${key}`;
      const found = byStateAndName.get(indexKey) ?? [];
      found.push(institution);
      byStateAndName.set(indexKey, found);
    }
  }
  return { byCode: new Map(institutions.map((institution) => [institution.code, institution])), byStateAndName };
}

export interface SourceRecord {
  name: string;
  state: string;
  /** District, city or both, as the source gives them. */
  places: string[];
}

export type MatchResult =
  | { code: string; how: "name, state and district" | "name and state" }
  | {
      code: "";
      how: "no AISHE institution of that name in the state" | "several AISHE institutions fit" | "district differs";
    };

function candidatesFor(index: AisheIndex, record: SourceRecord): AisheInstitution[] {
  const found = new Map<string, AisheInstitution>();
  for (const key of nameKeys(record.name))
    for (const institution of index.byStateAndName.get(`${stateKey(record.state)}|${key}`) ?? [])
      found.set(institution.code, institution);
  return [...found.values()];
}

function inPlace(institution: AisheInstitution, places: string[]): boolean {
  return places.some(
    (place) =>
      place &&
      (samePlace(place, institution.district) ||
        [institution.name, ...institution.otherNames].some((name) => samePlace(place, name.split(",").at(-1) ?? ""))),
  );
}

/**
 * The AISHE institution a record names. The district (or city) must agree, unless `distinctive` says the
 * name alone is enough within a state (NIRF's ranked institutions, whose city is often not the district).
 */
export function matchToAishe(index: AisheIndex, record: SourceRecord, distinctive = false): MatchResult {
  const candidates = candidatesFor(index, record);
  if (!candidates.length) return { code: "", how: "no AISHE institution of that name in the state" };
  const placed = candidates.filter((institution) => inPlace(institution, record.places));
  if (placed.length === 1) return { code: placed[0].code, how: "name, state and district" };
  if (placed.length > 1) return { code: "", how: "several AISHE institutions fit" };
  if (distinctive && candidates.length === 1) return { code: candidates[0].code, how: "name and state" };
  return { code: "", how: candidates.length > 1 ? "several AISHE institutions fit" : "district differs" };
}
