// Liveness and readiness for load balancers and orchestrators, and the status of pages that failed while
// the database was down.
import type { FastifyInstance } from "fastify";
import type { DatabaseHandle } from "../../db/client.server.ts";

const READY_TIMEOUT_MS = 2_000;

export async function healthRoutes(app: FastifyInstance, { database }: { database: DatabaseHandle }) {
  // Alive: the process answers. Never touches the database, so it keeps answering under load.
  app.get("/healthz", { logLevel: "warn" }, async (_req, reply) => {
    reply.header("Cache-Control", "no-store");
    return { status: "ok" };
  });

  // Ready: the database answers within a short time.
  app.get("/readyz", { logLevel: "warn" }, async (req, reply) => {
    reply.header("Cache-Control", "no-store");
    try {
      await withTimeout(database.ping(), READY_TIMEOUT_MS);
      return { status: "ready", database: database.kind };
    } catch (err) {
      req.log.warn({ err }, "readiness check failed");
      return reply.code(503).send({ status: "unavailable", message: "The database is not answering." });
    }
  });
}

/**
 * A page whose data could not be read renders the site's friendly error page with status 500. When the
 * database is not answering, say 503 (with Retry-After) instead: the failure is temporary, and load
 * balancers and crawlers treat a 503 as "come back soon" rather than as a broken page.
 * Added on the root instance so it sees every page.
 */
export function addOutageStatus(app: FastifyInstance, database: DatabaseHandle) {
  app.addHook("onSend", async (req, reply, payload) => {
    if (reply.statusCode !== 500 || !String(reply.getHeader("content-type") ?? "").startsWith("text/html")) {
      return payload;
    }
    const down = await withTimeout(database.ping(), READY_TIMEOUT_MS).then(
      () => false,
      () => true,
    );
    if (down) {
      req.log.warn("page failed while the database is not answering");
      reply.code(503).header("Retry-After", "5").header("Cache-Control", "no-store");
    }
    return payload;
  });
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`timed out after ${ms} ms`)), ms);
    promise.then(resolve, reject).finally(() => clearTimeout(timer));
  });
}
