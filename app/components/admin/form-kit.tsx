// The pieces of every admin form around the portal's checked form (components/forms/): the page frame,
// sections, the form with a save's answer shown without JavaScript, and the Save button.
import { ArrowLeft } from "lucide-react";
import type { ComponentProps, ReactNode } from "react";
import { Link, useNavigation } from "react-router";
import type { AdminAnswer } from "../../lib/admin-form.ts";
import type { FormRefused } from "../../lib/form-result.ts";
import { useHydrated } from "../../lib/use-hydrated.ts";
import { CheckedForm } from "../forms/checked-form.tsx";
import { SubmitButton } from "../forms/submit-button.tsx";

interface FrameProps {
  title: string;
  backTo: string;
  backLabel: string;
  intro?: string;
  children: ReactNode;
}

export function FormFrame({ title, backTo, backLabel, intro, children }: FrameProps) {
  return (
    <div className="mx-auto max-w-4xl">
      <title>{`${title} · Admin`}</title>
      <Link to={backTo} className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:underline">
        <ArrowLeft aria-hidden="true" className="size-4" />
        {backLabel}
      </Link>
      <h1 className="mt-2 text-2xl font-bold text-slate-900">{title}</h1>
      {intro ? <p className="mt-1 text-sm text-slate-600">{intro}</p> : null}
      <div className="mt-5 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">{children}</div>
    </div>
  );
}

export function Section({ title, note, children }: { title: string; note?: string; children: ReactNode }) {
  return (
    <fieldset className="mt-6 first:mt-0">
      <legend className="mb-3 text-base font-bold text-brand-900">{title}</legend>
      {note ? <p className="-mt-1 mb-3 text-sm text-slate-700">{note}</p> : null}
      <div className="grid gap-4 sm:grid-cols-2">{children}</div>
    </fieldset>
  );
}

type AdminFormProps = Omit<ComponentProps<typeof CheckedForm>, "method"> & {
  /** The action's last answer: without JavaScript its message is shown here instead of in a toast */
  answer: AdminAnswer | FormRefused | undefined;
};

/** A posting admin form, with the answer of a post without JavaScript above it. */
export function AdminForm({ form, answer, children, ...props }: AdminFormProps) {
  return (
    <>
      <AnswerWithoutScript answer={answer} />
      <CheckedForm form={form} {...props}>
        {children}
      </CheckedForm>
    </>
  );
}

// With JavaScript the answer is a toast, and a save moves on to the list; without it, the page says it.
function AnswerWithoutScript({ answer }: { answer: AdminAnswer | FormRefused | undefined }) {
  const hydrated = useHydrated();
  if (hydrated || answer?.ok === undefined) return null;
  return (
    <p
      role={answer.ok ? "status" : "alert"}
      className={`mb-4 rounded-lg border px-3 py-2 text-sm font-medium ${answer.ok ? "border-green-200 bg-green-50 text-green-900" : "border-red-200 bg-red-50 text-red-900"}`}
    >
      {answer.message}{" "}
      {answer.ok ? (
        <Link to={answer.redirectTo} className="font-bold underline">
          Back to the list
        </Link>
      ) : null}
    </p>
  );
}

export function SaveButton({ label }: { label: string }) {
  const busy = useNavigation().state === "submitting";
  return (
    <div className="mt-6 flex justify-end border-t border-slate-200 pt-4">
      <SubmitButton
        busy={busy}
        label={label}
        busyLabel="Saving…"
        className="w-full rounded-lg bg-brand-700 px-6 py-3 font-bold text-white shadow-sm hover:bg-brand-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-900 disabled:opacity-70 sm:w-auto"
      />
    </div>
  );
}
