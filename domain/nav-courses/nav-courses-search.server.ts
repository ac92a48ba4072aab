// The admin list of nav course pages: search by page name or headings, newest first.
import { count, desc } from "drizzle-orm";
import type { Database } from "../../db/client.server.ts";
import { navCoursePages } from "../../db/schema.ts";
import { type Found, matchesAny, type Search } from "../search.ts";
import type { NavCoursePage } from "./nav-courses.server.ts";

export async function searchNavCoursePages(db: Database, { q, limit, offset }: Search): Promise<Found<NavCoursePage>> {
  const where = matchesAny(q, [navCoursePages.pageName, navCoursePages.bannerHeading, navCoursePages.title]);
  const [rows, [{ n }]] = await Promise.all([
    db
      .select()
      .from(navCoursePages)
      .where(where)
      .orderBy(desc(navCoursePages.createdAt), desc(navCoursePages.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(navCoursePages).where(where),
  ]);
  return { rows, total: n };
}
