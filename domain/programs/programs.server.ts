// Programs (mostly online degrees) with their course lists.
import { asc, eq, inArray } from "drizzle-orm";
import type { Database } from "../../db/client.server.ts";
import { programCourses, programs } from "../../db/schema.ts";

export type ProgramRow = typeof programs.$inferSelect;
export type ProgramCourse = typeof programCourses.$inferSelect;
export interface Program extends ProgramRow {
  courses: ProgramCourse[];
}

export async function listPrograms(db: Database): Promise<Program[]> {
  const rows = await db.select().from(programs).orderBy(asc(programs.createdAt), asc(programs.id));
  return withCourses(db, rows);
}

export async function getProgramById(db: Database, id: string): Promise<Program | undefined> {
  const [row] = await db.select().from(programs).where(eq(programs.id, id));
  return row ? (await withCourses(db, [row]))[0] : undefined;
}

async function withCourses(db: Database, rows: ProgramRow[]): Promise<Program[]> {
  if (rows.length === 0) return [];
  const courses = await db
    .select()
    .from(programCourses)
    .where(
      inArray(
        programCourses.programId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(asc(programCourses.position));
  const byProgram = Map.groupBy(courses, (c) => c.programId);
  return rows.map((r) => ({ ...r, courses: byProgram.get(r.id) ?? [] }));
}
