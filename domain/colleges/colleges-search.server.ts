// The admin list of college pages: search by name, city or state, newest first; and the short list of
// colleges with their courses that the stream form chooses from.
import { asc, count, desc, eq } from "drizzle-orm";
import type { Database } from "../../db/client.server.ts";
import { collegeCourses, colleges } from "../../db/schema.ts";
import { isUuid } from "../ids.ts";
import { type Found, matchesAny, type Search } from "../search.ts";

export interface CollegeListItem {
  id: string;
  slug: string;
  name: string;
  city: string;
  state: string;
  rank: number | null;
}

export async function searchColleges(db: Database, { q, limit, offset }: Search): Promise<Found<CollegeListItem>> {
  const where = matchesAny(q, [colleges.name, colleges.city, colleges.state]);
  const [rows, [{ n }]] = await Promise.all([
    db
      .select({
        id: colleges.id,
        slug: colleges.slug,
        name: colleges.name,
        city: colleges.city,
        state: colleges.state,
        rank: colleges.rank,
      })
      .from(colleges)
      .where(where)
      .orderBy(desc(colleges.createdAt), desc(colleges.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(colleges).where(where),
  ]);
  return { rows, total: n };
}

/** Every college's id and name, A to Z, for a select. */
export function listCollegeNames(db: Database): Promise<{ id: string; name: string }[]> {
  return db.select({ id: colleges.id, name: colleges.name }).from(colleges).orderBy(asc(colleges.name));
}

/** One college's courses (id and name) in their listed order; empty for an unknown id. */
export async function listCourseNamesOfCollege(
  db: Database,
  collegeId: string,
): Promise<{ id: string; name: string }[]> {
  if (!isUuid(collegeId)) return [];
  return db
    .select({ id: collegeCourses.id, name: collegeCourses.name })
    .from(collegeCourses)
    .where(eq(collegeCourses.collegeId, collegeId))
    .orderBy(asc(collegeCourses.position), asc(collegeCourses.createdAt));
}
