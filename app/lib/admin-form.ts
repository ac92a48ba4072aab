// How an admin form is read, the same in the browser and in the action: Conform turns the posted names
// ("courses[0].fees") into nested values, applies an Add Course or Remove button's list change, and the
// domain's zod schema checks the result; domain/errors.ts gives one message per field.
import { parse, type Submission, type SubmissionResult } from "@conform-to/react";
import type { z } from "zod";
import { type FieldErrors, fieldMessages } from "../../domain/errors.ts";
import { readPageNumber } from "../../domain/paging.ts";
import type { FormResult } from "./form-result.ts";

/** A check the schema cannot make (a program's image is a file, not text) */
export type ExtraCheck = (form: FormData) => FieldErrors;

export type AdminSubmission<T> = Submission<Record<string, unknown>, string, T>;

/** The domain's name for a field ("courses.0.id", as the REST API also says it) as the form's ("courses[0].id"). */
const formFieldName = (name: string) => name.replace(/\.(\d+)(?=\.|$)/g, "[$1]");

/** Field errors keyed by the form's names; an error about the whole form goes under "", as Conform keeps it. */
export function formErrors(errors: FieldErrors): FieldErrors {
  return Object.fromEntries(Object.entries(errors).map(([name, message]) => [formFieldName(name), message]));
}

// Row numbers stay small: a forged "courses[99999999].name" would otherwise make an array of that many holes.
const HUGE_INDEX = /\[\d{4,}\]/;

export function parseAdminForm<S extends z.ZodType>(
  form: FormData,
  schema: S,
  check?: ExtraCheck,
): AdminSubmission<z.output<S>> {
  const safe = new FormData();
  for (const [name, value] of form) if (!HUGE_INDEX.test(name)) safe.append(name, value);
  return parse<z.output<S>, string>(safe, {
    resolve(payload, intent) {
      // The last course row cannot be removed (SPEC.md §5): a forged removal leaves an empty row behind.
      if (intent?.type === "remove") {
        const rows = payload[intent.payload.name];
        if (Array.isArray(rows) && rows.length === 0) rows.push({});
      }
      const parsed = schema.safeParse(payload);
      const errors = { ...(parsed.success ? {} : formErrors(fieldMessages(parsed.error, ""))), ...check?.(form) };
      return parsed.success && Object.keys(errors).length === 0 ? { value: parsed.data } : { error: errors };
    },
  }) as AdminSubmission<z.output<S>>;
}

/**
 * What an admin form's action answers. A save: the toast's message and where to go next. A refusal: the
 * message, the field errors, and Conform's reply (what was typed, so nothing is lost even without
 * JavaScript). A row added or removed without JavaScript: only the reply, the form as it now stands.
 */
export type AdminAnswer =
  | (FormResult<{ redirectTo: string }> & { reply?: SubmissionResult<string> })
  | { ok?: undefined; reply: SubmissionResult<string> };

/** The admin lists' furthest page: an address past it shows the first page. */
const ADMIN_MAX_PAGE = 99_999;

/** The page asked for (?page=n), at least 1. */
export function pageNumber(url: URL): number {
  return readPageNumber(url.searchParams.get("page"), ADMIN_MAX_PAGE) ?? 1;
}

export const PAGE_SIZE = 25;
