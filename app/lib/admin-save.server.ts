// What every admin form action does: check the posted form with the domain's zod schema, save, and answer
// with a FormResult (the message the toast shows, per-field errors, where to go next).
import { data } from "react-router";
import type { z } from "zod";
import { InputError } from "../../domain/errors.ts";
import { fieldMessages } from "../../domain/errors.ts";
import { type FormResult, formValues } from "./admin-form.ts";

export interface SaveTexts {
  /** SPEC.md §8's success text ('Form submitted successfully!' …), or "Changes saved." for an edit */
  saved: string;
  /** SPEC.md §8's failure text ('Something went wrong. Please try again.' …) */
  failed: string;
  redirectTo: string;
}

/** Where a failed save is logged: the request's logger, which keeps a query's parameters out (server/logging.ts). */
export interface SaveLog {
  error(fields: { err: unknown }, message: string): void;
}

const MISSING = "This record no longer exists. It may have been deleted by someone else.";

/** `save` gives false when the record to change no longer exists. */
export async function saveForm<T>(
  values: Record<string, unknown>,
  schema: z.ZodType<T>,
  save: (input: T) => Promise<boolean>,
  texts: SaveTexts,
  log: SaveLog,
) {
  const parsed = schema.safeParse(values);
  if (!parsed.success) return refuse(texts.failed, fieldMessages(parsed.error), 400, values);
  try {
    if (!(await save(parsed.data))) return refuse(MISSING, {}, 404, values);
  } catch (err) {
    if (err instanceof InputError) return refuse(texts.failed, err.fields, 400, values);
    log.error({ err }, "admin save failed");
    return refuse(texts.failed, {}, 500, values);
  }
  const result: FormResult = { ok: true, message: texts.saved, redirectTo: texts.redirectTo };
  return data(result, { status: 200 });
}

export function refuse(
  message: string,
  errors: Record<string, string>,
  status: number,
  values?: Record<string, unknown>,
) {
  const result: FormResult = { ok: false, message, errors, values };
  return data(result, { status });
}

export { formValues };
