// An enquiry's page, the parts that only show: what the student asked, what they agreed to (each purpose in
// words, with when it was given or withdrawn), their age band and the guardian, and the follow-up history.
import type { ReactNode } from "react";
import { OUTCOME_LABEL, STATUS_LABEL } from "../../../domain/leads/follow-up.schema.ts";
import type { LeadView } from "../../lib/lead-view.server.ts";

function Facts({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <dl className="mt-3 grid gap-x-6 gap-y-2 sm:grid-cols-[12rem_1fr]">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-sm font-semibold text-slate-600">{label}</dt>
          <dd className="text-slate-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

const WITHHELD = "Not shown: the student withdrew their consent";

export function AskedSection({ lead }: { lead: LeadView }) {
  return (
    <section aria-labelledby="asked-heading" className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <h2 id="asked-heading" className="text-lg font-bold text-slate-900">
        What the student asked
      </h2>
      <Facts
        rows={[
          ["Form", <span className="capitalize">{lead.source}</span>],
          ["About", lead.context || "—"],
          ["Course", lead.course],
          ["City", lead.city],
          [
            "Email",
            lead.email ? (
              <a href={`mailto:${lead.email}`} className="text-brand-700 hover:underline">
                {lead.email}
              </a>
            ) : (
              WITHHELD
            ),
          ],
          ["Phone", lead.phone ?? WITHHELD],
          ["Arrived (IST)", lead.createdAt],
        ]}
      />
    </section>
  );
}

const PURPOSE: Record<string, (institution: string) => string> = {
  brochure: () => "Send the brochure by email",
  call: () => "Calls about admission from the portal's counsellors",
  share: (institution) => `Share their details with ${institution}`,
};

const AGE = { "18-plus": "18 or over", "under-18": "Under 18", "not-asked": "Not given" } as const;

export function AgreedSection({ lead }: { lead: LeadView }) {
  const guardian =
    lead.ageBand !== "under-18"
      ? "Not needed"
      : lead.guardianConfirmedAt
        ? `${lead.guardianName ?? "A parent or guardian"} agreed on ${lead.guardianConfirmedAt}`
        : lead.guardianName
          ? `${lead.guardianName} has not agreed yet: nothing beyond the brochure until they do`
          : "None asked (the student asked for the brochure only)";
  return (
    <section aria-labelledby="agreed-heading" className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <h2 id="agreed-heading" className="text-lg font-bold text-slate-900">
        What the student agreed to
      </h2>
      <ul className="mt-3 space-y-1" data-testid="agreed">
        {lead.terms ? (
          <li>The terms and the privacy notice{lead.noticeVersion ? ` (version ${lead.noticeVersion})` : ""}</li>
        ) : null}
        {lead.consents.map((c) => (
          <li key={`${c.purpose}-${c.institution}`} className={c.withdrawnAt ? "text-slate-500" : undefined}>
            {PURPOSE[c.purpose](c.institution)}: agreed {c.grantedAt}
            {c.withdrawnAt ? <strong className="text-red-800">; withdrawn {c.withdrawnAt}</strong> : null}
          </li>
        ))}
      </ul>
      <Facts
        rows={[
          ["Age", AGE[lead.ageBand ?? "not-asked"]],
          ["Parent or guardian", guardian],
        ]}
      />
    </section>
  );
}

export function HistorySection({ history }: { history: LeadView["history"] }) {
  return (
    <section aria-labelledby="history-heading" className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <h2 id="history-heading" className="text-lg font-bold text-slate-900">
        History
      </h2>
      {history.length === 0 ? (
        <p className="mt-2 text-slate-600">Nothing done yet.</p>
      ) : (
        <ol className="mt-3 space-y-2" data-testid="history">
          {history.map((h) => (
            <li key={h.id} className="border-l-2 border-brand-100 pl-3">
              <p className="text-slate-900">{historyText(h)}</p>
              <p className="text-xs text-slate-600">
                {h.at} · {h.byEmail}
              </p>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

/** A note as a sentence, so what follows it reads apart. */
const sentence = (text: string) => (/[.!?]$/.test(text) ? text : `${text}.`);

function historyText(h: LeadView["history"][number]): string {
  const next = h.nextCallAt ? ` Next call ${h.nextCallAt}.` : "";
  switch (h.kind) {
    case "status":
      return `Status: ${STATUS_LABEL[h.status!]}.`;
    case "note":
      return `Note: ${h.note}`;
    case "call":
      return `Call: ${OUTCOME_LABEL[h.outcome!]}.${h.note ? ` ${sentence(h.note)}` : ""}${next}`;
    case "scheduled":
      return `Next call set for ${h.nextCallAt}.`;
    case "assigned":
      return h.assigneeEmail ? `Assigned to ${h.assigneeEmail}.` : "Put back in the pool.";
  }
}
