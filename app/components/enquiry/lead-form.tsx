// The one enquiry form (SPEC.md §5), used by every popup, the enquiry page, the contact page and the footer
// newsletter. Without JavaScript it is a plain POST: to /resources/enquiry, which redirects back with the
// result, or (on the enquiry page, `action`) to the page itself, which shows it again with what was typed.
// With JavaScript it posts with fetch: no reload, the fields stay filled on a refusal, and a network
// failure gets its own message (a fetcher would hand a network error to the route's error boundary).
import { useId, useState, type FormEvent } from "react";
import { useLocation } from "react-router";
import type { FieldErrors } from "../../../domain/errors.ts";
import { courseOptions } from "../../../domain/leads/course-options.ts";
import type { LeadSource } from "../../../domain/leads/leads.schema.ts";
import { Field, inputClass } from "../ui/field.tsx";
import { ConsentFields, type TypedConsent } from "./consent-fields.tsx";
import { MailCapNote } from "./mail-cap-note.tsx";
import { useToast } from "../ui/toast.tsx";
import { downloadBrochure, submitEnquiry } from "./submit-enquiry.ts";

/** What a refused post without JavaScript had typed, shown again (keyed by the field's name). */
export type TypedEnquiry = Partial<Record<"name" | "email" | "phone" | "city" | "course" | "terms", string>> &
  TypedConsent;

interface Props {
  source: LeadSource;
  context?: string;
  /** College, program or city named in the brochure PDF */
  brochureName?: string;
  onSuccess?: () => void;
  /** The newsletter asks only for email, phone and course */
  variant?: "full" | "newsletter";
  submitLabel?: string;
  /** Where the form posts without JavaScript (with JavaScript it always posts with fetch) */
  action?: string;
  /** A refused post's typed values and field errors, from the server (the enquiry page without JavaScript) */
  typed?: TypedEnquiry;
  refusedErrors?: FieldErrors;
}

export function LeadForm({
  source,
  context = "",
  brochureName,
  onSuccess,
  variant = "full",
  submitLabel = "Submit",
  action = "/resources/enquiry",
  typed = {},
  refusedErrors = {},
}: Props) {
  const id = useId();
  const { pathname, search } = useLocation();
  const toast = useToast();
  const [errors, setErrors] = useState<FieldErrors>(refusedErrors);
  const [busy, setBusy] = useState(false);
  const full = variant === "full";

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    setBusy(true);
    const result = await submitEnquiry(new FormData(form));
    setBusy(false);
    if (!result.ok) {
      setErrors(result.errors);
      return toast(result.message, "error");
    }
    setErrors({});
    form.reset();
    toast(
      result.message,
      "success",
      result.myData ? { href: result.myData, label: "See, withdraw or erase your details" } : undefined,
    );
    downloadBrochure(result.brochure);
    onSuccess?.();
  }

  const f = (name: string) => `${id}-${name}`;
  return (
    <form method="post" action={action} onSubmit={onSubmit} className="space-y-4" data-testid={`lead-form-${source}`}>
      {source === "apply" ? <ApplyNotice /> : null}
      <input type="hidden" name="source" value={source} />
      <input type="hidden" name="context" value={context} />
      <input type="hidden" name="brochure" value={brochureName ?? ""} />
      <input type="hidden" name="returnTo" value={pathname + search} />
      {/* Honeypot: hidden from people and assistive technology; bots fill it and are quietly dropped. */}
      <div aria-hidden="true" className="absolute -left-[9999px] size-px overflow-hidden">
        <label htmlFor={f("website")}>Website</label>
        <input id={f("website")} name="website" type="text" tabIndex={-1} autoComplete="off" />
      </div>
      <div className={`grid gap-4 ${full ? "sm:grid-cols-2" : "sm:grid-cols-3"}`}>
        {full ? (
          <Field id={f("name")} label="Full Name" error={errors.name} className="sm:col-span-2">
            {(aria) => (
              <input
                {...aria}
                name="name"
                type="text"
                defaultValue={typed.name}
                required
                autoComplete="name"
                className={inputClass}
              />
            )}
          </Field>
        ) : null}
        <Field id={f("email")} label="Email" error={errors.email}>
          {(aria) => (
            <input
              {...aria}
              name="email"
              type="email"
              defaultValue={typed.email}
              required
              autoComplete="email"
              className={inputClass}
            />
          )}
        </Field>
        <Field id={f("phone")} label="Mobile number" error={errors.phone}>
          {(aria) => (
            <input
              {...aria}
              name="phone"
              type="tel"
              defaultValue={typed.phone}
              required
              autoComplete="tel"
              inputMode="tel"
              placeholder="98765 43210"
              className={inputClass}
            />
          )}
        </Field>
        {full ? (
          <Field id={f("city")} label="City" error={errors.city}>
            {(aria) => (
              <input
                {...aria}
                name="city"
                type="text"
                defaultValue={typed.city}
                required
                autoComplete="address-level2"
                className={inputClass}
              />
            )}
          </Field>
        ) : null}
        <Field id={f("course")} label="Course" error={errors.course}>
          {(aria) => (
            <select {...aria} name="course" required defaultValue={typed.course ?? ""} className={inputClass}>
              <option value="" disabled>
                Select Course
              </option>
              {courseOptions.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
      {/* The full form says it in the consent part, in the language the student chose there. */}
      {full ? <ConsentFields id={id} context={context} typed={typed} errors={errors} /> : <MailCapNote />}
      {full ? (
        <label className="flex items-start gap-2 text-sm text-slate-700">
          <input
            type="checkbox"
            name="terms"
            value="true"
            defaultChecked={typed.terms === "true"}
            className="mt-0.5 size-4 accent-brand-700"
          />
          <span>
            By submitting this form, you accept and agree to our{" "}
            <a href="/terms&condition" className="font-semibold text-brand-700 underline">
              Terms of Use
            </a>
          </span>
        </label>
      ) : null}
      <button
        type="submit"
        disabled={busy}
        className="inline-flex w-full items-center justify-center rounded-lg bg-accent-700 px-5 py-3 font-bold text-white shadow-sm transition hover:bg-accent-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-900 disabled:opacity-70"
      >
        {busy ? "Submitting…" : submitLabel}
      </button>
    </form>
  );
}

/** Apply Now reaches the portal's counsellors, not the college: said wherever the apply form is shown. */
function ApplyNotice() {
  return (
    <p className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-950" data-testid="apply-notice">
      This sends your details to our admissions counsellors, not an application to the college.
    </p>
  );
}
