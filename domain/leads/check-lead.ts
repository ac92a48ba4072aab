// The rules every lead form shares, for a lead and the consent given with it: the action checks a
// post with them before storing it (submit-lead.server.ts), and the browser checks the form with them
// before sending it. Stores nothing, needs no server.
import { z } from "zod";
import { consentInputSchema, type ConsentInput, shareableInstitutions } from "../consent/consent.schema.ts";
import { leadInputSchema, type LeadInput } from "./leads.schema.ts";

/** The checked lead, or zod's account of what is wrong, which each caller words its own way. */
export type CheckedLead = { ok: true; lead: LeadInput; consent: ConsentInput } | { ok: false; error: z.ZodError };

/**
 * Checks a lead and the consent given with it against the rules every lead form shares; stores nothing.
 * Every problem of both is reported, so a form can show each field's error at once.
 */
export function checkLead(input: unknown): CheckedLead {
  const lead = leadInputSchema.safeParse(input);
  const consent = consentInputSchema.safeParse(input ?? {});
  const issues = [...(lead.error?.issues ?? []), ...(consent.error?.issues ?? [])];
  if (lead.success && consent.success) {
    const outside = consent.data.share.filter((i) => !shareableInstitutions(lead.data.context).includes(i));
    if (outside.length === 0) return { ok: true, lead: lead.data, consent: consent.data };
    issues.push({
      code: "custom",
      path: ["share"],
      message: "Details can be shared only with this enquiry's institution.",
      input: outside,
    });
  }
  return { ok: false, error: new z.ZodError(issues) };
}
