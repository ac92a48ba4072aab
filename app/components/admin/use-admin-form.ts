// The behaviour every admin form shares (SPEC.md §5, §8): the same zod schema as the server checks the
// form before anything is sent ('This field is required' per empty field; nothing is sent while any error
// exists); editing a field clears its error; the server's answer becomes a toast, and success moves on.
import { useEffect, useState, type FormEvent } from "react";
import { useNavigate } from "react-router";
import type { z } from "zod";
import { type FieldErrors, fieldMessages } from "../../../domain/errors.ts";
import { type FormResult, formValues } from "../../lib/admin-form.ts";
import { useToast } from "../ui/toast.tsx";

export function useAdminForm(
  schema: z.ZodType,
  actionData: FormResult | undefined,
  extraCheck?: (form: FormData) => FieldErrors,
) {
  const toast = useToast();
  const navigate = useNavigate();
  const serverErrors = actionData && !actionData.ok ? actionData.errors : {};
  const [errors, setErrors] = useState<FieldErrors>(serverErrors);
  // A new answer from the server replaces the shown errors (the React way to reset state from props).
  const [seen, setSeen] = useState(actionData);
  if (seen !== actionData) {
    setSeen(actionData);
    setErrors(serverErrors);
  }

  useEffect(() => {
    if (!actionData) return;
    toast(actionData.message, actionData.ok ? "success" : "error");
    if (actionData.ok) navigate(actionData.redirectTo);
  }, [actionData, toast, navigate]);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const data = new FormData(event.currentTarget);
    const parsed = schema.safeParse(formValues(data));
    const found = { ...(parsed.success ? {} : fieldMessages(parsed.error)), ...extraCheck?.(data) };
    const names = Object.keys(found);
    if (names.length === 0) return;
    event.preventDefault();
    setErrors(found);
    event.currentTarget.querySelector<HTMLElement>(`[name="${CSS.escape(names[0])}"]`)?.focus();
  }

  function onChange(event: FormEvent<HTMLFormElement>) {
    const name = (event.target as HTMLInputElement).name;
    if (name && errors[name]) setErrors(({ [name]: _cleared, ...rest }) => rest);
  }

  return { errors, setErrors, formProps: { noValidate: true, onSubmit, onChange } };
}
