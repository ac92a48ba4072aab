// What every admin form action does: read the posted form with the domain's zod schema, answer a list
// change (Add Course, Remove without JavaScript) with the form as it now stands, or save and answer with
// the message the toast shows, per-field errors and where to go next.
import { data } from "react-router";
import type { z } from "zod";
import { InputError } from "../../domain/errors.ts";
import type { AdminAnswer } from "./admin-form.ts";
import { type ExtraCheck, formErrors, type FormSubmission, parseForm, shownErrors } from "./checked-form.ts";

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

/** The posted form, read as the browser reads it; a form Conform cannot read (a forged list change) is a 400. */
export function readAdminForm<S extends z.ZodType>(
  form: FormData,
  schema: S,
  check?: ExtraCheck,
): FormSubmission<z.output<S>> {
  try {
    return parseForm(form, schema, check);
  } catch {
    throw data("This form could not be read.", { status: 400 });
  }
}

/** `save` gives false when the record to change no longer exists. */
export async function saveForm<T>(
  submission: FormSubmission<T>,
  save: (input: T) => Promise<unknown>,
  texts: SaveTexts,
  log: SaveLog,
) {
  if (submission.status !== "success") {
    // A list change is not a save: nothing is stored, the form comes back with its rows.
    if (!submission.status) return data<AdminAnswer>({ reply: submission.reply() }, { status: 200 });
    return refuse(texts.failed, 400, submission);
  }
  try {
    if (!(await save(submission.value))) return refuse(MISSING, 404, submission);
  } catch (err) {
    if (err instanceof InputError) return refuse(texts.failed, 400, submission, err.fields);
    log.error({ err }, "admin save failed");
    return refuse(texts.failed, 500, submission);
  }
  return data<AdminAnswer>({ ok: true, message: texts.saved, redirectTo: texts.redirectTo }, { status: 200 });
}

/**
 * A refused save: the message, and the form as it was posted with its field errors (the schema's, and
 * `fields` in the domain's naming). Without a submission (a body too large to read) only the errors come back.
 */
export function refuse(message: string, status: number, submission?: FormSubmission<unknown>, fields = {}) {
  const fieldErrors = formErrors(fields);
  const reply = submission ? submission.reply({ fieldErrors }) : { status: "error" as const, error: fieldErrors };
  return data<AdminAnswer>({ ok: false, message, errors: shownErrors(reply.error), reply }, { status });
}
