// The dashboard's follow-up numbers, over the enquiries held and still wanting follow-up (a withdrawn one is no
// one's to follow up; an erased one is gone): how many were not contacted within 24 hours of arriving (and how
// many of those still wait), and each counsellor's (or admin's) open enquiries (assigned, not joined or closed).
import { and, asc, count, eq, isNull, lte, or, sql } from "drizzle-orm";
import type { Database } from "../../db/client.server.ts";
import { admins, leads } from "../../db/schema.ts";
import { followsUpLeads, openLead } from "../leads/lead-queues.server.ts";

const DAY_MS = 86_400_000;

export interface FollowUpCounts {
  /** Held enquiries that arrived over 24 hours ago and got no call or status within their first 24 hours */
  notContactedInDay: number;
  /** Of those, the ones nobody has contacted yet */
  stillWaiting: number;
  /**
   * Each account that follows up enquiries, with its open ones, by email; and any other account still
   * holding open ones (disabled, or its role changed), so none is lost from sight
   */
  openByStaff: { email: string; open: number; disabled: boolean }[];
}

export async function followUpCounts(db: Database, now = new Date()): Promise<FollowUpCounts> {
  const dayAgo = new Date(now.getTime() - DAY_MS);
  const late = or(isNull(leads.contactedAt), sql`${leads.contactedAt} > ${leads.createdAt} + interval '24 hours'`);
  const [[counts], openByStaff] = await Promise.all([
    db
      .select({
        late: count(),
        waiting: sql<number>`count(*) filter (where ${leads.contactedAt} is null)`.mapWith(Number),
      })
      .from(leads)
      .where(and(isNull(leads.withdrawnAt), lte(leads.createdAt, dayAgo), late)),
    db
      .select({
        email: admins.email,
        open: count(leads.id),
        disabled: sql<boolean>`${admins.disabledAt} is not null`.mapWith(Boolean),
      })
      .from(admins)
      .leftJoin(leads, and(eq(leads.assignedTo, admins.id), openLead))
      .groupBy(admins.id, admins.email, admins.role, admins.disabledAt)
      .having(or(followsUpLeads, sql`count(${leads.id}) > 0`))
      .orderBy(asc(admins.email)),
  ]);
  return { notContactedInDay: counts.late, stillWaiting: counts.waiting, openByStaff };
}
