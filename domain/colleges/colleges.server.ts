// Colleges and their courses, read and written through the database handle the caller passes in.
import { and, asc, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/client.server.ts";
import { collegeCourses, colleges } from "../../db/schema.ts";
import { InputError } from "../errors.ts";
import { isUuid } from "../ids.ts";
import type { Page } from "../paging.ts";
import { courseKey, slugify } from "../slug.ts";
import type { AuditActor } from "../audit/audit.server.ts";
import { recordCollegeChange } from "./college-audit.server.ts";
import type { CollegeCourseInput, CollegeInput } from "./colleges.schema.ts";

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

export type { Page };

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
  if (state) conditions.push(stateIs(state));
  if (course) conditions.push(offersCourse(course));
  return conditions;
}

// NUL cannot occur in PostgreSQL text, so a name holding one matches nothing (and must not reach SQL).
const text = (value: string) => value.trim().replaceAll("\0", "");

/** The college is in this state, any case. */
export function stateIs(state: string): SQL {
  return sql`lower(${colleges.state}) = lower(${text(state)})`;
}

/** The college is in this city, any case. */
export function cityIs(city: string): SQL {
  return sql`lower(${colleges.city}) = lower(${text(city)})`;
}

/** The college offers this course, its name compared without case or punctuation ("btech" ≡ "B. Tech"). */
export function offersCourse(course: string): SQL {
  return sql`exists (select 1 from ${collegeCourses} cc
    where cc.college_id = ${colleges.id}
      and regexp_replace(lower(cc.name), '[^a-z0-9]', '', 'g') = ${courseKey(course)})`;
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
  if (!/^[a-z0-9-]{1,100}$/.test(slug)) return undefined;
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

export { isUuid };

/** A slug no other college has: the name's slug, or that slug with -2, -3 … */
async function freeSlug(db: Database, name: string): Promise<string> {
  const base = slugify(name) || "college";
  const taken = await db
    .select({ slug: colleges.slug })
    .from(colleges)
    .where(sql`${colleges.slug} = ${base} or ${colleges.slug} like ${`${base}-%`}`);
  const used = new Set(taken.map((r) => r.slug));
  let slug = base;
  for (let n = 2; used.has(slug); n++) slug = `${base}-${n}`;
  return slug;
}

function collegeValues({ courses: _courses, ...input }: CollegeInput) {
  return {
    ...input,
    rank: input.rank ?? null,
    figuresAsOf: input.figuresAsOf ?? null,
    figuresSourceUrl: input.figuresSourceUrl || null,
  };
}

function courseValues(collegeId: string, course: CollegeCourseInput, position: number) {
  return {
    collegeId,
    position,
    name: course.name,
    fees: course.fees,
    eligibility: course.eligibility,
    applicationDate: course.applicationDate,
  };
}

export async function createCollege(db: Database, input: CollegeInput, actor: AuditActor): Promise<College> {
  for (let attempt = 1; ; attempt++) {
    const slug = await freeSlug(db, input.name);
    try {
      // The page and its record in the audit trail are saved together or not at all.
      return await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(colleges)
          .values({ ...collegeValues(input), slug })
          .returning({ id: colleges.id });
        await tx.insert(collegeCourses).values(input.courses.map((c, i) => courseValues(row.id, c, i)));
        const created = (await getCollegeById(tx, row.id))!;
        await recordCollegeChange(tx, actor, "college.create", undefined, created);
        return created;
      });
    } catch (err) {
      // Two staff saving colleges of the same name at once can pick the same slug; the second tries again.
      if (attempt >= 3 || !isUniqueViolation(err)) throw err;
    }
  }
}

export function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string; cause?: { code?: string } };
  return e?.code === "23505" || e?.cause?.code === "23505";
}

/**
 * Corrects a college page. Course rows that carry the id of one of its courses are updated in place (their
 * streams stay); rows without an id are new; courses left out are removed with their streams. The slug stays,
 * so shared links keep working. Undefined when there is no such college.
 */
export async function updateCollege(
  db: Database,
  id: string,
  input: CollegeInput,
  actor: AuditActor,
): Promise<College | undefined> {
  // Read, written and recorded in one transaction: the trail's "before" is what this save replaced, and a
  // change is never saved without its record.
  return db.transaction(async (tx) => {
    const existing = await getCollegeById(tx, id);
    if (!existing) return undefined;
    const known = new Set(existing.courses.map((c) => c.id));
    const unknown = input.courses.findIndex((c) => c.id && !known.has(c.id));
    if (unknown >= 0)
      throw new InputError({ [`courses.${unknown}.id`]: "This course does not belong to this college." });
    await tx.update(colleges).set(collegeValues(input)).where(eq(colleges.id, id));
    const kept = new Set(input.courses.flatMap((c) => (c.id ? [c.id] : [])));
    const removed = [...known].filter((courseId) => !kept.has(courseId));
    if (removed.length) await tx.delete(collegeCourses).where(inArray(collegeCourses.id, removed));
    for (const [position, course] of input.courses.entries()) {
      if (course.id) {
        await tx
          .update(collegeCourses)
          .set(courseValues(id, course, position))
          .where(eq(collegeCourses.id, course.id));
      } else {
        await tx.insert(collegeCourses).values(courseValues(id, course, position));
      }
    }
    const updated = await getCollegeById(tx, id);
    await recordCollegeChange(tx, actor, "college.update", existing, updated);
    return updated;
  });
}

/** Deletes the college with its courses and their streams (the foreign keys cascade). */
export async function deleteCollege(db: Database, id: string, actor: AuditActor): Promise<boolean> {
  return db.transaction(async (tx) => {
    const existing = await getCollegeById(tx, id);
    if (!existing) return false;
    const rows = await tx.delete(colleges).where(eq(colleges.id, id)).returning({ id: colleges.id });
    if (rows.length) await recordCollegeChange(tx, actor, "college.delete", existing, undefined);
    return rows.length > 0;
  });
}
