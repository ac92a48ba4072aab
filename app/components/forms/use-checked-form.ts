// Every form of the portal on Conform: the zod schema the action uses checks the form before anything is
// sent (nothing is sent while any error exists), editing a marked field checks it again so a corrected field
// loses its mark, and the server's last answer (Conform's reply) puts back what was typed and its errors.
// The schema also says which fields are required.
import { type DefaultValue, type SubmissionResult, useForm } from "@conform-to/react";
import { getZodConstraint } from "@conform-to/zod/v4";
import { useState } from "react";
import type { z } from "zod";
import { type ExtraCheck, parseForm } from "../../lib/checked-form.ts";

export interface CheckedFormOptions<S extends z.ZodType> {
  /** What the fields start with (a record being corrected) */
  defaultValue?: z.input<S> | Record<string, unknown> | null;
  check?: ExtraCheck;
  /** Keeps ids apart when a page has two of the same form */
  id?: string;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type FormSchema = z.ZodType<Record<string, unknown>, Record<string, any>>;

export function useCheckedForm<S extends FormSchema>(
  schema: S,
  lastResult: SubmissionResult<string> | undefined,
  { defaultValue, check, id }: CheckedFormOptions<S> = {},
) {
  const [constraint] = useState(() => getZodConstraint(schema));
  return useForm<z.input<S>, z.output<S>, string>({
    id,
    lastResult,
    defaultValue: (defaultValue ?? ("courses" in constraint ? { courses: [{}] } : {})) as DefaultValue<z.input<S>>,
    constraint,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseForm(formData, schema, check),
  });
}
