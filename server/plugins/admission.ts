// Admission control: at most `maxActive` requests do work (database queries, rendering) at once; up to
// `maxQueued` more wait their turn, each for at most `maxWaitMs`; any beyond that get a quick 503 with
// Retry-After. The server is one thread: a hundred renders started together all finish late, and while they
// run nothing else (not even a health check) gets a turn. Bounding the work in flight keeps every admitted
// request quick and the event loop free, and a surge turns into quick refusals instead of a slow site.
// Kept pages and reads (answered in onRequest), files and health checks never wait here.
import type { FastifyInstance } from "fastify";
import { isExempt, sendBusy } from "./load-shedding.ts";

export interface AdmissionLimits {
  maxActive: number;
  maxQueued: number;
  maxWaitMs: number;
  retryAfterSeconds: number;
}

export function addAdmissionControl(app: FastifyInstance, limits: AdmissionLimits) {
  let active = 0;
  const waiting: (() => void)[] = [];
  // A finished request hands its place straight to the longest-waiting one.
  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else active--;
  };
  const turn = () =>
    new Promise<boolean>((resolve) => {
      const admit = () => {
        clearTimeout(timer);
        resolve(true);
      };
      const timer = setTimeout(() => {
        waiting.splice(waiting.indexOf(admit), 1);
        resolve(false);
      }, limits.maxWaitMs);
      waiting.push(admit);
    });

  app.addHook("preHandler", async (req, reply) => {
    if (isExempt(req)) return;
    if (active < limits.maxActive) active++;
    else if (waiting.length >= limits.maxQueued || !(await turn())) {
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
