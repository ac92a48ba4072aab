// Browsers send Origin on cross-origin calls: an API call from an origin that is neither the site's own nor
// listed in ALLOWED_ORIGINS is refused before any work is done. (The CORS headers themselves are added in
// server/api/routes.ts, for /api only.)
import type { FastifyInstance } from "fastify";

export function addOriginGuard(
  app: FastifyInstance,
  { allowedOrigins, siteUrl }: { allowedOrigins: string[]; siteUrl: string },
) {
  const allowed = new Set(allowedOrigins);
  const own = new URL(siteUrl).origin;
  app.addHook("onRequest", (req, reply, done) => {
    const origin = req.headers.origin;
    if (!origin || !req.url.startsWith("/api/")) return done();
    const host = hostOf(origin);
    // A page of the server as reached (a check against the address asked for, never a link built from it).
    const ours =
      host !== undefined && (host === hostOf(`http://${req.host}`) || host === hostOf(`https://${req.host}`));
    if (allowed.has(origin) || origin === own || ours) return done();
    reply.code(403).send({ message: "Calls from this website are not allowed." });
  });
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
