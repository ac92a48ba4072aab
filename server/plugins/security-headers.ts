// Security headers on every answer: helmet's set, a Permissions-Policy that turns off the browser features the
// portal never uses, and a Content-Security-Policy per kind of answer (pages: scripts by nonce, or by hash
// once kept by the page cache; everything else: nothing may load at all).
// Added straight onto the root instance (not registered as an encapsulated plugin) so it covers every route.
// Nothing here is worked out anew for a request that does not need it: a kept page (sent from memory by the
// page cache) asks for no nonce and gets the same fixed headers as every answer.
import { randomBytes } from "node:crypto";
import fastifyHelmet, { type FastifyHelmetOptions } from "@fastify/helmet";
import { fastify, type FastifyInstance } from "fastify";

declare module "fastify" {
  interface FastifyRequest {
    /** Fresh for every request that reads it: the nonce the page's inline scripts carry (docs/decisions/006). */
    cspNonce: string;
  }
}

const NONCE = Symbol("cspNonce");

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
  const headers = await helmetHeaders({
    contentSecurityPolicy: false, // set below, per kind of answer
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: { policy: "same-origin" },
    frameguard: { action: "deny" },
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    strictTransportSecurity: production ? { maxAge: 31_536_000, includeSubDomains: true } : false,
  });
  // On the raw answer as the request arrives, where helmet puts them: every answer has them, even one that
  // bypasses Fastify's reply.
  app.addHook("onRequest", (_req, reply, done) => {
    for (const [name, value] of headers) reply.raw.setHeader(name, value);
    done();
  });

  // Made when first read (a page being rendered, the API docs), not for every request: 16 random bytes
  // each were 4 % of a kept page's time.
  app.decorateRequest("cspNonce", {
    getter() {
      const req = this as unknown as { [NONCE]?: string };
      return (req[NONCE] ??= randomBytes(16).toString("base64"));
    },
  });
  app.addHook("onSend", (req, reply, payload, done) => {
    reply.header("permissions-policy", PERMISSIONS_POLICY);
    if (reply.hasHeader("content-security-policy")) return done(null, payload);
    const html = String(reply.getHeader("content-type") ?? "").startsWith("text/html");
    // Vite's development server injects its own unnonced scripts and websocket; pages go without a CSP there.
    if (html && devServer) return done(null, payload);
    reply.header("content-security-policy", html ? pageCsp([`'nonce-${req.cspNonce}'`]) : API_CSP);
    if (req.url.startsWith("/api/") && !reply.hasHeader("cache-control")) reply.header("cache-control", "no-store");
    done(null, payload);
  });
}

/**
 * Helmet's headers for these options, worked out once: they depend on nothing in the request, but
 * @fastify/helmet builds helmet's middleware afresh for every request (6 % of a kept page's time,
 * docs/performance.md). Read from what it adds to an answer of a throwaway instance.
 */
async function helmetHeaders(options: FastifyHelmetOptions): Promise<[string, string][]> {
  const answer = async (withHelmet: boolean) => {
    const probe = fastify();
    if (withHelmet) await probe.register(fastifyHelmet, options);
    probe.get("/", async () => "");
    const res = await probe.inject("/");
    await probe.close();
    return res.headers;
  };
  const [plain, helmeted] = [await answer(false), await answer(true)];
  return Object.entries(helmeted)
    .filter(([name]) => !(name in plain))
    .map(([name, value]) => [name, String(value)]);
}
