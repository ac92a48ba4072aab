// One enquiry as staff see it on its page: what the student asked, what they agreed to (each purpose with
// when it was given and withdrawn), the age band and the guardian, where the follow-up stands, its history,
// and whether a call may be logged now (and if not, why).
import { asc, desc, eq } from "drizzle-orm";
import type { Database } from "../../db/client.server.ts";
import { admins, leadConsents, leadHistory } from "../../db/schema.ts";
import type { Refusal } from "./follow-up-rules.ts";
import { followUpRefusal } from "./follow-up-rules.ts";
import { followUpState } from "./follow-up.server.ts";
import { followsUpLeads } from "./lead-queues.server.ts";
import { type StaffLead, withConsent } from "./lead-search.server.ts";

type ConsentRecord = Pick<typeof leadConsents.$inferSelect, "purpose" | "institution" | "grantedAt" | "withdrawnAt">;
type HistoryLine = typeof leadHistory.$inferSelect;

export interface LeadDetail {
  lead: StaffLead;
  consents: ConsentRecord[];
  assigneeEmail: string | null;
  /** Newest first */
  history: HistoryLine[];
  /** Why a call may not be logged now; undefined when it may */
  callRefusal: Refusal | undefined;
  /** Calls logged in the last 7 days */
  callsThisWeek: number;
}

export async function leadDetail(db: Database, leadId: string, now: Date): Promise<LeadDetail | undefined> {
  const found = await followUpState(db, leadId, now);
  if (!found) return undefined;
  const [[lead], consents, history, assignee] = await Promise.all([
    withConsent(db, [found.lead]),
    db
      .select({
        purpose: leadConsents.purpose,
        institution: leadConsents.institution,
        grantedAt: leadConsents.grantedAt,
        withdrawnAt: leadConsents.withdrawnAt,
      })
      .from(leadConsents)
      .where(eq(leadConsents.leadId, leadId))
      .orderBy(asc(leadConsents.grantedAt), asc(leadConsents.purpose)),
    db
      .select()
      .from(leadHistory)
      .where(eq(leadHistory.leadId, leadId))
      .orderBy(desc(leadHistory.at), desc(leadHistory.id)),
    found.lead.assignedTo
      ? db.select({ email: admins.email }).from(admins).where(eq(admins.id, found.lead.assignedTo))
      : Promise.resolve([]),
  ]);
  return {
    lead,
    consents,
    assigneeEmail: assignee[0]?.email ?? null,
    history,
    callRefusal: followUpRefusal(found.state, { kind: "call" }, now),
    callsThisWeek: found.state.calls.filter((c) => c.getTime() <= now.getTime()).length,
  };
}

/** Who may be given an enquiry: enabled staff accounts whose role follows up enquiries (decision 058). */
export function listFollowUpStaff(db: Database): Promise<{ id: string; email: string }[]> {
  return db
    .select({ id: admins.id, email: admins.email })
    .from(admins)
    .where(followsUpLeads)
    .orderBy(asc(admins.email));
}
