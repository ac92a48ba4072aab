// What a visitor submits through any lead form (counselling, brochure, apply, voucher, scholarship,
// contact, newsletter). Shared by the browser forms, the site's actions and the REST API.
import { z } from "zod";
import { emailAddress, formText, personName } from "../fields.ts";
import { courseOptions, courseOptionValue } from "./course-options.ts";

export { courseOptions };

export const leadSources = [
  "counselling",
  "brochure",
  "apply",
  "voucher",
  "scholarship",
  "contact",
  "newsletter",
] as const;
export type LeadSource = (typeof leadSources)[number];

/** "+91 98765 43210", "098765 43210", "9876543210" → "+919876543210"; undefined when not an Indian mobile. */
export function normaliseIndianMobile(raw: string): string | undefined {
  const digits = raw.replace(/[\s\-().]/g, "");
  const match = /^(?:\+91|91|0)?([6-9]\d{9})$/.exec(digits);
  return match ? `+91${match[1]}` : undefined;
}

export const leadInputSchema = z.object({
  // Greeted by name in the confirmation email: see personName for what a name may hold.
  name: personName(
    formText({ error: "Please enter your full name." })
      .trim()
      .min(2, "Please enter your full name (at least 2 letters).")
      .max(100, "Please keep your name under 100 characters."),
    "your name",
  ),
  email: emailAddress(),
  phone: formText({ error: "Please enter your mobile number." }).transform((v, ctx) => {
    const phone = normaliseIndianMobile(v);
    if (!phone) {
      ctx.addIssue({
        code: "custom",
        message: "Please enter a 10-digit Indian mobile number starting with 6, 7, 8 or 9.",
      });
      return z.NEVER;
    }
    return phone;
  }),
  city: personName(
    formText({ error: "Please enter your city." })
      .trim()
      .min(2, "Please enter your city.")
      .max(60, "Please keep the city under 60 characters."),
    "your city",
    "Mt. Abu",
  ),
  course: formText({ error: "Please select a course." }).transform((v, ctx) => {
    const course = courseOptionValue(v);
    if (!course) {
      ctx.addIssue({ code: "custom", message: "Please select a course from the list." });
      return z.NEVER;
    }
    return course;
  }),
  terms: z.boolean({ error: "Terms must be true or false." }).default(false),
  source: z.enum(leadSources, { error: "Unknown enquiry type." }).default("counselling"),
  // The institution or page the lead is about, named in both emails' text. College names hold dots joined
  // to words (B.Tech, B.Com), so personName's rule would refuse real ones: only what makes a link, an address
  // or a line of its own is refused here.
  context: formText()
    .trim()
    .max(200, "Context is too long.")
    .refine(
      (v) => !/[\p{C}@＠]|:\/\/|www\./iu.test(v),
      "The enquiry's subject cannot hold links, email addresses or special characters.",
    )
    .default(""),
  /** Honeypot: people never see this field; bots fill it in. */
  website: formText().max(500).optional(),
});

export type LeadInput = z.infer<typeof leadInputSchema>;
