// Nav course pages: the course pages linked from the nav bar (/Collegespage/{id}).
import { asc, eq } from "drizzle-orm";
import type { Database } from "../../db/client.server.ts";
import { navCoursePages } from "../../db/schema.ts";

export type NavCoursePage = typeof navCoursePages.$inferSelect;

export function listNavCoursePages(db: Database): Promise<NavCoursePage[]> {
  return db.select().from(navCoursePages).orderBy(asc(navCoursePages.createdAt), asc(navCoursePages.id));
}

export async function getNavCoursePageById(db: Database, id: string): Promise<NavCoursePage | undefined> {
  const [row] = await db.select().from(navCoursePages).where(eq(navCoursePages.id, id));
  return row;
}
