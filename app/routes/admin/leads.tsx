// /admin/leads: every lead with course, source, context, consent (what the student allows: a call, sharing
// with which institutions) and date; filters by date range
// (India days), source and course; search; 25 per page; export of the filtered leads to CSV. Tabs: "My queue"
// (?queue=mine, the signed-in staff member's open enquiries, the next call due first) and the pool
// (?queue=pool, open enquiries nobody follows up). Each name opens the enquiry's page. The list of every
// enquiry and its export are an admin's: a counsellor is sent to their own queue (decision 058).
import { Download } from "lucide-react";
import { Form, Link, redirect, useLocation } from "react-router";
import { z } from "zod";
import { dbContext } from "#context";
import { indiaDateTime } from "../../../domain/clock.ts";
import { leadQueue } from "../../../domain/leads/lead-queues.server.ts";
import { queryReader } from "../../../domain/read-query.ts";
import { may } from "../../../domain/admins/roles.ts";
import { QueueTable, QueueTabs } from "../../components/admin/lead-queue.tsx";
import { adminSessionContext } from "../../lib/admin-session.server.ts";
import { courseOptions } from "../../../domain/leads/course-options.ts";
import { leadFilterParams, parseLeadFilter } from "../../../domain/leads/lead-filter.ts";
import { pageSlice } from "../../../domain/paging.ts";
import { istTime, listLeadExports, searchLeads, type LeadConsent } from "../../../domain/leads/lead-search.server.ts";
import { LeadFilters, RecentExports } from "../../components/admin/lead-filters.tsx";
import { Cell, Row } from "../../components/admin/list-page.tsx";
import { pageHref, Pagination } from "../../components/catalogue/pagination.tsx";
import { PAGE_SIZE, pageNumber } from "../../lib/admin-form.ts";
import type { Route } from "./+types/leads";

const readQueue = queryReader({ queue: z.enum(["mine", "pool"]) });

async function queueData({ context, url }: Route.LoaderArgs, queue: "mine" | "pool") {
  const page = pageNumber(url);
  const { adminId: me, role } = context.get(adminSessionContext);
  const found = await leadQueue(context.get(dbContext), queue, me, pageSlice(page, PAGE_SIZE));
  const now = Date.now();
  const rows = found.rows.map((l) => ({
    id: l.id,
    name: l.name,
    course: courseLabel(l.course),
    status: l.status,
    nextCallAt: l.nextCallAt ? indiaDateTime(l.nextCallAt) : null,
    overdue: !!l.nextCallAt && l.nextCallAt.getTime() < now,
    doNotCall: l.consent.doNotCall,
    createdAt: istTime(l.createdAt),
  }));
  return { queue, page, total: found.total, rows, everyLead: may(role, "all-leads") };
}

export async function loader(args: Route.LoaderArgs) {
  const { context, url } = args;
  const queue = readQueue(url.searchParams).values.queue;
  if (queue) return queueData(args, queue);
  if (!may(context.get(adminSessionContext).role, "all-leads")) throw redirect("/admin/leads?queue=mine");
  const db = context.get(dbContext);
  const filter = parseLeadFilter(url.searchParams);
  const page = pageNumber(url);
  const [found, exports] = await Promise.all([
    searchLeads(db, filter, pageSlice(page, PAGE_SIZE)),
    listLeadExports(db, 5),
  ]);
  const leads = found.rows.map((l) => ({ ...l, createdAt: istTime(l.createdAt) }));
  return {
    queue: undefined,
    filter,
    page,
    total: found.total,
    leads,
    exports: exports.map((e) => ({ ...e, createdAt: istTime(e.createdAt) })),
  };
}

const courseLabel = (v: string) => courseOptions.find((o) => o.value === v)?.label ?? v;

