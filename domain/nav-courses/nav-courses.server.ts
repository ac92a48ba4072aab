// Nav course pages: the course pages linked from the nav bar (/Collegespage/{id}).
import { asc, eq } from "drizzle-orm";
import type { Database } from "../../db/client.server.ts";
import { navCoursePages } from "../../db/schema.ts";
import { isUuid } from "../ids.ts";
import type { Page } from "../paging.ts";
import type { NavCoursePageInput } from "./nav-courses.schema.ts";

export type NavCoursePage = typeof navCoursePages.$inferSelect;

export async function listNavCoursePages(db: Database, page?: Page): Promise<NavCoursePage[]> {
  const query = db
    .select()
    .from(navCoursePages)
    .orderBy(asc(navCoursePages.createdAt), asc(navCoursePages.id))
    .$dynamic();
  return page ? query.limit(page.limit).offset(page.offset) : query;
}

export async function getNavCoursePageById(db: Database, id: string): Promise<NavCoursePage | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db.select().from(navCoursePages).where(eq(navCoursePages.id, id));
  return row;
}

export async function createNavCoursePage(db: Database, input: NavCoursePageInput): Promise<NavCoursePage> {
  const [row] = await db.insert(navCoursePages).values(input).returning();
  return row;
}

export async function updateNavCoursePage(
  db: Database,
  id: string,
  input: NavCoursePageInput,
): Promise<NavCoursePage | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db.update(navCoursePages).set(input).where(eq(navCoursePages.id, id)).returning();
  return row;
}

export async function deleteNavCoursePage(db: Database, id: string): Promise<boolean> {
  if (!isUuid(id)) return false;
  const rows = await db.delete(navCoursePages).where(eq(navCoursePages.id, id)).returning({ id: navCoursePages.id });
  return rows.length > 0;
}
