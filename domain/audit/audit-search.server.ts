// The admin page /admin/audit: events newest first, filtered by who, what, which kind of record and when.
// The filters come from the address through one reader (decision 045): a bad value is dropped, never a 500.
import { and, count, desc, eq, gte, like, lt, type SQL } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "../../db/client.server.ts";
import { auditEvents } from "../../db/schema.ts";
import { type Page } from "../paging.ts";
import { queryReader } from "../read-query.ts";
import { type Found, matchesAny } from "../search.ts";

const day = z.iso.date("A day as 2026-11-28.");
const word = z.string().trim().max(100, "At most 100 characters.");

export const readAuditFilter = queryReader({
  actor: word,
  action: z
    .string()
    .trim()
    .regex(/^[a-z.-]{1,60}$/, "An action such as college.update."),
  kind: z
    .string()
    .trim()
    .regex(/^[a-z-]{1,40}$/, "A kind such as college."),
  from: day,
  to: day,
});

export type AuditFilter = ReturnType<typeof readAuditFilter>["values"];

export type AuditRow = typeof auditEvents.$inferSelect;

/** Midnight in India of `date` (YYYY-MM-DD) plus `plusDays`: "to" includes its whole day. */
function dayStart(date: string, plusDays = 0): Date {
  const start = new Date(`${date}T00:00:00+05:30`);
  start.setUTCDate(start.getUTCDate() + plusDays);
  return start;
}

function conditions(filter: AuditFilter): SQL[] {
  const where: SQL[] = [];
  if (filter.actor) where.push(matchesAny(filter.actor, [auditEvents.actorEmail]));
  // "college" finds college.create, college.update and college.delete; "college.update" that one.
  if (filter.action) {
    // The schema allows letters, dots and dashes only, so the pattern needs no escaping.
    where.push(
      filter.action.includes(".")
        ? eq(auditEvents.action, filter.action)
        : like(auditEvents.action, `${filter.action}%`),
    );
  }
  if (filter.kind) where.push(eq(auditEvents.subjectKind, filter.kind));
  if (filter.from) where.push(gte(auditEvents.at, dayStart(filter.from)));
  if (filter.to) where.push(lt(auditEvents.at, dayStart(filter.to, 1)));
  return where;
}

export async function searchAuditEvents(db: Database, filter: AuditFilter, page: Page): Promise<Found<AuditRow>> {
  const where = and(...conditions(filter));
  const [rows, [{ n }]] = await Promise.all([
    db
      .select()
      .from(auditEvents)
      .where(where)
      .orderBy(desc(auditEvents.at), desc(auditEvents.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(auditEvents).where(where),
  ]);
  return { rows, total: n };
}

/** The kinds of record the trail names, for the filter's select. */
export async function auditSubjectKinds(db: Database): Promise<string[]> {
  const rows = await db
    .selectDistinct({ kind: auditEvents.subjectKind })
    .from(auditEvents)
    .orderBy(auditEvents.subjectKind);
  return rows.flatMap((r) => (r.kind ? [r.kind] : []));
}
