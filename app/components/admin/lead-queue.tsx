// The leads page's tabs (every enquiry, for those who may see them all; my queue; the pool) and the queue's table: each enquiry with its
// status, its next call (overdue ones marked) and whether it may be called, linked to its page.
import { Link } from "react-router";
import { type LeadStatus, STATUS_LABEL } from "../../../domain/leads/follow-up.schema.ts";
import type { Queue } from "../../../domain/leads/lead-queues.server.ts";
import { Cell, Row } from "./list-page.tsx";

const tabs: { queue?: Queue; label: string }[] = [
  { label: "All enquiries" },
  { queue: "mine", label: "My queue" },
  { queue: "pool", label: "The pool" },
];

export function QueueTabs({ queue, everyLead }: { queue?: Queue; everyLead: boolean }) {
  return (
    <nav aria-label="Which enquiries" className="mt-3 flex gap-1">
      {tabs
        .filter((t) => t.queue || everyLead)
        .map((t) => (
          <Link
            key={t.label}
            to={t.queue ? `/admin/leads?queue=${t.queue}` : "/admin/leads"}
            aria-current={t.queue === queue ? "page" : undefined}
            className={`rounded-lg px-3 py-1.5 text-sm font-semibold ${t.queue === queue ? "bg-brand-700 text-white" : "text-brand-700 hover:bg-brand-50"}`}
          >
            {t.label}
          </Link>
        ))}
    </nav>
  );
}

export interface QueueRow {
  id: string;
  name: string;
  course: string;
  status: LeadStatus;
  nextCallAt: string | null;
  overdue: boolean;
  doNotCall: boolean;
  createdAt: string;
}

export function QueueTable({ rows, queue }: { rows: QueueRow[]; queue: Queue }) {
  if (rows.length === 0) {
    return (
      <p className="mt-6 rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center text-slate-600">
        {queue === "mine" ? "Nothing assigned to you is open." : "Every open enquiry has someone following it up."}
      </p>
    );
  }
  return (
    <div className="mt-5 overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm">
      <table className="card-table w-full text-left text-sm">
        <thead className="bg-slate-100 text-xs uppercase tracking-wide text-slate-700">
          <tr>
            {["Name", "Course", "Status", "Next call (IST)", "Calls", "Arrived (IST)"].map((h) => (
              <th key={h} scope="col" className="whitespace-nowrap px-4 py-3 font-semibold">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200" data-testid="queue-rows">
          {rows.map((l) => (
            <Row key={l.id}>
              <Cell label="Name" strong>
                <Link to={`/admin/leads/${l.id}`} className="text-brand-700 hover:underline">
                  {l.name}
                </Link>
              </Cell>
              <Cell label="Course">{l.course}</Cell>
              <Cell label="Status">{STATUS_LABEL[l.status]}</Cell>
              <Cell label="Next call">
                {l.nextCallAt ?? "—"}
                {l.overdue ? <strong className="ml-2 text-red-800">overdue</strong> : null}
              </Cell>
              <Cell label="Calls">{l.doNotCall ? "Do not call" : "May call"}</Cell>
              <Cell label="Arrived">
                <span className="whitespace-nowrap">{l.createdAt}</span>
              </Cell>
            </Row>
          ))}
        </tbody>
      </table>
    </div>
  );
}
