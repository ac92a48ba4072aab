// The audit trail page's parts: the filter bar (who, what, which kind of record, which days) and one event's
// changed fields as a before/after table. Values arrive masked from the server (domain/audit/masking.ts).
import { Form, useLocation } from "react-router";
import { SelectField } from "../forms/select-field.tsx";
import { inputClass } from "../ui/field.tsx";

const label = "text-xs font-semibold uppercase tracking-wide text-slate-600";
const control = `${inputClass} font-normal normal-case tracking-normal`;

export interface AuditFilterValues {
  actor?: string;
  action?: string;
  kind?: string;
  from?: string;
  to?: string;
}

export function AuditFilters({ filter, kinds }: { filter: AuditFilterValues; kinds: string[] }) {
  const { pathname } = useLocation();
  const active = Object.values(filter).some(Boolean);
  return (
    <Form
      method="get"
      className="mt-4 grid grid-cols-2 gap-3 rounded-xl border border-slate-200 bg-white p-3 shadow-sm sm:grid-cols-3 sm:p-4 lg:grid-cols-5"
      aria-label="Filter the audit trail"
    >
      <label className={label}>
        Who (email)
        <input name="actor" type="search" defaultValue={filter.actor ?? ""} className={control} />
      </label>
      <label className={label}>
        Action
        <input
          name="action"
          type="search"
          defaultValue={filter.action ?? ""}
          placeholder="college.update"
          className={control}
        />
      </label>
      <SelectField
        name="kind"
        label="Record"
        empty="All kinds"
        options={kinds}
        labelClassName={label}
        selectClassName={control}
        defaultValue={filter.kind ?? ""}
      />
      <label className={label}>
        From
        <input name="from" type="date" defaultValue={filter.from ?? ""} className={control} />
      </label>
      <label className={label}>
        To
        <input name="to" type="date" defaultValue={filter.to ?? ""} className={control} />
      </label>
      <div className="col-span-2 flex items-end gap-2 sm:col-span-3 lg:col-span-5">
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

function shown(value: unknown): string {
  if (value === null || value === undefined || value === "") return "—";
  return typeof value === "string" ? value : JSON.stringify(value);
}

/** The changed fields of one event, before and after. */
export function ChangedFields({ changes }: { changes: Record<string, { before: unknown; after: unknown }> }) {
  const fields = Object.entries(changes);
  if (fields.length === 0) return <span className="text-slate-500">—</span>;
  return (
    <table className="w-full text-xs" data-phone="fits" data-testid="audit-changes">
      <thead>
        <tr className="text-left text-slate-600">
          <th scope="col" className="pr-2 font-semibold">
            Field
          </th>
          <th scope="col" className="pr-2 font-semibold">
            Before
          </th>
          <th scope="col" className="font-semibold">
            After
          </th>
        </tr>
      </thead>
      <tbody>
        {fields.map(([field, { before, after }]) => (
          <tr key={field} className="align-top">
            <th scope="row" className="pr-2 font-medium text-slate-800">
              {field}
            </th>
            <td className="max-w-xs pr-2 break-words text-red-800">{shown(before)}</td>
            <td className="max-w-xs break-words text-green-800">{shown(after)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
