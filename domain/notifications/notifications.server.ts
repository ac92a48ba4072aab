// The site's dated notices: the latest ones the Latest Notifications box and the bell show, and the
// staff list with add, edit and delete.
import { and, count, desc, eq, gte, lte } from "drizzle-orm";
import type { Database } from "../../db/client.server.ts";
import { siteNotifications } from "../../db/schema.ts";
import { isUuid } from "../ids.ts";
import { type Found, matchesAny, type Search } from "../search.ts";
import type { NotificationInput } from "./notifications.schema.ts";

export interface SiteNotification {
  id: string;
  text: string;
  href: string;
  publishedOn: string;
  showUntil: string;
}

const columns = {
  id: siteNotifications.id,
  text: siteNotifications.text,
  href: siteNotifications.href,
  publishedOn: siteNotifications.publishedOn,
  showUntil: siteNotifications.showUntil,
};

/** The notices shown on `today`: dated today or before and not yet past their last day, newest first. */
export async function latestNotifications(db: Database, today: string, limit = 5): Promise<SiteNotification[]> {
  return db
    .select(columns)
    .from(siteNotifications)
    .where(and(lte(siteNotifications.publishedOn, today), gte(siteNotifications.showUntil, today)))
    .orderBy(desc(siteNotifications.publishedOn), desc(siteNotifications.createdAt))
    .limit(limit);
}

/** The staff list: every notice, past and future, newest date first; `q` searches the text and address. */
export async function searchNotifications(
  db: Database,
  { q, limit, offset }: Search,
): Promise<Found<SiteNotification>> {
  const where = matchesAny(q, [siteNotifications.text, siteNotifications.href]);
  const [rows, [{ n }]] = await Promise.all([
    db
      .select(columns)
      .from(siteNotifications)
      .where(where)
      .orderBy(desc(siteNotifications.publishedOn), desc(siteNotifications.createdAt))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(siteNotifications).where(where),
  ]);
  return { rows, total: n };
}

export async function getNotificationById(db: Database, id: string): Promise<SiteNotification | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db.select(columns).from(siteNotifications).where(eq(siteNotifications.id, id));
  return row;
}

export async function createNotification(db: Database, input: NotificationInput): Promise<SiteNotification> {
  const [row] = await db.insert(siteNotifications).values(input).returning(columns);
  return row;
}

export async function updateNotification(
  db: Database,
  id: string,
  input: NotificationInput,
): Promise<SiteNotification | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db.update(siteNotifications).set(input).where(eq(siteNotifications.id, id)).returning(columns);
  return row;
}

export async function deleteNotification(db: Database, id: string): Promise<boolean> {
  if (!isUuid(id)) return false;
  const rows = await db
    .delete(siteNotifications)
    .where(eq(siteNotifications.id, id))
    .returning({ id: siteNotifications.id });
  return rows.length > 0;
}
