// When the process is overloaded (event loop lagging, memory high), new requests get a quick 503 with
// Retry-After instead of everyone waiting longer: on results day a fast "try again in a moment" beats a
// page that never loads. Health checks keep answering so the load balancer sees a live process.
import fastifyUnderPressure from "@fastify/under-pressure";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";

export interface SheddingLimits {
  /** Mean event-loop delay, in milliseconds, above which new requests are refused; 0 = never */
  maxEventLoopDelay: number;
  /** Resident memory, in bytes, above which new requests are refused; 0 = never */
  maxRssBytes: number;
  retryAfterSeconds: number;
}

export const BUSY_MESSAGE = "The portal is very busy right now. Please try again in a moment.";

const exempt = new Set(["/healthz", "/readyz"]);

function isStaticFile(path: string): boolean {
  const last = path.slice(path.lastIndexOf("/") + 1);
  return /\.[a-z0-9]+$/i.test(last) && !last.endsWith(".data");
}

export async function addLoadShedding(app: FastifyInstance, limits: SheddingLimits) {
  if (!limits.maxEventLoopDelay && !limits.maxRssBytes) return;
  await app.register(fastifyUnderPressure, {
    maxEventLoopDelay: limits.maxEventLoopDelay,
    maxRssBytes: limits.maxRssBytes,
    retryAfter: limits.retryAfterSeconds,
    // A window with no delay sample at all counts as an infinite delay: at 100 ms, one busy moment of
    // 100 ms refused everything (found by npm run bench). A window of 1 s takes a real stall of a second.
    sampleInterval: 1000,
    pressureHandler: (req: FastifyRequest, reply: FastifyReply, type: string, value: number | undefined) => {
      if (isExempt(req)) return;
      req.log.warn({ type, value }, "shedding load");
      // Sent here; Fastify stops processing a request whose reply is already sent.
      void sendBusy(req, reply, limits.retryAfterSeconds);
    },
  });
}

/** Whether new requests are being refused now (for /readyz: an overloaded node should get no more traffic). */
export function isShedding(app: FastifyInstance): boolean {
  return app.hasDecorator("isUnderPressure") && app.isUnderPressure();
}

/** Health checks and files are never refused: they cost almost nothing, and a page without its script is broken. */
export function isExempt(req: FastifyRequest): boolean {
  const path = req.url.split("?")[0];
  return exempt.has(path) || isStaticFile(path);
}

/** The quick refusal: a tiny page for browsers, a JSON message for API clients (the forms show it). */
export function sendBusy(req: FastifyRequest, reply: FastifyReply, retryAfterSeconds: number): FastifyReply {
  return sendQuickRefusal(req, reply, 503, retryAfterSeconds, BUSY_MESSAGE);
}

/** A refusal that must cost almost nothing (a tiny page, or JSON for the API), with Retry-After. */
export function sendQuickRefusal(
  req: FastifyRequest,
  reply: FastifyReply,
  status: 429 | 503,
  retryAfterSeconds: number,
  message: string,
): FastifyReply {
  reply.code(status).header("Retry-After", String(retryAfterSeconds)).header("Cache-Control", "no-store");
  if (wantsHtml(req)) return reply.type("text/html; charset=utf-8").send(quickPage(message));
  return reply.send({ message });
}

function wantsHtml(req: FastifyRequest): boolean {
  return !req.url.startsWith("/api/") && String(req.headers.accept ?? "").includes("text/html");
}

// A tiny page with no scripts or external files: it must cost almost nothing to send.
function quickPage(message: string): string {
  return `<!doctype html><html lang="en-IN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Please try again in a moment</title></head><body style="font-family:system-ui,sans-serif;max-width:32rem;margin:4rem auto;padding:0 1rem;color:#0f172a"><h1>Please try again in a moment</h1><p>${message}</p><p><a href="">Try again</a> · <a href="/">Home page</a></p></body></html>`;
}
