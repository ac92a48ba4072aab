import { mkdtempSync, readdirSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { and, eq, inArray, notExists, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../db/client.server.ts";
import { collegeCourses, colleges, streams } from "../db/schema.ts";
import { openTestDatabase } from "../tests/support/database.ts";
import { seedIfEmpty } from "./seed.ts";

let database: DatabaseHandle;
const uploads = mkdtempSync(path.join(tmpdir(), "portal-seed-"));

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

describe("demo data", () => {
  it("fills an empty database with a realistic Indian catalogue", async () => {
    const summary = await seedIfEmpty(database.db, uploads);
    expect(summary).not.toBeNull();
    expect(summary!.colleges).toBeGreaterThanOrEqual(60);
    expect(summary!.navCoursePages).toBeGreaterThanOrEqual(10);
    expect(summary!.cardSliders).toBeGreaterThanOrEqual(6);
    expect(summary!.programs).toBeGreaterThanOrEqual(16);

    const [places] = await database.db
      .select({
        states: sql<number>`count(distinct ${colleges.state})::int`,
        cities: sql<number>`count(distinct ${colleges.city})::int`,
      })
      .from(colleges);
    expect(places.states).toBeGreaterThanOrEqual(10);
    expect(places.cities).toBeGreaterThanOrEqual(15);

    const perCollege = await database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(collegeCourses)
      .groupBy(collegeCourses.collegeId);
    expect(perCollege).toHaveLength(summary!.colleges);
    for (const { n } of perCollege) {
      expect(n).toBeGreaterThanOrEqual(2);
      expect(n).toBeLessThanOrEqual(6);
    }
  });

  it("gives every B.Tech and M.Tech course its streams", async () => {
    const { db } = database;
    const techWithoutStreams = await db
      .select({ id: collegeCourses.id })
      .from(collegeCourses)
      .where(
        and(
          inArray(collegeCourses.name, ["B.Tech", "M.Tech"]),
          notExists(db.select().from(streams).where(eq(streams.courseId, collegeCourses.id))),
        ),
      );
    expect(techWithoutStreams).toHaveLength(0);
  });

  it("draws a logo for every college and an image for every program", async () => {
    const logos = readdirSync(path.join(uploads, "logos"));
    const [{ n }] = await database.db.select({ n: sql<number>`count(*)::int` }).from(colleges);
    expect(logos).toHaveLength(n);
    expect(readdirSync(uploads).filter((f) => f.startsWith("program-")).length).toBeGreaterThanOrEqual(16);
  });

  it("never loads twice on top of existing data", async () => {
    const before = await database.db.select({ n: sql<number>`count(*)::int` }).from(colleges);
    expect(await seedIfEmpty(database.db, uploads)).toBeNull();
    const after = await database.db.select({ n: sql<number>`count(*)::int` }).from(colleges);
    expect(after).toEqual(before);
  });
});
