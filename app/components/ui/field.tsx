// The one form-field helper: label, control, an optional hint and the per-field error, wired with
// aria-invalid and aria-describedby so a screen reader hears what is wrong. Admin forms (through Conform),
// the lead form and the review form all use it.
import type { ReactNode } from "react";

export const inputClass =
  "mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-base text-slate-900 shadow-sm placeholder:text-slate-500 focus:border-brand-600 focus:outline-2 focus:outline-brand-600/30 aria-[invalid=true]:border-red-600";

interface FieldAria {
  id: string;
  "aria-invalid"?: true;
  "aria-describedby"?: string;
}

interface Props {
  id: string;
  label: ReactNode;
  error?: string;
  /** Shown under the control and read out with it */
  hint?: ReactNode;
  children: (aria: FieldAria) => ReactNode;
  className?: string;
  labelClassName?: string;
}

export function Field({
  id,
  label,
  error,
  hint,
  children,
  className,
  labelClassName = "text-sm font-semibold text-slate-800",
}: Props) {
  const describedBy = [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ");
  return (
    <div className={className}>
      <label htmlFor={id} className={labelClassName}>
        {label}
      </label>
      {children({
        id,
        ...(error ? { "aria-invalid": true } : {}),
        ...(describedBy ? { "aria-describedby": describedBy } : {}),
      })}
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}

/** A field's error message, for controls that label themselves (a checkbox, a group of radio buttons). */
export function FieldError({ id, error, className = "mt-1" }: { id: string; error?: string; className?: string }) {
  return error ? (
    <p id={id} className={`${className} text-sm font-medium text-red-700`}>
      {error}
    </p>
  ) : null;
}
