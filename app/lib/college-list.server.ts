// Loads one page of a catalogue college list: the filters from the address, the page of colleges, and the
// places for the filter bar. Rows carry only what the table shows.
import type { Database } from "../../db/client.server.ts";
import { type CollegeSearch, listPlaces, searchCatalogue } from "../../domain/colleges/catalogue.server.ts";
import type { College } from "../../domain/colleges/colleges.server.ts";
import { withShownFigures } from "../../domain/colleges/shown-figures.ts";
import { courseKey } from "../../domain/slug.ts";
import type { CollegeListRow } from "../components/catalogue/college-list-table.tsx";
import { readCollegeFilters } from "./college-filters.server.ts";

const PER_PAGE = 20;

export async function loadCollegeList(db: Database, url: URL, scope: Pick<CollegeSearch, "course" | "place">) {
  const filters = readCollegeFilters(url.searchParams);
  const [results, places] = await Promise.all([
    searchCatalogue(db, { ...scope, ...filters, perPage: PER_PAGE }),
    listPlaces(db),
  ]);
  return {
    filters,
    places,
    total: results.total,
    page: results.page,
    perPage: PER_PAGE,
    pageCount: results.pageCount,
    colleges: results.colleges.map((c) => toListRow(c, scope.course)),
    /** Some rows are sample colleges: their figures are illustrations, and the list says so */
    illustrative: results.colleges.some((c) => withShownFigures(c).figuresBasis === "sample"),
  };
}

/**
 * The row of the table: the fee and name of the course the list is about, else the college's first. Rank, fees
 * and placements only where the college's page shows them (withShownFigures): a real college's demo figures
 * stay out of the list as they stay off its page.
 */
function toListRow(college: College, course?: string): CollegeListRow & { eligibility: string } {
  const c = withShownFigures(college);
  const key = course ? courseKey(course) : undefined;
  const shown = c.courses.find((k) => key && courseKey(k.name) === key) ?? c.courses[0];
  return {
    id: c.id,
    slug: c.slug,
    name: c.name,
    logo: c.logo,
    city: c.city,
    state: c.state,
    subheading: c.subheading,
    rank: c.rank,
    fee: shown?.fees ?? c.fee,
    courseName: shown?.name ?? "",
    placementAvg: c.placementAvg,
    placementHigh: c.placementHigh,
    eligibility: shown?.eligibility || c.eligibility,
  };
}
