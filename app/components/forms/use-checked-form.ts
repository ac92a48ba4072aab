// Every form of the portal on Conform: the check the action makes (a zod schema, or for a lead the
// domain's checkLead) runs before anything is sent (nothing is sent while any error exists), editing a
// marked field checks it again so a corrected field loses its mark, and the server's last answer (Conform's
// reply) puts back what was typed and its errors. A schema also says which fields are required.
import { type DefaultValue, type SubmissionResult, useForm } from "@conform-to/react";
import { getZodConstraint } from "@conform-to/zod/v4";
import { type FormEvent, useState } from "react";
import type { z } from "zod";
import { type ExtraCheck, type FormSubmission, parseForm } from "../../lib/checked-form.ts";

export interface CheckedFormOptions<S extends z.ZodType> {
  /** What the fields start with (a record being corrected) */
  defaultValue?: z.input<S> | Record<string, unknown> | null;
  check?: ExtraCheck;
  /** Before the scripts run, let the browser's own checks of `required` and the input types guide */
  browserChecksFirst?: boolean;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type FormSchema = z.ZodType<Record<string, unknown>, Record<string, any>>;

/** A form checked with a zod schema; a new record with course rows starts with one empty row. */
export function useCheckedForm<S extends FormSchema>(
  schema: S,
  lastResult: SubmissionResult<string> | undefined,
  { defaultValue, check, browserChecksFirst = false }: CheckedFormOptions<S> = {},
) {
  const [constraint] = useState(() => getZodConstraint(schema));
  return useForm<z.input<S>, z.output<S>, string>({
    lastResult,
    defaultNoValidate: !browserChecksFirst,
    defaultValue: (defaultValue ?? ("courses" in constraint ? { courses: [{}] } : {})) as DefaultValue<z.input<S>>,
    constraint,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseForm(formData, schema, check),
  });
}

/** The button that sent the form (a wizard's "Save and continue"), or none for a check while typing */
export type Submitter = HTMLInputElement | HTMLButtonElement | null;

interface ParsedOptions<T> {
  /** What the fields start with (a draft kept in the browser) */
  defaultValue?: Record<string, string>;
  /** Called for a form that passed its check, with what it sends: to post it with fetch instead */
  onSubmit?: (event: FormEvent<HTMLFormElement>, formData: FormData, submission: FormSubmission<T>) => void;
}

/** A form checked by a function that reads the whole form (see parseWith); the browser checks it the same way. */
export function useParsedForm<T>(
  parse: (form: FormData, submitter: Submitter) => FormSubmission<T>,
  lastResult: SubmissionResult<string> | undefined,
  { defaultValue, onSubmit }: ParsedOptions<T> = {},
) {
  return useForm<Record<string, unknown>, T, string>({
    lastResult,
    defaultValue,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    // Before the scripts run, the browser's own checks of `required` and the input types guide.
    defaultNoValidate: false,
    onValidate: ({ formData, submitter }) => parse(formData, submitter),
    onSubmit: onSubmit
      ? (event, { formData, submission }) => submission && onSubmit(event, formData, submission as FormSubmission<T>)
      : undefined,
  });
}
