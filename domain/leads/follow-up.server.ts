// Staff follow up an enquiry: calls (with the next one), statuses, notes and who follows it up. Each change
// is a line of lead_history with who and when. Every change first asks followUpRefusal (follow-up-rules.ts)
// with the enquiry read under a row lock, so two staff logging calls at once cannot pass the weekly limit.
import { and, eq, gte, isNull } from "drizzle-orm";
import type { Database } from "../../db/client.server.ts";
import type { CallOutcome, LeadStatus } from "../../db/lead-follow-up-values.ts";
import { admins, leadConsents, leadHistory, leads } from "../../db/schema.ts";
import { indiaDateTime } from "../clock.ts";
import {
  type FollowUpAction,
  type FollowUpState,
  followUpRefusal,
  othersEnquiry,
  type Refusal,
} from "./follow-up-rules.ts";
import { STATUS_LABEL } from "./follow-up.schema.ts";
import { followsUpLeads, openLead } from "./lead-queues.server.ts";
import { type AuditActor, recordAudit } from "../audit/audit.server.ts";
import { diffFields } from "../audit/masking.ts";

/** The signed-in staff member acting, with their address: each change is also a line of the audit trail. */
export type Staff = AuditActor;

export type FollowUpResult = { ok: true; message: string } | { ok: false; refusal: Refusal };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
// Calls older than this cannot count toward the weekly limit of a call now or later.
const WEEK_MS = 7 * 86_400_000;

type Lead = typeof leads.$inferSelect;

/** The enquiry and what the rules need of it; `lock` holds its row until the transaction ends. */
export async function followUpState(
  db: Database,
  leadId: string,
  now: Date,
  lock = false,
): Promise<{ lead: Lead; state: FollowUpState } | undefined> {
  if (!UUID.test(leadId)) return undefined;
  const query = db.select().from(leads).where(eq(leads.id, leadId));
  const [lead] = lock ? await query.for("update") : await query;
  if (!lead) return undefined;
  const [call, calls] = await Promise.all([
    db
      .select({ id: leadConsents.id })
      .from(leadConsents)
      .where(and(eq(leadConsents.leadId, leadId), eq(leadConsents.purpose, "call"), isNull(leadConsents.withdrawnAt))),
    db
      .select({ at: leadHistory.at })
      .from(leadHistory)
      .where(
        and(
          eq(leadHistory.leadId, leadId),
          eq(leadHistory.kind, "call"),
          gte(leadHistory.at, new Date(now.getTime() - WEEK_MS)),
        ),
      ),
  ]);
  const state: FollowUpState = {
    withdrawnAt: lead.withdrawnAt,
    ageBand: lead.ageBand,
    guardianConfirmedAt: lead.guardianConfirmedAt,
    callConsent: call.length > 0,
    calls: calls.map((c) => c.at),
  };
  return { lead, state };
}

/**
 * Runs `change` on the locked enquiry if the rules allow `action`; otherwise changes nothing. A change made is
 * recorded in the audit trail in the same transaction, as `audit` names it: the enquiry by its id only (never
 * the student's name or contact), a note's text hidden (staff may write a phone number in it).
 */
function withAllowed(
  db: Database,
  leadId: string,
  action: FollowUpAction,
  now: Date,
  audit: { staff: Staff; action: string; fields: Record<string, unknown> },
  change: (tx: Database, lead: Lead, state: FollowUpState) => Promise<FollowUpResult>,
): Promise<FollowUpResult> {
  return db.transaction(async (tx) => {
    const found = await followUpState(tx, leadId, now, true);
    const refusal =
      (found && othersEnquiry(audit.staff, found.lead.assignedTo)) ?? followUpRefusal(found?.state, action, now);
    if (refusal) return { ok: false, refusal };
    // No refusal means the enquiry was found: the rule refuses an enquiry not held.
    const result = await change(tx, found!.lead, found!.state);
    if (result.ok) {
      await recordAudit(tx, {
        actor: audit.staff,
        action: audit.action,
        subject: { kind: "lead", id: leadId, label: `enquiry of ${found!.lead.createdAt.toISOString().slice(0, 10)}` },
        changes: diffFields({}, audit.fields, { mask: { note: "secret" } }),
        at: now,
      });
    }
    return result;
  });
}

const by = (staff: Staff, now: Date) => ({ byAdminId: staff.id, byEmail: staff.email, at: now });

/**
 * Logs a call made now, and the next call when one is set with it (checked as a call at that time, counting
 * this one). A call that reached a new enquiry makes it "contacted"; any call counts as the first contact.
 */
