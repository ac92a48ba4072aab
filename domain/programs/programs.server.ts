// Programs (mostly online degrees) with their course lists.
import { asc, eq, inArray } from "drizzle-orm";
import type { Database } from "../../db/client.server.ts";
import { programCourses, programs } from "../../db/schema.ts";
import { isUuid } from "../ids.ts";
import type { Page } from "../paging.ts";
import { removeProgramImage } from "./program-image.server.ts";
import type { ProgramInput } from "./programs.schema.ts";

type ProgramRow = typeof programs.$inferSelect;
type ProgramCourse = typeof programCourses.$inferSelect;
export interface Program extends ProgramRow {
  courses: ProgramCourse[];
}

export async function listPrograms(db: Database, page?: Page): Promise<Program[]> {
  const query = db.select().from(programs).orderBy(asc(programs.createdAt), asc(programs.id)).$dynamic();
  return withCourses(db, await (page ? query.limit(page.limit).offset(page.offset) : query));
}

export async function getProgramById(db: Database, id: string): Promise<Program | undefined> {
  if (!isUuid(id)) return undefined;
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

function programValues({ courses: _courses, ...input }: ProgramInput) {
  return { ...input, imageAlt: input.imageAlt || input.name };
}

function courseValues(programId: string, courses: ProgramInput["courses"]) {
  return courses.map((c, position) => ({ ...c, programId, position }));
}

/** `image` is the file name saveProgramImage gave back. */
export async function createProgram(db: Database, input: ProgramInput, image: string): Promise<Program> {
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(programs)
      .values({ ...programValues(input), image })
      .returning({ id: programs.id });
    await tx.insert(programCourses).values(courseValues(row.id, input.courses));
    return row.id;
  });
  return (await getProgramById(db, id))!;
}

/**
 * Replaces a program's fields and course list; with a new `image`, the old image is removed once the row
 * points at the new one. Undefined when there is no such program.
 */
export async function updateProgram(
  db: Database,
  id: string,
  input: ProgramInput,
  image?: string,
): Promise<Program | undefined> {
  const existing = await getProgramById(db, id);
  if (!existing) return undefined;
  await db.transaction(async (tx) => {
    await tx
      .update(programs)
      .set({ ...programValues(input), image: image ?? existing.image })
      .where(eq(programs.id, id));
    await tx.delete(programCourses).where(eq(programCourses.programId, id));
    await tx.insert(programCourses).values(courseValues(id, input.courses));
  });
  if (image && image !== existing.image) await removeProgramImage(db, existing.image);
  return getProgramById(db, id);
}

/** Deletes the program, its courses and its image. False when there was no such program. */
export async function deleteProgram(db: Database, id: string): Promise<boolean> {
  if (!isUuid(id)) return false;
  const [row] = await db.delete(programs).where(eq(programs.id, id)).returning({ image: programs.image });
  if (!row) return false;
  await removeProgramImage(db, row.image);
  return true;
}
