// What an institution's representative may publish (decision 059), checked alike in the browser and in the
// action: one programme's fees for one academic year, and the institution's contacts. Amounts are whole
// rupees per year, typed with or without Indian commas ("1,20,000"); a figure outside the plausible range is
// refused on its field rather than published (₹0 tuition, ₹10 crore a year).
import { z } from "zod";
import { EMAIL_MAX, formText, optionalText, requiredText, rupeeAmount } from "../fields.ts";
import { FEE_LIMITS } from "../rupees.ts";

const digitsOnly = (v: unknown) => (typeof v === "string" ? v.replace(/[,\s]/g, "") : v);

const YEAR = /^(20\d\d)-(\d\d)$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const optionalDate = z.preprocess(
  (v) => (v === "" ? undefined : v),
  formText()
    .regex(DATE, "Please give the date as on a calendar (YYYY-MM-DD).")
    .refine((v) => !Number.isNaN(Date.parse(v)), "Please give a real date.")
    .optional(),
);
const webAddress = (message: string) =>
  z.preprocess(
    (v) => (v === "" ? undefined : v),
    formText()
      .trim()
      .max(300, message)
      .pipe(z.url({ protocol: /^https?$/, message }))
      .optional(),
  );

export const programmeFactsSchema = z
  .object({
    programme: requiredText(150),
    academicYear: formText({ error: "Please give the academic year, such as 2026-27." })
      .trim()
      .refine((v) => {
        const m = YEAR.exec(v);
        return !!m && (Number(m[1]) + 1) % 100 === Number(m[2]);
      }, "Please give the academic year, such as 2026-27."),
    tuitionPerYear: rupeeAmount("tuition fee", FEE_LIMITS.tuition, { required: true }).transform((v) => v!),
    hostelPerYear: rupeeAmount("hostel fee", FEE_LIMITS.hostel),
    messPerYear: rupeeAmount("mess fee", FEE_LIMITS.mess),
    oneTimeFees: rupeeAmount("one-time fee", FEE_LIMITS.oneTime, { yearly: false }),
    seats: z.preprocess(
      (v) => (v === "" ? undefined : digitsOnly(v)),
      formText()
        .regex(/^\d{1,5}$/, "Please give the number of seats as a whole number from 1 to 10,000.")
        .transform(Number)
        .pipe(z.number().min(1, "Please give the number of seats as a whole number from 1 to 10,000.").max(10_000))
        .optional(),
    ),
    eligibility: optionalText(500),
    selection: optionalText(200),
    applyFrom: optionalDate,
    applyUntil: optionalDate,
    applyLink: webAddress("Please give the official apply page as a web address (https://…)."),
  })
  .refine((v) => !v.applyFrom || !v.applyUntil || v.applyFrom <= v.applyUntil, {
    path: ["applyUntil"],
    message: "The application window must close after it opens.",
  });
export type ProgrammeFacts = z.output<typeof programmeFactsSchema>;

/** Indian phone numbers as printed: +91, an STD code, spaces and hyphens; 8 to 13 digits in all. */
const PHONE = /^\+?[\d\s()-]{8,20}$/;
const LOCATION = /^\s*(-?\d{1,2}(?:\.\d+)?)\s*,\s*(-?\d{1,3}(?:\.\d+)?)\s*$/;

export const contactsSchema = z
  .object({
    address: optionalText(300),
    phone: optionalText(20).refine(
      (v) => v === "" || (PHONE.test(v) && v.replace(/\D/g, "").length >= 8 && v.replace(/\D/g, "").length <= 13),
      "Please give a phone number with its STD code or +91, such as 022 2576 4567.",
    ),
    email: z.preprocess(
      (v) => (v === "" ? undefined : v),
      formText()
        .trim()
        .toLowerCase()
        .max(EMAIL_MAX, "Please give a valid email address.")
        .pipe(z.email("Please give a valid email address."))
        .optional(),
    ),
    website: webAddress("Please give the website as a web address (https://…)."),
    location: optionalText(60).refine((v) => {
      if (v === "") return true;
      const m = LOCATION.exec(v);
      return !!m && Number(m[1]) >= 6 && Number(m[1]) <= 38 && Number(m[2]) >= 68 && Number(m[2]) <= 98;
    }, "Please give the map location as latitude, longitude in India, such as 19.1334, 72.9133."),
  })
  .refine((v) => Object.values(v).some((x) => x !== undefined && x !== ""), {
    path: ["form"],
    message: "Please fill in at least one contact.",
  });
export type Contacts = z.output<typeof contactsSchema>;
