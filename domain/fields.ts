// Small zod building blocks shared by the admin forms' schemas, so every form says the same thing.
import { z } from "zod";

export const REQUIRED = "This field is required";

/** PostgreSQL text cannot hold the NUL character; such input is refused rather than failing in SQL. */
export const noNul = [(v: string) => !v.includes("\0"), "Please remove the invisible NUL character."] as const;

/** Required text: trimmed, not empty, at most `max` characters. */
export function requiredText(max = 200) {
  return z
    .string({ error: REQUIRED })
    .trim()
    .min(1, REQUIRED)
    .max(max, `Please keep this under ${max} characters.`)
    .refine(...noNul);
}

/** Optional text: trimmed, empty when left out. */
export function optionalText(max = 200) {
  return z
    .string()
    .trim()
    .max(max, `Please keep this under ${max} characters.`)
    .refine(...noNul)
    .default("");
}

/** A calendar date written YYYY-MM-DD (a full ISO time is cut to its date); must exist (no 30 February). */
export const calendarDate = z.string({ error: "Please enter a date (YYYY-MM-DD)." }).transform((raw, ctx) => {
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
