// Staff accounts as an admin manages them on /admin/staff: the list, invites, roles, turning accounts off and
// on. At least one enabled admin always remains, so nobody can lock the portal's staff out of its staff pages.
import { and, asc, eq, gt, isNull } from "drizzle-orm";
import type { Database } from "../../db/client.server.ts";
import { admins, sessions, staffLinks } from "../../db/schema.ts";
import { InputError } from "../errors.ts";
import { queueMail } from "../mail/outbox.server.ts";
import { releaseLeadsOf } from "../leads/follow-up.server.ts";
import { isStaffRole, may, type StaffRole } from "./roles.ts";
import { createLink } from "./staff-links.server.ts";
import { inviteMail } from "./staff-emails.ts";
import { type AuditActor, recordAudit } from "../audit/audit.server.ts";
import { diffFields } from "../audit/masking.ts";

export interface StaffMember {
  id: string;
  email: string;
  name: string | null;
  role: StaffRole;
  status: "active" | "disabled" | "invited";
  lastSignInAt: Date | null;
  /** An invite's end (invited only) */
  expiresAt?: Date;
}

export async function listStaff(db: Database, now = new Date()): Promise<StaffMember[]> {
  // Institutions' representatives sign in the same way but are not the staff's colleagues (decision 059).
  const accounts = (await db.select().from(admins).orderBy(asc(admins.email))).flatMap((a) =>
    isStaffRole(a.role) ? [{ ...a, role: a.role }] : [],
  );
  const invites = await db
    .select()
    .from(staffLinks)
    .where(and(eq(staffLinks.purpose, "invite"), gt(staffLinks.expiresAt, now)))
    .orderBy(asc(staffLinks.email));
  return [
    ...accounts.map((a) => ({
      id: a.id,
      email: a.email,
      name: a.name,
      role: a.role,
      status: a.disabledAt ? ("disabled" as const) : ("active" as const),
      lastSignInAt: a.lastSignInAt,
    })),
    ...invites.map((i) => ({
      id: `invite:${i.email}`,
      email: i.email,
      name: i.name,
      role: i.role ?? "counsellor",
      status: "invited" as const,
      lastSignInAt: null,
      expiresAt: i.expiresAt,
    })),
  ];
}

export interface Invite {
  email: string;
  name: string;
  role: StaffRole;
}

/** Mails a colleague a one-time link to make their account. Says whether the email was queued. */
export async function inviteStaff(
  db: Database,
  invite: Invite,
  { by, siteUrl }: { by: AuditActor; siteUrl: string },
  now = new Date(),
): Promise<boolean> {
  const [existing] = await db.select({ id: admins.id }).from(admins).where(eq(admins.email, invite.email));
  if (existing) throw new InputError({ email: "This email already has a staff account." });
  // The link, its record in the audit trail and the mail that carries it are saved together or not at all.
  return db.transaction(async (tx) => {
    const token = await createLink(tx, "invite", { ...invite, invitedBy: by.email }, now);
    await recordAudit(tx, {
      actor: by,
      action: "staff.invite",
      subject: { kind: "account", label: invite.email },
      changes: diffFields(
        {},
        { email: invite.email, name: invite.name, role: invite.role },
        { mask: { email: "email" } },
      ),
      at: now,
    });
    return queueMail(tx, inviteMail(invite.email, invite.name, invite.role, siteUrl, token), now);
  });
}

/**
 * Changes an account's role, or turns it off (its sessions end at once) or on. Refused when it would leave no
 * enabled admin. Runs with the enabled admins' rows locked, so two admins demoting each other at once cannot
 * both succeed.
 */
export async function updateAccount(
  db: Database,
  id: string,
  change: { role: StaffRole } | { disabled: boolean },
  by: AuditActor,
  now = new Date(),
): Promise<void> {
  await db.transaction(async (tx) => {
    const active = await tx
      .select({ id: admins.id })
      .from(admins)
      .where(and(eq(admins.role, "admin"), isNull(admins.disabledAt)))
      .for("update");
    const [target] = await tx.select().from(admins).where(eq(admins.id, id));
    if (!target) throw new InputError({ id: "This account does not exist." });
    const losesAdmin = "role" in change ? change.role !== "admin" : change.disabled;
    if (losesAdmin && active.length === 1 && active[0].id === id) {
      throw new InputError({
        id: "This is the only enabled admin: make another account an admin first, so someone can still manage staff.",
      });
    }
    if ("role" in change) {
      await tx.update(admins).set({ role: change.role }).where(eq(admins.id, id));
    } else {
      await tx
        .update(admins)
        .set({ disabledAt: change.disabled ? (target.disabledAt ?? now) : null })
        .where(eq(admins.id, id));
      if (change.disabled) await tx.delete(sessions).where(eq(sessions.adminId, id));
    }
    // An account that stops following up enquiries gives its open ones back to the pool (decision 058).
    const stopsFollowingUp = "role" in change ? !may(change.role, "leads") : change.disabled;
    const released = stopsFollowingUp ? await releaseLeadsOf(tx, id, by, now) : 0;
    // Recorded in the same transaction: an account's role or access never changes without its record.
    const [action, before, after] =
      "role" in change
        ? [
            "staff.role-change",
            { role: target.role },
            { ...change, ...(released ? { enquiriesToPool: released } : {}) },
          ]
        : [
            change.disabled ? "staff.disable" : "staff.enable",
            { disabled: !!target.disabledAt },
            { ...change, ...(released ? { enquiriesToPool: released } : {}) },
          ];
    const subject = { kind: "account", id, label: target.email };
    await recordAudit(tx, { actor: by, action, subject, changes: diffFields(before, after), at: now });
  });
}
