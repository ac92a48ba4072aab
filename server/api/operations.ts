// Each resource file describes its calls as data: the route Fastify serves and the entry of the OpenAPI
// document come from the same object, so the two cannot drift apart.
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from "fastify";
import type { z } from "zod";
import type { Database } from "../../db/client.server.ts";
import type { Config } from "../config.ts";
import { requireAdmin } from "../plugins/auth.ts";

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
  responses: Record<number, { description: string; schema?: z.ZodType }>;
  config?: RouteOptions["config"];
  handler: (req: FastifyRequest, reply: FastifyReply) => Promise<unknown>;
}

export function registerOperations(app: FastifyInstance, ctx: ApiContext, operations: Operation[]) {
  const admin = requireAdmin(ctx.db);
  for (const op of operations) {
    app.route({
      method: op.method,
      url: op.path.replace(/^\/api/, ""), // the plugin is registered under the /api prefix
      preHandler: op.admin ? admin : undefined,
      config: op.config,
      handler: op.handler,
    });
  }
}
