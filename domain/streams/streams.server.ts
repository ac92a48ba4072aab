// Streams (branches) of a college course, e.g. Computer Science under B.Tech.
import { and, asc, eq } from "drizzle-orm";
import type { Database } from "../../db/client.server.ts";
import { collegeCourses, colleges, streams } from "../../db/schema.ts";
import { InputError } from "../errors.ts";
import { isUuid } from "../ids.ts";
import type { Page } from "../paging.ts";
import type { StreamInput } from "./streams.schema.ts";

export interface Stream {
  id: string;
  collegeId: string;
  courseId: string;
  collegeName: string;
  courseName: string;
  name: string;
  fee: string;
  applicationDate: string;
  createdAt: Date;
  updatedAt: Date;
}

const streamColumns = {
  id: streams.id,
  collegeId: streams.collegeId,
  courseId: streams.courseId,
  collegeName: colleges.name,
  courseName: collegeCourses.name,
  name: streams.name,
  fee: streams.fee,
  applicationDate: streams.applicationDate,
  createdAt: streams.createdAt,
  updatedAt: streams.updatedAt,
};

function selectStreams(db: Database) {
  return db
    .select(streamColumns)
    .from(streams)
    .innerJoin(colleges, eq(colleges.id, streams.collegeId))
    .innerJoin(collegeCourses, eq(collegeCourses.id, streams.courseId))
    .$dynamic();
}

export async function listStreams(db: Database, page?: Page): Promise<Stream[]> {
  const query = selectStreams(db).orderBy(asc(streams.createdAt), asc(streams.id));
  return page ? query.limit(page.limit).offset(page.offset) : query;
}

export async function listStreamsOfCourse(
  db: Database,
  collegeId: string,
  courseId: string,
  page?: Page,
): Promise<Stream[]> {
  if (!isUuid(collegeId) || !isUuid(courseId)) return [];
  const query = selectStreams(db)
    .where(and(eq(streams.collegeId, collegeId), eq(streams.courseId, courseId)))
    .orderBy(asc(streams.createdAt), asc(streams.id));
  return page ? query.limit(page.limit).offset(page.offset) : query;
}

export async function getStreamById(db: Database, id: string): Promise<Stream | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await selectStreams(db).where(eq(streams.id, id));
  return row;
}

/** A stream's course must be one of its college's courses; throws InputError otherwise. */
async function checkCourseOfCollege(db: Database, input: StreamInput) {
  const [college] = await db.select({ id: colleges.id }).from(colleges).where(eq(colleges.id, input.collegeId));
  if (!college) throw new InputError({ collegeId: "This college does not exist (any more)." });
  const [course] = await db
    .select({ id: collegeCourses.id })
    .from(collegeCourses)
    .where(and(eq(collegeCourses.id, input.courseId), eq(collegeCourses.collegeId, input.collegeId)));
  if (!course) throw new InputError({ courseId: "This course is not offered by the chosen college." });
}

export async function createStream(db: Database, input: StreamInput): Promise<Stream> {
  await checkCourseOfCollege(db, input);
  const [row] = await db.insert(streams).values(input).returning({ id: streams.id });
  return (await getStreamById(db, row.id))!;
}

export async function updateStream(db: Database, id: string, input: StreamInput): Promise<Stream | undefined> {
  if (!isUuid(id)) return undefined;
  const [existing] = await db.select({ id: streams.id }).from(streams).where(eq(streams.id, id));
  if (!existing) return undefined;
  await checkCourseOfCollege(db, input);
  await db.update(streams).set(input).where(eq(streams.id, id));
  return getStreamById(db, id);
}

export async function deleteStream(db: Database, id: string): Promise<boolean> {
  if (!isUuid(id)) return false;
  const rows = await db.delete(streams).where(eq(streams.id, id)).returning({ id: streams.id });
  return rows.length > 0;
}
