// Narrow a college list by state, city and highest fee, and sort it. A GET form: the choice lands in the
// address, can be shared, and works without JavaScript.
import { Form, Link } from "react-router";
import { type CollegeFilters, hasFilters, maxFeeOptions, sortOptions } from "../../lib/college-filters.ts";
import { primaryButton, textLink } from "../content/content-links.ts";
import { filterSelectLook, SelectField } from "../forms/select-field.tsx";

interface Props {
  action: string;
  filters: CollegeFilters;
  states: string[];
  cities: string[];
  /** Pages already scoped to one place hide the place filters. */
  showPlace?: boolean;
}

const feeOptions = maxFeeOptions.map((fee) => ({
  value: String(fee),
  label: `₹${fee.toLocaleString("en-IN")} a year`,
}));

export function FilterBar({ action, filters, states, cities, showPlace = true }: Props) {
  const chosen = (name: "state" | "city" | "maxFee" | "sort") => ({
    name,
    ...filterSelectLook,
    defaultValue: String(filters[name] ?? (name === "sort" ? "rank" : "")),
  });
  return (
    <Form
      method="get"
      action={action}
      aria-label="Filter colleges"
      className="grid grid-cols-2 items-end gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-3 lg:grid-cols-5"
    >
      {showPlace ? (
        <>
          <SelectField {...chosen("state")} label="State" empty="All states" options={states} />
          <SelectField {...chosen("city")} label="City" empty="All cities" options={cities} />
        </>
      ) : null}
      <SelectField {...chosen("maxFee")} label="Fees up to" empty="Any fee" options={feeOptions} />
      <SelectField {...chosen("sort")} label="Sort by" options={sortOptions} />
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
