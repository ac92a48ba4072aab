// Rows of the catalogue datasets as the database stores them, with the directory's facets derived from the
// programmes, seats and ranks of each institution (so a filtered list reads one table).
import { institutionSearchText } from "../domain/search/search-text.ts";
import { slugify } from "../domain/slug.ts";
import { headlineRank } from "../domain/institutions/headline-rank.ts";
import { aicteStream } from "../domain/institutions/stream-rules.ts";

export type CsvRow = Record<string, string>;

interface Facets {
  levels: Map<string, Set<string>>;
  disciplines: Map<string, Set<string>>;
  seats: Map<string, number>;
  nirfRank: Map<string, number>;
}

// AICTE's levels, grouped as a student looks for them.
const LEVELS: Record<string, string> = {
  DIPLOMA: "Diploma",
  "POST DIPLOMA": "Diploma",
  "UNDER GRADUATE": "Undergraduate",
  UG: "Undergraduate",
  "BACHELOR OF VOCATION (B. VOC)": "Undergraduate",
  INTEGRATED: "Integrated",
  DUALDEGREE: "Integrated",
  "POST GRADUATE": "Postgraduate",
  "POST GRADUATE DIPLOMA": "Postgraduate diploma",
  "POST GRADUATE CERTIFICATE": "Postgraduate diploma",
  FELLOWSHIP: "Doctoral",
};

/** The level a student would filter by ("Undergraduate"), or null for a value AICTE left unclear. */
export function levelGroup(level: string): string | null {
  return LEVELS[level.trim().toUpperCase()] ?? null;
}

/** AICTE's discipline as the directory's stream names it (stream-rules.ts). */
export const disciplineGroup = aicteStream;

const GOVERNMENT =
  /^(government|govt\.?|govt[-. ]+society|central university|state government university|deemed to be university\(govt\))$/i;
const PRIVATE =
  /^(private|private-self financing|trust|society|deemed to be university\(pvt\)|state private university)$/i;

/** Government, Government-aided or Private, from the management a source printed; null when none did. */
export function managementGroup(management: string): string | null {
  const value = management.trim().replace(/^(trust|society) \1$/i, "$1");
  if (!value) return null;
  if (/^govt\.? aided$/i.test(value)) return "Government-aided";
  if (GOVERNMENT.test(value)) return "Government";
  if (PRIVATE.test(value)) return "Private";
  return null;
}

function add(map: Map<string, Set<string>>, code: string, value: string | null) {
  if (!value) return;
  let set = map.get(code);
  if (!set) map.set(code, (set = new Set()));
  set.add(value);
}

export function deriveFacets(data: { programmes: CsvRow[]; seats: CsvRow[]; rankings: CsvRow[] }): Facets {
  const facets: Facets = { levels: new Map(), disciplines: new Map(), seats: new Map(), nirfRank: new Map() };
  for (const p of data.programmes) {
    add(facets.levels, p.institution_code, levelGroup(p.level));
    add(facets.disciplines, p.institution_code, disciplineGroup(p.programme));
  }
  for (const s of data.seats) {
    const seats = Number(s.seats);
    if (!Number.isInteger(seats) || seats <= 0) continue;
    facets.seats.set(s.institution_code, (facets.seats.get(s.institution_code) ?? 0) + seats);
    add(facets.levels, s.institution_code, "Undergraduate");
    add(facets.disciplines, s.institution_code, "Medicine");
  }
  // The rank its card shows (headlineRank): the list sorted "by NIRF rank" is in the order of the ranks shown.
  const ranks = Map.groupBy(data.rankings, (r) => r.institution_code);
  for (const [code, rows] of ranks) {
    const parsed = rows.map((r) => ({ year: Number(r.year), category: r.category, rank: Number(r.rank) }));
    const shown = headlineRank(parsed, [...(facets.disciplines.get(code) ?? [])]);
    if (shown) facets.nirfRank.set(code, shown.rank);
  }
  return facets;
}

const yesNo = (value: string) => (value === "yes" ? true : value === "no" ? false : null);
const list = (value: string) => (value ? value.split("|") : []);

export function institutionRow(row: CsvRow, facets: Facets) {
  const code = row.code;
  const aliases = list(row.aliases);
  return {
    code,
    aishe_code: row.aishe_code || null,
    slug: row.slug,
    name: row.name,
    aliases,
    kind: row.kind,
    state: row.state,
    state_slug: slugify(row.state),
    district: row.district || null,
    district_slug: row.district ? slugify(row.district) : null,
    city: row.city || null,
    management: row.management || null,
    management_group: managementGroup(row.management),
    affiliating_university: row.affiliating_university || null,
    aicte_id: row.aicte_id || null,
    women_only: yesNo(row.women_only),
    minority: yesNo(row.minority),
    established: /^\d{4}$/.test(row.established) ? Number(row.established) : null,
    sources: list(row.sources),
    levels: [...(facets.levels.get(code) ?? [])].sort(),
    disciplines: [...(facets.disciplines.get(code) ?? [])].sort(),
    mbbs_seats: facets.seats.get(code) ?? null,
    nirf_rank: facets.nirfRank.get(code) ?? null,
    search_text: institutionSearchText({
      code,
      name: row.name,
      aliases,
      city: row.city || null,
      district: row.district || null,
      state: row.state,
    }),
  };
}
