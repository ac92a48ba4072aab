// Server side of every lead form: the form's fields become the lead the domain checks and stores
// (domain/leads/submit-lead.server.ts), and a refusal says what is wrong with each field. The lead
// action (/resources/enquiry) and the enquiry page (/enquiry) both receive their posts through receiveLead.
import { z } from "zod";
import type { Database } from "../../db/client.server.ts";
import { fieldMessages } from "../../domain/errors.ts";
import { queryReader } from "../../domain/read-query.ts";
import { submitLead } from "../../domain/leads/submit-lead.server.ts";
import { unsentMail, unsentMailNote, type UnsentMail } from "../../domain/mail/recipient-cap.ts";
import type { LeadKind } from "../components/lead-form/lead-button.tsx";
import { leadFromForm, formText } from "./lead-form.ts";
import { LEAD_RECEIVED, type FormRefused } from "./form-result.ts";
import type { Language } from "../../domain/i18n/language.ts";
import { textIn } from "../../domain/i18n/text.ts";
import { enquiryText } from "../../content/i18n/enquiry.ts";
import { leadErrorsIn, leadMessageIn } from "./lead-messages.ts";

export type ReceivedLead =
  | {
      ok: true;
      /** SPEC.md §8's text, and which emails were not sent because their address had its emails for the day */
      message: string;
      unsent?: UnsentMail;
      brochureName: string;
      brochure: string;
      /** The student's own page, /my-data?t=… (a newly stored lead only) */
      myData?: string;
    }
  | FormRefused;

/**
 * Checks and stores a posted lead with its consent, and wakes the email sender for its confirmation; on
 * success, the brochure it asked for (a cleaned name, and its link) and the student's own page. The answer is
 * in `language`, the page's the student posted from.
 */
export async function receiveLead(
  db: Database,
  form: FormData,
  server: { siteUrl: string; mailQueued: () => void },
  language: Language = "en",
): Promise<ReceivedLead> {
  const submitted = await submitLead(db, leadFromForm(form), server.siteUrl);
  if (!submitted.ok) return refusedLead(submitted.error, language);
  if (submitted.stored) server.mailQueued();
  const name = brochureName(formText(form, "brochure"));
  const myData = submitted.myDataToken ? `/my-data?t=${submitted.myDataToken}` : undefined;
  const unsent = unsentMail(submitted);
  const received = language === "en" ? LEAD_RECEIVED : textIn(language, enquiryText)("received");
  const message = unsent ? `${received} ${unsentMailNote(unsent)}` : received;
  return { ok: true, message, unsent, brochureName: name, brochure: brochureHref(name), myData };
}

/** What the form shows for a refused lead: the first problem, and one message per field. */
export function refusedLead(error: z.ZodError, language: Language = "en"): FormRefused {
  return {
    ok: false,
    message: leadMessageIn(language, error.issues[0]?.message ?? "Please check the form."),
    errors: leadErrorsIn(language, fieldMessages(error)),
  };
}

/** A name for the brochure: printable text only (with the vowel signs of Indian scripts), short enough. */
export function brochureName(raw: string | undefined | null): string {
  return (raw ?? "")
    .replace(/[^\p{L}\p{M}\p{N} .,&()'/-]/gu, "")
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, 80);
}

const SITE = "http://site.invalid";

/**
 * Where a plain form post sends the visitor back: a path of this site, never an open redirect. The path is
 * checked after the URL parser has normalised it: "/.//evil.example/x" becomes "//evil.example/x", which a
 * browser reads as another host, so leading slashes are folded into one.
 */
export function returnUrl(raw: string | undefined | null): URL {
  let url: URL;
  try {
    url = new URL(raw?.startsWith("/") ? raw : "/", SITE);
  } catch {
    return new URL("/", SITE);
  }
  if (url.origin !== SITE) return new URL("/", SITE);
  url.pathname = url.pathname.replace(/^\/+/, "/");
  return url;
}

export function brochureHref(name: string): string {
  return name ? `/resources/brochure.pdf?name=${encodeURIComponent(name)}` : "/resources/brochure.pdf";
}

const leadKinds = ["apply", "brochure", "voucher"] as const satisfies readonly LeadKind[];

/**
 * What the enquiry page's address asks for (domain/read-query.ts): its kind (apply when it names none; one it
 * does not know is refused, as the page cannot say what it would send) and what the lead is about.
 */
export const readLeadPageQuery = queryReader({
  kind: z.enum(leadKinds, { error: "Unknown enquiry type." }),
  college: z.string().transform(leadAbout),
});

/**
 * What the enquiry page is about, as the address names it ("NIT Trichy: B.Tech Civil Engineering"): the
 * lead's context, so plain text on one line, no longer than the context may be. React escapes it; a crafted
 * link can only put a short name after "Enquiry about".
 */
export function leadAbout(raw: string | null): string {
  return (raw ?? "")
    .replace(/[\p{C}<>]/gu, "")
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, 200);
}
