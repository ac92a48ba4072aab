// The audit trail's one way in (decision 060): every staff write, sign-in and failed sign-in calls
// recordAudit once, from the domain function or the single save path that the admin pages and the REST API
// share, so both are recorded by the same call. There is no update or delete here on purpose: the table is
// append-only (a trigger refuses both), and only the retention sweep (audit-retention.server.ts) removes rows.
import type { Database } from "../../db/client.server.ts";
import { type AuditChanges, auditEvents } from "../../db/schema.ts";
import { maskText, maskValues } from "./masking.ts";

/** Who did it and from where: a signed-in staff member, or (a failed sign-in) the masked address typed. */
export interface AuditActor {
  id: string | null;
  email: string;
  role: string | null;
  /** The client's address as the server was told to trust it (behind a proxy: the proxy's report) */
  address: string | null;
}

export interface AuditEvent {
  actor: AuditActor;
  /** A short verb: college.update, review.take-down, staff.role-change, sign-in.failed … */
  action: string;
  subject?: { kind: string; id?: string | null; label?: string | null };
  /** From diffFields, already masked field by field; free text is swept again here */
  changes?: AuditChanges;
  at?: Date;
}

export async function recordAudit(db: Database, event: AuditEvent): Promise<void> {
  const { actor, subject } = event;
  const changes = maskValues(event.changes ?? {}, {}) as AuditChanges;
  await db.insert(auditEvents).values({
    at: event.at ?? new Date(),
    actorId: actor.id || null,
    actorEmail: actor.email,
    actorRole: actor.role,
    clientAddress: actor.address,
    action: event.action,
    subjectKind: subject?.kind ?? null,
    subjectId: subject?.id ?? null,
    subjectLabel: subject?.label ? maskText(subject.label) : null,
    changes,
  });
}
