// A stream (branch) as staff add it: SPEC.md §5, every field required; the date must be a real date.
import { z } from "zod";
import { calendarDate, requiredText } from "../fields.ts";

const id = (what: string) => z.uuid({ error: `Please choose a ${what}.` });

export const streamInputSchema = z.object({
  collegeId: id("college"),
  courseId: id("course"),
  name: requiredText(200),
  // Fees are free text ("₹1,20,000 per year"), but never empty.
  fee: requiredText(100),
  applicationDate: calendarDate,
});

export type StreamInput = z.infer<typeof streamInputSchema>;
