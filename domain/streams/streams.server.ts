// Streams (branches) of a college course, e.g. Computer Science under B.Tech.
import { and, asc, eq } from "drizzle-orm";
import type { Database } from "../../db/client.server.ts";
import { collegeCourses, colleges, streams } from "../../db/schema.ts";

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
};

function selectStreams(db: Database) {
  return db
    .select(streamColumns)
    .from(streams)
    .innerJoin(colleges, eq(colleges.id, streams.collegeId))
    .innerJoin(collegeCourses, eq(collegeCourses.id, streams.courseId));
}

export function listStreams(db: Database): Promise<Stream[]> {
  return selectStreams(db).orderBy(asc(streams.createdAt), asc(streams.id));
}

export function listStreamsOfCourse(db: Database, collegeId: string, courseId: string): Promise<Stream[]> {
  return selectStreams(db)
    .where(and(eq(streams.collegeId, collegeId), eq(streams.courseId, courseId)))
    .orderBy(asc(streams.createdAt), asc(streams.id));
}
