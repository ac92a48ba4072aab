// Security headers on every answer: helmet's set, a Permissions-Policy that turns off the browser features the
// portal never uses, and a Content-Security-Policy per kind of answer (pages: scripts by nonce, or by hash
// once kept by the page cache; everything else: nothing may load at all).
// Added straight onto the root instance (not registered as an encapsulated plugin) so it covers every route.
import { randomBytes } from "node:crypto";
import fastifyHelmet from "@fastify/helmet";
import type { FastifyInstance } from "fastify";

declare module "fastify" {
  interface FastifyRequest {
    /** Fresh for every request: the nonce the page's inline scripts carry (docs/decisions/006). */
    cspNonce: string;
  }
}

const API_CSP = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

// No page asks for the camera, the microphone, the location, payments or other devices: a script injected
// through some other hole cannot either.
const PERMISSIONS_POLICY = [
  "accelerometer=()",
  "camera=()",
  "display-capture=()",
  "geolocation=()",
  "gyroscope=()",
  "magnetometer=()",
  "microphone=()",
  "midi=()",
  "payment=()",
  "usb=()",
  "browsing-topics=()",
].join(", ");

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

export async function addSecurityHeaders(
  app: FastifyInstance,
  { production, devServer = false }: { production: boolean; devServer?: boolean },
) {
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
    reply.header("permissions-policy", PERMISSIONS_POLICY);
    if (reply.hasHeader("content-security-policy")) return;
    const html = String(reply.getHeader("content-type") ?? "").startsWith("text/html");
    // Vite's development server injects its own unnonced scripts and websocket; pages go without a CSP there.
    if (html && devServer) return;
    reply.header("content-security-policy", html ? pageCsp([`'nonce-${req.cspNonce}'`]) : API_CSP);
    if (req.url.startsWith("/api/") && !reply.hasHeader("cache-control")) reply.header("cache-control", "no-store");
  });
}
