// /admin/audit: the audit trail (decision 060), admins only. Every staff write, sign-in and failed sign-in,
// newest first, filtered through the address (who, action, kind of record, days), 25 a page; each row says
// who, when, from where, what, and the changed fields before and after, personal data masked.
import { useLocation } from "react-router";
import { dbContext } from "#context";
import { indiaDateTime } from "../../../domain/clock.ts";
import { auditSubjectKinds, readAuditFilter, searchAuditEvents } from "../../../domain/audit/audit-search.server.ts";
import { pageSlice } from "../../../domain/paging.ts";
import { leftOutNote } from "../../../domain/read-query.ts";
import { AuditFilters, ChangedFields } from "../../components/admin/audit-list.tsx";
import { Cell, Row } from "../../components/admin/list-page.tsx";
import { pageHref, Pagination } from "../../components/catalogue/pagination.tsx";
import { PAGE_SIZE, pageNumber } from "../../lib/admin-form.ts";
import type { Route } from "./+types/audit";

export async function loader({ context, url }: Route.LoaderArgs) {
  const db = context.get(dbContext);
  const { values: filter, invalid } = readAuditFilter(url.searchParams);
  const page = pageNumber(url);
  const [found, kinds] = await Promise.all([
    searchAuditEvents(db, filter, pageSlice(page, PAGE_SIZE)),
    auditSubjectKinds(db),
  ]);
  const events = found.rows.map((e) => ({ ...e, at: indiaDateTime(e.at) }));
  return { filter, kinds, page, total: found.total, events, note: leftOutNote(invalid) };
}

export default function Audit({ loaderData: d }: Route.ComponentProps) {
  const { pathname } = useLocation();
  const params = new URLSearchParams(Object.entries(d.filter).filter((entry): entry is [string, string] => !!entry[1]));
  return (
    <>
      <title>Audit trail · Admin</title>
      <h1 className="text-2xl font-bold text-slate-900">Audit trail</h1>
      <p className="text-sm text-slate-600" data-testid="list-count">
        {d.total} {params.size ? "matching the filter" : "in all"}. Every change by staff, every sign-in and failed
        sign-in; kept as recorded, students&apos; contact details masked.
      </p>
      <AuditFilters filter={d.filter} kinds={d.kinds} />
      {d.note ? <p className="mt-2 text-sm text-amber-900">{d.note}</p> : null}
      {d.events.length === 0 ? (
        <p className="mt-6 rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center text-slate-600">
          Nothing recorded matches.
        </p>
      ) : (
        <div className="mt-5 overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm">
          <table className="card-table w-full text-left text-sm">
            <thead className="bg-slate-100 text-xs uppercase tracking-wide text-slate-700">
              <tr>
                {["When (IST)", "Who", "From", "Action", "Record", "Changes"].map((h) => (
                  <th key={h} scope="col" className="whitespace-nowrap px-4 py-3 font-semibold">
                    {h}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200" data-testid="audit-rows">
              {d.events.map((e) => (
                <Row key={e.id}>
                  <Cell label="When">
                    <span className="whitespace-nowrap">{e.at}</span>
                  </Cell>
                  <Cell label="Who" strong>
                    {e.actorEmail}
                    {e.actorRole ? <span className="block text-xs text-slate-500">{e.actorRole}</span> : null}
                  </Cell>
                  <Cell label="From">{e.clientAddress ?? "—"}</Cell>
                  <Cell label="Action">
                    <code className="whitespace-nowrap">{e.action}</code>
                  </Cell>
                  <Cell label="Record">
                    {e.subjectKind ? `${e.subjectKind}: ${e.subjectLabel ?? e.subjectId ?? ""}` : "—"}
                  </Cell>
                  <Cell label="Changes">
                    <ChangedFields changes={e.changes} />
                  </Cell>
                </Row>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pagination
        page={d.page}
        pageCount={Math.max(1, Math.ceil(d.total / PAGE_SIZE))}
        hrefFor={(n) => pageHref(pathname, params, n)}
      />
    </>
  );
}
