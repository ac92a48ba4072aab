// How many institutions each directory link of the site's chrome leads to (the goal panel's cities, the
// All Courses sidebar, the home page's study places and its count of institutions), read in one pass for
// the layout. A link's address is its query: /colleges/{state}/{district}?stream=…
// The counts change only when the catalogue loads (at start-up), and every page's layout needs them, so
// they are kept for a few minutes per database instead of summed again for each page.
import type { Database } from "../../db/client.server.ts";
import { countInstitutions, type DirectoryQuery } from "../../domain/institutions/directory.server.ts";
import { placeSlug } from "../../domain/institutions/directory-filters.ts";
import { readDirectoryFilters } from "../../domain/institutions/directory.schema.ts";
import { cityCards, popularCities, studyPlaces } from "../../content/cities.ts";
import { sidebarCourses } from "../../content/sidebar-courses.ts";
import { allGoalListHrefs } from "./goal-lists.ts";

const DIRECTORY = /^\/colleges(?:\/([^/?]+))?(?:\/([^/?]+))?$/;

function queryOf(href: string): Omit<DirectoryQuery, "q"> | undefined {
  const url = new URL(href, "http://localhost");
  const match = DIRECTORY.exec(url.pathname);
  if (!match) return undefined;
  const { q: _q, page: _p, limit: _l, sort: _s, ...filters } = readDirectoryFilters(url.searchParams);
  return { ...filters, state: placeSlug(match[1]), district: placeSlug(match[2]) };
}

const links = [
  "/colleges",
  ...popularCities.map((c) => c.href),
  ...allGoalListHrefs(popularCities.map((c) => c.href)),
  ...studyPlaces.map((c) => c.href),
  ...cityCards.map((c) => c.href),
  ...sidebarCourses.flatMap((c) => c.sections?.cities.map((l) => l.href) ?? []),
];
const counted = [...new Set(links)]
  .map((href) => ({ href, query: queryOf(href) }))
  .filter((l): l is { href: string; query: Omit<DirectoryQuery, "q"> } => l.query !== undefined);

const KEEP_MS = 5 * 60_000;
const kept = new WeakMap<Database, { until: number; counts: Promise<Record<string, number>> }>();

/** The number of institutions behind each directory link, by address. */
export function countDirectoryLinks(db: Database): Promise<Record<string, number>> {
  const now = Date.now();
  const current = kept.get(db);
  if (current && current.until > now) return current.counts;
  const counts = countInstitutions(
    db,
    counted.map((l) => l.query),
  ).then((n) => Object.fromEntries(counted.map((l, i) => [l.href, n[i]])));
  kept.set(db, { until: now + KEEP_MS, counts });
  // A failed read is not kept: the next page asks the database again.
  counts.catch(() => {
    if (kept.get(db)?.counts === counts) kept.delete(db);
  });
  return counts;
}
