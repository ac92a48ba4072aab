// The consent a student gave with a lead: recorded purpose by purpose, confirmed by a guardian for a
// student under 18, shown and withdrawn through the student's own link, erased on request.
import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, isNull, sql } from "drizzle-orm";
import type { Database } from "../../db/client.server.ts";
import { erasedLeads, leadConsents, leadLinks, leads, type ConsentPurpose } from "../../db/schema.ts";
import { istDay } from "../dashboard/dashboard.server.ts";
import { queueMail } from "../mail/outbox.server.ts";
import { type ConsentInput, shareableInstitutions } from "./consent.schema.ts";
import { confirmationMail, guardianMail } from "./emails.ts";

type LinkKind = (typeof leadLinks.$inferSelect)["kind"];

/** How long a link works: the student's own page for the whole retention period's first months, a guardian's a fortnight. */
const LINK_DAYS: Record<LinkKind, number> = { "my-data": 180, guardian: 14 };

function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

async function newLink(db: Database, leadId: string, kind: LinkKind, now: Date): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  const expiresAt = new Date(now.getTime() + LINK_DAYS[kind] * 86_400_000);
  await db.insert(leadLinks).values({ tokenHash: hashToken(token), leadId, kind, expiresAt });
  return token;
}

interface ConsentingLead {
  id: string;
  name: string;
  email: string;
  context: string;
}

export interface RecordedConsent {
  /** For the student's own page, /my-data?t=…: shown on screen and in the confirmation email */
  myDataToken: string;
  /** Whether the lead waits for a parent or guardian to confirm */
  guardianAsked: boolean;
  /** false when the confirmation was not emailed: its address has had its emails for the day */
  emailed: boolean;
  /** false when the guardian's request was not emailed for the same reason (true when none was needed) */
  guardianEmailed: boolean;
}

/**
 * Records what the student agreed to with a new lead (call it in the lead's transaction), and queues the
 * confirmation email and, for a student under 18 who asked for more than the brochure, the guardian's request,
 * each unless its address has had its emails for the day (queueMail); the guardian's first, so the student's
 * confirmation can say whether it went. `consent` undefined (an API client that sent none) records the
 * brochure only.
 */
export async function recordConsent(
  db: Database,
  lead: ConsentingLead,
  consent: ConsentInput | undefined,
  siteUrl: string,
  now = new Date(),
): Promise<RecordedConsent> {
  const share = (consent?.share ?? []).filter((i) => shareableInstitutions(lead.context).includes(i));
  const rows = [
    { purpose: "brochure" as const, institution: "" },
    ...(consent?.call ? [{ purpose: "call" as const, institution: "" }] : []),
    ...share.map((institution) => ({ purpose: "share" as const, institution })),
  ];
  await db.insert(leadConsents).values(rows.map((r) => ({ ...r, leadId: lead.id, grantedAt: now })));
  const guardianAsked = consent?.ageBand === "under-18" && rows.length > 1;
  await db
    .update(leads)
    .set({
      noticeVersion: consent?.noticeVersion ?? null,
      language: consent?.language ?? "en",
      ageBand: consent?.ageBand ?? null,
      guardianName: guardianAsked ? consent.guardianName : null,
      guardianEmail: guardianAsked ? consent.guardianEmail : null,
    })
    .where(eq(leads.id, lead.id));
  const language = consent?.language ?? "en";
  let guardianEmailed = true;
  if (guardianAsked) {
    const token = await newLink(db, lead.id, "guardian", now);
    const request = guardianMail(lead, consent, rows, siteUrl, token, language);
    guardianEmailed = await queueMail(db, { leadId: lead.id, ...request }, now);
  }
  const myDataToken = await newLink(db, lead.id, "my-data", now);
  const guardian = guardianAsked ? (guardianEmailed ? "emailed" : "not emailed") : undefined;
  const confirmation = confirmationMail(lead, rows, siteUrl, myDataToken, language, guardian);
  const emailed = await queueMail(db, { leadId: lead.id, ...confirmation }, now);
  return { myDataToken, guardianAsked, emailed, guardianEmailed };
}

/** The lead a link opens, if the link is known, of this kind and not expired. */
async function leadOfLink(db: Database, token: string, kind: LinkKind, now = new Date()) {
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) return undefined;
  const [row] = await db
    .select({ leadId: leadLinks.leadId })
    .from(leadLinks)
    .where(and(eq(leadLinks.tokenHash, hashToken(token)), eq(leadLinks.kind, kind), gt(leadLinks.expiresAt, now)));
  return row?.leadId;
}

export interface MyData {
  enquiry: {
    name: string;
    email: string;
    phone: string;
    city: string;
    course: string;
    source: string;
    about: string;
    madeAt: string;
    noticeVersion: string | null;
    language: string;
    ageBand: string | null;
    guardian: { name: string; email: string; confirmedAt: string | null } | null;
  };
  consents: { purpose: ConsentPurpose; institution: string; grantedAt: string; withdrawnAt: string | null }[];
}

