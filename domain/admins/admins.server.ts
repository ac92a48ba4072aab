// Staff accounts: argon2id password hashes, the start-up account, and checking a sign-in.
import { hash, verify } from "@node-rs/argon2";
import { and, count, eq, isNull, ne } from "drizzle-orm";
import type { Database } from "../../db/client.server.ts";
import { admins, sessions } from "../../db/schema.ts";
import { type AuditActor, recordAudit } from "../audit/audit.server.ts";
import { diffFields } from "../audit/masking.ts";

import type { AccountRole } from "../../db/staff-values.ts";

export interface Admin {
  id: string;
  email: string;
  role: AccountRole;
  /** The TOTP secret, once confirmed: sign-in then asks for a code */
  totp?: { secret: string };
}

// @node-rs/argon2 hashes with argon2id by default; these are OWASP's minimum settings (19 MiB, 2 passes).
const HASH_OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, HASH_OPTIONS);
}

let dummyHash: Promise<string> | undefined;

/**
 * Creates the admin, or sets its password when it exists and the password is a new one. A new password ends
 * every session of that admin: whoever knew the old one may have signed in with it. The same password again
 * (every start with ADMIN_PASSWORD set) changes nothing, so a restart does not sign staff out. The account the
 * environment names is an admin, enabled: whoever runs the server can always get back in.
 */
export async function ensureAdmin(
  db: Database,
  email: string,
  password: string,
): Promise<Omit<Admin, "totp"> & { created: boolean; passwordChanged: boolean }> {
  const normalised = email.trim().toLowerCase();
  const role = "admin" as const;
  const [existing] = await db.select().from(admins).where(eq(admins.email, normalised));
  if (existing) {
    const restored = existing.role !== role || !!existing.disabledAt;
    const samePassword = await verify(existing.passwordHash, password).catch(() => false);
    const passwordHash = samePassword ? undefined : await hashPassword(password);
    if (restored || passwordHash) {
      await db.transaction(async (tx) => {
        if (restored) await tx.update(admins).set({ role, disabledAt: null }).where(eq(admins.id, existing.id));
        if (passwordHash) {
          await tx.update(admins).set({ passwordHash }).where(eq(admins.id, existing.id));
          await tx.delete(sessions).where(eq(sessions.adminId, existing.id));
        }
        // Nobody signed in did this, so the trail names the start-up; the password is never shown, only that it changed.
        const before = {
          role: existing.role,
          disabled: !!existing.disabledAt,
          ...(passwordHash ? { password: "old" } : {}),
        };
        const after = { role, disabled: false, ...(passwordHash ? { password: "new" } : {}) };
        await recordAudit(tx, {
          actor: START_UP,
          action: "account.start-up-restore",
          subject: { kind: "account", id: existing.id, label: normalised },
          changes: diffFields(before, after, { mask: { password: "secret" } }),
        });
      });
    }
    return { id: existing.id, email: normalised, role, created: false, passwordChanged: !!passwordHash };
  }
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(admins)
      .values({ email: normalised, passwordHash, role })
      .returning({ id: admins.id });
    await recordAudit(tx, {
      actor: START_UP,
      action: "account.start-up-create",
      subject: { kind: "account", id: row.id, label: normalised },
      changes: diffFields({}, { email: normalised, role }, { mask: { email: "email" } }),
    });
    return { id: row.id, email: normalised, role, created: true, passwordChanged: false };
  });
}

/** Who the trail names for the account made or restored at start-up (ADMIN_EMAIL, or the development admin). */
const START_UP: AuditActor = { id: null, email: "server start-up", role: null, address: null };

export async function countAdmins(db: Database): Promise<number> {
  const [row] = await db.select({ n: count() }).from(admins);
  return row.n;
}

/**
 * The enabled account whose email and password these are; undefined otherwise, without saying which part was
 * wrong (a disabled account is answered as an unknown one).
 */
export async function authenticate(db: Database, email: string, password: string): Promise<Admin | undefined> {
  const normalised = email.trim().toLowerCase();
  const [row] = await db
    .select()
    .from(admins)
    .where(and(eq(admins.email, normalised), isNull(admins.disabledAt)));
  if (!row) {
    // Spend the same time as a real check, so response times do not reveal which emails are admins.
    dummyHash ??= hashPassword("not a real password");
    await verify(await dummyHash, password).catch(() => false);
    return undefined;
  }
  const ok = await verify(row.passwordHash, password).catch(() => false);
  if (!ok) return undefined;
  const totp = row.totpSecret && row.totpEnabledAt ? { secret: row.totpSecret } : undefined;
  return { id: row.id, email: row.email, role: row.role, totp };
}

/**
 * Sets an account's password (already hashed) and ends its sessions: all of them after a reset, all but the one
 * in use (`keepSession`, its id) after a change on the account page.
 */
export async function setPasswordHash(
  db: Database,
  adminId: string,
  passwordHash: string,
  { keepSession }: { keepSession?: string } = {},
): Promise<void> {
  const ofAdmin = eq(sessions.adminId, adminId);
  await db.transaction(async (tx) => {
    await tx.update(admins).set({ passwordHash }).where(eq(admins.id, adminId));
    await tx.delete(sessions).where(keepSession ? and(ofAdmin, ne(sessions.id, keepSession)) : ofAdmin);
  });
}

/** Sets a new password (hashing it) and ends the account's other sessions. */
export async function changePassword(db: Database, adminId: string, password: string, keepSession: string) {
  await setPasswordHash(db, adminId, await hashPassword(password), { keepSession });
}

/** Whether this is the account's password (the account page asks for it before a change). */
export async function passwordMatches(db: Database, adminId: string, password: string): Promise<boolean> {
  const [row] = await db.select({ hash: admins.passwordHash }).from(admins).where(eq(admins.id, adminId));
  return row ? verify(row.hash, password).catch(() => false) : false;
}
