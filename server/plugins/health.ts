// Liveness and readiness for load balancers and orchestrators.
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

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`timed out after ${ms} ms`)), ms);
    promise.then(resolve, reject).finally(() => clearTimeout(timer));
  });
}
