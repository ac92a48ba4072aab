// Institutions that tell the portal about themselves (decision 059): a person claims an institution's page,
// and is mailed a one-time link to set their password (staff_links, purpose "claim") at once when their email
// is at the institution's website's domain, or once an editor has read their letter on letterhead; then,
// signed in as the institution's representative, they send facts (fees per programme, contacts) that an
// editor publishes. Rows name the institution by its code without a foreign
// key, as reviews do: the catalogue's reload replaces the institutions and moves merged codes to survivors.
import { sql } from "drizzle-orm";
import { check, customType, index, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

const bytea = customType<{ data: Buffer }>({ dataType: () => "bytea" });

export const claimMethods = ["email-domain", "letter"] as const;
/** accepted: the link that makes the representative's account was mailed (staff_links, purpose "claim") */
export const claimStatuses = ["awaiting-editor", "accepted", "rejected"] as const;
export type ClaimStatus = (typeof claimStatuses)[number];

export const institutionClaims = pgTable(
  "institution_claims",
  {
    id: uuid().primaryKey().defaultRandom(),
    institutionCode: text().notNull(),
    name: text().notNull(),
    /** What the person does there ("Admissions officer"), as they wrote it */
    jobTitle: text().notNull(),
    email: text().notNull(),
    method: text({ enum: claimMethods }).notNull(),
    /**
     * The letter on letterhead an editor reads (a PDF, checked when it came): kept here, not with the images
     * /uploads/ serves, so it is never public; emptied once the claim is decided.
     */
    letter: bytea(),
    status: text({ enum: claimStatuses }).notNull(),
    /** An editor's email, or "email domain" for a claim accepted by its email's domain */
    decidedBy: text(),
    decidedAt: timestamp({ withTimezone: true }),
    decisionReason: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("institution_claims_status_idx").on(t.status, t.createdAt),
    index("institution_claims_institution_idx").on(t.institutionCode),
    check("institution_claims_status_check", sql`${t.status} in ('awaiting-editor', 'accepted', 'rejected')`),
  ],
);

/** photos and brochure name stored files (institution/<uuid>, domain/institution-facts/media.server.ts) */
export const factKinds = ["contacts", "programme", "photos", "brochure"] as const;
export type FactKind = (typeof factKinds)[number];
export const updateStatuses = ["pending", "published", "rejected"] as const;

/**
 * What a representative sends, one row per change: the institution's contacts, one programme's fees for
 * one academic year (`subject` names it: "b.tech computer science|2026-27"), its photos or its brochure. An editor publishes or rejects
 * it; the newest published row of a subject is what pages show, and `previous` keeps what was shown before.
 */
export const institutionUpdates = pgTable(
  "institution_updates",
  {
    id: uuid().primaryKey().defaultRandom(),
    institutionCode: text().notNull(),
    kind: text({ enum: factKinds }).notNull(),
    subject: text().notNull(),
    facts: jsonb().$type<Record<string, unknown>>().notNull(),
    status: text({ enum: updateStatuses }).notNull().default("pending"),
    /** The representative's account and email (the email is kept when the account goes) */
    submittedBy: uuid(),
    submittedByEmail: text().notNull(),
    /** What pages showed for the subject when this was published: the change's "before" */
    previous: jsonb().$type<Record<string, unknown>>(),
    decidedBy: text(),
    decidedAt: timestamp({ withTimezone: true }),
    decisionReason: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("institution_updates_shown_idx").on(t.institutionCode, t.status, t.kind, t.subject),
    index("institution_updates_status_idx").on(t.status, t.createdAt),
    check("institution_updates_status_check", sql`${t.status} in ('pending', 'published', 'rejected')`),
    check("institution_updates_kind_check", sql`${t.kind} in ('contacts', 'programme', 'photos', 'brochure')`),
  ],
);

export const institutionClaimTables = { institutionClaims, institutionUpdates };
