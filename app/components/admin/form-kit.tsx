// The pieces of every admin form: the page frame with its Save button, and labelled text fields built on
// the one Field helper (label, aria-invalid, the error read out with the field).
import { ArrowLeft } from "lucide-react";
import type { ReactNode } from "react";
import { Link, useNavigation } from "react-router";
import { Field, inputClass } from "../ui/field.tsx";

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

export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="mt-6 first:mt-0">
      <legend className="mb-3 text-base font-bold text-brand-900">{title}</legend>
      <div className="grid gap-4 sm:grid-cols-2">{children}</div>
    </fieldset>
  );
}

interface TextFieldProps {
  name: string;
  label: string;
  errors: Record<string, string>;
  defaultValue?: string | number | null;
  type?: "text" | "date" | "url";
  multiline?: boolean;
  required?: boolean;
  wide?: boolean;
  placeholder?: string;
}

export function TextField({
  name,
  label,
  errors,
  defaultValue,
  type = "text",
  multiline,
  required = true,
  wide,
  placeholder,
}: TextFieldProps) {
  const common = { name, required, placeholder, defaultValue: defaultValue ?? "", className: inputClass };
  return (
    <Field
      id={`f-${name}`}
      label={required ? label : `${label} (optional)`}
      error={errors[name]}
      className={wide || multiline ? "sm:col-span-2" : undefined}
    >
      {(aria) =>
        multiline ? <textarea {...aria} {...common} rows={3} /> : <input {...aria} {...common} type={type} />
      }
    </Field>
  );
}

export function SaveButton({ label }: { label: string }) {
  const busy = useNavigation().state === "submitting";
  return (
    <div className="mt-6 flex justify-end border-t border-slate-200 pt-4">
      <button
        type="submit"
        disabled={busy}
        className="w-full rounded-lg bg-brand-700 px-6 py-3 font-bold text-white shadow-sm hover:bg-brand-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-900 disabled:opacity-70 sm:w-auto"
      >
        {busy ? "Saving…" : label}
      </button>
    </div>
  );
}
