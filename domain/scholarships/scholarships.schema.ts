// A scholarship as staff keep it: the provider's own figures as words ("₹12,000 a year (UG)"), the official
// page, the application window once the provider announces it, the day staff last checked all of it, and
// who may apply in the finder's words (limits.schema.ts), so the finder shows it only to those students.
import { z } from "zod";
import { todayInIndia } from "../clock.ts";
import { calendarDate, optionalText, REQUIRED, requiredText } from "../fields.ts";
import { limitFields } from "./limits.schema.ts";

export const SCHOLARSHIP_TYPES = ["Merit", "Need-based", "Merit-cum-means", "Special category"] as const;

/** An optional day: empty is "not announced" (null), anything else must be a real date. */
const optionalDay = z
  .preprocess((v) => (v === "" || v === null ? undefined : v), calendarDate.optional())
  .transform((v) => v ?? null);

export const scholarshipInputSchema = z
  .object({
    slug: requiredText(80).regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "Use lower-case letters, digits and hyphens only."),
    title: requiredText(200),
    provider: requiredText(200),
    internationalEligible: z.enum(["yes", "no"], { error: REQUIRED }).transform((v) => v === "yes"),
    amount: requiredText(200),
    type: z.enum(SCHOLARSHIP_TYPES, { error: "Please choose a type." }),
    level: requiredText(200),
    awards: requiredText(100),
    officialUrl: optionalText(500).refine(
      (v) => v === "" || /^https:\/\/\S+$/.test(v),
      "The official page must be a web address starting with https://.",
    ),
    opensOn: optionalDay,
    closesOn: optionalDay,
    checkedOn: optionalDay.refine((d) => !d || d <= todayInIndia(), { message: "The date cannot be in the future." }),
    ...limitFields,
  })
  .refine((s) => !s.opensOn || !s.closesOn || s.closesOn >= s.opensOn, {
    message: "Applications cannot close before they open.",
    path: ["closesOn"],
  });

/**
 * What is stored: the international answer as a boolean, a day not announced as null, the limits as lists of
 * codes (empty: no limit) and rupees as numbers (null: none given).
 */
export type ScholarshipInput = z.output<typeof scholarshipInputSchema>;
