// Answer shapes shared by several calls.
import { z } from "zod";

export const messageSchema = z.object({ message: z.string() });

const validationErrorSchema = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.string()).meta({ description: "field name → what is wrong with it" }),
});

/** Every 400: invalid fields or query parameters, or (`{ message }` alone) a NUL character in the path or
 * query, refused before anything else looks at it (server/api/routes.ts). */
export const badRequestSchema = z.union([validationErrorSchema, messageSchema]);
