// What a one-time link does once its holder has chosen a password: an invite makes the account (and signs
// the colleague in), a reset sets the account's new password and ends every session it had. Asking for a
// reset answers the same whether or not the email has an account.
import { and, eq, isNull } from "drizzle-orm";
import type { Database } from "../../db/client.server.ts";
import { admins } from "../../db/schema.ts";
import { queueMail } from "../mail/outbox.server.ts";
import { type Admin, hashPassword, setPasswordHash } from "./admins.server.ts";
import { createSession, type NewSession } from "./sessions.server.ts";
import { createLink, redeemLink } from "./staff-links.server.ts";
import { resetMail } from "./staff-emails.ts";
import { recordAudit } from "../audit/audit.server.ts";
import { diffFields } from "../audit/masking.ts";

/** Queues a reset link if an enabled account has this email; otherwise does nothing, and says nothing. */
export async function requestPasswordReset(
  db: Database,
  email: string,
  siteUrl: string,
  now = new Date(),
): Promise<void> {
  const [account] = await db
    .select({ id: admins.id })
    .from(admins)
    .where(and(eq(admins.email, email), isNull(admins.disabledAt)));
  if (!account) return;
  const token = await createLink(db, "reset", { email, adminId: account.id }, now);
  await queueMail(db, resetMail(email, siteUrl, token), now);
}

export type LinkResult =
  | { outcome: "joined"; admin: Omit<Admin, "totp">; session: NewSession }
  | { outcome: "reset" }
  | { outcome: "invalid" };

/** Uses a one-time link with the password its holder chose. */
export async function redeemPasswordLink(
  db: Database,
  token: string,
  password: string,
  now = new Date(),
  /** Where the link was used from, for the audit trail (the set-password page passes it) */
  clientAddress: string | null = null,
): Promise<LinkResult> {
  // Hashed first: argon2 takes a moment, and the link is used (deleted) only when everything else is ready.
  const passwordHash = await hashPassword(password);
  const link = await redeemLink(db, token, now);
  if (!link) return { outcome: "invalid" };
  if (link.purpose === "reset") {
    if (!link.adminId) return { outcome: "invalid" };
    await setPasswordHash(db, link.adminId, passwordHash);
    await recordAudit(db, {
      actor: { id: link.adminId, email: link.email, role: null, address: clientAddress },
      action: "account.password-reset",
      subject: { kind: "account", id: link.adminId, label: link.email },
      at: now,
    });
    return { outcome: "reset" };
  }
  // An accepted claim makes an institution's representative (decision 059); an invite, a staff member.
  const claim = link.purpose === "claim" && link.institutionCode;
  const role = claim ? "representative" : (link.role ?? "counsellor");
  const [row] = await db
    .insert(admins)
    .values({
      email: link.email,
      name: link.name,
      role,
      institutionCode: claim || null,
      passwordHash,
      lastSignInAt: now,
    })
    .onConflictDoNothing({ target: admins.email })
    .returning({ id: admins.id });
  // Someone made an account with this email meanwhile: the invite is spent and signs nobody in.
  if (!row) return { outcome: "invalid" };
  const session = await createSession(db, row.id, { now });
  await recordAudit(db, {
    actor: { id: row.id, email: link.email, role, address: clientAddress },
    action: claim ? "account.create-representative" : "account.create",
    subject: { kind: "account", id: row.id, label: link.email },
    changes: diffFields({}, { role, institutionCode: claim || null }),
    at: now,
  });
  return { outcome: "joined", admin: { id: row.id, email: link.email, role }, session };
}
