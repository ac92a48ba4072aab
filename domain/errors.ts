// What went wrong with a form or a request body, said per field, the same way on the site and in the REST API.
import type { z } from "zod";

/** One message per field name ("courses.0.fees"); a message about the whole input is under its own name. */
export type FieldErrors = Record<string, string>;

type Issue = z.ZodError["issues"][number];

/**
 * zod's issues as the first message per field, keyed by the field's path joined with "." ("courses.0.fees").
 * An issue about the input as a whole goes under `whole` ("form" for the site's forms, "body" for the API).
 * `message` lets a caller word an issue its own way (the API asks for a JSON object when it gets none).
 */
export function fieldMessages(
  error: z.ZodError,
  whole = "form",
  message: (issue: Issue) => string = (issue) => issue.message,
): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) errors[issue.path.map(String).join(".") || whole] ??= message(issue);
  return errors;
}

// Input that passed its schema but breaks a rule only the database can check (a stream's course must
// belong to its college). Callers turn it into a 400 with the same per-field messages as schema errors.
export class InputError extends Error {
  fields: Record<string, string>;
  constructor(fields: Record<string, string>) {
    super(Object.values(fields)[0] ?? "Invalid input");
    this.fields = fields;
  }
}
