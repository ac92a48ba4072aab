// Cross-cutting protection: security headers, a Content-Security-Policy per kind of answer, refusing
// cross-origin API calls from origins not in ALLOWED_ORIGINS, and an error handler that never shows a stack trace or SQL to the client.
// Added straight onto the root instance (not registered as an encapsulated plugin) so it covers every route.
import { randomBytes } from "node:crypto";
import fastifyHelmet from "@fastify/helmet";
import type { FastifyError, FastifyInstance } from "fastify";
import { isDatabaseUnavailable } from "../../db/client.server.ts";
import { BadRequest } from "../api/http.ts";
import type { Config } from "../config.ts";

declare module "fastify" {
  interface FastifyRequest {
    /** Fresh for every request: the nonce the page's inline scripts carry (docs/decisions/006). */
    cspNonce: string;
  }
}

export const DATABASE_UNAVAILABLE_MESSAGE =
  "Our database is not answering just now, so this could not be done. Please try again in a minute.";

const API_CSP = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/** The policy of a page whose inline scripts may run: given by their nonce, or by their hashes on cached pages. */
export function pageCsp(scriptSources: string[]): string {
  return [
    "default-src 'self'",
    ["script-src 'self'", ...scriptSources].join(" "),
    // React renders style attributes (progress bars); inline styles cannot run code.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: https:",
    "font-src 'self'",
    "connect-src 'self'",
    "frame-src https://www.openstreetmap.org",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join("; ");
}

export async function addSecurity(app: FastifyInstance, config: Config, { devServer = false } = {}) {
  const production = config.NODE_ENV === "production";
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: false, // set below, per kind of answer
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: { policy: "same-origin" },
    frameguard: { action: "deny" },
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    strictTransportSecurity: production ? { maxAge: 31_536_000, includeSubDomains: true } : false,
  });

  app.decorateRequest("cspNonce", "");
  app.addHook("onRequest", async (req) => {
    req.cspNonce = randomBytes(16).toString("base64");
  });
  app.addHook("onSend", async (req, reply) => {
    if (reply.hasHeader("content-security-policy")) return;
    const html = String(reply.getHeader("content-type") ?? "").startsWith("text/html");
    // Vite's development server injects its own unnonced scripts and websocket; pages go without a CSP there.
    if (html && devServer) return;
    reply.header("content-security-policy", html ? pageCsp([`'nonce-${req.cspNonce}'`]) : API_CSP);
    if (req.url.startsWith("/api/") && !reply.hasHeader("cache-control")) reply.header("cache-control", "no-store");
  });

  const allowed = new Set(config.ALLOWED_ORIGINS);
  const own = config.SITE_URL ? new URL(config.SITE_URL).origin : undefined;
  // (The CORS headers themselves are added in server/api/routes.ts, for /api only.)
  // Browsers send Origin on cross-origin calls: refuse any origin that is neither ours nor listed.
  app.addHook("onRequest", async (req, reply) => {
    const origin = req.headers.origin;
    if (!origin || !req.url.startsWith("/api/")) return;
    const host = hostOf(origin);
    const ours =
      host !== undefined && (host === hostOf(`http://${req.host}`) || host === hostOf(`https://${req.host}`));
    if (allowed.has(origin) || origin === own || ours) return;
    return reply.code(403).send({ message: "Calls from this website are not allowed." });
  });

  app.setErrorHandler((err: FastifyError | BadRequest, req, reply) => {
    if (err instanceof BadRequest) return reply.code(400).send(err.body);
    const status =
      "statusCode" in err && Number(err.statusCode) >= 400 && Number(err.statusCode) < 600
        ? Number(err.statusCode)
        : 500;
    if (isDatabaseUnavailable(err)) {
      // The database is stopped, restarting or unreachable: a retry in a moment may well work.
      // The driver's own error, not Drizzle's wrapper: that one quotes the query's parameters (emails, phones).
      const cause = driverError(err);
      req.log.error({ err: { code: cause.code, message: cause.message } }, "database unavailable");
      return reply.code(503).header("Retry-After", "5").send({ message: DATABASE_UNAVAILABLE_MESSAGE });
    }
    if (status >= 500) {
      req.log.error({ err }, "request failed");
      return reply.code(500).send({ message: "Something went wrong on our side. Please try again in a moment." });
    }
    req.log.info({ err: { code: (err as FastifyError).code, message: err.message } }, "request refused");
    return reply.code(status).send({ message: clientMessage(err as FastifyError, status) });
  });
}

function driverError(err: unknown): { code?: string; message?: string } {
  let inner = err as { code?: string; message?: string; cause?: unknown };
  while (inner.cause && typeof inner.cause === "object") inner = inner.cause as typeof inner;
  return { code: inner.code, message: inner.message };
}

/** The host (and port) of an Origin header. Compared without the scheme: behind a TLS-terminating proxy that
 * sends no X-Forwarded-Proto, the site's own https pages would otherwise look foreign. */
function hostOf(origin: string): string | undefined {
  try {
    return new URL(origin).host;
  } catch {
    return undefined;
  }
}

/** What a refused request is told: plain words, never internals. */
function clientMessage(err: FastifyError, status: number): string {
  switch (err.code) {
    case "FST_ERR_CTP_BODY_TOO_LARGE":
      return "The request is too large.";
    case "FST_ERR_CTP_INVALID_MEDIA_TYPE":
      return "Please send JSON (Content-Type: application/json).";
    case "FST_ERR_CTP_EMPTY_JSON_BODY":
      return "The request body is empty.";
    case "FST_ERR_CTP_INVALID_JSON_BODY":
      return "The request body is not valid JSON.";
    case "FST_INVALID_MULTIPART_CONTENT_TYPE":
      return "Please send a multipart form.";
  }
  if (status === 429) return err.message || "Too many requests. Please try again shortly.";
  if (err instanceof SyntaxError) return "The request body is not valid JSON.";
  if (err.code?.startsWith("FST_") && /limit/i.test(err.message)) return "The form has too many fields or files.";
  const text = String(err.message ?? "");
  return text && text.length < 160 && !/\n|\bat\s/.test(text) ? text : "The request could not be handled.";
}
