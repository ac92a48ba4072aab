// A program as staff create or correct it (SPEC.md §5 "Add program": every field and each course's four
// fields required, at least one course). The image travels separately: see program-image.server.ts.
import { z } from "zod";
import { optionalText, requiredText } from "../fields.ts";

export const programCourseInputSchema = z.object({
  course: requiredText(120),
  fees: requiredText(100),
  eligibility: requiredText(500),
  applicationDate: requiredText(100),
});

export function programCourseRows<T extends z.ZodType>(row: T) {
  return z
    .array(row, { error: "Please add at least one course." })
    .min(1, "Please add at least one course.")
    .max(60, "A program can list at most 60 courses.");
}

export const programInputSchema = z.object({
  name: requiredText(120),
  /** Alternative text of the image; the program's name when left empty. */
  imageAlt: optionalText(200),
  bannerHeading: requiredText(200),
  bannerSubHeading: requiredText(500),
  title: requiredText(200),
  courses: programCourseRows(programCourseInputSchema),
});

export type ProgramInput = z.infer<typeof programInputSchema>;
