// The optional second factor: a TOTP authenticator app (RFC 6238, otplib). A staff member turns it on from
// /admin/account: a new secret is kept unconfirmed, shown as text and as an otpauth:// address, and takes
// effect once a code from the app confirms it. From then on sign-in asks for a code; each time step is
// accepted once (totp_last_step), so a code seen over a shoulder cannot be used again.
import { and, eq, isNull, lt, or } from "drizzle-orm";
import { generateSecret, generateURI, verify } from "otplib";
import type { Database } from "../../db/client.server.ts";
import { admins } from "../../db/schema.ts";

const ISSUER = "Admissions portal";

/** The code's time step when it is right now (30 seconds either way, for a clock a little off), else undefined. */
async function codeStep(secret: string, code: string, now: Date): Promise<number | undefined> {
  if (!/^\d{6}$/.test(code)) return undefined;
  const epoch = Math.floor(now.getTime() / 1000);
  const result = await verify({ secret, token: code, epoch, epochTolerance: 30 }).catch(() => undefined);
  return result?.valid && "timeStep" in result ? result.timeStep : undefined;
}

/** Marks the step used; false when it (or a later one) was used already. */
async function useStep(db: Database, adminId: string, step: number): Promise<boolean> {
  const used = await db
    .update(admins)
    .set({ totpLastStep: step })
    .where(and(eq(admins.id, adminId), or(isNull(admins.totpLastStep), lt(admins.totpLastStep, step))))
    .returning({ id: admins.id });
  return used.length > 0;
}

/** Whether this code signs the account in: right for its confirmed secret, and not used before. */
export async function acceptSignInCode(
  db: Database,
  adminId: string,
  secret: string,
  code: string,
  now = new Date(),
): Promise<boolean> {
  const step = await codeStep(secret, code, now);
  return step !== undefined && useStep(db, adminId, step);
}

export interface TotpSetup {
  secret: string;
  uri: string;
}

/** Starts setting up: a new secret, kept unconfirmed (sign-in does not ask for codes yet). */
export async function startTotpSetup(db: Database, adminId: string, email: string): Promise<TotpSetup> {
  const secret = generateSecret();
  await db.update(admins).set({ totpSecret: secret, totpEnabledAt: null }).where(eq(admins.id, adminId));
  return { secret, uri: generateURI({ issuer: ISSUER, label: email, secret }) };
}

/** The secret being set up, if any (shown again until confirmed). */
export async function pendingTotpSetup(db: Database, adminId: string, email: string): Promise<TotpSetup | undefined> {
  const [row] = await db
    .select({ secret: admins.totpSecret, enabledAt: admins.totpEnabledAt })
    .from(admins)
    .where(eq(admins.id, adminId));
  if (!row?.secret || row.enabledAt) return undefined;
  return { secret: row.secret, uri: generateURI({ issuer: ISSUER, label: email, secret: row.secret }) };
}

/** Confirms the secret with a code from the app; from then on sign-in asks for one. */
export async function confirmTotp(db: Database, adminId: string, code: string, now = new Date()): Promise<boolean> {
  const [row] = await db.select({ secret: admins.totpSecret }).from(admins).where(eq(admins.id, adminId));
  if (!row?.secret) return false;
  const step = await codeStep(row.secret, code, now);
  if (step === undefined) return false;
  await db.update(admins).set({ totpEnabledAt: now, totpLastStep: step }).where(eq(admins.id, adminId));
  return true;
}
