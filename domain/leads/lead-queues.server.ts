// The staff's working lists: "My queue" (the enquiries assigned to one staff member, the next call due first,
// overdue ones at the top) and "the pool" (held enquiries nobody follows up yet, the oldest first). Only open
// enquiries held: a withdrawn one leaves both at once, an erased one is gone, joined and closed ones are done.
import { and, asc, count, eq, inArray, isNull, notInArray, sql, type SQL } from "drizzle-orm";
import type { Database } from "../../db/client.server.ts";
import { admins, leads } from "../../db/schema.ts";
import { rolesThatMay } from "../admins/roles.ts";
import { type StaffLead, withConsent } from "./lead-search.server.ts";

/** Statuses that end the follow-up. */
const DONE_STATUSES = ["joined", "closed"] as const;

/** An enquiry someone may still follow up: held, not withdrawn, not done. */
export const openLead: SQL = and(isNull(leads.withdrawnAt), notInArray(leads.status, [...DONE_STATUSES]))!;

/** A staff account that may be given enquiries: enabled, of a role that follows them up (decision 058). */
export const followsUpLeads: SQL = and(isNull(admins.disabledAt), inArray(admins.role, rolesThatMay("leads")))!;

export type Queue = "mine" | "pool";

export async function leadQueue(
  db: Database,
  queue: Queue,
  adminId: string,
  page: { limit: number; offset: number },
): Promise<{ rows: StaffLead[]; total: number }> {
  const where = and(openLead, queue === "mine" ? eq(leads.assignedTo, adminId) : isNull(leads.assignedTo));
  const order =
    queue === "mine"
      ? [sql`${leads.nextCallAt} asc nulls last`, asc(leads.createdAt), asc(leads.id)]
      : [asc(leads.createdAt), asc(leads.id)];
  const [rows, [{ n }]] = await Promise.all([
    db
      .select()
      .from(leads)
      .where(where)
      .orderBy(...order)
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(leads).where(where),
  ]);
  return { rows: await withConsent(db, rows), total: n };
}
