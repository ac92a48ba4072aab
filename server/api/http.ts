// What every REST call shares: turning zod failures into SPEC-style 400s, pages, ids, 404s.
import type { FastifyReply, FastifySchemaValidationError } from "fastify";
import { z } from "zod";
import { type FieldErrors, fieldMessages, type InputError } from "../../domain/errors.ts";
import { type Page, pageSlice, wholeNumberParam } from "../../domain/paging.ts";

/** The body of a 400: a summary message and one message per field. */
export interface ValidationErrorBody {
  message: string;
  errors: FieldErrors;
}

/** One message per field ("coursesDeatils.0.fees"), the first zod gave; the body itself is "body". */
export function fieldErrors(error: z.ZodError): ValidationErrorBody {
  return withMessage(
    fieldMessages(error, "body", (issue) =>
      issue.code === "invalid_type" && issue.path.length === 0 ? "Please send a JSON object." : issue.message,
    ),
  );
}

export function withMessage(errors: FieldErrors): ValidationErrorBody {
  const messages = Object.values(errors);
  const more = messages.length > 1 ? " Please also check the other highlighted fields." : "";
  return { message: `${messages[0] ?? "Invalid input."}${more}`, errors };
}

/** The error handler answers it with a 400 (server/plugins/error-handler.ts). */
export class BadRequest extends Error {
  body: ValidationErrorBody;
  constructor(body: ValidationErrorBody) {
    super(body.message);
    this.body = body;
  }
}

/**
 * What a route's schema found wrong (fastify-type-provider-zod hands Fastify zod's issues, one per problem,
 * with the path as "/coursesDeatils/1/fees"), as the 400 of a body or query that fails its schema.
 */
export function schemaFailure(issues: FastifySchemaValidationError[]): BadRequest {
  const zodIssues = issues.map(({ keyword, instancePath, message, params }) => ({
    ...params,
    code: keyword,
    path: instancePath.split("/").slice(1).filter(Boolean),
    message: message ?? "Invalid input.",
  }));
  return new BadRequest(fieldErrors(new z.ZodError(zodIssues as z.core.$ZodIssue[])));
}

/** Domain rule failures, with field names renamed to the API's (e.g. courseId stays, name → streamsName). */
export function badInput(err: InputError, rename: Record<string, string> = {}): BadRequest {
  const errors: Record<string, string> = {};
  for (const [field, text] of Object.entries(err.fields)) {
    const [head, ...rest] = field.split(".");
    errors[[rename[head] ?? head, ...rest].join(".")] = text;
  }
  return new BadRequest(withMessage(errors));
}

const MAX_LIMIT = 100;

export const pageQuerySchema = z.object({
  page: wholeNumberParam("page", 1_000_000).optional(),
  limit: wholeNumberParam("limit", MAX_LIMIT).optional(),
});

/** `?page=&limit=`: a slice (limit at most 100, 20 by default); no paging when neither is given. */
export function pageFrom({ page, limit }: { page?: number; limit?: number }): Page | undefined {
  if (page === undefined && limit === undefined) return undefined;
  return pageSlice(page ?? 1, limit ?? 20);
}

export function notFound(reply: FastifyReply, message: string) {
  return reply.code(404).send({ message });
}

/** Renames an object schema's keys to the API's spellings, keeping each field's rules and messages. */
export function renamed<S extends z.ZodRawShape>(
  schema: z.ZodObject<S>,
  names: Partial<Record<keyof S, string>>,
  replace: Record<string, z.ZodType> = {},
) {
  const shape: Record<string, z.ZodType> = {};
  for (const [key, field] of Object.entries(schema.shape)) {
    const name = names[key as keyof S] ?? key;
    shape[name] = replace[name] ?? (field as z.ZodType);
  }
  return z.object(shape);
}

/** Reads a renamed object back into the domain's names. */
export function unrenamed(value: Record<string, unknown>, names: Record<string, string>): Record<string, unknown> {
  const back = Object.fromEntries(Object.entries(names).map(([clean, api]) => [api, clean]));
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [back[k] ?? k, v]));
}
