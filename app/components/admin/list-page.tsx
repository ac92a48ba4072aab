// One admin list: heading with its count and Add button, a search box, the rows (a table on a laptop,
// cards on a phone), paging 25 at a time, and the one delete confirmation dialog of the page.
import { Plus, Search } from "lucide-react";
import type { ReactNode } from "react";
import { Form, Link, useLocation } from "react-router";
import { pageHref, Pagination } from "../catalogue/pagination.tsx";
import { inputClass } from "../ui/field.tsx";
import { DeleteProvider } from "./delete-dialog.tsx";

interface Props {
  title: string;
  addLabel: string;
  addTo: string;
  /** The spec's question, e.g. 'Are you sure you want to delete this slider?' */
  deleteQuestion: string;
  searchLabel: string;
  q: string;
  total: number;
  page: number;
  pageSize: number;
  headers: string[];
  children: ReactNode;
}

export function ListPage({
  title,
  addLabel,
  addTo,
  deleteQuestion,
  searchLabel,
  q,
  total,
  page,
  pageSize,
  headers,
  children,
}: Props) {
  const { pathname } = useLocation();
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const hrefFor = (n: number) => pageHref(pathname, new URLSearchParams(q ? { q } : {}), n);
  return (
    <DeleteProvider question={deleteQuestion}>
      <title>{`${title} · Admin`}</title>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
          <p className="mt-0.5 text-sm text-slate-600" data-testid="list-count">
            {q ? `${total} matching “${q}”` : `${total} in all`}
          </p>
        </div>
        <Link
          to={addTo}
          className="inline-flex items-center gap-2 rounded-lg bg-accent-700 px-4 py-2.5 text-sm font-bold text-white shadow-sm hover:bg-accent-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-900"
        >
          <Plus aria-hidden="true" className="size-4" />
          {addLabel}
        </Link>
      </div>
      <Form method="get" role="search" className="mt-4 flex max-w-xl gap-2">
        <label htmlFor="list-search" className="sr-only">
          {searchLabel}
        </label>
        <input
          id="list-search"
          name="q"
          type="search"
          defaultValue={q}
          placeholder={searchLabel}
          className={inputClass.replace("mt-1 ", "")}
        />
        <button
          type="submit"
          className="inline-flex shrink-0 items-center gap-2 rounded-lg border border-slate-300 bg-white px-4 font-semibold text-slate-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          <Search aria-hidden="true" className="size-4" />
          Search
        </button>
      </Form>
      {total === 0 ? (
        <p className="mt-6 rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center text-slate-600">
          {q ? "Nothing matches this search." : "Nothing here yet."}
        </p>
      ) : (
        <div className="mt-5 overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
          <table className="card-table w-full text-left text-sm">
            <thead className="bg-slate-100 text-xs uppercase tracking-wide text-slate-700">
              <tr>
                {headers.map((h) => (
                  <th key={h} scope="col" className="px-4 py-3 font-semibold">
                    {h || <span className="sr-only">Actions</span>}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200">{children}</tbody>
          </table>
        </div>
      )}
      <Pagination page={page} pageCount={pageCount} hrefFor={hrefFor} />
    </DeleteProvider>
  );
}

/** A row: a card on a phone, a table row on a laptop (the site's card-table, decision 027). */
export function Row({ children }: { children: ReactNode }) {
  return <tr className="hover:bg-slate-50">{children}</tr>;
}

/** A cell, labelled by its column name on a phone, where the table head is not shown; `strong` titles the card. */
export function Cell({ label, children, strong }: { label: string; children: ReactNode; strong?: boolean }) {
  return (
    <td
      data-label={label}
      className={`px-4 py-3 break-words ${strong ? "card-title font-semibold text-slate-900" : "text-slate-700"}`}
    >
      {children}
    </td>
  );
}