/** Everything the portal holds about the lead a student's link opens (also the JSON they can download). */
export async function readMyData(db: Database, token: string, now = new Date()): Promise<MyData | undefined> {
  const leadId = await leadOfLink(db, token, "my-data", now);
  if (!leadId) return undefined;
  const [lead] = await db.select().from(leads).where(eq(leads.id, leadId));
  if (!lead) return undefined;
  const consents = await db
    .select()
    .from(leadConsents)
    .where(eq(leadConsents.leadId, leadId))
    .orderBy(leadConsents.grantedAt, leadConsents.purpose, leadConsents.institution);
  return {
    enquiry: {
      name: lead.name,
      email: lead.email,
      phone: lead.phone,
      city: lead.city,
      course: lead.course,
      source: lead.source,
      about: lead.context,
      madeAt: lead.createdAt.toISOString(),
      noticeVersion: lead.noticeVersion,
      language: lead.language,
      ageBand: lead.ageBand,
      guardian: lead.guardianEmail
        ? {
            name: lead.guardianName ?? "",
            email: lead.guardianEmail,
            confirmedAt: lead.guardianConfirmedAt?.toISOString() ?? null,
          }
        : null,
    },
    consents: consents.map((c) => ({
      purpose: c.purpose,
      institution: c.institution,
      grantedAt: c.grantedAt.toISOString(),
      withdrawnAt: c.withdrawnAt?.toISOString() ?? null,
    })),
  };
}

/**
 * Withdraws one purpose (call, or sharing with one institution) at once. When nothing beyond the brochure is
 * left, the lead leaves the staff's list and exports. The brochure, already sent, cannot be withdrawn:
 * erasing is the way to take that back. Says whether anything changed.
 */
export async function withdrawConsent(
  db: Database,
  token: string,
  purpose: "call" | "share",
  institution: string,
  now = new Date(),
): Promise<boolean> {
  const leadId = await leadOfLink(db, token, "my-data", now);
  if (!leadId) return false;
  return db.transaction(async (tx) => {
    const changed = await tx
      .update(leadConsents)
      .set({ withdrawnAt: now })
      .where(
        and(
          eq(leadConsents.leadId, leadId),
          eq(leadConsents.purpose, purpose),
          eq(leadConsents.institution, purpose === "share" ? institution : ""),
          isNull(leadConsents.withdrawnAt),
        ),
      )
      .returning({ id: leadConsents.id });
    if (changed.length === 0) return false;
    await tx
      .update(leads)
      .set({ withdrawnAt: now })
      .where(
        and(
          eq(leads.id, leadId),
          sql`not exists (select 1 from ${leadConsents} where ${leadConsents.leadId} = ${leadId}
            and ${leadConsents.purpose} <> 'brochure' and ${leadConsents.withdrawnAt} is null)`,
        ),
      );
    return true;
  });
}

export type Erasure = "erased" | "wrong email" | "unknown link";

/**
 * Erases the lead a student's link opens: the row and everything hanging off it (consents, links, queued
 * mail) are deleted; only a count by India day and form stays, so the dashboard's totals do not change.
 * It asks for the email address the link was sent to (any case, spaces around it ignored): a link that
 * leaked, forwarded or read over a shoulder, can show the lead but not destroy it.
 */
export async function eraseMyData(db: Database, token: string, email: string, now = new Date()): Promise<Erasure> {
  const leadId = await leadOfLink(db, token, "my-data", now);
  if (!leadId) return "unknown link";
  const given = email.trim().toLowerCase();
  // No stored address holds a NUL, and PostgreSQL refuses one in a parameter.
  if (given.includes("\0")) return "wrong email";
  return db.transaction(async (tx) => {
    const [gone] = await tx
      .delete(leads)
      .where(and(eq(leads.id, leadId), eq(sql`lower(${leads.email})`, given)))
      .returning({ createdAt: leads.createdAt, source: leads.source });
    if (!gone) return "wrong email";
    await tx
      .insert(erasedLeads)
      .values({ day: istDay(gone.createdAt), source: gone.source, count: 1 })
      .onConflictDoUpdate({
        target: [erasedLeads.day, erasedLeads.source],
        set: { count: sql`${erasedLeads.count} + 1` },
      });
    return "erased";
  });
}

/**
 * A parent or guardian confirms through their link: from then on, calls and sharing the student chose may
 * happen. A second click says it was already confirmed; an unknown or expired link says so.
 */
export async function confirmGuardian(
  db: Database,
  token: string,
  now = new Date(),
): Promise<"confirmed" | "already confirmed" | "unknown link"> {
  const leadId = await leadOfLink(db, token, "guardian", now);
  if (!leadId) return "unknown link";
  const changed = await db
    .update(leads)
    .set({ guardianConfirmedAt: now })
    .where(and(eq(leads.id, leadId), isNull(leads.guardianConfirmedAt)))
    .returning({ id: leads.id });
  return changed.length > 0 ? "confirmed" : "already confirmed";
}

export interface GuardianRequest {
  student: string;
  about: string;
  language: "en" | "hi";
  /** What the student asked for beyond the brochure */
  purposes: { purpose: ConsentPurpose; institution: string }[];
  confirmedAt: string | null;
}

/** What a guardian's link asks them to confirm (no contact details of the student are shown to them). */
export async function readGuardianRequest(
  db: Database,
  token: string,
  now = new Date(),
): Promise<GuardianRequest | undefined> {
  const leadId = await leadOfLink(db, token, "guardian", now);
  if (!leadId) return undefined;
  const [lead] = await db.select().from(leads).where(eq(leads.id, leadId));
  if (!lead) return undefined;
  const consents = await db
    .select({ purpose: leadConsents.purpose, institution: leadConsents.institution })
    .from(leadConsents)
    .where(
      and(
        eq(leadConsents.leadId, leadId),
        isNull(leadConsents.withdrawnAt),
        sql`${leadConsents.purpose} <> 'brochure'`,
      ),
    );
  return {
    student: lead.name,
    about: lead.context,
    language: lead.language,
    purposes: consents,
    confirmedAt: lead.guardianConfirmedAt?.toISOString() ?? null,
  };
}
