// The exams' editions and their dates: read by the exam cards, the exam pages and the home carousel, and
// listed, added, edited and deleted in the admin area. An exam has one row per edition (JEE Main 2026,
// JEE Main 2027); exam-status.ts says which of them a page shows on a given day.
import { and, asc, count, eq } from "drizzle-orm";
import type { Database } from "../../db/client.server.ts";
import { type ExamEventRecord, examSchedules } from "../../db/schema.ts";
import { InputError } from "../errors.ts";
import { isUuid } from "../ids.ts";
import { type Found, matchesAny, type Search } from "../search.ts";
import type { ExamScheduleInput } from "./exam-schedules.schema.ts";

export interface ExamSchedule extends Omit<ExamScheduleInput, "sourceUrl"> {
  id: string;
  /** The official notice staff took the dates from; null for editions loaded from SPEC.md or a report */
  sourceUrl: string | null;
  /** The dated events with the report each came from, for editions imported from news reports */
  events: ExamEventRecord[];
  /** When the edition was last saved, shown as "entered by staff on ..." */
  updatedAt: Date;
}

const columns = {
  id: examSchedules.id,
  examSlug: examSchedules.examSlug,
  edition: examSchedules.edition,
  examDates: examSchedules.examDates,
  examStarts: examSchedules.examStarts,
  examEnds: examSchedules.examEnds,
  applicationDates: examSchedules.applicationDates,
  applicationCloses: examSchedules.applicationCloses,
  resultDates: examSchedules.resultDates,
  sourceUrl: examSchedules.sourceUrl,
  events: examSchedules.events,
  updatedAt: examSchedules.updatedAt,
};

const TAKEN = "This exam already has an edition by this name. Please edit it instead.";

/** Every exam's editions, keyed by the exam's slug, the earliest first. */
export async function examEditionsBySlug(db: Database): Promise<Map<string, ExamSchedule[]>> {
  const rows = await db.select(columns).from(examSchedules).orderBy(asc(examSchedules.examStarts));
  const bySlug = new Map<string, ExamSchedule[]>();
  for (const row of rows) bySlug.set(row.examSlug, [...(bySlug.get(row.examSlug) ?? []), row]);
  return bySlug;
}

export async function searchExamSchedules(db: Database, { q, limit, offset }: Search): Promise<Found<ExamSchedule>> {
  const where = matchesAny(q, [examSchedules.edition, examSchedules.examSlug, examSchedules.examDates]);
  const [rows, [{ n }]] = await Promise.all([
    db
      .select(columns)
      .from(examSchedules)
      .where(where)
      .orderBy(asc(examSchedules.examSlug), asc(examSchedules.examStarts), asc(examSchedules.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(examSchedules).where(where),
  ]);
  return { rows, total: n };
}

export async function getExamScheduleById(db: Database, id: string): Promise<ExamSchedule | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db.select(columns).from(examSchedules).where(eq(examSchedules.id, id));
  return row;
}

/** Throws InputError when another row already holds this edition of the exam. */
async function checkEditionFree(db: Database, { examSlug, edition }: ExamScheduleInput, id?: string) {
  const [other] = await db
    .select({ id: examSchedules.id })
    .from(examSchedules)
    .where(and(eq(examSchedules.examSlug, examSlug), eq(examSchedules.edition, edition)));
  if (other && other.id !== id) throw new InputError({ edition: TAKEN });
}

export async function createExamSchedule(db: Database, input: ExamScheduleInput): Promise<ExamSchedule> {
  await checkEditionFree(db, input);
  const [row] = await db.insert(examSchedules).values(input).returning(columns);
  return row;
}

export async function updateExamSchedule(
  db: Database,
  id: string,
  input: ExamScheduleInput,
): Promise<ExamSchedule | undefined> {
  if (!isUuid(id)) return undefined;
  await checkEditionFree(db, input, id);
  const [row] = await db.update(examSchedules).set(input).where(eq(examSchedules.id, id)).returning(columns);
  return row;
}

export async function deleteExamSchedule(db: Database, id: string): Promise<boolean> {
  if (!isUuid(id)) return false;
  const rows = await db.delete(examSchedules).where(eq(examSchedules.id, id)).returning({ id: examSchedules.id });
  return rows.length > 0;
}
