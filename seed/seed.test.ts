import { and, eq, inArray, like, notExists, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../db/client.server.ts";
import { collegeCourses, colleges, programs, storedFiles, streams } from "../db/schema.ts";
import { openTestDatabase } from "../tests/support/database.ts";
import { seedIfEmpty } from "./seed.ts";

let database: DatabaseHandle;

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

describe("demo data", () => {
  it("fills an empty database with a realistic Indian catalogue", async () => {
    const summary = await seedIfEmpty(database.db);
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

  it("draws a logo for every college and an image for every program, stored under the address in its row", async () => {
    const { db } = database;
    const stored = new Set((await db.select({ path: storedFiles.path }).from(storedFiles)).map((f) => f.path));
    const logos = await db.select({ logo: colleges.logo }).from(colleges);
    expect(logos.filter((c) => c.logo.startsWith("/uploads/logos/"))).toHaveLength(logos.length);
    for (const { logo } of logos) expect(stored).toContain(logo.slice("/uploads/".length));
    const images = await db.select({ image: programs.image }).from(programs);
    expect(images.length).toBeGreaterThanOrEqual(16);
    for (const { image } of images) expect(stored).toContain(image);
    const [webp] = await db.select().from(storedFiles).where(like(storedFiles.path, "logos/%")).limit(1);
    expect(webp.contentType).toBe("image/webp");
    expect(webp.bytes.subarray(8, 12).toString("latin1")).toBe("WEBP");
  });

  it("never loads twice on top of existing data", async () => {
    const before = await database.db.select({ n: sql<number>`count(*)::int` }).from(colleges);
    expect(await seedIfEmpty(database.db)).toBeNull();
    const after = await database.db.select({ n: sql<number>`count(*)::int` }).from(colleges);
    expect(after).toEqual(before);
  });
});
