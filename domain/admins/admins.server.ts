// Admin accounts: argon2id password hashes, the start-up account, and checking a sign-in.
import { hash, verify } from "@node-rs/argon2";
import { count, eq } from "drizzle-orm";
import type { Database } from "../../db/client.server.ts";
import { admins, sessions } from "../../db/schema.ts";

export interface Admin {
  id: string;
  email: string;
}

// @node-rs/argon2 hashes with argon2id by default; these are OWASP's minimum settings (19 MiB, 2 passes).
const HASH_OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 };

function hashPassword(password: string): Promise<string> {
  return hash(password, HASH_OPTIONS);
}

let dummyHash: Promise<string> | undefined;

/**
 * Creates the admin, or sets its password when it exists and the password is a new one. A new password ends
 * every session of that admin: whoever knew the old one may have signed in with it. The same password again
 * (every start with ADMIN_PASSWORD set) changes nothing, so a restart does not sign staff out.
 */
export async function ensureAdmin(
  db: Database,
  email: string,
  password: string,
): Promise<Admin & { created: boolean; passwordChanged: boolean }> {
  const normalised = email.trim().toLowerCase();
  const [existing] = await db.select().from(admins).where(eq(admins.email, normalised));
  if (existing) {
    if (await verify(existing.passwordHash, password).catch(() => false)) {
      return { id: existing.id, email: normalised, created: false, passwordChanged: false };
    }
    const passwordHash = await hashPassword(password);
    await db.transaction(async (tx) => {
      await tx.update(admins).set({ passwordHash }).where(eq(admins.id, existing.id));
      await tx.delete(sessions).where(eq(sessions.adminId, existing.id));
    });
    return { id: existing.id, email: normalised, created: false, passwordChanged: true };
  }
  const passwordHash = await hashPassword(password);
  const [row] = await db.insert(admins).values({ email: normalised, passwordHash }).returning({ id: admins.id });
  return { id: row.id, email: normalised, created: true, passwordChanged: false };
}

export async function countAdmins(db: Database): Promise<number> {
  const [row] = await db.select({ n: count() }).from(admins);
  return row.n;
}

/** The admin whose email and password these are; undefined otherwise, without saying which part was wrong. */
export async function authenticate(db: Database, email: string, password: string): Promise<Admin | undefined> {
  const normalised = email.trim().toLowerCase();
  const [row] = await db.select().from(admins).where(eq(admins.email, normalised));
  if (!row) {
    // Spend the same time as a real check, so response times do not reveal which emails are admins.
    dummyHash ??= hashPassword("not a real password");
    await verify(await dummyHash, password).catch(() => false);
    return undefined;
  }
  const ok = await verify(row.passwordHash, password).catch(() => false);
  return ok ? { id: row.id, email: row.email } : undefined;
}

/**
 * A new account of an institution's representative (decision 059): signed in like staff, with the same
 * password hash and sessions, and kept to its institution's area. Undefined when the email has an account.
 */
export async function createRepresentativeAccount(
  db: Pick<Database, "insert">,
  email: string,
  password: string,
  institutionCode: string,
): Promise<Admin | undefined> {
  const passwordHash = await hashPassword(password);
  const [row] = await db
    .insert(admins)
    .values({ email: email.trim().toLowerCase(), passwordHash, institutionCode })
    .onConflictDoNothing()
    .returning({ id: admins.id, email: admins.email });
  return row;
}
