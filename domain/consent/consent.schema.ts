// What a student agreed to with a lead, as the form (or an API client) sends it. Nothing is assumed: a
// purpose counts only when it was ticked, and a client that sends no consent at all records the brochure only.
import { z } from "zod";
import { ageBands, noticeLanguages } from "../../db/consent-values.ts";
import { emailAddress, formText, personName } from "../fields.ts";

/** A ticked checkbox arrives as "on" from a form and as true from JSON. */
const ticked = z
  .union([z.boolean(), z.literal("on"), z.literal("true")])
  .transform((v) => v === true || v === "on" || v === "true");

export const consentInputSchema = z
  .object({
    /** The notice version the form showed (domain/consent/notice.ts); absent from API clients */
    noticeVersion: formText().trim().max(40).optional(),
    language: z.enum(noticeLanguages, { error: "Unknown language." }).default("en"),
    call: ticked.default(false),
    /** The institutions, among the form's context, the student agreed to share their details with */
    share: z
      .union([formText().trim().max(200), z.array(formText().trim().max(200)).max(4, "Too many institutions.")])
      .transform((v) => (Array.isArray(v) ? v : [v]).filter(Boolean))
      .default([]),
    ageBand: z.enum(ageBands, { error: "Please choose your age." }).optional(),
    // Greeted by name in the guardian's email (see personName).
    guardianName: personName(
      formText().trim().max(100, "Please keep the name under 100 characters."),
      "your parent or guardian's name",
    ).default(""),
    guardianEmail: z.union([z.literal(""), emailAddress()]).default(""),
  })
  .superRefine((consent, ctx) => {
    const needsGuardian = consent.ageBand === "under-18" && (consent.call || consent.share.length > 0);
    if (needsGuardian && consent.guardianName.length < 2) {
      ctx.addIssue({ code: "custom", path: ["guardianName"], message: "Please enter your parent or guardian's name." });
    }
    if (needsGuardian && !consent.guardianEmail) {
      ctx.addIssue({
        code: "custom",
        path: ["guardianEmail"],
        message: "Please enter your parent or guardian's email address.",
      });
    }
    if ((consent.call || consent.share.length > 0) && !consent.ageBand) {
      ctx.addIssue({ code: "custom", path: ["ageBand"], message: "Please choose your age." });
    }
  });

export type ConsentInput = z.infer<typeof consentInputSchema>;

/** The institutions the student may share with: only those the lead was about. */
export function shareableInstitutions(context: string): string[] {
  return context ? [context] : [];
}
