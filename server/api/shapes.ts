// Answer shapes shared by several calls, for the OpenAPI document.
import type { FastifyRequest } from "fastify";
import { z } from "zod";

export const messageSchema = z.object({ message: z.string() });

export const validationErrorSchema = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.string()).meta({ description: "field name → what is wrong with it" }),
});

/** The :id of the route, as text (ids that are not UUIDs simply match nothing). */
export function idParam(req: FastifyRequest, name = "id"): string {
  return String((req.params as Record<string, unknown>)[name] ?? "");
}
