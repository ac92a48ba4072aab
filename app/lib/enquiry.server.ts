// Server side of every enquiry form: the form's fields become the enquiry the domain checks and stores
// (domain/leads/submit-enquiry.server.ts), and a refusal names the first bad field and says what is wrong.
import type { z } from "zod";
import { fieldMessages } from "../../domain/errors.ts";
import type { FormRefused } from "./form-result.ts";

const text = (form: FormData, key: string) => {
  const value = form.get(key);
  return typeof value === "string" ? value : undefined;
};

/** The posted form as the enquiry the domain expects (the REST API takes the same shape as JSON). */
export function enquiryFromForm(form: FormData): Record<string, unknown> {
  const source = text(form, "source");
  // The newsletter form asks for email, phone and course only (SPEC.md §5); the lead still needs a name
  // and a city, so it records who it is rather than inventing a person.
  const newsletter = source === "newsletter";
  return {
    name: newsletter ? "Newsletter subscriber" : text(form, "name"),
    email: text(form, "email"),
    phone: text(form, "phone"),
    city: newsletter ? "Not given" : text(form, "city"),
    course: text(form, "course") ?? "",
    terms: text(form, "terms") === "true",
    source,
    context: text(form, "context") ?? "",
    website: text(form, "website") || undefined,
  };
}

/** What the form shows for a refused enquiry: the first problem, and one message per field. */
export function refusedEnquiry(error: z.ZodError): FormRefused {
  return { ok: false, message: error.issues[0]?.message ?? "Please check the form.", errors: fieldMessages(error) };
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
