// The admin session's two cookies, read and written alike by the Fastify API and the React Router admin
// pages (decision 016): the httpOnly session cookie holding the token, and the script-readable XSRF-TOKEN
// cookie whose value browser code copies into the X-XSRF-TOKEN header. The server imports this file too
// (Node loads it itself, as it does web/context.ts), so it stays plain, Node-runnable TypeScript.
import { parseCookie, stringifySetCookie, type SetCookie } from "cookie";
import type { Database } from "../db/client.server.ts";
import {
  type AdminSession,
  getSessionByToken,
  type NewSession,
  PERSISTENT_SESSION_TTL_MS,
} from "../domain/admins/sessions.server.ts";

const CSRF_COOKIE = "XSRF-TOKEN";

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

/** A value that does not decode is no value: a mangled cookie names no session. */
function decodeValue(value: string): string | undefined {
  try {
    return decodeURIComponent(value);
  } catch {
    return undefined;
  }
}

/** Reads one cookie from a Cookie header. */
export function readCookie(cookieHeader: string | null | undefined, name: string): string | undefined {
  return cookieHeader ? parseCookie(cookieHeader, { decode: decodeValue })[name] : undefined;
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

// No Domain attribute on either cookie: they belong to this host alone, as the __Host- prefix requires.
function attributes(options: CookieOptions, maxAge: number | undefined): Omit<SetCookie, "name" | "value"> {
  return { path: "/", sameSite: "lax", secure: options.secure || undefined, maxAge };
}

/**
 * Set-Cookie values for a new session: the httpOnly session cookie and the script-readable XSRF-TOKEN.
 * "Remember me" keeps both for 30 days; otherwise they end when the browser closes.
 */
export function sessionCookies(session: NewSession, options: CookieOptions): string[] {
  const maxAge = session.persistent ? Math.floor(PERSISTENT_SESSION_TTL_MS / 1000) : undefined;
  return [
    stringifySetCookie({
      name: sessionCookieName(options),
      value: session.token,
      httpOnly: true,
      ...attributes(options, maxAge),
    }),
    stringifySetCookie({ name: CSRF_COOKIE, value: session.csrfToken, ...attributes(options, maxAge) }),
  ];
}

/** Set-Cookie values that remove both cookies (sign-out). */
export function clearedSessionCookies(options: CookieOptions): string[] {
  return [
    stringifySetCookie({ name: sessionCookieName(options), value: "", httpOnly: true, ...attributes(options, 0) }),
    stringifySetCookie({ name: CSRF_COOKIE, value: "", ...attributes(options, 0) }),
  ];
}
