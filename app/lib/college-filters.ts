// The filter bar's choices live in the address (?state=&city=&maxFee=&sort=&page=), so a filtered list can
// be shared and works without JavaScript. The filter bar builds its links with these rules in the browser,
// so this file holds no zod: college-filters.server.ts reads an address.

export const sortOptions = [
  { value: "rank", label: "Rank" },
  { value: "fees", label: "Fees: low to high" },
  { value: "placement", label: "Average placement: high to low" },
] as const;

export const maxFeeOptions = [50_000, 100_000, 200_000, 500_000, 1_000_000] as const;

/** The choices of a list, each undefined when not chosen. */
export interface CollegeFilters {
  state?: string;
  city?: string;
  maxFee?: number;
  sort?: (typeof sortOptions)[number]["value"];
  page?: number;
}

/** The parameters a list page reads (its handle names them, web/page-query.ts); the compiler checks that
 * every filter is here. */
export const COLLEGE_FILTER_PARAMS = Object.keys({
  state: true,
  city: true,
  maxFee: true,
  sort: true,
  page: true,
} satisfies Record<keyof CollegeFilters, true>);

/** The address of this list with some choices changed; a changed filter starts again at page 1. */
export function filtersHref(pathname: string, current: CollegeFilters, change: Partial<CollegeFilters>): string {
  const next = { ...current, ...("page" in change ? {} : { page: undefined }), ...change };
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(next)) {
    if (value === undefined || value === "" || (key === "page" && value === 1)) continue;
    if (key === "sort" && value === "rank") continue;
    params.set(key, String(value));
  }
  const query = params.toString();
  return query ? `${pathname}?${query}` : pathname;
}

export function hasFilters(f: CollegeFilters): boolean {
  return Boolean(f.state || f.city || f.maxFee || (f.sort && f.sort !== "rank"));
}
