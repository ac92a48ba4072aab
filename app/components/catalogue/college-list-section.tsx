// A filterable, paged college list: the filter bar, how many matched, the table, and the page links.
// Used by the course pages, the city pages and the course college pages.
import { Link, useLocation } from "react-router";
import type { CollegeFilters } from "../../lib/college-filters.ts";
import { filtersHref, hasFilters } from "../../lib/college-filters.ts";
import { textLink } from "../content/content-links.ts";
import { CollegeListTable, type CollegeListRow } from "./college-list-table.tsx";
import { LeadActions } from "../lead-form/lead-actions.tsx";
import { DemoFiguresNote } from "./figures-note.tsx";
import { FilterBar } from "./filter-bar.tsx";
import { Pagination } from "./pagination.tsx";

interface CollegeList {
  filters: CollegeFilters;
  places: { states: string[]; cities: string[] };
  total: number;
  page: number;
  pageCount: number;
  colleges: CollegeListRow[];
  /** Some rows are demo pages, whose figures are illustrations */
  illustrative: boolean;
}

interface Props {
  list: CollegeList;
  caption: string;
  course?: string;
  showPlace?: boolean;
}

export function CollegeListSection({ list, caption, course, showPlace }: Props) {
  const { pathname } = useLocation();
  const { filters, total, page, pageCount, colleges, illustrative } = list;
  return (
    <div className="mt-6 space-y-5">
      <FilterBar action={pathname} filters={filters} showPlace={showPlace} {...list.places} />
      <p className="text-sm text-slate-700" role="status">
        {total === 0
          ? "No colleges match these filters."
          : `${total.toLocaleString("en-IN")} ${total === 1 ? "college" : "colleges"}${pageCount > 1 ? `, page ${page} of ${pageCount}` : ""}`}
      </p>
      {colleges.length === 0 ? (
        <div className="rounded-xl border border-slate-200 bg-white p-6 text-slate-700 shadow-sm">
          <p>
            We could not find a college for this choice{course ? ` offering ${course}` : ""}. Try a higher fee limit or
            another place.
          </p>
          <p className="mt-3">
            {hasFilters(filters) ? (
              <Link to={pathname} className={textLink}>
                Clear the filters
              </Link>
            ) : (
              <Link to="/Collegespage" className={textLink}>
                Browse colleges by course
              </Link>
            )}
          </p>
        </div>
      ) : (
        <CollegeListTable
          colleges={colleges}
          caption={caption}
          actions={(c) => <LeadActions college={c.name} kinds={["apply", "brochure"]} />}
        />
      )}
      {illustrative ? <DemoFiguresNote /> : null}
      <Pagination page={page} pageCount={pageCount} hrefFor={(n) => filtersHref(pathname, filters, { page: n })} />
    </div>
  );
}
