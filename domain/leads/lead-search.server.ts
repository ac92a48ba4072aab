// Leads for staff: filtered (India-time date range, source, course, search), paged, exported to CSV, and
// every export and every page read through the API recorded (who, when, how many rows, which filter) because
// leads are personal data.
import { and, count, desc, eq, gte, inArray, isNull, lt, type SQL } from "drizzle-orm";
import type { Database } from "../../db/client.server.ts";
import { leadConsents, leadExports, leads } from "../../db/schema.ts";
import { type AuditActor, recordAudit } from "../audit/audit.server.ts";
import { diffFields } from "../audit/masking.ts";
import { pageSlice } from "../paging.ts";
import { matchesAny } from "../search.ts";
import type { LeadFilter } from "./lead-filter.ts";
import type { Lead } from "./leads.server.ts";

const IST = "+05:30";
/** More rows than this in one file is not an export any office needs; it is a copy of the database. */
const MAX_EXPORT_ROWS = 50_000;

function conditions({ from, to, source, course, q }: LeadFilter): SQL[] {
  // A student who withdrew everything beyond the brochure is no longer anyone's to follow up.
  const where: SQL[] = [isNull(leads.withdrawnAt)];
  if (from) where.push(gte(leads.createdAt, new Date(`${from}T00:00:00${IST}`)));
  if (to) where.push(lt(leads.createdAt, new Date(new Date(`${to}T00:00:00${IST}`).getTime() + 86_400_000)));
  if (source) where.push(eq(leads.source, source));
  if (course) where.push(eq(leads.course, course));
  if (q) where.push(matchesAny(q, [leads.name, leads.email, leads.phone, leads.city]));
  return where;
}

/** What staff may do with a lead, from the consent the student gave and has not withdrawn. */
export interface LeadConsent {
  /** No "call me", or a student under 18 whose guardian has not confirmed */
  doNotCall: boolean;
  /** The institutions the details may be shared with (none until a guardian confirms, for an under-18) */
  shareWith: string[];
  /** Under 18 and the guardian has not confirmed: nothing beyond the brochure may happen yet */
  awaitingGuardian: boolean;
  /** Sent the brochure, and calls about admission: what the student agreed to and has not withdrawn */
  brochure: boolean;
  call: boolean;
}

export type StaffLead = Lead & { consent: LeadConsent };

/** Each lead with its consent in force, in one query for the whole page. */
export async function withConsent(db: Database, rows: Lead[]): Promise<StaffLead[]> {
  const active = rows.length
    ? await db
        .select({ leadId: leadConsents.leadId, purpose: leadConsents.purpose, institution: leadConsents.institution })
        .from(leadConsents)
        .where(
          and(
            inArray(
              leadConsents.leadId,
              rows.map((l) => l.id),
            ),
            isNull(leadConsents.withdrawnAt),
          ),
        )
    : [];
  return rows.map((lead) => {
    const mine = active.filter((c) => c.leadId === lead.id);
    const awaitingGuardian = lead.ageBand === "under-18" && !lead.guardianConfirmedAt;
    return {
      ...lead,
      consent: {
        doNotCall: awaitingGuardian || !mine.some((c) => c.purpose === "call"),
        shareWith: awaitingGuardian ? [] : mine.filter((c) => c.purpose === "share").map((c) => c.institution),
        awaitingGuardian: awaitingGuardian && mine.some((c) => c.purpose !== "brochure"),
        brochure: mine.some((c) => c.purpose === "brochure"),
        call: mine.some((c) => c.purpose === "call"),
      },
    };
  });
}

