// The site search's choices as an address spells them: /search?q=iit&kind=university&state=maharashtra
// &type=government&ranked=1&page=2. The header's suggestions and the search page build their links with
// these rules in the browser, so this file holds no zod (search.schema.ts reads an address with it).
import { kindOptions, managementOptions, type Option } from "../institutions/directory-filters.ts";

export { kindOptions };

/** `type` in the address is the management: government, government-aided or private. */
export const typeOptions: Option[] = managementOptions;

/** The longest query the search reads. */
export const MAX_QUERY_LENGTH = 100;
/** A query needs a word this long: one letter matches most of the 78,000 institutions' names (51,000 for "a"),
 * a costly scan that helps nobody. Beside a longer word, single letters still narrow the search. */
export const MIN_WORD_LENGTH = 2;
/** Suggestions the API gives at most (the header asks for 8). */
export const MAX_SUGGESTIONS = 20;
/** Results per page of /search. */
export const SEARCH_PAGE_SIZE = 20;

/** The choices of a search page, each undefined when not chosen. */
export interface SearchFilters {
  q?: string;
  kind?: string;
  /** State slug, as the directory's addresses spell it ("tamil-nadu") */
  state?: string;
  type?: string;
  ranked?: true;
  page?: number;
}

const ORDER: (keyof SearchFilters)[] = ["q", "kind", "state", "type", "ranked", "page"];

/** The parameters the search page reads (web/page-query.ts); the compiler checks that every filter is here. */
export const SEARCH_PAGE_PARAMS = Object.keys({
  q: true,
  kind: true,
  state: true,
  type: true,
  ranked: true,
  page: true,
} satisfies Record<keyof SearchFilters, true>);

/** The address of a search page with some choices changed; a changed filter starts again at page 1. */
export function searchHref(current: SearchFilters, change: Partial<SearchFilters> = {}): string {
  const next: SearchFilters = { ...current, ...("page" in change ? {} : { page: undefined }), ...change };
  const params = new URLSearchParams();
  for (const key of ORDER) {
    const value = next[key];
    if (value === undefined || value === "" || (key === "page" && value === 1)) continue;
    params.set(key, value === true ? "1" : String(value));
  }
  const query = params.toString();
  return query ? `/search?${query}` : "/search";
}

/** Whether any filter narrowing the institutions (not the query or the page) is chosen. */
export function hasSearchFilters(f: SearchFilters): boolean {
  return Boolean(f.kind || f.state || f.type || f.ranked);
}
