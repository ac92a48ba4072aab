// The fields every lead form shows (SPEC.md §5), for the full form and the footer's newsletter: the hidden
// source, context and brochure, the honeypot, the contact fields and the course, and the send button. Each
// field takes what a refused post had typed and its message.
import { useLocation } from "react-router";
import type { FieldErrors } from "../../../domain/errors.ts";
import { courseOptions } from "../../../domain/leads/course-options.ts";
import type { LeadSource } from "../../../domain/leads/leads.schema.ts";
import { SelectField } from "../forms/select-field.tsx";
import { SubmitButton } from "../forms/submit-button.tsx";
import { Field, inputClass } from "../ui/field.tsx";
import { useLocalPath, useText } from "../../lib/i18n.ts";
import { enquiryText } from "../../../content/i18n/enquiry.ts";

/** What a refused post had typed, shown again (keyed by the field's name). */
export type Typed = Record<string, unknown>;

const typedText = (typed: Typed, name: string) => {
  const value = typed[name];
  return typeof value === "string" ? value : undefined;
};

interface HiddenProps {
  id: string;
  source: LeadSource;
  context: string;
  brochureName?: string;
}

export function HiddenFields({ id, source, context, brochureName }: HiddenProps) {
  const { pathname, search } = useLocation();
  const local = useLocalPath();
  return (
    <>
      <input type="hidden" name="source" value={source} />
      <input type="hidden" name="context" value={context} />
      <input type="hidden" name="brochure" value={brochureName ?? ""} />
      <input type="hidden" name="returnTo" value={local(pathname + search)} />
      {/* Honeypot: hidden from people and assistive technology; bots fill it and are quietly dropped. */}
      <div aria-hidden="true" className="absolute -left-[9999px] size-px overflow-hidden">
        <label htmlFor={`${id}-website`}>Website</label>
        <input id={`${id}-website`} name="website" type="text" tabIndex={-1} autoComplete="off" />
      </div>
    </>
  );
}

interface FieldsProps {
  id: string;
  /** The newsletter asks only for email, phone and course */
  full: boolean;
  errors: FieldErrors;
  typed: Typed;
}

export function ContactFields({ id, full, errors, typed }: FieldsProps) {
  const f = (name: string) => `${id}-${name}`;
  const t = useText(enquiryText);
  const text = (name: string, label: string, type: string, autoComplete: string, extra = {}) => (
    <Field id={f(name)} label={label} error={errors[name]} className={name === "name" ? "sm:col-span-2" : undefined}>
      {(aria) => (
        <input
          {...aria}
          name={name}
          type={type}
          defaultValue={typedText(typed, name)}
          required
          autoComplete={autoComplete}
          className={inputClass}
          {...extra}
        />
      )}
    </Field>
  );
  return (
    <div className={`grid gap-4 ${full ? "sm:grid-cols-2" : "sm:grid-cols-3"}`}>
      {full ? text("name", t("fullName"), "text", "name") : null}
      {text("email", t("email"), "email", "email")}
      {text("phone", t("mobile"), "tel", "tel", { inputMode: "tel", placeholder: "98765 43210" })}
      {full ? text("city", t("city"), "text", "address-level2") : null}
      <SelectField
        id={f("course")}
        name="course"
        label={t("course")}
        options={courseOptions}
        empty={t("selectCourse")}
        emptyIsPrompt
        required
        defaultValue={typedText(typed, "course") ?? ""}
        error={errors.course}
      />
    </div>
  );
}

export function SendButton({ busy, label }: { busy: boolean; label: string }) {
  const t = useText(enquiryText);
  return (
    <SubmitButton
      busy={busy}
      label={label}
      busyLabel={t("submitting")}
      className="inline-flex w-full items-center justify-center rounded-lg bg-accent-700 px-5 py-3 font-bold text-white shadow-sm transition hover:bg-accent-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-900 disabled:opacity-70"
    />
  );
}
