// Small zod building blocks shared by every form's schema (the site's enquiry and review forms, staff sign-in
// and the admin forms), so every form says the same thing.
import { z } from "zod";

// The pages' Content-Security-Policy forbids eval. zod probes `new Function` the first time it parses an
// object, which a browser refuses and reports as a policy violation; jitless parsing never probes. Every
// form schema is built from this file, so the setting is made here, once, for the browser and the server.
z.config({ jitless: true });

export const REQUIRED = "This field is required";
export const NUL_MESSAGE = "Please remove the invisible NUL character.";
/** The longest address mail can be delivered to (RFC 5321's 254-character path limit) */
export const EMAIL_MAX = 254;

/**
 * Any text a form sends. PostgreSQL text cannot hold the NUL character (a pasted one would fail the insert
 * with a server error), so it is refused first, with a message of its own, before any other check.
 */
export function formText(params?: Parameters<typeof z.string>[0]) {
  return z.string(params).refine((v) => !v.includes("\0"), { message: NUL_MESSAGE, abort: true });
}

/** Required text: trimmed, not empty, at most `max` characters. */
export function requiredText(max = 200) {
  return formText({ error: REQUIRED }).trim().min(1, REQUIRED).max(max, `Please keep this under ${max} characters.`);
}

/** Optional text: trimmed, empty when left out. */
export function optionalText(max = 200) {
  return formText().trim().max(max, `Please keep this under ${max} characters.`).default("");
}

/** An email address: trimmed, lower-case, at most 254 characters, and well formed. */
export function emailAddress() {
  return formText({ error: "Please enter your email address." })
    .trim()
    .toLowerCase()
    .max(EMAIL_MAX, `Please keep the email address under ${EMAIL_MAX + 1} characters.`)
    .pipe(z.email("Please enter a valid email address, like name@example.com."));
}

/** A calendar date written YYYY-MM-DD (a full ISO time is cut to its date); must exist (no 30 February). */
export const calendarDate = formText({ error: "Please enter a date (YYYY-MM-DD)." }).transform((raw, ctx) => {
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:T[\d:.]+(?:Z|[+-]\d{2}:?\d{2})?)?$/.exec(raw.trim());
  const date = match ? new Date(Date.UTC(+match[1], +match[2] - 1, +match[3])) : undefined;
  const valid =
    match &&
    date &&
    +match[1] >= 1900 &&
    +match[1] <= 2200 &&
    date.getUTCMonth() === +match[2] - 1 &&
    date.getUTCDate() === +match[3];
  if (!valid) {
    ctx.addIssue({ code: "custom", message: "Please enter a real date (YYYY-MM-DD)." });
    return z.NEVER;
  }
  return `${match[1]}-${match[2]}-${match[3]}`;
});

/** A required calendar date: empty reads 'This field is required', like the other empty fields. */
export const requiredDate = formText({ error: REQUIRED }).trim().min(1, REQUIRED).pipe(calendarDate);

/** An address on this site, starting with / (never another site or a script): where a staff-written link goes. */
export function sitePath(max = 300) {
  return requiredText(max).refine((v) => /^\/(?!\/)[^\s]*$/.test(v), {
    message: "Please enter an address on this site, starting with / (like /Exam).",
  });
}
