// Small zod building blocks shared by every form's schema (the site's lead and review forms, staff sign-in
// and the admin forms), so every form says the same thing.
import { z } from "zod";
import { parseRupees, rupees } from "./rupees.ts";

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

/**
 * What a name or a city may hold: letters of any script with their vowel signs and other marks (\p{M}, which
 * Devanagari's matras are), spaces, and . , ' ‘ ’ - ( ). No digits, no @ : / < >, and nothing of \p{C}
 * (controls such as CR and LF, format characters such as bidi overrides and zero-width spaces), with one
 * exception: a zero-width joiner or non-joiner (U+200D, U+200C) right after a letter or sign of an Indian
 * script. There it chooses a written form (क, ्, U+200D, ष shows the half form of क; Malayalam ന, ്, U+200D
 * the chillu ൻ, as older keyboards type it), and refusing it would refuse some students' own spelling.
 * Anywhere else it could only hide a word from this check (w, U+200C, ww.), so it is refused there.
 */
const NAME_CHARACTERS = /^(?:[\p{L}\p{M}\p{Zs}.,'‘’()-]|\u200C|\u200D)*$/u;
const STRAY_JOINER =
  /(?:^|[^\p{sc=Deva}\p{sc=Beng}\p{sc=Guru}\p{sc=Gujr}\p{sc=Orya}\p{sc=Taml}\p{sc=Telu}\p{sc=Knda}\p{sc=Mlym}\p{sc=Sinh}])[\u200C\u200D]/u;
/** A dot joined to the word after it reads as a web address (evil.example, www.x); initials (A.R.) do not. */
const JOINED_DOT = /\.\p{L}[\p{L}\p{M}]|www\./iu;

/**
 * The rules of a name or a city the portal may put in an email's greeting or on a page (a student's, a
 * guardian's, a reviewer's name, a student's city): NAME_CHARACTERS only, and no dot joined to a word. It is
 * refused, never cleaned, so the person sees what to change, and a line break never reaches what is stored.
 * `what` names the field in the message ("your name", "your city").
 */
export function personName<T extends z.ZodType<string>>(schema: T, what: string, example = "S. Kumar") {
  return schema
    .refine(
      (v) => NAME_CHARACTERS.test(v) && !STRAY_JOINER.test(v),
      `Please enter just ${what}, without links, email addresses or special characters.`,
    )
    .refine(
      (v) => !JOINED_DOT.test(v),
      `Please enter just ${what}, without links; after a dot, leave a space (${example}).`,
    );
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

/**
 * A fee in whole rupees as people write it ("1,50,000", "₹ 150000"), within `limits`; refused with a message
 * that names the bounds. Empty is undefined (left out), or refused when `required`. `fee` names it in the
 * messages ("tuition fee"); `yearly` (the default) says the figure is a year's.
 */
export function rupeeAmount(
  fee: string,
  limits: { min: number; max: number },
  { required = false, yearly = true } = {},
) {
  const { min, max } = limits;
  const aYear = yearly ? " a year" : "";
  const writeIt = `Please write the ${yearly ? "yearly " : ""}${fee} in whole rupees, for example 1,50,000`;
  return formText()
    .default("")
    .transform((v, ctx) => {
      const amount = v.trim() === "" ? undefined : parseRupees(v);
      if (v.trim() === "" && !required) return undefined;
      if (amount === undefined) {
        ctx.addIssue({ code: "custom", message: `${writeIt}${required ? "" : ", or leave it empty"}.` });
        return z.NEVER;
      }
      if (amount < min || amount > max) {
        ctx.addIssue({
          code: "custom",
          message: `${rupees(amount)}${aYear} is outside the ${fee}s we accept (${rupees(min)} to ${rupees(max)}${aYear}). Please check the figure.`,
        });
        return z.NEVER;
      }
      return amount;
    });
}
