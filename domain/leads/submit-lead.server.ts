// A lead from any form of the site or from the REST API: one set of rules, one way to store it. The
// site and the API only turn their own input (form fields, JSON) into it and its answer into theirs.
import type { z } from "zod";
import type { Database } from "../../db/client.server.ts";
import type { ConsentInput } from "../consent/consent.schema.ts";
import { recordConsent } from "../consent/consent.server.ts";
import { checkLead } from "./check-lead.ts";
import type { LeadInput } from "./leads.schema.ts";
import { createLead, type CreatedLead } from "./leads.server.ts";

export type StoredLead = CreatedLead & {
  /** The student's own link (/my-data?t=…), for a newly stored lead only */
  myDataToken?: string;
  guardianAsked?: boolean;
  /** false when the cap on emails to one address held the confirmation back (domain/mail/recipient-cap.ts) */
  emailed?: boolean;
  /** false when it held the guardian's request back */
  guardianEmailed?: boolean;
};

export type SubmittedLead = ({ ok: true } & StoredLead) | { ok: false; error: z.ZodError };

/**
 * Stores a checked lead with its consent in one transaction, and queues the confirmation email. `consent`
 * undefined (an API client, which sees no notice) records the brochure purpose only. A filled honeypot
 * (`website`) is answered as accepted and dropped, and the same lead again within 10 minutes gives back the
 * first one's id (see createLead): `stored` says which.
 */
export async function storeLead(
  db: Database,
  lead: LeadInput,
  consent: ConsentInput | undefined,
  siteUrl: string,
  now: Date = new Date(),
): Promise<StoredLead> {
  return db.transaction(async (tx) => {
    const created = await createLead(tx, lead, now);
    if (!created.stored) return created;
    const recorded = await recordConsent(tx, { id: created.id, ...lead }, consent, siteUrl, now);
    return { ...created, ...recorded };
  });
}

/** Checks and stores a lead from a form of the site (see checkLead and storeLead). */
export async function submitLead(
  db: Database,
  input: unknown,
  siteUrl: string,
  now: Date = new Date(),
): Promise<SubmittedLead> {
  const checked = checkLead(input);
  if (!checked.ok) return checked;
  return { ok: true, ...(await storeLead(db, checked.lead, checked.consent, siteUrl, now)) };
}