export default function Leads({ loaderData }: Route.ComponentProps) {
  const { pathname } = useLocation();
  if (loaderData.queue) return <QueuePage {...loaderData} queue={loaderData.queue} />;
  const d = loaderData;
  const f = d.filter;
  const params = leadFilterParams(f);
  const hrefFor = (n: number) => pageHref(pathname, params, n);
  return (
    <>
      <title>Leads · Admin</title>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold text-slate-900">Leads</h1>
          <p className="text-sm text-slate-600" data-testid="list-count">
            {d.total} {params.size ? "matching the filter" : "in all"} (erased enquiries are gone and not counted)
          </p>
        </div>
        <Form method="post" action="/admin/leads/export" reloadDocument>
          {[...params].map(([k, v]) => (
            <input key={k} type="hidden" name={k} value={v} />
          ))}
          <button
            type="submit"
            disabled={d.total === 0}
            className="inline-flex items-center gap-2 rounded-lg bg-accent-700 px-4 py-2.5 text-sm font-bold text-white shadow-sm hover:bg-accent-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-900 disabled:opacity-60"
          >
            <Download aria-hidden="true" className="size-4" />
            Export CSV ({d.total})
          </button>
        </Form>
      </div>
      <QueueTabs everyLead />
      <LeadFilters filter={f} />
      {d.leads.length === 0 ? (
        <p className="mt-6 rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center text-slate-600">
          No leads match.
        </p>
      ) : (
        <div className="mt-5 overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm">
          <table className="card-table w-full text-left text-sm">
            <thead className="bg-slate-100 text-xs uppercase tracking-wide text-slate-700">
              <tr>
                {[
                  "Name",
                  "Email",
                  "Phone",
                  "City",
                  "Course",
                  "Source",
                  "Context",
                  "Agreed to",
                  "Age",
                  "Follow-up",
                  "Date (IST)",
                ].map((h) => (
                  <th key={h} scope="col" className="whitespace-nowrap px-4 py-3 font-semibold">
                    {h}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200" data-testid="leads-rows">
              {d.leads.map((l) => (
                <Row key={l.id}>
                  <Cell label="Name" strong>
                    <Link to={`/admin/leads/${l.id}`} className="text-brand-700 hover:underline">
                      {l.name}
                    </Link>
                  </Cell>
                  <Cell label="Email">
                    <a href={`mailto:${l.email}`} className="text-brand-700 hover:underline">
                      {l.email}
                    </a>
                  </Cell>
                  <Cell label="Phone">
                    <a href={`tel:${l.phone}`} className="whitespace-nowrap text-brand-700 hover:underline">
                      {l.phone.replace(/^\+91(\d{5})(\d{5})$/, "+91 $1 $2")}
                    </a>
                  </Cell>
                  <Cell label="City">{l.city}</Cell>
                  <Cell label="Course">{courseLabel(l.course)}</Cell>
                  <Cell label="Source">
                    <span className="capitalize">{l.source}</span>
                  </Cell>
                  <Cell label="Context">{l.context || "—"}</Cell>
                  <Cell label="Agreed to">
                    <AgreedTo terms={l.terms} consent={l.consent} />
                  </Cell>
                  <Cell label="Age">{AGE[l.ageBand ?? "not-asked"]}</Cell>
                  <Cell label="Follow-up">
                    <FollowUp consent={l.consent} />
                  </Cell>
                  <Cell label="Date">
                    <span className="whitespace-nowrap">{l.createdAt}</span>
                  </Cell>
                </Row>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pagination page={d.page} pageCount={Math.max(1, Math.ceil(d.total / PAGE_SIZE))} hrefFor={hrefFor} />
      <RecentExports exports={d.exports} />
    </>
  );
}

// Enquiries made before the form asked the age have none.
const AGE = { "18-plus": "18 or over", "under-18": "Under 18", "not-asked": "Not asked" } as const;

/** What the student agreed to, in words, as it stands (a withdrawn purpose is no longer listed). */
function AgreedTo({ terms, consent }: { terms: boolean; consent: LeadConsent }) {
  const agreed = [
    ...(terms ? ["the terms and privacy notice"] : []),
    ...(consent.brochure ? ["the brochure by email"] : []),
    ...(consent.call ? ["calls about admission"] : []),
    ...(consent.shareWith.length ? [`sharing with ${consent.shareWith.join(", ")}`] : []),
  ];
  return <span className="text-xs text-slate-800">{agreed.length ? agreed.join("; ") : "Nothing"}</span>;
}

/** What the student allows: staff call only without the do-not-call mark, and share only where listed. */
function FollowUp({ consent }: { consent: LeadConsent }) {
  return (
    <span className="flex flex-col items-start gap-1">
      {consent.doNotCall ? (
        <span className="whitespace-nowrap rounded-full bg-red-100 px-2 py-0.5 text-xs font-bold text-red-900">
          Do not call
        </span>
      ) : (
        <span className="whitespace-nowrap rounded-full bg-green-100 px-2 py-0.5 text-xs font-bold text-green-900">
          May call
        </span>
      )}
      {consent.awaitingGuardian ? <span className="text-xs text-slate-700">Awaiting guardian</span> : null}
      {consent.shareWith.length ? (
        <span className="text-xs text-slate-700">Share with: {consent.shareWith.join(", ")}</span>
      ) : null}
    </span>
  );
}

type QueueData = Awaited<ReturnType<typeof queueData>>;

function QueuePage({ queue, page, total, rows, everyLead }: QueueData) {
  const { pathname } = useLocation();
  const params = new URLSearchParams({ queue });
  return (
    <>
      <title>{queue === "mine" ? "My queue · Leads · Admin" : "The pool · Leads · Admin"}</title>
      <h1 className="text-2xl font-bold text-slate-900">Leads</h1>
      <QueueTabs queue={queue} everyLead={everyLead} />
      <p className="mt-3 text-sm text-slate-600" data-testid="list-count">
        {total}{" "}
        {queue === "mine"
          ? "open, assigned to you; the next call due first"
          : "open, nobody following them up; the oldest first"}
      </p>
      <QueueTable rows={rows} queue={queue} />
      <Pagination
        page={page}
        pageCount={Math.max(1, Math.ceil(total / PAGE_SIZE))}
        hrefFor={(n) => pageHref(pathname, params, n)}
      />
    </>
  );
}
