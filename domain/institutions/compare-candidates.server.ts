// /compare's "Add a college" box and /review's "Search your college": the institutions a typed name finds, by
// the site search's own matching and order, so the box finds what the search page would (short names, typos,
// Devanagari alike).
import type { Database } from "../../db/client.server.ts";
import { searchSite } from "../search/search.server.ts";
import { normaliseSearchText } from "../search/search-text.ts";

export interface CompareCandidate {
  name: string;
  /** "Mumbai, Maharashtra" */
  place: string | null;
  slug: string;
}

/** How many institutions the box offers when a name fits more than one. */
const OFFERED = 5;

/**
 * The institutions `name` finds, best first, and the one to add at once: the only one found, or the first
 * when its name is exactly what was typed. Otherwise the student picks from the list.
 */
export async function collegesNamed(
  db: Database,
  name: string,
): Promise<{ found: CompareCandidate[]; chosen: CompareCandidate | null }> {
  const { results } = await searchSite(db, { q: name, limit: OFFERED });
  const found = results
    .filter((r) => r.type === "institution" && r.url.startsWith("/college/"))
    .map((r) => ({ name: r.name, place: r.place, slug: r.url.slice("/college/".length) }));
  const typed = normaliseSearchText(name);
  const chosen = found.length === 1 ? found[0] : (found.find((f) => normaliseSearchText(f.name) === typed) ?? null);
  return { found, chosen };
}
