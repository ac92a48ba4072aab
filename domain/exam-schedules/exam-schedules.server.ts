// The exams' dates that staff keep current: read by the exam cards, the exam pages and the home carousel,
// and listed, added, edited and deleted in the admin area.
import { asc, count, eq } from "drizzle-orm";
import type { Database } from "../../db/client.server.ts";
import { examSchedules } from "../../db/schema.ts";
import { InputError } from "../errors.ts";
import { isUuid } from "../ids.ts";
import { type Found, matchesAny, type Search } from "../search.ts";
import type { ExamScheduleInput } from "./exam-schedules.schema.ts";

export interface ExamSchedule extends ExamScheduleInput {
  id: string;
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
};

const TAKEN = "This exam already has its dates. Please edit them instead.";

/** Every exam's dates, keyed by the exam's slug. */
export async function examSchedulesBySlug(db: Database): Promise<Map<string, ExamSchedule>> {
  const rows = await db.select(columns).from(examSchedules);
  return new Map(rows.map((r) => [r.examSlug, r]));
}

export async function searchExamSchedules(db: Database, { q, limit, offset }: Search): Promise<Found<ExamSchedule>> {
  const where = matchesAny(q, [examSchedules.edition, examSchedules.examSlug, examSchedules.examDates]);
  const [rows, [{ n }]] = await Promise.all([
    db
      .select(columns)
      .from(examSchedules)
      .where(where)
      .orderBy(asc(examSchedules.examStarts), asc(examSchedules.id))
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

/** Throws InputError when another row already holds this exam's dates. */
async function checkExamFree(db: Database, examSlug: string, id?: string) {
  const [other] = await db
    .select({ id: examSchedules.id })
    .from(examSchedules)
    .where(eq(examSchedules.examSlug, examSlug));
  if (other && other.id !== id) throw new InputError({ examSlug: TAKEN });
}

export async function createExamSchedule(db: Database, input: ExamScheduleInput): Promise<ExamSchedule> {
  await checkExamFree(db, input.examSlug);
  const [row] = await db.insert(examSchedules).values(input).returning(columns);
  return row;
}

export async function updateExamSchedule(
  db: Database,
  id: string,
  input: ExamScheduleInput,
): Promise<ExamSchedule | undefined> {
  if (!isUuid(id)) return undefined;
  await checkExamFree(db, input.examSlug, id);
  const [row] = await db.update(examSchedules).set(input).where(eq(examSchedules.id, id)).returning(columns);
  return row;
}

export async function deleteExamSchedule(db: Database, id: string): Promise<boolean> {
  if (!isUuid(id)) return false;
  const rows = await db.delete(examSchedules).where(eq(examSchedules.id, id)).returning({ id: examSchedules.id });
  return rows.length > 0;
}
