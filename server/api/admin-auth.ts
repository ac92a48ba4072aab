// Admin sign-in and sign-out over REST. The answer carries a token usable as `Authorization: Bearer`, and
// sets the httpOnly session cookie plus the XSRF-TOKEN cookie for browser use.
import { z } from "zod";
import { authenticate } from "../../domain/admins/admins.server.ts";
import { loginInputSchema } from "../../domain/admins/admins.schema.ts";
import {
  clearLoginFailures,
  isLoginBlocked,
  LOGIN_WINDOW_MS,
  recordLoginFailure,
  throttleKeys,
} from "../../domain/admins/login-throttle.server.ts";
import {
  clearedSessionCookies,
  createSession,
  deleteSession,
  sessionCookieName,
  sessionCookies,
  sessionToken,
} from "../../domain/admins/sessions.server.ts";
import { cookieOptions } from "../config.ts";
import { bearerToken } from "../plugins/auth.ts";
import { parse } from "./http.ts";
import type { ApiContext, Operation } from "./operations.ts";
import { messageSchema, validationErrorSchema } from "./shapes.ts";

export function adminAuthOperations({ db, config }: ApiContext): Operation[] {
  const tag = "Admin sign-in";
  const cookies = cookieOptions(config);
  const sessionCookie = sessionCookieName(cookies);
  return [
    {
      method: "POST",
      path: "/api/admin/admin_login",
      tag,
      summary: "Sign in with email (as username) and password",
      description: "Five failures for one email or one address within 15 minutes block further tries (429).",
      body: loginInputSchema,
      responses: {
        200: {
          description: `Signed in; sets the ${sessionCookie} and XSRF-TOKEN cookies`,
          schema: z.object({ message: z.string(), userId: z.uuid(), token: z.string(), expiresAt: z.iso.datetime() }),
        },
        400: { description: "Missing fields", schema: validationErrorSchema },
        401: { description: "Wrong email or password", schema: messageSchema },
        429: { description: "Too many failed tries", schema: messageSchema },
      },
      handler: async (req, reply) => {
        const { username, password, remember } = parse(loginInputSchema, req.body);
        const keys = throttleKeys(username, req.ip);
        if (await isLoginBlocked(db, keys)) {
          req.log.warn({ username }, "sign-in refused: too many failures");
          return reply
            .code(429)
            .header("retry-after", String(LOGIN_WINDOW_MS / 1000))
            .send({ message: "Too many failed sign-in attempts. Please wait 15 minutes and try again." });
        }
        const admin = await authenticate(db, username, password);
        if (!admin) {
          await recordLoginFailure(db, keys);
          req.log.info({ username }, "sign-in failed");
          return reply.code(401).send({ message: "Invalid email or password" });
        }
        await clearLoginFailures(db, keys[0]);
        const session = await createSession(db, admin.id, { persistent: remember });
        reply.header("set-cookie", sessionCookies(session, cookies));
        reply.header("cache-control", "no-store");
        return {
          message: "Login successful",
          userId: admin.id,
          token: session.token,
          expiresAt: session.expiresAt.toISOString(),
        };
      },
    },
    {
      method: "POST",
      path: "/api/admin/logout",
      tag,
      summary: "Sign out: ends the session (cookie or Bearer token) and clears the cookies",
      responses: { 200: { description: "Signed out", schema: messageSchema } },
      handler: async (req, reply) => {
        const token = bearerToken(req) ?? sessionToken(req.headers.cookie, cookies);
        if (token) await deleteSession(db, token);
        reply.header("set-cookie", clearedSessionCookies(cookies));
        return { message: "You have been signed out." };
      },
    },
    {
      method: "GET",
      path: "/api/admin/session",
      tag,
      admin: true,
      summary: "Who is signed in (for admin screens checking their session)",
      responses: {
        200: { description: "The signed-in admin", schema: z.object({ userId: z.uuid(), email: z.string() }) },
        401: { description: "Not signed in", schema: messageSchema },
      },
      handler: async (req) => ({ userId: req.admin!.id, email: req.admin!.email }),
    },
  ];
}
