// Admin sign-in and sign-out over REST. The answer carries a token usable as `Authorization: Bearer`, and
// sets the httpOnly session cookie plus the XSRF-TOKEN cookie for browser use.
import { z } from "zod";
import { loginInputSchema } from "../../domain/admins/admins.schema.ts";
import { staffRoles } from "../../domain/admins/roles.ts";
import { ACCOUNT_ATTEMPTS, ADDRESS_ATTEMPTS } from "../../domain/admins/login-throttle.server.ts";
import {
  clearedSessionCookies,
  sessionCookieName,
  sessionCookies,
  sessionToken,
} from "../../web/admin-cookies.server.ts";
import { signIn, signOut } from "../../domain/admins/sign-in.server.ts";
import { cookieOptions } from "../config.ts";
import { bearerToken } from "./require-admin.ts";
import { type ApiContext, type Operation, operation } from "./operations.ts";
import { badRequestSchema, messageSchema } from "./shapes.ts";

export function adminAuthOperations({ db, config }: ApiContext): Operation[] {
  const tag = "Admin sign-in";
  const cookies = cookieOptions(config);
  const sessionCookie = sessionCookieName(cookies);
  return [
    operation({
      method: "POST",
      path: "/api/admin/admin_login",
      tag,
      summary: "Sign in with email (as username) and password",
      description:
        `Attempts are counted per email at one client address (${ACCOUNT_ATTEMPTS}) and per address across emails ` +
        `(${ADDRESS_ATTEMPTS}); beyond that, 429 with Retry-After, for a minute that doubles with each further ` +
        "attempt (at most an hour). A successful sign-in does not count. An account that turned on its " +
        "authenticator app also sends `code`, the app's 6 digits; each code works once.",
      body: loginInputSchema,
      responses: {
        200: {
          description: `Signed in; sets the ${sessionCookie} and XSRF-TOKEN cookies`,
          schema: z.object({ message: z.string(), userId: z.uuid(), token: z.string(), expiresAt: z.iso.datetime() }),
        },
        400: { description: "Missing fields", schema: badRequestSchema },
        401: {
          description: "Wrong email or password (or authenticator code), or a code is needed and was not sent",
          schema: messageSchema,
        },
        429: { description: "Too many attempts; Retry-After says how many seconds to wait", schema: messageSchema },
      },
      handler: async (req, reply) => {
        const { username, password, remember, code } = req.body;
        const attempt = { email: username, password, remember, code, clientAddress: req.ip, log: req.log };
        const result = await signIn(db, attempt);
        reply.header("cache-control", "no-store");
        if (result.outcome === "throttled") {
          return reply
            .code(429)
            .header("retry-after", String(result.retryAfterSeconds))
            .send({ message: result.message });
        }
        if (result.outcome !== "signed-in") return reply.code(401).send({ message: result.message });
        reply.header("set-cookie", sessionCookies(result.session, cookies));
        return {
          message: "Login successful",
          userId: result.admin.id,
          token: result.session.token,
          expiresAt: result.session.expiresAt.toISOString(),
        };
      },
    }),
    operation({
      method: "POST",
      path: "/api/admin/logout",
      tag,
      summary: "Sign out: ends the session (cookie or Bearer token) and clears the cookies",
      responses: { 200: { description: "Signed out", schema: messageSchema } },
      handler: async (req, reply) => {
        const token = bearerToken(req) ?? sessionToken(req.headers.cookie, cookies);
        if (token) await signOut(db, token, req.ip);
        reply.header("set-cookie", clearedSessionCookies(cookies));
        return { message: "You have been signed out." };
      },
    }),
    operation({
      method: "GET",
      path: "/api/admin/session",
      tag,
      admin: "account",
      summary: "Who is signed in, with their role (for admin screens checking their session)",
      responses: {
        200: {
          description: "The signed-in staff member and their role",
          schema: z.object({ userId: z.uuid(), email: z.string(), role: z.enum(staffRoles) }),
        },
        401: { description: "Not signed in", schema: messageSchema },
      },
      handler: async (req) => ({ userId: req.admin!.id, email: req.admin!.email, role: req.admin!.role }),
    }),
  ];
}
