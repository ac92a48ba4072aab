// Admin sessions: a random token in an httpOnly cookie (or a Bearer header); the database keeps only its
// SHA-256. Each session has its own anti-forgery token, sent as the readable XSRF-TOKEN cookie and echoed
// back by the browser in the X-XSRF-TOKEN header on every unsafe call. The React Router admin pages use
// the same cookie through sessionFromCookieHeader.
import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import { and, eq, lt, ne } from "drizzle-orm";
import type { Database } from "../../db/client.server.ts";
import { admins, sessions } from "../../db/schema.ts";

export const CSRF_COOKIE = "XSRF-TOKEN";
export const CSRF_HEADER = "x-xsrf-token";

/** Whether cookies go out with the Secure flag: in production, which is served over HTTPS. */
export interface CookieOptions {
  secure: boolean;
}

/**
 * The session cookie's name. Over HTTPS it carries the __Host- prefix, so the browser takes it only when it
 * is Secure, for Path=/ and without a Domain: a neighbouring subdomain, or a page seen over plain HTTP,
 * cannot plant a session cookie of its own. Development runs on http://localhost, where Secure cookies are
 * not an option, with the plain name; each name is accepted only where it is the one sent.
 */
export function sessionCookieName({ secure }: CookieOptions): string {
  return secure ? "__Host-admin_session" : "admin_session";
}

/** A browser session lasts a working day; "remember me" keeps it for 30 days. */
export const SESSION_TTL_MS = 12 * 60 * 60 * 1000;
export const PERSISTENT_SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;
/** A browser session left unused this long ends: an admin screen forgotten on a shared computer. */
export const IDLE_TIMEOUT_MS = 2 * 60 * 60 * 1000;
/** How stale the last-use time may get before it is written again, so busy admin pages cost no writes. */
export const LAST_SEEN_RESOLUTION_MS = 60 * 1000;

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
      csrfToken: sessions.csrfToken,
      expiresAt: sessions.expiresAt,
      persistent: sessions.persistent,
      lastSeenAt: sessions.lastSeenAt,
    })
    .from(sessions)
    .innerJoin(admins, eq(admins.id, sessions.adminId))
    .where(eq(sessions.id, id));
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
  const { lastSeenAt: _, ...session } = row;
  return session;
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

/** The session token a request's Cookie header carries under this server's cookie name. */
export function sessionToken(cookieHeader: string | null | undefined, options: CookieOptions): string | undefined {
  return readCookie(cookieHeader, sessionCookieName(options));
}

/** The admin session named by a request's Cookie header, for loaders, actions and the API's admin check. */
export async function sessionFromCookieHeader(
  db: Database,
  cookieHeader: string | null | undefined,
  options: CookieOptions,
  now = new Date(),
): Promise<(AdminSession & { token: string }) | undefined> {
  const token = sessionToken(cookieHeader, options);
  if (!token) return undefined;
  const session = await getSessionByToken(db, token, now);
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
// (No Domain attribute on either: the cookies belong to this host alone, as the __Host- prefix requires.)
export function sessionCookies(session: NewSession, options: CookieOptions): string[] {
  const maxAge = session.persistent ? `; Max-Age=${Math.floor(PERSISTENT_SESSION_TTL_MS / 1000)}` : "";
  const flags = `; Path=/; SameSite=Lax${options.secure ? "; Secure" : ""}${maxAge}`;
  const name = sessionCookieName(options);
  return [`${name}=${session.token}${flags}; HttpOnly`, `${CSRF_COOKIE}=${session.csrfToken}${flags}`];
}

/** Set-Cookie values that remove both cookies (sign-out). */
export function clearedSessionCookies(options: CookieOptions): string[] {
  const flags = `; Path=/; SameSite=Lax${options.secure ? "; Secure" : ""}; Max-Age=0`;
  return [`${sessionCookieName(options)}=${flags}; HttpOnly`, `${CSRF_COOKIE}=${flags}`];
}
