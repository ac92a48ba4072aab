// Admin sessions: a random token in an httpOnly cookie (or a Bearer header); the database keeps only its
// SHA-256. Each session has its own anti-forgery token, sent as the readable XSRF-TOKEN cookie and echoed
// back by the browser in the X-XSRF-TOKEN header on every unsafe call. The React Router admin pages use
// the same cookie through sessionFromCookieHeader.
import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import { and, eq, gt, lt } from "drizzle-orm";
import type { Database } from "../../db/client.server.ts";
import { admins, sessions } from "../../db/schema.ts";

export const SESSION_COOKIE = "admin_session";
export const CSRF_COOKIE = "XSRF-TOKEN";
export const CSRF_HEADER = "x-xsrf-token";

/** A browser session lasts a working day; "remember me" keeps it for 30 days. */
export const SESSION_TTL_MS = 12 * 60 * 60 * 1000;
export const PERSISTENT_SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;

export interface NewSession {
  token: string;
  csrfToken: string;
  expiresAt: Date;
  persistent: boolean;
}

export interface AdminSession {
  adminId: string;
  email: string;
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

/** The live session this token belongs to, or undefined (unknown, expired, malformed). */
export async function getSessionByToken(
  db: Database,
  token: string,
  now = new Date(),
): Promise<AdminSession | undefined> {
  if (!/^[\w-]{20,100}$/.test(token)) return undefined;
  const [row] = await db
    .select({
      adminId: sessions.adminId,
      email: admins.email,
      csrfToken: sessions.csrfToken,
      expiresAt: sessions.expiresAt,
      persistent: sessions.persistent,
    })
    .from(sessions)
    .innerJoin(admins, eq(admins.id, sessions.adminId))
    .where(and(eq(sessions.id, tokenHash(token)), gt(sessions.expiresAt, now)));
  return row;
}

export async function deleteSession(db: Database, token: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, tokenHash(token)));
}

/** Reads one cookie from a Cookie header. */
export function readCookie(cookieHeader: string | null | undefined, name: string): string | undefined {
  for (const part of (cookieHeader ?? "").split(";")) {
    const eq = part.indexOf("=");
    if (eq > 0 && part.slice(0, eq).trim() === name) {
      try {
        return decodeURIComponent(part.slice(eq + 1).trim());
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}

/** The admin session named by a request's Cookie header, for loaders and actions. */
export async function sessionFromCookieHeader(
  db: Database,
  cookieHeader: string | null | undefined,
): Promise<(AdminSession & { token: string }) | undefined> {
  const token = readCookie(cookieHeader, SESSION_COOKIE);
  if (!token) return undefined;
  const session = await getSessionByToken(db, token);
  return session && { ...session, token };
}

/** Compares the X-XSRF-TOKEN header with the session's token without leaking timing. */
export function csrfTokenMatches(session: AdminSession, given: string | null | undefined): boolean {
  if (!given) return false;
  const a = Buffer.from(session.csrfToken);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Set-Cookie values for a new session: the httpOnly session cookie and the script-readable XSRF-TOKEN. */
export function sessionCookies(session: NewSession, { secure }: { secure: boolean }): string[] {
  const maxAge = session.persistent ? `; Max-Age=${Math.floor(PERSISTENT_SESSION_TTL_MS / 1000)}` : "";
  const flags = `; Path=/; SameSite=Lax${secure ? "; Secure" : ""}${maxAge}`;
  return [`${SESSION_COOKIE}=${session.token}${flags}; HttpOnly`, `${CSRF_COOKIE}=${session.csrfToken}${flags}`];
}

/** Set-Cookie values that remove both cookies (sign-out). */
export function clearedSessionCookies({ secure }: { secure: boolean }): string[] {
  const flags = `; Path=/; SameSite=Lax${secure ? "; Secure" : ""}; Max-Age=0`;
  return [`${SESSION_COOKIE}=${flags}; HttpOnly`, `${CSRF_COOKIE}=${flags}`];
}
