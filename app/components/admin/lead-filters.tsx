// The leads page's filter bar (date range in India days, source, course, search) and the list of recent
// exports: every CSV of leads is recorded, because leads are personal data.
import { Form, useLocation } from "react-router";
import { courseOptions } from "../../../domain/leads/course-options.ts";
import type { LeadFilter } from "../../../domain/leads/lead-filter.ts";
import { leadSources } from "../../../domain/leads/leads.schema.ts";
import { SelectField } from "../forms/select-field.tsx";
import { inputClass } from "../ui/field.tsx";

const label = "text-xs font-semibold uppercase tracking-wide text-slate-600";
// The controls sit inside their label; they must not take on its small capitals.
const control = `${inputClass} font-normal normal-case tracking-normal`;

export function LeadFilters({ filter }: { filter: LeadFilter }) {
  const { pathname } = useLocation();
  const active = Object.values(filter).some(Boolean);
  const chosen = (name: "source" | "course") => ({
    name,
    labelClassName: label,
    selectClassName: control,
    defaultValue: filter[name] ?? "",
  });
  return (
    <Form
      method="get"
      className="mt-4 grid grid-cols-2 gap-3 rounded-xl border border-slate-200 bg-white p-3 shadow-sm sm:grid-cols-3 sm:p-4 lg:grid-cols-6"
      aria-label="Filter leads"
    >
      <label className={`${label} col-span-2 sm:col-span-3 lg:col-span-2`}>
        Search name, email, phone, city
        <input name="q" type="search" defaultValue={filter.q ?? ""} className={control} />
      </label>
      <label className={label}>
        From
        <input name="from" type="date" defaultValue={filter.from ?? ""} className={control} />
      </label>
      <label className={label}>
        To
        <input name="to" type="date" defaultValue={filter.to ?? ""} className={control} />
      </label>
      <SelectField {...chosen("source")} label="Source" empty="All sources" options={leadSources} />
      <SelectField {...chosen("course")} label="Course" empty="All courses" options={courseOptions} />
      <div className="col-span-2 flex items-end gap-2 sm:col-span-3 lg:col-span-6">
        <button
          type="submit"
          className="rounded-lg bg-brand-700 px-4 py-2 font-bold text-white hover:bg-brand-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-900"
        >
          Apply filters
        </button>
        {active ? (
          <a href={pathname} className="rounded-lg px-3 py-2 font-semibold text-brand-700 hover:bg-brand-50">
            Clear
          </a>
        ) : null}
      </div>
    </Form>
  );
}

interface ExportRecord {
  id: string;
  createdAt: string;
  adminEmail: string;
  rowCount: number;
  filter: Record<string, string>;
}

export function RecentExports({ exports }: { exports: ExportRecord[] }) {
  if (exports.length === 0) return null;
  return (
    <section aria-labelledby="exports-heading" className="mt-8 text-sm">
      <h2 id="exports-heading" className="font-bold text-slate-900">
        Recent exports
      </h2>
      <p className="text-slate-600">
        Leads are personal data: every export, and every page read through the API, is recorded.
      </p>
      <ul className="mt-2 space-y-1 text-slate-700" data-testid="exports">
        {exports.map((e) => (
          <li key={e.id}>
            {e.createdAt} · {e.adminEmail} · {e.rowCount} row{e.rowCount === 1 ? "" : "s"}
            {Object.keys(e.filter).length
              ? ` · ${Object.entries(e.filter)
                  .map(([k, v]) => `${k === "q" ? "search" : k}: ${v}`)
                  .join(", ")}`
              : " · no filter"}
          </li>
        ))}
      </ul>
    </section>
  );
}
