// Liveness and readiness for load balancers and orchestrators, and the status of pages that failed while
// the database was down.
import type { FastifyInstance } from "fastify";
import type { DatabaseHandle } from "../../db/client.server.ts";

const READY_TIMEOUT_MS = 2_000;

/** How long this node's database may stay unreachable before the node asks for no more traffic. Shorter
 * outages (a restart, a failover) reach every node alike: pulling them all would leave visitors nothing,
 * while each keeps serving kept pages and a friendly 503 for the rest. */
export const DATABASE_GRACE_MS = 30_000;

/** Where the process is in its life: only a serving process is ready for traffic. */
export interface Lifecycle {
  phase: "starting" | "serving" | "stopping";
}

export interface HealthOptions {
  database: DatabaseHandle;
  lifecycle: Lifecycle;
  /** True while load shedding refuses requests (server/plugins/load-shedding.ts) */
  isOverloaded: () => boolean;
  /** The clock (tests move it on rather than wait out the grace period) */
  now?: () => number;
}

export async function healthRoutes(
  app: FastifyInstance,
  { database, lifecycle, isOverloaded, now = Date.now }: HealthOptions,
) {
  // Alive: the process answers. Never touches the database, so it keeps answering under load.
  app.get("/healthz", { logLevel: "warn" }, async (_req, reply) => {
    reply.header("Cache-Control", "no-store");
    return { status: "ok" };
  });

  let unreachableSince: number | undefined;

  // Ready: whether this node should get traffic. Not while starting, stopping or shedding load, nor when its
  // database has been unreachable for longer than the grace period; a shorter outage answers 200 and says so.
  app.get("/readyz", { logLevel: "warn" }, async (req, reply) => {
    reply.header("Cache-Control", "no-store");
    const replicas = database.replicas();
    if (lifecycle.phase !== "serving") return reply.code(503).send({ status: lifecycle.phase });
    if (isOverloaded()) return reply.code(503).send({ status: "overloaded" });
    try {
      await withTimeout(database.ping(), READY_TIMEOUT_MS);
      unreachableSince = undefined;
      return { status: "ready", database: "available", kind: database.kind, replicas };
    } catch (err) {
      unreachableSince ??= now();
      const down = { database: "unavailable", since: new Date(unreachableSince).toISOString(), replicas };
      if (now() - unreachableSince < DATABASE_GRACE_MS) return { status: "ready", ...down };
      req.log.warn({ err }, "readiness check failed: the database has not answered for the grace period");
      return reply.code(503).send({ status: "unavailable", ...down, message: "The database is not answering." });
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
  // (In callback form: every answer passes here, and only a failed page has anything to wait for.)
  app.addHook("onSend", (req, reply, payload, done) => {
    if (reply.statusCode !== 500 || !String(reply.getHeader("content-type") ?? "").startsWith("text/html")) {
      return done(null, payload);
    }
    withTimeout(database.ping(), READY_TIMEOUT_MS).then(
      () => done(null, payload),
      () => {
        req.log.warn("page failed while the database is not answering");
        reply.code(503).header("Retry-After", "5").header("Cache-Control", "no-store");
        done(null, payload);
      },
    );
  });
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`timed out after ${ms} ms`)), ms);
    promise.then(resolve, reject).finally(() => clearTimeout(timer));
  });
}
