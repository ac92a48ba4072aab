// An enquiry's detail as its page shows it: instants as India time, what the form needs as plain strings. A
// withdrawn enquiry keeps no contact details on screen: nobody may contact the student about it any more.
import { indiaDateTime } from "../../domain/clock.ts";
import { courseOptions } from "../../domain/leads/course-options.ts";
import type { LeadDetail } from "../../domain/leads/lead-detail.server.ts";

const when = (d: Date | null) => (d ? indiaDateTime(d) : null);

export function leadView({ lead, consents, history, assigneeEmail, callRefusal, callsThisWeek }: LeadDetail) {
  return {
    id: lead.id,
    name: lead.name,
    email: lead.withdrawnAt ? null : lead.email,
    phone: lead.withdrawnAt ? null : lead.phone.replace(/^\+91(\d{5})(\d{5})$/, "+91 $1 $2"),
    city: lead.city,
    course: courseOptions.find((o) => o.value === lead.course)?.label ?? lead.course,
    source: lead.source,
    context: lead.context,
    terms: lead.terms,
    noticeVersion: lead.noticeVersion,
    createdAt: indiaDateTime(lead.createdAt),
    ageBand: lead.ageBand,
    guardianName: lead.guardianName,
    guardianConfirmedAt: when(lead.guardianConfirmedAt),
    withdrawnAt: when(lead.withdrawnAt),
    status: lead.status,
    assignedTo: lead.assignedTo,
    assigneeEmail,
    nextCallAt: when(lead.nextCallAt),
    consent: lead.consent,
    consents: consents.map((c) => ({ ...c, grantedAt: indiaDateTime(c.grantedAt), withdrawnAt: when(c.withdrawnAt) })),
    history: history.map((h) => ({ ...h, at: indiaDateTime(h.at), nextCallAt: when(h.nextCallAt) })),
    callRefusal: callRefusal?.message ?? null,
    callsThisWeek,
  };
}

export type LeadView = ReturnType<typeof leadView>;
