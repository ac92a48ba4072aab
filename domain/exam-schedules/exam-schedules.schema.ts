// One exam's dates as staff enter them: the texts readers see and the first and last day of the exam and
// the last day to apply, which decide whether the exam is upcoming, under way or already held.
import { z } from "zod";
import { requiredDate, requiredText } from "../fields.ts";

export const examScheduleInputSchema = z
  .object({
    examSlug: requiredText(100),
    edition: requiredText(100),
    examDates: requiredText(300),
    examStarts: requiredDate,
    examEnds: requiredDate,
    applicationDates: requiredText(300),
    applicationCloses: requiredDate,
    resultDates: requiredText(300),
  })
  .refine((s) => s.examEnds >= s.examStarts, {
    message: "The last exam day cannot be before the first.",
    path: ["examEnds"],
  });

export type ExamScheduleInput = z.infer<typeof examScheduleInputSchema>;
