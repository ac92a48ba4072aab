// Leads from every form of the site and the REST API. Leads are personal data: only staff read them.
import { and, count, desc, eq, gte, sql } from "drizzle-orm";
import type { Database } from "../../db/client.server.ts";
import { leads } from "../../db/schema.ts";
import type { LeadInput } from "./leads.schema.ts";

export type Lead = typeof leads.$inferSelect;

/** A second identical lead inside this window is the same lead (a double tap, a retry). */
const DUPLICATE_WINDOW_MS = 10 * 60 * 1000;

export interface CreatedLead {
  id: string;
  /** false when the lead repeated a recent one, or came from a bot, and nothing new was stored */
  stored: boolean;
}

/**
 * Stores a validated lead. A filled honeypot means a bot: it is answered as accepted and dropped,
 * so the bot learns nothing. A repeat of the same lead within 10 minutes gives back the first one.
 */
export async function createLead(db: Database, input: LeadInput, now = new Date()): Promise<CreatedLead> {
  if (input.website) return { id: crypto.randomUUID(), stored: false };

  // One statement for the usual case (a new lead): the duplicate check and the insert in a single round
  // trip, which on results day is most of what a lead costs (docs/performance.md).
  const since = new Date(now.getTime() - DUPLICATE_WINDOW_MS);
  const accepted = input.terms ? now : null;
  const { rows } = (await db.execute(sql`
    insert into ${leads} (name, email, phone, city, course, terms, terms_accepted_at, source, context, created_at, updated_at)
    select ${input.name}, ${input.email}, ${input.phone}, ${input.city}, ${input.course}, ${input.terms},
      ${accepted}::timestamptz, ${input.source}, ${input.context}, ${now}::timestamptz, ${now}::timestamptz
    where not exists (
      select 1 from ${leads}
      where email = ${input.email} and phone = ${input.phone} and source = ${input.source}
        and context = ${input.context} and created_at >= ${since}::timestamptz
    )
    returning id`)) as unknown as { rows: { id: string }[] };
  if (rows[0]) return { id: rows[0].id, stored: true };

  const [recent] = await db
    .select({ id: leads.id })
    .from(leads)
    .where(
      and(
        eq(leads.email, input.email),
        eq(leads.phone, input.phone),
        eq(leads.source, input.source),
        eq(leads.context, input.context),
        gte(leads.createdAt, since),
      ),
    )
    .orderBy(desc(leads.createdAt))
    .limit(1);
  return { id: recent.id, stored: false };
}

export interface LeadPage {
  limit: number;
  offset: number;
}

/** Newest first. */
export async function listLeads(db: Database, page?: LeadPage): Promise<Lead[]> {
  const query = db.select().from(leads).orderBy(desc(leads.createdAt), desc(leads.id)).$dynamic();
  return page ? query.limit(page.limit).offset(page.offset) : query;
}

export async function countLeads(db: Database, since?: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(leads)
    .where(since ? gte(leads.createdAt, since) : sql`true`);
  return row.n;
}
