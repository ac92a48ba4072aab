// The admin check every admin-only API route runs before its handler: a Bearer token, or the session
// cookie plus (for anything but GET/HEAD/OPTIONS) an X-XSRF-TOKEN header matching the session's token.
// A cookie alone is not enough for writes: another site can make the browser send it, but cannot read
// the XSRF-TOKEN cookie to copy it into the header.
import type { FastifyReply, FastifyRequest } from "fastify";
import type { Database } from "../../db/client.server.ts";
import { type CookieOptions, sessionFromCookieHeader } from "../../web/admin-cookies.server.ts";
import { csrfTokenMatches, getSessionByToken } from "../../domain/admins/sessions.server.ts";

declare module "fastify" {
  interface FastifyRequest {
    admin?: { id: string; email: string };
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

export function requireAdmin(db: Database, cookies: CookieOptions) {
  return async function checkAdmin(req: FastifyRequest, reply: FastifyReply) {
    const bearer = bearerToken(req);
    if (bearer) {
      const session = await getSessionByToken(db, bearer);
      if (!session) return reply.code(401).send({ message: "This token is not valid any more. Please sign in again." });
      if (session.institutionCode) return reply.code(403).send({ message: NOT_STAFF });
      req.admin = { id: session.adminId, email: session.email };
      return;
    }
    const session = await sessionFromCookieHeader(db, req.headers.cookie, cookies);
    if (!session) return reply.code(401).send({ message: "Please sign in as an admin to do this." });
    if (session.institutionCode) return reply.code(403).send({ message: NOT_STAFF });
    if (!SAFE_METHODS.has(req.method)) {
      const header = req.headers[CSRF_HEADER];
      if (!csrfTokenMatches(session, typeof header === "string" ? header : undefined)) {
        return reply.code(401).send({
          message: "Missing or wrong X-XSRF-TOKEN header: send the XSRF-TOKEN cookie's value with every change.",
        });
      }
    }
    req.admin = { id: session.adminId, email: session.email };
  };
}
