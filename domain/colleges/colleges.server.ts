// Colleges and their courses, read and written through the database handle the caller passes in.
import { and, asc, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/client.server.ts";
import { collegeCourses, colleges } from "../../db/schema.ts";
import { courseKey } from "../slug.ts";

export type CollegeRow = typeof colleges.$inferSelect;
export type CollegeCourseRow = typeof collegeCourses.$inferSelect;
export interface College extends CollegeRow {
  courses: CollegeCourseRow[];
}

/** Colleges come ranked: by rank (unranked last), then by name. */
const rankOrder = [sql`${colleges.rank} asc nulls last`, asc(colleges.name)];

export interface CollegeFilter {
  /** State name, any case */
  state?: string;
  /** Course name, any case or punctuation: "btech", "B.Tech", "B. Tech" */
  course?: string;
}

export interface Page {
  limit: number;
  offset: number;
}

/** Colleges matching the filter, ranked; all of them unless a page is asked for. */
export async function listColleges(db: Database, filter: CollegeFilter = {}, page?: Page): Promise<College[]> {
  const query = db
    .select()
    .from(colleges)
    .where(and(...filterConditions(filter)))
    .orderBy(...rankOrder)
    .$dynamic();
  const rows = page ? await query.limit(page.limit).offset(page.offset) : await query;
  return withCourses(db, rows);
}

export function listTopColleges(db: Database, limit: number): Promise<College[]> {
  return listColleges(db, {}, { limit, offset: 0 });
}

function filterConditions({ state, course }: CollegeFilter): SQL[] {
  const conditions: SQL[] = [];
  if (state) conditions.push(sql`lower(${colleges.state}) = lower(${state.trim()})`);
  if (course) {
    const key = courseKey(course);
    conditions.push(sql`exists (select 1 from ${collegeCourses} cc
      where cc.college_id = ${colleges.id}
        and regexp_replace(lower(cc.name), '[^a-z0-9]', '', 'g') = ${key})`);
  }
  return conditions;
}

export async function countColleges(db: Database): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(colleges);
  return row.n;
}

/** Attaches each college's courses, in their listed order, with one query. */
export async function withCourses(db: Database, rows: CollegeRow[]): Promise<College[]> {
  if (rows.length === 0) return [];
  const courses = await db
    .select()
    .from(collegeCourses)
    .where(
      inArray(
        collegeCourses.collegeId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(asc(collegeCourses.position), asc(collegeCourses.createdAt));
  const byCollege = Map.groupBy(courses, (c) => c.collegeId);
  return rows.map((r) => ({ ...r, courses: byCollege.get(r.id) ?? [] }));
}

export async function getCollegeBySlug(db: Database, slug: string): Promise<College | undefined> {
  const [row] = await db.select().from(colleges).where(eq(colleges.slug, slug));
  return row ? (await withCourses(db, [row]))[0] : undefined;
}

export async function getCollegeById(db: Database, id: string): Promise<College | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db.select().from(colleges).where(eq(colleges.id, id));
  return row ? (await withCourses(db, [row]))[0] : undefined;
}

/** The college page accepts either its id or its slug. */
export function getCollegeByIdOrSlug(db: Database, idOrSlug: string): Promise<College | undefined> {
  return isUuid(idOrSlug) ? getCollegeById(db, idOrSlug) : getCollegeBySlug(db, idOrSlug);
}

export function isUuid(value: string): boolean {
  return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);
}
