// The behaviour every admin form shares (SPEC.md §5, §8), on Conform: the same zod schema as the action
// checks the form before anything is sent ('This field is required' per empty field; nothing is sent while
// any error exists); editing a field checks it again, so a corrected field loses its mark; the server's
// answer becomes a toast, and success moves on. The schema also says which fields are required.
import { type DefaultValue, useForm } from "@conform-to/react";
import { getZodConstraint } from "@conform-to/zod/v4";
import { useEffect, useState } from "react";
import { useNavigate } from "react-router";
import type { z } from "zod";
import { type AdminAnswer, type ExtraCheck, parseAdminForm } from "../../lib/admin-form.ts";
import type { FormRefused } from "../../lib/form-result.ts";
import { useToast } from "../ui/toast.tsx";

interface Options<S extends z.ZodType> {
  /** The record being corrected; a new one starts empty, with one empty course row where it has rows */
  defaultValue?: z.input<S> | Record<string, unknown> | null;
  check?: ExtraCheck;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function useAdminForm<S extends z.ZodType<Record<string, unknown>, Record<string, any>>>(
  schema: S,
  answer: AdminAnswer | FormRefused | undefined,
  { defaultValue, check }: Options<S> = {},
) {
  const toast = useToast();
  const navigate = useNavigate();
  const [constraint] = useState(() => getZodConstraint(schema));

  useEffect(() => {
    if (answer?.ok === undefined) return;
    toast(answer.message, answer.ok ? "success" : "error");
    if (answer.ok) navigate(answer.redirectTo);
  }, [answer, toast, navigate]);

  return useForm<z.input<S>, z.output<S>, string>({
    lastResult: answer && "reply" in answer ? answer.reply : undefined,
    defaultValue: (defaultValue ?? ("courses" in constraint ? { courses: [{}] } : {})) as DefaultValue<z.input<S>>,
    constraint,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseAdminForm(formData, schema, check),
  });
}
