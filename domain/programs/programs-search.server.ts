// The admin list of programs: search by name or headings, newest first, with each program's course count.
import { count, desc, eq } from "drizzle-orm";
import type { Database } from "../../db/client.server.ts";
import { programCourses, programs } from "../../db/schema.ts";
import { type Found, matchesAny, type Search } from "../search.ts";

export interface ProgramListItem {
  id: string;
  name: string;
  image: string;
  imageAlt: string;
  title: string;
  courseCount: number;
}

export async function searchPrograms(db: Database, { q, limit, offset }: Search): Promise<Found<ProgramListItem>> {
  const where = matchesAny(q, [programs.name, programs.title, programs.bannerHeading]);
  const [rows, [{ n }]] = await Promise.all([
    db
      .select({
        id: programs.id,
        name: programs.name,
        image: programs.image,
        imageAlt: programs.imageAlt,
        title: programs.title,
        courseCount: count(programCourses.id),
      })
      .from(programs)
      .leftJoin(programCourses, eq(programCourses.programId, programs.id))
      .where(where)
      .groupBy(programs.id)
      .orderBy(desc(programs.createdAt), desc(programs.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(programs).where(where),
  ]);
  return { rows, total: n };
}
