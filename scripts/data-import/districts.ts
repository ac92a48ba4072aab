// India's districts, one spelling each (districts.csv): the sources print a district as they please ("Purbi
// Champaran" and "East Champaran", "Kaimur (Bhabua)", a town such as "Sasaram"), and a page per spelling
// splits one district's colleges over several pages. Rows with a blank spelling list a state's districts;
// each other row maps one spelling seen in the sources to its district, or to none where it names no single
// district (a city on two districts, a district since split), so such an institution is shown under its
// state only rather than under a guess.
import { join } from "node:path";
import { readCsv } from "./read-files.ts";
import { canonicalState } from "./states.ts";

const DISTRICTS_FILE = join(import.meta.dirname, "districts.csv");

export interface DistrictTable {
  /** Each state's districts, as the table lists them. */
  districts: Map<string, string[]>;
  /** `state|key` → the district, or "" for a spelling that names no single district. */
  spellings: Map<string, string>;
  /** The other spellings, as the table writes them; district "" where it names no single district. */
  aliases: { state: string; spelling: string; district: string }[];
}

/** Spellings compare without case, accents or punctuation: "Janjgir-champa" ≡ "Janjgir Champa". */
export function spellingKey(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/[^a-z0-9]+/g, " ")
    .trim();
}

const keyOf = (state: string, spelling: string) => `${state}|${spellingKey(spelling)}`;

/** Reads the table; throws on a state spelt otherwise, a district listed twice or a spelling with two meanings. */
export function readDistrictTable(path = DISTRICTS_FILE): DistrictTable {
  const rows = readCsv(path);
  const table: DistrictTable = { districts: new Map(), spellings: new Map(), aliases: [] };
  const claim = (state: string, spelling: string, district: string) => {
    const key = keyOf(state, spelling);
    if (table.spellings.has(key))
      throw new Error(`districts.csv: "${spelling}" (${state}) is listed twice or is another district's name`);
    table.spellings.set(key, district);
  };
  for (const row of rows.filter((row) => !row.spelling)) {
    if (canonicalState(row.state) !== row.state) throw new Error(`districts.csv: state spelt "${row.state}"`);
    table.districts.set(row.state, [...(table.districts.get(row.state) ?? []), row.district]);
    claim(row.state, row.district, row.district);
  }
  for (const row of rows.filter((row) => row.spelling)) {
    if (row.district && !table.districts.get(row.state)?.includes(row.district))
      throw new Error(`districts.csv: "${row.spelling}" maps to "${row.district}", not a district of ${row.state}`);
    claim(row.state, row.spelling, row.district);
    table.aliases.push({ state: row.state, spelling: row.spelling, district: row.district });
  }
  return table;
}

let defaultTable: DistrictTable | undefined;

/**
 * The district a source's spelling names in a state ("Bihar", "Purbi Champaran" → "East Champaran"), or
 * undefined when it names no single district or the table does not know it.
 */
export function districtOf(state: string, spelling: string, table?: DistrictTable): string | undefined {
  table ??= defaultTable ??= readDistrictTable();
  return table.spellings.get(keyOf(state, spelling)) || undefined;
}

/** Whether the table says what the spelling is: a district, or no single district. */
export function knowsSpelling(state: string, spelling: string, table: DistrictTable): boolean {
  return table.spellings.has(keyOf(state, spelling));
}
