// Admin sessions as data: a random token, of which the database keeps only the SHA-256, and the session's
// own anti-forgery token. How they travel over HTTP (the cookies, the Bearer and X-XSRF-TOKEN headers) is
// the server's and the admin pages' business: web/admin-cookies.server.ts and server/api/require-admin.ts.
import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import { and, desc, eq, isNull, lt, ne } from "drizzle-orm";
import type { Database } from "../../db/client.server.ts";
import { admins, sessions } from "../../db/schema.ts";
import type { AccountRole } from "../../db/staff-values.ts";

/** A browser session lasts a working day; "remember me" keeps it for 30 days. */
const SESSION_TTL_MS = 12 * 60 * 60 * 1000;
export const PERSISTENT_SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;
/** A browser session left unused this long ends: an admin screen forgotten on a shared computer. */
const IDLE_TIMEOUT_MS = 2 * 60 * 60 * 1000;
/** How stale the last-use time may get before it is written again, so busy admin pages cost no writes. */
const LAST_SEEN_RESOLUTION_MS = 60 * 1000;

export interface NewSession {
  token: string;
  csrfToken: string;
  expiresAt: Date;
  persistent: boolean;
}

export interface AdminSession {
  adminId: string;
  email: string;
  role: AccountRole;
  /** An institution representative's institution (decision 059); staff have none */
  institutionCode: string | null;
  /** Whether the account signs in with an authenticator code as well */
  twoFactor: boolean;
  csrfToken: string;
  expiresAt: Date;
  persistent: boolean;
}

function tokenHash(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

export async function createSession(
  db: Database,
  adminId: string,
  { persistent = false, now = new Date() } = {},
): Promise<NewSession> {
  const token = randomBytes(32).toString("base64url");
  const csrfToken = randomBytes(32).toString("base64url");
  const expiresAt = new Date(now.getTime() + (persistent ? PERSISTENT_SESSION_TTL_MS : SESSION_TTL_MS));
  await db.insert(sessions).values({ id: tokenHash(token), adminId, csrfToken, persistent, expiresAt });
  // Expired sessions are useless; sweeping them at sign-in keeps the table small without a timer.
  await db.delete(sessions).where(lt(sessions.expiresAt, now));
  return { token, csrfToken, expiresAt, persistent };
}

/**
 * The live session this token belongs to, or undefined (unknown, expired, idle, malformed). An expired or
 * idle session is removed on the spot. "Remember me" sessions have no idle limit: keeping the admin signed
 * in on that device between visits is what was asked for, and they still end after 30 days.
 */
export async function getSessionByToken(
  db: Database,
  token: string,
  now = new Date(),
): Promise<AdminSession | undefined> {
  if (!/^[\w-]{20,100}$/.test(token)) return undefined;
  const id = tokenHash(token);
  const [row] = await db
    .select({
      adminId: sessions.adminId,
      email: admins.email,
      institutionCode: admins.institutionCode,
      role: admins.role,
      totpEnabledAt: admins.totpEnabledAt,
      csrfToken: sessions.csrfToken,
      expiresAt: sessions.expiresAt,
      persistent: sessions.persistent,
      lastSeenAt: sessions.lastSeenAt,
    })
    .from(sessions)
    .innerJoin(admins, eq(admins.id, sessions.adminId))
    // A disabled account's sessions were deleted when it was disabled; this keeps it so if one slipped by.
    .where(and(eq(sessions.id, id), isNull(admins.disabledAt)));
  if (!row) return undefined;
  const idle = !row.persistent && now.getTime() - row.lastSeenAt.getTime() >= IDLE_TIMEOUT_MS;
  if (row.expiresAt <= now || idle) {
    await db.delete(sessions).where(eq(sessions.id, id));
    return undefined;
  }
  if (now.getTime() - row.lastSeenAt.getTime() >= LAST_SEEN_RESOLUTION_MS) {
    await db
      .update(sessions)
      .set({ lastSeenAt: now })
      .where(and(eq(sessions.id, id), lt(sessions.lastSeenAt, now)));
  }
  const { lastSeenAt: _, totpEnabledAt, ...session } = row;
  return { ...session, twoFactor: totpEnabledAt !== null };
}

export async function deleteSession(db: Database, token: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, tokenHash(token)));
}

/** Ends every session of this admin, or every one but the session still in use (`except`, its token). */
export async function endSessionsOf(db: Database, adminId: string, { except }: { except?: string } = {}) {
  await db
    .delete(sessions)
    .where(
      except ? and(eq(sessions.adminId, adminId), ne(sessions.id, tokenHash(except))) : eq(sessions.adminId, adminId),
    );
}

/** Compares an anti-forgery token a client sent with the session's own, without leaking timing. */
export function csrfTokenMatches(session: AdminSession, given: string | null | undefined): boolean {
  if (!given) return false;
  const a = Buffer.from(session.csrfToken);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The id a session is kept under (its token's hash): what the account page's forms name a session by. */
export function sessionId(token: string): string {
  return tokenHash(token);
}

export interface SessionSummary {
  id: string;
  createdAt: Date;
  lastSeenAt: Date;
  expiresAt: Date;
  persistent: boolean;
}

/** An account's live sessions, the most recently used first. */
export async function sessionsOf(db: Database, adminId: string, now = new Date()): Promise<SessionSummary[]> {
  const rows = await db
    .select({
      id: sessions.id,
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
      expiresAt: sessions.expiresAt,
      persistent: sessions.persistent,
    })
    .from(sessions)
    .where(eq(sessions.adminId, adminId))
    .orderBy(desc(sessions.lastSeenAt));
  const idle = (r: SessionSummary) => !r.persistent && now.getTime() - r.lastSeenAt.getTime() >= IDLE_TIMEOUT_MS;
  return rows.filter((r) => r.expiresAt > now && !idle(r));
}

/** Ends one session of this account (by its id); another account's session is left alone. */
export async function endSessionOf(db: Database, adminId: string, id: string): Promise<boolean> {
  const ended = await db
    .delete(sessions)
    .where(and(eq(sessions.adminId, adminId), eq(sessions.id, id)))
    .returning({ id: sessions.id });
  return ended.length > 0;
}
