// A college page as staff create or correct it (SPEC.md §5 "Add College Page").
import { z } from "zod";
import { calendarDate, optionalText, requiredText } from "../fields.ts";

export const collegeCourseInputSchema = z.object({
  /** Present when correcting an existing course, so its streams stay attached. */
  id: z.uuid({ error: "Unknown course id." }).optional(),
  name: requiredText(120),
  fees: requiredText(100),
  eligibility: requiredText(500),
  applicationDate: requiredText(100),
});

/** At least one course row: the first supplies the fee and course shown in tables. */
export function courseRows<T extends z.ZodType>(row: T) {
  return z
    .array(row, { error: "Please add at least one course." })
    .min(1, "Please add at least one course.")
    .max(60, "A college page can list at most 60 courses.");
}

const rank = z.preprocess(
  (v) => (v === "" || v === null || v === undefined ? null : typeof v === "string" ? Number(v.trim()) : v),
  z
    .number({ error: "Rank must be a whole number." })
    .int("Rank must be a whole number.")
    .min(1, "Rank starts at 1.")
    .max(100_000, "Rank must be at most 100000.")
    .nullable(),
);

// Logos are shown as <img src>: only web addresses and our own uploads, never javascript: or data:.
const logo = optionalText(500).refine(
  (v) => v === "" || /^https?:\/\/\S+$/.test(v) || /^\/uploads\/[\w./-]+$/.test(v),
  "The logo must be an image address starting with https:// or /uploads/.",
);

// Staff say when they last checked the fees and placements, and may say where they read them.
const figuresAsOf = z.preprocess(
  (v) => (v === "" || v === null ? undefined : v),
  calendarDate
    .refine((d) => d <= new Date().toISOString().slice(0, 10), "The date cannot be in the future.")
    .optional(),
);
const figuresSourceUrl = optionalText(500).refine(
  (v) => v === "" || /^https?:\/\/\S+$/.test(v),
  "The source must be a web address starting with https://.",
);

export const collegeInputSchema = z.object({
  name: requiredText(200),
  subheading: optionalText(300),
  logo,
  city: requiredText(80),
  state: requiredText(80),
  rank: rank.optional(),
  fee: requiredText(100),
  placementAvg: requiredText(100),
  placementHigh: requiredText(100),
  figuresAsOf,
  figuresSourceUrl,
  eligibility: optionalText(500),
  courses: courseRows(collegeCourseInputSchema),
  bannerText: requiredText(500),
  bannerSubText: requiredText(1000),
  heading: requiredText(200),
  subHeading1: requiredText(1000),
  subHeading2: requiredText(1000),
});

export type CollegeInput = z.infer<typeof collegeInputSchema>;
export type CollegeCourseInput = z.infer<typeof collegeCourseInputSchema>;
