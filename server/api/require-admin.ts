// The admin check every admin-only API route runs before its handler: a Bearer token, or the session
// cookie plus (for anything but GET/HEAD/OPTIONS) an X-XSRF-TOKEN header matching the session's token.
// A cookie alone is not enough for writes: another site can make the browser send it, but cannot read
// the XSRF-TOKEN cookie to copy it into the header. Then the staff member's role must hold the route's
// capability (domain/admins/roles.ts, the list the admin pages read too): 403 otherwise.
import type { FastifyReply, FastifyRequest } from "fastify";
import type { Database } from "../../db/client.server.ts";
import { type CookieOptions, sessionFromCookieHeader } from "../../web/admin-cookies.server.ts";
import { type AdminSession, csrfTokenMatches, getSessionByToken } from "../../domain/admins/sessions.server.ts";
import { type Capability, may, refusalMessage, type StaffRole } from "../../domain/admins/roles.ts";

declare module "fastify" {
  interface FastifyRequest {
    admin?: { id: string; email: string; role: StaffRole };
  }
}

/** An institution's representative signs in like staff but may not use staff calls (decision 059). */
const NOT_STAFF = "This account belongs to an institution's representative: staff calls are not open to it.";
const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);
/** Where browser code echoes the XSRF-TOKEN cookie (Node gives header names in lower case). */
const CSRF_HEADER = "x-xsrf-token";

export function bearerToken(req: FastifyRequest): string | undefined {
  const match = /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? "");
  return match?.[1];
}

/** STAFF_2FA=required: an account without an authenticator app may only reach its own account. */
interface StaffRules {
  twoFactorRequired: boolean;
}

const SET_UP_TWO_FACTOR = "Staff sign in with an authenticator app here: set yours up on /admin/account first.";

/** The check for routes that need `capability`: `requireAdmin(db, cookies, rules)("leads")`. */
export function requireAdmin(db: Database, cookies: CookieOptions, rules: StaffRules) {
  return (capability: Capability) =>
    async function checkAdmin(req: FastifyRequest, reply: FastifyReply) {
      const session = await signedIn(db, cookies, req, reply);
      if (!session) return reply;
      if (session.role === "representative") return reply.code(403).send({ message: NOT_STAFF });
      if (rules.twoFactorRequired && !session.twoFactor && capability !== "account") {
        return reply.code(403).send({ message: SET_UP_TWO_FACTOR });
      }
      if (!may(session.role, capability)) return reply.code(403).send({ message: refusalMessage(capability) });
      req.admin = { id: session.adminId, email: session.email, role: session.role };
    };
}

/** The session of a Bearer token, or of the cookie (with the X-XSRF-TOKEN header on a change); else a 401. */
async function signedIn(
  db: Database,
  cookies: CookieOptions,
  req: FastifyRequest,
  reply: FastifyReply,
): Promise<AdminSession | undefined> {
  const bearer = bearerToken(req);
  if (bearer) {
    const session = await getSessionByToken(db, bearer);
    if (!session) {
      reply.code(401).send({ message: "This token is not valid any more. Please sign in again." });
      return undefined;
    }
    return session;
  }
  const session = await sessionFromCookieHeader(db, req.headers.cookie, cookies);
  if (!session) {
    reply.code(401).send({ message: "Please sign in as an admin to do this." });
    return undefined;
  }
  if (!SAFE_METHODS.has(req.method)) {
    const header = req.headers[CSRF_HEADER];
    if (!csrfTokenMatches(session, typeof header === "string" ? header : undefined)) {
      reply.code(401).send({
        message: "Missing or wrong X-XSRF-TOKEN header: send the XSRF-TOKEN cookie's value with every change.",
      });
      return undefined;
    }
  }
  return session;
}
