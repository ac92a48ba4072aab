// The site's own forms post enquiries and reviews to React Router routes, which sit behind one catch-all
// Fastify route, so the API's per-route rate limit cannot reach them. The same rule applies here: at most
// `max` submissions a minute from one client address, then 429 with a plain message.
import type { FastifyInstance } from "fastify";

export interface FormLimit {
  /** Paths whose POSTs are counted (the path as the browser posts it, without the query) */
  paths: string[];
  max: number;
  windowMs: number;
}

export const TOO_MANY_MESSAGE = "Too many submissions from your connection. Please try again in a minute.";

export async function addFormRateLimit(app: FastifyInstance, { paths, max, windowMs }: FormLimit) {
  const counted = new Set(paths);
  const hits = new Map<string, number[]>();

  // Old entries are dropped every window, so the map never outgrows the addresses of the last minute.
  const sweep = setInterval(() => {
    const since = Date.now() - windowMs;
    for (const [key, times] of hits) {
      const recent = times.filter((t) => t > since);
      if (recent.length) hits.set(key, recent);
      else hits.delete(key);
    }
  }, windowMs);
  sweep.unref();
  app.addHook("onClose", async () => clearInterval(sweep));

  app.addHook("onRequest", async (req, reply) => {
    if (req.method !== "POST" || !counted.has(req.url.split("?")[0].replace(/\.data$/, ""))) return;
    const now = Date.now();
    const recent = (hits.get(req.ip) ?? []).filter((t) => t > now - windowMs);
    if (recent.length >= max) {
      reply.header("Retry-After", String(Math.ceil((recent[0] + windowMs - now) / 1000)));
      return reply.code(429).send({ message: TOO_MANY_MESSAGE });
    }
    recent.push(now);
    hits.set(req.ip, recent);
  });
}
