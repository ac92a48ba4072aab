// Every client's budget of the server's time for reads no kept answer served (pages and API reads,
// server/plugins/response-cache.ts). A kept answer costs almost nothing; a render or a fresh read costs the
// one thread tens of milliseconds, a predictor read of 200 seats half a second. So a client may have only so
// much of that time: READ_BUDGET_MS_PER_MINUTE (6,000: a tenth of one core), counted in windows of 10 s.
// A read is charged 25 ms when it is let in and the rest of its time, from the moment it got its turn in the
// request queue to its answer, when it is done; time spent waiting for a turn is not charged, so a slow
// server does not eat its visitors' budgets. Past the budget: a tiny page or JSON with 429 and Retry-After,
// before the request queues, instead of the renderer taken from everyone else until the node answers 503.
// Kept answers, files, images, React Router's route discovery and staff with a session never spend it.
// The counts are the submission limiter's (@fastify/rate-limit on rate_limit_counts), shared by every node.
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { Database } from "../../db/client.server.ts";
import { isExempt, sendQuickRefusal } from "./load-shedding.ts";
import { countInWindow } from "../../domain/rate-limits/counts.server.ts";
import { hasSession } from "./response-cache.ts";
import { clientOf } from "../rate-limit-store.ts";

export const TOO_MANY_READS_MESSAGE =
  "Your connection has asked for a great many pages in the last few seconds. Please wait a few seconds and try again.";

/** Short, so a burst is cut off quickly and a student waits seconds, not a minute. */
const WINDOW_MS = 10_000;
/** What a read is charged at least, and the unit of the count. */
const UNIT_MS = 25;

const started = new WeakMap<FastifyRequest, number>();
const keyOf = (req: FastifyRequest) => `reads:${clientOf(req)}`;

export function addReadBudget(
  app: FastifyInstance,
  db: Database,
  { msPerMinute, sessionCookie }: { msPerMinute: number; sessionCookie: string },
) {
  const units = Math.max(1, Math.floor((msPerMinute * WINDOW_MS) / 60_000 / UNIT_MS));
  const letIn = app.rateLimit({ max: units, timeWindow: WINDOW_MS, keyGenerator: keyOf }) as (
    req: FastifyRequest,
    reply: FastifyReply,
  ) => Promise<void>;

  // After kept answers had their chance (onRequest) and before the request queues for its turn.
  app.addHook("preValidation", async (req, reply) => {
    if (!isUncachedRead(req, sessionCookie)) return;
    try {
      await letIn(req, reply);
    } catch (refusal) {
      if ((refusal as { statusCode?: number }).statusCode !== 429) throw refusal;
      const retryAfter = Number(reply.getHeader("retry-after")) || WINDOW_MS / 1000;
      return sendQuickRefusal(req, reply, 429, retryAfter, TOO_MANY_READS_MESSAGE);
    }
    started.set(req, 0);
  });
  // Added after the request queue's own (server/app.ts): runs once the read has its turn.
  app.addHook("preHandler", async (req) => {
    if (started.has(req)) started.set(req, performance.now());
  });
  app.addHook("onResponse", async (req) => {
    const from = started.get(req);
    if (!from) return;
    const more = Math.ceil((performance.now() - from) / UNIT_MS) - 1;
    // Not awaited, and a count that cannot be written is let go: the answer has been sent.
    if (more > 0) countInWindow(db, keyOf(req), WINDOW_MS, more).catch(() => undefined);
  });
}

/** A read the server works for: a GET that no kept answer served, of a page or the API, by a visitor. */
function isUncachedRead(req: FastifyRequest, sessionCookie: string): boolean {
  if (req.method !== "GET" && req.method !== "HEAD") return false;
  if (isExempt(req) || hasSession(req, sessionCookie)) return false;
  // Images (kept in memory, and a directory page shows many) and React Router's route discovery are cheap.
  return !/^\/(uploads|__manifest)(\/|\?|$)/.test(req.url);
}
