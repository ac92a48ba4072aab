// The follow-up columns' allowed values, in a module of their own so the browser can check the staff's forms
// against them without loading the table definitions (as db/consent-values.ts does for consent).

/** Where an enquiry stands, as staff move it along; "joined" and "closed" end it. */
export const leadStatuses = ["new", "contacted", "counselled", "applied", "joined", "not-reachable", "closed"] as const;
export type LeadStatus = (typeof leadStatuses)[number];

/** How a call went. */
export const callOutcomes = ["reached", "no-answer", "wrong-number", "call-back", "not-interested"] as const;
export type CallOutcome = (typeof callOutcomes)[number];

/** What a line of an enquiry's history records. */
export const leadEventKinds = ["status", "note", "call", "scheduled", "assigned"] as const;
