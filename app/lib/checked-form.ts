// How every form of the portal is read, the same in the browser and in the action: Conform turns the posted
// names ("courses[0].fees") into nested values, applies an Add Course or Remove button's list change, and the
// zod schema the action uses checks the result; domain/errors.ts gives one message per field.
import { type Intent, parse, type Submission } from "@conform-to/react";
import type { z } from "zod";
import { type FieldErrors, fieldMessages } from "../../domain/errors.ts";

/** A check the schema cannot make (a program's image is a file, not text) */
export type ExtraCheck = (form: FormData) => FieldErrors;

export type FormSubmission<T> = Submission<Record<string, unknown>, string, T>;

/** The domain's name for a field ("courses.0.id", as the REST API also says it) as the form's ("courses[0].id"). */
const formFieldName = (name: string) => name.replace(/\.(\d+)(?=\.|$)/g, "[$1]");

/** Field errors keyed by the form's names; an error about the whole form goes under "", as Conform keeps it. */
export function formErrors(errors: FieldErrors): FieldErrors {
  return Object.fromEntries(Object.entries(errors).map(([name, message]) => [formFieldName(name), message]));
}

// Row numbers stay small: a forged "courses[99999999].name" would otherwise make an array of that many holes.
const HUGE_INDEX = /\[\d{4,}\]/;

/**
 * Reads a posted form with Conform (nested names, list changes) and checks it with `check`, which says what
 * is wrong with each field or gives the checked value.
 */
export function parseWith<T>(
  form: FormData,
  check: (payload: Record<string, unknown>, intent: Intent | null) => { value: T } | { error: FieldErrors },
): FormSubmission<T> {
  const safe = new FormData();
  for (const [name, value] of form) if (!HUGE_INDEX.test(name)) safe.append(name, value);
  return parse<T, string>(safe, { resolve: check }) as FormSubmission<T>;
}

/** A form checked with a zod schema (an admin form's, the sign-in's), and `check` for what it cannot see. */
export function parseForm<S extends z.ZodType>(
  form: FormData,
  schema: S,
  check?: ExtraCheck,
): FormSubmission<z.output<S>> {
  return parseWith<z.output<S>>(form, (payload, intent) => {
    // The last course row cannot be removed (SPEC.md §5): a forged removal leaves an empty row behind.
    if (intent?.type === "remove") {
      const rows = payload[intent.payload.name];
      if (Array.isArray(rows) && rows.length === 0) rows.push({});
    }
    const parsed = schema.safeParse(payload);
    const errors = { ...(parsed.success ? {} : formErrors(fieldMessages(parsed.error, ""))), ...check?.(form) };
    return parsed.success && Object.keys(errors).length === 0
      ? { value: parsed.data as z.output<S> }
      : { error: errors };
  });
}

/** A refusal's field errors as the form shows them: one message per field that has one. */
export function shownErrors(error: Record<string, string | null> | undefined): FieldErrors {
  return Object.fromEntries(Object.entries(error ?? {}).filter((e): e is [string, string] => !!e[1]));
}
