// The rankings hub's addresses (/CollegRanking?category=Engineering&year=2025&sort=score), shared by the page
// and the sitemap so both name each table by the same canonical address.
import type { RankingSort } from "../domain/institutions/rankings.server.ts";

export const DEFAULT_CATEGORY = "Overall";

/** The hub's query for a category, year and order; the defaults stay out of it. */
export function hubSearch(category: string, year: number | null, sort: RankingSort): string {
  const params = new URLSearchParams();
  if (category !== DEFAULT_CATEGORY || year !== null) params.set("category", category);
  if (year !== null) params.set("year", String(year));
  if (sort !== "rank") params.set("sort", sort);
  const search = params.toString();
  return search ? `?${search}` : "";
}

/** The canonical address of one table: the newest Overall table is the hub's own address. */
export function rankingHubPath(category: string, year: number, latestYear: number): string {
  const isDefault = category === DEFAULT_CATEGORY && year === latestYear;
  return `/CollegRanking${isDefault ? "" : hubSearch(category, year, "rank")}`;
}
