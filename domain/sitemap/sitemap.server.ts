// What the sitemap needs of the long lists: the institutions with a page of their own, the staff-run college
// pages and their course pages, and every place of the directory. Long lists are counted, then read a slice at
// a time in batches (by their unique key, through its index), so no list is ever held whole in memory.
import { and, asc, gt, inArray, sql, type SQL } from "drizzle-orm";
import type { Database } from "../../db/client.server.ts";
import { institutionFacetCounts, institutions } from "../../db/institutions-schema.ts";
import { collegeCourses, colleges } from "../../db/schema.ts";

const BATCH = 1_000;

/** An institution has no page of its own when a staff-run college page is linked to it (its address leads
 * there) or has taken its slug (/college/{slug} serves the staff page first, decision 018). */
const hasOwnPage: SQL = sql`not exists (select 1 from ${colleges}
  where ${colleges.institutionCode} = ${institutions.code} or ${colleges.slug} = ${institutions.slug})`;

/** Reads rows `offset` to `offset + limit` of a list ordered by a unique key, `BATCH` rows per query: the first
 * query skips to the slice, the next ones go on from the last key read. */
async function* slices<T>(
  read: (after: string | undefined, limit: number, offset: number) => Promise<T[]>,
  keyOf: (row: T) => string,
  offset: number,
  limit: number,
): AsyncGenerator<T[]> {
  let after: string | undefined;
  for (let left = limit; left > 0;) {
    const rows = await read(after, Math.min(BATCH, left), after === undefined ? offset : 0);
    if (rows.length === 0) return;
    yield rows;
    left -= rows.length;
    after = keyOf(rows[rows.length - 1]);
  }
}

export async function countInstitutionPages(db: Database): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(institutions)
    .where(hasOwnPage);
  return Number(row.n);
}

/** Slugs of the institutions with a page of their own (/college/{slug}), by slug. */
export function institutionPageSlugs(db: Database, offset: number, limit: number): AsyncGenerator<string[]> {
  const read = async (after: string | undefined, n: number, skip: number) => {
    const rows = await db
      .select({ slug: institutions.slug })
      .from(institutions)
      .where(and(hasOwnPage, after === undefined ? undefined : gt(institutions.slug, after)))
      .orderBy(asc(institutions.slug))
      .limit(n)
      .offset(skip);
    return rows.map((r) => r.slug);
  };
  return slices(read, (slug) => slug, offset, limit);
}

export async function countCollegePages(db: Database): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(colleges);
  return Number(row.n);
}

/** Staff-run college pages by slug, with when staff last saved each (its courses are saved with it). */
export function collegePages(
  db: Database,
  offset: number,
  limit: number,
): AsyncGenerator<{ slug: string; updatedAt: Date }[]> {
  const read = (after: string | undefined, n: number, skip: number) =>
    db
      .select({ slug: colleges.slug, updatedAt: colleges.updatedAt })
      .from(colleges)
      .where(after === undefined ? undefined : gt(colleges.slug, after))
      .orderBy(asc(colleges.slug))
      .limit(n)
      .offset(skip);
  return slices(read, (c) => c.slug, offset, limit);
}

export async function countCoursePages(db: Database): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(collegeCourses);
  return Number(row.n);
}

/** The course pages of the college pages (/branch/{collegeId}/{courseId}), by course id. */
export function coursePages(
  db: Database,
  offset: number,
  limit: number,
): AsyncGenerator<{ id: string; collegeId: string }[]> {
  const read = (after: string | undefined, n: number, skip: number) =>
    db
      .select({ id: collegeCourses.id, collegeId: collegeCourses.collegeId })
      .from(collegeCourses)
      .where(after === undefined ? undefined : gt(collegeCourses.id, after))
      .orderBy(asc(collegeCourses.id))
      .limit(n)
      .offset(skip);
  return slices(read, (c) => c.id, offset, limit);
}

/** Every state of the directory, and every district of each, by slug. */
export async function directoryPlaces(db: Database): Promise<{ state: string; district: string | null }[]> {
  const t = institutionFacetCounts;
  const rows = await db
    .selectDistinct({ state: t.stateSlug, district: t.districtSlug })
    .from(t)
    .where(and(inArray(t.scope, ["state", "district"]), sql`${t.stateSlug} is not null`))
    .orderBy(asc(t.stateSlug), sql`${t.districtSlug} asc nulls first`);
  return rows.map((r) => ({ state: r.state!, district: r.district }));
}
