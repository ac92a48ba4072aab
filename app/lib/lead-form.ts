// How a lead form is read, the same in the browser and in the actions: the posted fields become the
// lead the domain checks (checkLead, which the actions' submitLead runs again before storing), and a
// refusal says what is wrong with each field. The REST API takes the same lead as JSON.
import { type FieldErrors, fieldMessages } from "../../domain/errors.ts";
import { checkLead, type CheckedLead } from "../../domain/leads/check-lead.ts";
import type { Language } from "../../domain/i18n/language.ts";
import { type FormSubmission, parseWith } from "./checked-form.ts";
import { leadErrorsIn } from "./lead-messages.ts";

export const formText = (form: FormData, key: string) => {
  const value = form.get(key);
  return typeof value === "string" ? value : undefined;
};

/** The posted form as the lead the domain expects (the REST API takes the same shape as JSON). */
export function leadFromForm(form: FormData): Record<string, unknown> {
  const source = formText(form, "source");
  // The newsletter form asks for email, phone and course only (SPEC.md §5); the lead still needs a name
  // and a city, so it records who it is rather than inventing a person.
  const newsletter = source === "newsletter";
  return {
    name: newsletter ? "Newsletter subscriber" : formText(form, "name"),
    email: formText(form, "email"),
    phone: formText(form, "phone"),
    city: newsletter ? "Not given" : formText(form, "city"),
    course: formText(form, "course") ?? "",
    terms: formText(form, "terms") === "true",
    source,
    context: formText(form, "context") ?? "",
    website: formText(form, "website") || undefined,
    // The consent given with it (domain/consent/consent.schema.ts): each box only when ticked.
    noticeVersion: formText(form, "noticeVersion"),
    language: formText(form, "language") || undefined,
    call: formText(form, "call"),
    share: form.getAll("share").filter((v) => typeof v === "string"),
    ageBand: formText(form, "ageBand") || undefined,
    guardianName: formText(form, "guardianName"),
    guardianEmail: formText(form, "guardianEmail"),
  };
}

export type LeadSubmission = FormSubmission<Extract<CheckedLead, { ok: true }>>;

/**
 * The posted lead, checked: the form's values (a refusal's reply puts them back) and each field's problem, in
 * the page's language.
 */
export function parseLead(form: FormData, language: Language = "en"): LeadSubmission {
  return parseWith<Extract<CheckedLead, { ok: true }>>(form, () => {
    const checked = checkLead(leadFromForm(form));
    return checked.ok ? { value: checked } : { error: leadErrorsIn(language, fieldMessages(checked.error)) };
  });
}

/**
 * A refused lead as the page shows it again without JavaScript: what was typed, cut short, never the
 * honeypot; and the refusal's message for each field.
 */
export function refusedReply(form: FormData, errors: FieldErrors) {
  const shown = new FormData();
  for (const [name, value] of form) if (typeof value === "string") shown.append(name, value.slice(0, 200));
  return parseWith(shown, () => ({ error: errors })).reply({ hideFields: ["website"] });
}
