// Narrow a college list by state, city and highest fee, and sort it. A GET form: the choice lands in the
// address, can be shared, and works without JavaScript.
import { Form, Link } from "react-router";
import { type CollegeFilters, hasFilters, maxFeeOptions, sortOptions } from "../../lib/college-filters.ts";
import { primaryButton, textLink } from "../content/content-links.ts";

interface Props {
  action: string;
  filters: CollegeFilters;
  states: string[];
  cities: string[];
  /** Pages already scoped to one place hide the place filters. */
  showPlace?: boolean;
}

const field = "flex flex-col gap-1 text-sm font-medium text-slate-700";
const select =
  "rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600";

export function FilterBar({ action, filters, states, cities, showPlace = true }: Props) {
  return (
    <Form
      method="get"
      action={action}
      aria-label="Filter colleges"
      className="grid grid-cols-2 items-end gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-3 lg:grid-cols-5"
    >
      {showPlace ? (
        <>
          <label className={field}>
            State
            <select name="state" defaultValue={filters.state ?? ""} className={select}>
              <option value="">All states</option>
              {states.map((s) => (
                <option key={s}>{s}</option>
              ))}
            </select>
          </label>
          <label className={field}>
            City
            <select name="city" defaultValue={filters.city ?? ""} className={select}>
              <option value="">All cities</option>
              {cities.map((c) => (
                <option key={c}>{c}</option>
              ))}
            </select>
          </label>
        </>
      ) : null}
      <label className={field}>
        Fees up to
        <select name="maxFee" defaultValue={filters.maxFee ?? ""} className={select}>
          <option value="">Any fee</option>
          {maxFeeOptions.map((fee) => (
            <option key={fee} value={fee}>
              ₹{fee.toLocaleString("en-IN")} a year
            </option>
          ))}
        </select>
      </label>
      <label className={field}>
        Sort by
        <select name="sort" defaultValue={filters.sort ?? "rank"} className={select}>
          {sortOptions.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      </label>
      <div className="col-span-2 flex items-center gap-4 sm:col-span-1">
        <button type="submit" className={primaryButton}>
          Show colleges
        </button>
        {hasFilters(filters) ? (
          <Link to={action} className={textLink}>
            Clear
          </Link>
        ) : null}
      </div>
    </Form>
  );
}
