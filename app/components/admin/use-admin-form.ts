// An admin form (SPEC.md §5, §8): the portal's checked form (components/forms/use-checked-form.ts), whose
// server answer becomes a toast; a save moves on to the list. A new record with course rows starts with one
// empty row.
import { useEffect } from "react";
import { useNavigate } from "react-router";
import type { AdminAnswer } from "../../lib/admin-form.ts";
import type { FormRefused } from "../../lib/form-result.ts";
import { type CheckedFormOptions, type FormSchema, useCheckedForm } from "../forms/use-checked-form.ts";
import { useToast } from "../ui/toast.tsx";

export function useAdminForm<S extends FormSchema>(
  schema: S,
  answer: AdminAnswer | FormRefused | undefined,
  options: CheckedFormOptions<S> = {},
) {
  const toast = useToast();
  const navigate = useNavigate();

  useEffect(() => {
    if (answer?.ok === undefined) return;
    toast(answer.message, answer.ok ? "success" : "error");
    if (answer.ok) navigate(answer.redirectTo);
  }, [answer, toast, navigate]);

  return useCheckedForm(schema, answer && "reply" in answer ? answer.reply : undefined, options);
}
