// One edition of an exam as staff enter it: the texts readers see, the first and last day of the exam and
// the last day to apply (which decide whether it is upcoming, under way or already held), and the official
// notice the dates come from, which the exam page links as their source.
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
    sourceUrl: requiredText(500).refine(
      (v) => /^https:\/\/\S+$/.test(v),
      "The official notice must be a web address starting with https://.",
    ),
  })
  .refine((s) => s.examEnds >= s.examStarts, {
    message: "The last exam day cannot be before the first.",
    path: ["examEnds"],
  });

export type ExamScheduleInput = z.infer<typeof examScheduleInputSchema>;
