// The admin dashboard's numbers: how much content there is, how many leads are held (as the list shows them)
// and how many students erased, and leads per day by source for the last 30 days, erased ones included (the
// day's arrivals). Days are India days: staff think in IST.
import { count, eq, gte, sql, sum } from "drizzle-orm";
import type { Database } from "../../db/client.server.ts";
import {
  cardSliders,
  colleges,
  erasedLeads,
  leads,
  navCoursePages,
  programs,
  reviews,
  streams,
} from "../../db/schema.ts";

const IST_OFFSET_MS = 330 * 60_000;
const DAY_MS = 86_400_000;

/** Midnight (India time) of the day `now` falls in, as an instant. */
export function startOfIstDay(now: Date): Date {
  return new Date(Math.floor((now.getTime() + IST_OFFSET_MS) / DAY_MS) * DAY_MS - IST_OFFSET_MS);
}

/** The India-time calendar date of an instant, YYYY-MM-DD. */
export function istDay(date: Date): string {
  return new Date(date.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);
}

export interface DashboardCounts {
  colleges: number;
  navCoursePages: number;
  streams: number;
  programs: number;
  cardSliders: number;
  /** Leads held, as the list shows them: erased ones are not counted */
  leadsToday: number;
  leadsThisWeek: number;
  leadsAll: number;
  /** Leads students erased, by the day they were made (gone from the list and from the counts above) */
  erased: { today: number; thisWeek: number; all: number };
  pendingReviews: number;
}

const total = async (query: Promise<{ n: number }[]>) => (await query)[0].n;

/** Leads students erased that were made since a day (YYYY-MM-DD, India time). */
const erasedSince = (db: Database, day?: string) =>
  total(
    db
      .select({ n: sql<number>`coalesce(${sum(erasedLeads.count)}, 0)`.mapWith(Number) })
      .from(erasedLeads)
      .where(day ? gte(erasedLeads.day, day) : sql`true`),
  );

export async function dashboardCounts(db: Database, now = new Date()): Promise<DashboardCounts> {
  const today = startOfIstDay(now);
  // "This week" is the last seven India days, today included.
  const weekStart = new Date(today.getTime() - 6 * DAY_MS);
  const [c, n, s, p, cs, lt, lw, la, pr, et, ew, ea] = await Promise.all([
    total(db.select({ n: count() }).from(colleges)),
    total(db.select({ n: count() }).from(navCoursePages)),
    total(db.select({ n: count() }).from(streams)),
    total(db.select({ n: count() }).from(programs)),
    total(db.select({ n: count() }).from(cardSliders)),
    total(db.select({ n: count() }).from(leads).where(gte(leads.createdAt, today))),
    total(db.select({ n: count() }).from(leads).where(gte(leads.createdAt, weekStart))),
    total(db.select({ n: count() }).from(leads)),
    total(db.select({ n: count() }).from(reviews).where(eq(reviews.status, "pending"))),
    erasedSince(db, istDay(today)),
    erasedSince(db, istDay(weekStart)),
    erasedSince(db),
  ]);
  return {
    colleges: c,
    navCoursePages: n,
    streams: s,
    programs: p,
    cardSliders: cs,
    leadsToday: lt,
    leadsThisWeek: lw,
    leadsAll: la,
    erased: { today: et, thisWeek: ew, all: ea },
    pendingReviews: pr,
  };
}

export interface LeadDay {
  /** YYYY-MM-DD, India time */
  day: string;
  /** Leads that day per source; sources without leads are left out */
  bySource: Record<string, number>;
  total: number;
}

/** One entry per India day, oldest first, today last; days without leads are included with zero. */
export async function leadsPerDay(db: Database, days = 30, now = new Date()): Promise<LeadDay[]> {
  const first = new Date(startOfIstDay(now).getTime() - (days - 1) * DAY_MS);
  // A fixed +05:30 rather than 'Asia/Kolkata': India has no daylight saving, and not every build of the
  // embedded database ships the time-zone files.
  const dayExpr = sql<string>`to_char((${leads.createdAt} at time zone 'UTC') + interval '330 minutes', 'YYYY-MM-DD')`;
  const rows = await db
    .select({ day: dayExpr, source: leads.source, n: count() })
    .from(leads)
    .where(gte(leads.createdAt, first))
    .groupBy(dayExpr, leads.source);
  const erased = await db
    .select({ day: erasedLeads.day, source: erasedLeads.source, n: erasedLeads.count })
    .from(erasedLeads)
    .where(gte(erasedLeads.day, istDay(first)));
  const result: LeadDay[] = Array.from({ length: days }, (_, i) => ({
    day: istDay(new Date(first.getTime() + i * DAY_MS)),
    bySource: {},
    total: 0,
  }));
  const byDay = new Map(result.map((d) => [d.day, d]));
  for (const row of [...rows, ...erased]) {
    const entry = byDay.get(row.day);
    if (!entry) continue;
    entry.bySource[row.source] = (entry.bySource[row.source] ?? 0) + row.n;
    entry.total += row.n;
  }
  return result;
}
