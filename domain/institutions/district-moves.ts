// District pages of spellings the catalogue no longer uses. The import writes one spelling per district
// (scripts/data-import/districts.csv) and, beside the datasets, each other spelling's old address with the
// district it belongs to, so a shared link to /colleges/bihar/purbi-champaran still reaches East Champaran.
import moves from "../../db/data/district-moves.json" with { type: "json" };

const byState: Record<string, Record<string, string> | undefined> = moves;

/**
 * Where an old district address now leads: the district's slug, "" for the state's page (the spelling
 * named no single district), or undefined when the slug is no old spelling of that state.
 */
export function movedDistrict(stateSlug: string, districtSlug: string): string | undefined {
  return Object.hasOwn(byState, stateSlug) && Object.hasOwn(byState[stateSlug]!, districtSlug)
    ? byState[stateSlug]![districtSlug]
    : undefined;
}
