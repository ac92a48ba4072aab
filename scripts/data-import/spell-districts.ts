// The import's district step: every institution's district spelt as districts.csv spells it, so one
// district has one page and one count. The institution's slug is left as built from the printed place:
// addresses already shared keep working.
import { slugify } from "../../domain/slug.ts";
import { type DistrictTable, knowsSpelling, districtOf, spellingKey } from "./districts.ts";
import type { Row } from "./write-outputs.ts";

export interface StateDistricts {
  state: string;
  /** Distinct district spellings the sources gave (case and punctuation aside), and districts written. */
  spellingsIn: number;
  districtsOut: number;
  /** Records whose district is now written otherwise, and records left without one. */
  respelt: number;
  dropped: number;
}

export function spellDistricts(rows: Row[], table: DistrictTable): { rows: Row[]; states: StateDistricts[] } {
  const byState = new Map<
    string,
    { spellings: Set<string>; districts: Set<string>; respelt: number; dropped: number }
  >();
  const spelt = rows.map((row) => {
    const state = String(row.state);
    const printed = String(row.district);
    if (!printed) return row;
    if (!knowsSpelling(state, printed, table))
      throw new Error(
        `district "${printed}" (${state}, ${row.code}) is not in scripts/data-import/districts.csv: ` +
          "add the spelling with its district, or with none if it names no single district",
      );
    const district = districtOf(state, printed, table) ?? "";
    const counts = byState.get(state) ?? { spellings: new Set(), districts: new Set(), respelt: 0, dropped: 0 };
    byState.set(state, counts);
    counts.spellings.add(spellingKey(printed));
    if (district) counts.districts.add(district);
    if (!district) counts.dropped++;
    else if (district !== printed) counts.respelt++;
    return { ...row, district };
  });
  const states = [...byState]
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([state, counts]) => ({
      state,
      spellingsIn: counts.spellings.size,
      districtsOut: counts.districts.size,
      respelt: counts.respelt,
      dropped: counts.dropped,
    }));
  return { rows: spelt, states };
}

/**
 * Old district addresses (/colleges/{state}/{spelling}) → the district's slug, or "" for a spelling that
 * names no single district (its page becomes the state's): every spelling of the table whose slug is not
 * its district's. The directory answers them with a 301.
 */
export function districtMoves(table: DistrictTable): Record<string, Record<string, string>> {
  const moves: Record<string, Record<string, string>> = {};
  for (const { state, spelling, district } of table.aliases) {
    const from = slugify(spelling);
    const to = district && slugify(district);
    if (from === to || !from) continue;
    (moves[slugify(state)] ??= {})[from] = to;
  }
  const sorted = (record: Record<string, string>) =>
    Object.fromEntries(Object.entries(record).sort(([a], [b]) => (a < b ? -1 : 1)));
  return Object.fromEntries(
    Object.entries(moves)
      .sort(([a], [b]) => (a < b ? -1 : 1))
      .map(([state, record]) => [state, sorted(record)]),
  );
}