export function logCall(
  db: Database,
  leadId: string,
  staff: Staff,
  call: { outcome: CallOutcome; note: string; nextCallAt?: Date },
  now: Date,
): Promise<FollowUpResult> {
  const fields = { outcome: call.outcome, note: call.note, nextCallAt: call.nextCallAt };
  return withAllowed(
    db,
    leadId,
    { kind: "call" },
    now,
    { staff, action: "lead.call", fields },
    async (tx, lead, state) => {
      if (call.nextCallAt) {
        const next = followUpRefusal(
          { ...state, calls: [...state.calls, now] },
          { kind: "schedule", at: call.nextCallAt },
          now,
        );
        if (next) return { ok: false, refusal: next };
      }
      const reached = call.outcome === "reached" && lead.status === "new";
      await tx.insert(leadHistory).values({
        leadId,
        kind: "call",
        outcome: call.outcome,
        note: call.note || null,
        nextCallAt: call.nextCallAt ?? null,
        ...by(staff, now),
      });
      if (reached)
        await tx.insert(leadHistory).values({ leadId, kind: "status", status: "contacted", ...by(staff, now) });
      await tx
        .update(leads)
        .set({
          nextCallAt: call.nextCallAt ?? null,
          contactedAt: lead.contactedAt ?? now,
          ...(reached ? { status: "contacted" as const } : {}),
        })
        .where(eq(leads.id, leadId));
      const next = call.nextCallAt ? ` Next call ${indiaDateTime(call.nextCallAt)}.` : "";
      return { ok: true, message: `Call logged.${next}` };
    },
  );
}

/** Sets the next call, checked as a call at that time. */
export function scheduleCall(db: Database, leadId: string, staff: Staff, at: Date, now: Date): Promise<FollowUpResult> {
  const audit = { staff, action: "lead.schedule-call", fields: { nextCallAt: at } };
  return withAllowed(db, leadId, { kind: "schedule", at }, now, audit, async (tx) => {
    await tx.insert(leadHistory).values({ leadId, kind: "scheduled", nextCallAt: at, ...by(staff, now) });
    await tx.update(leads).set({ nextCallAt: at }).where(eq(leads.id, leadId));
    return { ok: true, message: `Next call set for ${indiaDateTime(at)}.` };
  });
}

export function changeStatus(
  db: Database,
  leadId: string,
  staff: Staff,
  status: LeadStatus,
  now: Date,
): Promise<FollowUpResult> {
  const audit = { staff, action: "lead.status", fields: { status } };
  return withAllowed(db, leadId, { kind: "update" }, now, audit, async (tx, lead) => {
    if (lead.status === status) return { ok: true, message: `Already ${STATUS_LABEL[status]}.` };
    await tx.insert(leadHistory).values({ leadId, kind: "status", status, ...by(staff, now) });
    const contactedAt = lead.contactedAt ?? (status === "new" ? null : now);
    await tx.update(leads).set({ status, contactedAt }).where(eq(leads.id, leadId));
    return { ok: true, message: `Status: ${STATUS_LABEL[status]}.` };
  });
}

export function addNote(db: Database, leadId: string, staff: Staff, note: string, now: Date): Promise<FollowUpResult> {
  const audit = { staff, action: "lead.note", fields: { note } };
  return withAllowed(db, leadId, { kind: "update" }, now, audit, async (tx) => {
    await tx.insert(leadHistory).values({ leadId, kind: "note", note, ...by(staff, now) });
    return { ok: true, message: "Note added." };
  });
}

/** Gives the enquiry to a staff member, or back to the pool (`assigneeId` null). */
export function assignLead(
  db: Database,
  leadId: string,
  staff: Staff,
  assigneeId: string | null,
  now: Date,
): Promise<FollowUpResult> {
  const audit = { staff, action: "lead.assign", fields: { assigneeId } };
  return withAllowed(db, leadId, { kind: "update" }, now, audit, async (tx) => {
    const [assignee] = assigneeId
      ? await tx
          .select({ id: admins.id, email: admins.email })
          .from(admins)
          .where(and(eq(admins.id, assigneeId), followsUpLeads))
      : [];
    if (assigneeId && !assignee) {
      const message =
        "That account cannot be given enquiries: it is disabled, gone, or its role does not follow them up.";
      return { ok: false, refusal: { status: 409, field: "assignee", message } };
    }
    await tx.insert(leadHistory).values({
      leadId,
      kind: "assigned",
      assigneeId: assignee?.id ?? null,
      assigneeEmail: assignee?.email ?? null,
      ...by(staff, now),
    });
    await tx
      .update(leads)
      .set({ assignedTo: assignee?.id ?? null })
      .where(eq(leads.id, leadId));
    const whom = !assignee
      ? "back in the pool"
      : assignee.id === staff.id
        ? "assigned to you"
        : `assigned to ${assignee.email}`;
    return { ok: true, message: `Enquiry ${whom}.` };
  });
}

/**
 * Puts back in the pool the open enquiries of an account that stops following them up (disabled, or given a
 * role without enquiries), each with a history line, so no student waits on someone who is gone. Runs inside
 * the account change's transaction.
 */
export async function releaseLeadsOf(tx: Database, adminId: string, staff: Staff, now: Date): Promise<number> {
  const released = await tx
    .update(leads)
    .set({ assignedTo: null })
    .where(and(eq(leads.assignedTo, adminId), openLead))
    .returning({ id: leads.id });
  if (released.length) {
    await tx.insert(leadHistory).values(
      released.map(({ id }) => ({
        leadId: id,
        kind: "assigned" as const,
        assigneeId: null,
        assigneeEmail: null,
        note: "Back in the pool: the account following it up was disabled or no longer follows up enquiries.",
        ...by(staff, now),
      })),
    );
  }
  return released.length;
}
