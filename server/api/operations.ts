// Each resource file describes its calls as data: the route Fastify serves and the entry of the OpenAPI
// document come from the same object, so the two cannot drift apart.
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from "fastify";
import type { z } from "zod";
import type { Database } from "../../db/client.server.ts";
import { sessionCookieName } from "../../app/lib/admin-cookies.server.ts";
import { type Config, cookieOptions } from "../config.ts";
import { requireAdmin } from "../plugins/auth.ts";
import { CACHE_HIT, CACHE_MISS, hasSession, payloadBuffer, type ResponseCache } from "../plugins/response-cache.ts";

export interface ApiContext {
  db: Database;
  config: Config;
  uploadsDir: string;
}

export interface Operation {
  method: "GET" | "POST" | "PUT" | "DELETE";
  /** Fastify syntax: /api/admin/get_programbyId/:id */
  path: string;
  summary: string;
  tag: string;
  description?: string;
  /** Needs an admin session (cookie + X-XSRF-TOKEN for writes) or a Bearer token. */
  admin?: boolean;
  /** Accepts ?page=&limit=. */
  paged?: boolean;
  query?: z.ZodObject;
  /** JSON body */
  body?: z.ZodType;
  /** multipart/form-data fields, for the document only (the handler reads the parts itself) */
  multipart?: z.ZodType;
  /** Reads a body the handler takes apart itself (a program's image): run before the request queues */
  readBody?: (req: FastifyRequest) => Promise<void>;
  responses: Record<number, { description: string; schema?: z.ZodType }>;
  config?: RouteOptions["config"];
  handler: (req: FastifyRequest, reply: FastifyReply) => Promise<unknown>;
}

export function registerOperations(app: FastifyInstance, ctx: ApiContext, operations: Operation[]) {
  const cookies = cookieOptions(ctx.config);
  const admin = requireAdmin(ctx.db, cookies);
  const kept = keptPublicReads(app.responseCache, sessionCookieName(cookies));
  for (const op of operations) {
    const publicRead = op.method === "GET" && !op.admin;
    app.route({
      method: op.method,
      url: op.path.replace(/^\/api/, ""), // the plugin is registered under the /api prefix
      // Route hooks run after the scope's, so a kept answer still gets its CORS headers.
      onRequest: publicRead ? kept.serve : undefined,
      onSend: publicRead ? kept.keep : undefined,
      // A request queues for its turn (preHandler, server/plugins/request-queue.ts) only once its body is in:
      // an upload over a slow or stalled connection must not hold one of the few places meanwhile. So such
      // bodies are read first, and the admin check comes before the reading: only staff may send megabytes.
      preParsing: op.admin && op.readBody ? admin : undefined,
      preValidation: op.readBody,
      preHandler: op.admin && !op.readBody ? admin : undefined,
      config: op.config,
      handler: op.handler,
    });
  }
}

const KEPT_HEADERS = ["content-type", "content-security-policy", "cache-control"];

/** Public reads are the same for every caller until staff change something (server/plugins/response-cache.ts).
 * Clients may keep them too, asking again with the ETag (304 when unchanged). */
function keptPublicReads(cache: ResponseCache, sessionCookie: string) {
  return {
    serve: async (req: FastifyRequest, reply: FastifyReply) =>
      hasSession(req, sessionCookie) ? undefined : cache.serve(req, reply),
    keep: async (req: FastifyRequest, reply: FastifyReply, payload: unknown) => {
      if (reply.getHeader("x-cache") === CACHE_HIT || hasSession(req, sessionCookie)) return payload;
      // Read for this request, whether it is then kept or not (a failed read).
      reply.header("x-cache", CACHE_MISS);
      if (reply.statusCode !== 200) return payload;
      reply.header("cache-control", "no-cache");
      return cache.keep(req, reply, await payloadBuffer(payload), KEPT_HEADERS);
    },
  };
}
