// The admin list of streams: search by stream, college or course name, newest first.
import { count, desc, eq } from "drizzle-orm";
import type { Database } from "../../db/client.server.ts";
import { collegeCourses, colleges, streams } from "../../db/schema.ts";
import { type Found, matchesAny, type Search } from "../search.ts";

export interface StreamListItem {
  id: string;
  collegeId: string;
  courseId: string;
  collegeName: string;
  courseName: string;
  name: string;
  fee: string;
  applicationDate: string;
}

export async function searchStreams(db: Database, { q, limit, offset }: Search): Promise<Found<StreamListItem>> {
  const where = matchesAny(q, [streams.name, colleges.name, collegeCourses.name]);
  const [rows, [{ n }]] = await Promise.all([
    db
      .select({
        id: streams.id,
        collegeId: streams.collegeId,
        courseId: streams.courseId,
        collegeName: colleges.name,
        courseName: collegeCourses.name,
        name: streams.name,
        fee: streams.fee,
        applicationDate: streams.applicationDate,
      })
      .from(streams)
      .innerJoin(colleges, eq(colleges.id, streams.collegeId))
      .innerJoin(collegeCourses, eq(collegeCourses.id, streams.courseId))
      .where(where)
      .orderBy(desc(streams.createdAt), desc(streams.id))
      .limit(limit)
      .offset(offset),
    db
      .select({ n: count() })
      .from(streams)
      .innerJoin(colleges, eq(colleges.id, streams.collegeId))
      .innerJoin(collegeCourses, eq(collegeCourses.id, streams.courseId))
      .where(where),
  ]);
  return { rows, total: n };
}