/** Newest first, one page, with the number of leads the filter matches. */
export async function searchLeads(
  db: Database,
  filter: LeadFilter,
  page: { limit: number; offset: number },
): Promise<{ rows: StaffLead[]; total: number }> {
  const where = and(...conditions(filter));
  const [rows, [{ n }]] = await Promise.all([
    db
      .select()
      .from(leads)
      .where(where)
      .orderBy(desc(leads.createdAt), desc(leads.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(leads).where(where),
  ]);
  return { rows: await withConsent(db, rows), total: n };
}

export interface LeadExport {
  rows: StaffLead[];
  csv: string;
}

/** The filtered leads as CSV, and a record of the export. */
export async function exportLeads(
  db: Database,
  filter: LeadFilter,
  admin: AuditActor,
  now = new Date(),
): Promise<LeadExport> {
  const rows = await withConsent(
    db,
    await db
      .select()
      .from(leads)
      .where(and(...conditions(filter)))
      .orderBy(desc(leads.createdAt), desc(leads.id))
      .limit(MAX_EXPORT_ROWS),
  );
  await db.insert(leadExports).values({
    adminId: admin.id,
    adminEmail: admin.email,
    rowCount: rows.length,
    filter: { ...filter },
    createdAt: now,
  });
  await recordExport(db, admin, { ...filter }, rows.length, now);
  return { rows, csv: leadsCsv(rows) };
}

/** One page of every lead, for a client of the REST API, recorded as an export is: whoever pages through
 * the leads takes a copy of personal data just as surely as with a CSV file. */
export async function readLeadsPage(
  db: Database,
  page: { page: number; limit: number },
  admin: AuditActor,
  now = new Date(),
): Promise<{ rows: StaffLead[]; total: number }> {
  const found = await searchLeads(db, {}, pageSlice(page.page, page.limit));
  await db.insert(leadExports).values({
    adminId: admin.id,
    adminEmail: admin.email,
    rowCount: found.rows.length,
    filter: { via: "REST API", page: String(page.page), limit: String(page.limit) },
    createdAt: now,
  });
  await recordExport(db, admin, { via: "REST API", page: page.page, limit: page.limit }, found.rows.length, now);
  return found;
}

/**
 * The export in the audit trail (lead_exports keeps its own short list for the leads page). The search box's
 * text is hidden: it may be a student's name or part of a phone number.
 */
function recordExport(db: Database, actor: AuditActor, filter: Record<string, unknown>, rowCount: number, at: Date) {
  return recordAudit(db, {
    actor,
    action: "leads.export",
    subject: { kind: "leads", label: `${rowCount} enquiries` },
    changes: diffFields({}, { ...filter, rows: rowCount }, { mask: { q: "secret" } }),
    at,
  });
}

export type LeadExportRecord = typeof leadExports.$inferSelect;

export function listLeadExports(db: Database, limit = 5): Promise<LeadExportRecord[]> {
  return db.select().from(leadExports).orderBy(desc(leadExports.createdAt)).limit(limit);
}

// "Consent" is the terms box of the form (SPEC.md); the last four columns are the consent the student gave with
// the notice of "Notice version", as it stands at the time of the export.
const header = [
  "Name",
  "Email",
  "Phone (+91)",
  "City",
  "Course",
  "Source",
  "Context",
  "Consent",
  "Date (IST)",
  "Notice version",
  "Do not call",
  "Share with",
  "Awaiting guardian",
];

/** RFC 4180 CSV with a UTF-8 byte-order mark and CRLF line ends, so Excel opens it with the right letters. */
export function leadsCsv(rows: StaffLead[]): string {
  const lines = [
    header,
    ...rows.map((l) => [
      l.name,
      l.email,
      csvPhone(l.phone),
      l.city,
      l.course,
      l.source,
      l.context,
      l.terms ? "yes" : "no",
      istTime(l.createdAt),
      l.noticeVersion ?? "none",
      l.consent.doNotCall ? "yes" : "no",
      l.consent.shareWith.join("; "),
      l.consent.awaitingGuardian ? "yes" : "no",
    ]),
  ];
  return `\uFEFF${lines.map((cells) => cells.map(csvCell).join(",")).join("\r\n")}\r\n`;
}

/** Quotes when needed; a cell starting with = + - @ (a formula to Excel) is prefixed with ' to stay text. */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/**
 * "98765 43210": Excel turns "+919876543210" into 9.19877E+11, and a leading + reads as a formula; with a
 * space it stays text. Every stored phone is an Indian mobile, so the column header carries the +91.
 */
function csvPhone(phone: string): string {
  const match = /^\+91(\d{5})(\d{5})$/.exec(phone);
  return match ? `${match[1]} ${match[2]}` : phone;
}

/** "2026-11-22 14:05" in India time. */
export function istTime(date: Date): string {
  return new Date(date.getTime() + 330 * 60_000).toISOString().slice(0, 16).replace("T", " ");
}
