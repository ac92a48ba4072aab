// An enquiry from any form of the site or from the REST API: one set of rules, one way to store it. The
// site and the API only turn their own input (form fields, JSON) into it and its answer into theirs.
import type { z } from "zod";
import type { Database } from "../../db/client.server.ts";
import type { ConsentInput } from "../consent/consent.schema.ts";
import { recordConsent } from "../consent/consent.server.ts";
import { checkEnquiry } from "./check-enquiry.ts";
import type { LeadInput } from "./leads.schema.ts";
import { createLead, type CreatedLead } from "./leads.server.ts";

export type StoredEnquiry = CreatedLead & {
  /** The student's own link (/my-data?t=…), for a newly stored enquiry only */
  myDataToken?: string;
  guardianAsked?: boolean;
  /** false when the cap on emails to one address held the confirmation back (domain/mail/recipient-cap.ts) */
  emailed?: boolean;
  /** false when it held the guardian's request back */
  guardianEmailed?: boolean;
};

export type SubmittedEnquiry = ({ ok: true } & StoredEnquiry) | { ok: false; error: z.ZodError };

/**
 * Stores a checked enquiry with its consent in one transaction, and queues the confirmation email. `consent`
 * undefined (an API client, which sees no notice) records the brochure purpose only. A filled honeypot
 * (`website`) is answered as accepted and dropped, and the same enquiry again within 10 minutes gives back the
 * first one's id (see createLead): `stored` says which.
 */
export async function storeEnquiry(
  db: Database,
  lead: LeadInput,
  consent: ConsentInput | undefined,
  siteUrl: string,
  now: Date = new Date(),
): Promise<StoredEnquiry> {
  return db.transaction(async (tx) => {
    const created = await createLead(tx, lead, now);
    if (!created.stored) return created;
    const recorded = await recordConsent(tx, { id: created.id, ...lead }, consent, siteUrl, now);
    return { ...created, ...recorded };
  });
}

/** Checks and stores an enquiry from a form of the site (see checkEnquiry and storeEnquiry). */
export async function submitEnquiry(
  db: Database,
  input: unknown,
  siteUrl: string,
  now: Date = new Date(),
): Promise<SubmittedEnquiry> {
  const checked = checkEnquiry(input);
  if (!checked.ok) return checked;
  return { ok: true, ...(await storeEnquiry(db, checked.lead, checked.consent, siteUrl, now)) };
}
