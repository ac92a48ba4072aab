// The request queue (admission control). The server is one thread, and with the embedded database a request's queries and its
// render run without ever giving the event loop a turn: fifty requests read in one turn would all be served
// before anything else, not even a health check, got an answer. So requests take their turn from a queue:
// each turn of the event loop starts as many as keep it within `turnBudgetMs` (about one home page render,
// several leads), with at most `maxActive` at work at once (this is what bounds a PostgreSQL pool's queue); up
// to `maxQueued` wait, each for at most `maxWaitMs`, and any beyond that get a quick 503 with Retry-After.
// A surge becomes quick refusals instead of a slow site.
// Kept pages and reads (answered in onRequest), files and health checks never wait here. A request queues
// (preHandler) only once its body is in: a visitor who stops sending holds a socket until the request
// timeout (REQUEST_TIMEOUT_MS), never a place.
import type { FastifyInstance } from "fastify";
import { isExempt, sendBusy } from "./load-shedding.ts";

export interface RequestQueueLimits {
  maxActive: number;
  /** How long one turn of the event loop may spend on the requests it starts, in milliseconds */
  turnBudgetMs: number;
  maxQueued: number;
  maxWaitMs: number;
  retryAfterSeconds: number;
}

export function addRequestQueue(app: FastifyInstance, limits: RequestQueueLimits) {
  let active = 0;
  let pumping = false;
  const waiting: ((admitted: boolean) => void)[] = [];

  // How many requests a turn may start: one more after a turn of less than half the budget, half as many
  // after one over it (a home page render gets a turn to itself, quick leads come several at a time).
  let allowed = 1;
  let previousTurn: number | undefined;
  // Runs once per turn of the event loop while requests wait (an immediate queued during the check phase
  // runs in the next turn, after new connections and health checks have been read).
  const pump = () => {
    pumping = false;
    const now = performance.now();
    if (previousTurn === undefined) {
      // After a pause (or with every place taken), start again from one: requests started together would
      // also do their work together, turn after turn.
      allowed = 1;
    } else {
      const turnMs = now - previousTurn;
      if (turnMs > limits.turnBudgetMs) allowed = Math.max(1, Math.floor(allowed / 2));
      else if (turnMs < limits.turnBudgetMs / 2) allowed = Math.min(limits.maxActive, allowed + 1);
    }
    for (let started = 0; started < allowed && active < limits.maxActive && waiting.length; started++) {
      active++;
      waiting.shift()!(true);
    }
    // Only back-to-back turns measure one turn's length.
    previousTurn = undefined;
    if (waiting.length && active < limits.maxActive) {
      previousTurn = now;
      schedulePump();
    }
  };
  const schedulePump = () => {
    if (pumping) return;
    pumping = true;
    setImmediate(pump);
  };
  const release = () => {
    active--;
    if (waiting.length) schedulePump();
  };
  const turn = () =>
    new Promise<boolean>((resolve) => {
      const timer = setTimeout(() => {
        waiting.splice(waiting.indexOf(admit), 1);
        resolve(false);
      }, limits.maxWaitMs);
      const admit = (admitted: boolean) => {
        clearTimeout(timer);
        resolve(admitted);
      };
      waiting.push(admit);
      schedulePump();
    });

  app.addHook("preHandler", async (req, reply) => {
    if (isExempt(req)) return;
    // (Requests with a free place ahead of them only wait for the next turn: they do not count as queued.)
    const queued = waiting.length - (limits.maxActive - active);
    if (queued >= limits.maxQueued || !(await turn())) {
      req.log.warn({ active, waiting: waiting.length }, "shedding load");
      return sendBusy(req, reply, limits.retryAfterSeconds);
    }
    if (reply.raw.destroyed) {
      // The visitor went away while waiting: the place goes to the next one.
      release();
      return sendBusy(req, reply, limits.retryAfterSeconds);
    }
    // "close" comes once, whether the answer was sent or the visitor went away.
    reply.raw.once("close", release);
  });
}
