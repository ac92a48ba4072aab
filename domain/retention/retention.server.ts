// Leads and reviews are personal data, kept only as long as the privacy page promises (RETENTION_MONTHS,
// 24 by default) and then deleted for good.
import { lt } from "drizzle-orm";
import type { Database } from "../../db/client.server.ts";
import { leads, reviews } from "../../db/schema.ts";

/** The moment `months` calendar months before `now`: anything made before it has been kept long enough. */
export function retentionCutoff(months: number, now: Date): Date {
  const cutoff = new Date(now);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - months);
  return cutoff;
}

/** Deletes leads and reviews made more than `months` months before `now`; says how many of each went. */
export async function deleteExpiredPersonalData(
  db: Database,
  months: number,
  now = new Date(),
): Promise<{ leads: number; reviews: number; before: Date }> {
  const before = retentionCutoff(months, now);
  const goneLeads = await db.delete(leads).where(lt(leads.createdAt, before)).returning({ id: leads.id });
  const goneReviews = await db.delete(reviews).where(lt(reviews.createdAt, before)).returning({ id: reviews.id });
  return { leads: goneLeads.length, reviews: goneReviews.length, before };
}
