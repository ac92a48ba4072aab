// An admission alert as staff write it: one college's admission round in one city, its last date as readers
// see it ("16 April 2025 (Phase 1)") and as a day, which decides whether the site shows it as open.
import { z } from "zod";
import { requiredDate, requiredText, sitePath } from "../fields.ts";

export const admissionAlertInputSchema = z.object({
  city: requiredText(100),
  college: requiredText(200),
  course: requiredText(200),
  exams: requiredText(200),
  lastDate: requiredText(100),
  closes: requiredDate,
  fees: requiredText(100),
  href: sitePath(),
  linkLabel: requiredText(100),
});

export type AdmissionAlertInput = z.infer<typeof admissionAlertInputSchema>;
