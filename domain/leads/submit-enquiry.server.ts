// An enquiry from any form of the site or from the REST API: one set of rules, one way to store it. The
// site and the API only turn their own input (form fields, JSON) into it and its answer into theirs.
import type { z } from "zod";
import type { Database } from "../../db/client.server.ts";
import { leadInputSchema, type LeadInput } from "./leads.schema.ts";
import { createLead, type CreatedLead } from "./leads.server.ts";

/** The checked enquiry, or zod's account of what is wrong, which each caller words its own way. */
export type CheckedEnquiry = { ok: true; lead: LeadInput } | { ok: false; error: z.ZodError };

export type SubmittedEnquiry = ({ ok: true } & CreatedLead) | { ok: false; error: z.ZodError };

/** Checks an enquiry against the rules every enquiry form shares (leadInputSchema); stores nothing. */
export function checkEnquiry(input: unknown): CheckedEnquiry {
  const result = leadInputSchema.safeParse(input);
  return result.success ? { ok: true, lead: result.data } : { ok: false, error: result.error };
}

/**
 * Checks and stores an enquiry. A filled honeypot (`website`) is answered as accepted and dropped, and the
 * same enquiry again within 10 minutes gives back the first one's id (see createLead): `stored` says which.
 */
export async function submitEnquiry(db: Database, input: unknown, now: Date = new Date()): Promise<SubmittedEnquiry> {
  const checked = checkEnquiry(input);
  if (!checked.ok) return checked;
  return { ok: true, ...(await createLead(db, checked.lead, now)) };
}
