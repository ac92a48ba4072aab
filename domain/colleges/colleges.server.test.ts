import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client.server.ts";
import { collegeCourses, colleges } from "../../db/schema.ts";
import { openTestDatabase } from "../../tests/support/database.ts";
import { countColleges, getCollegeBySlug, listTopColleges } from "./colleges.server.ts";

let database: DatabaseHandle;

const base = {
  fee: "₹1,00,000 per year",
  placementAvg: "₹6 LPA",
  placementHigh: "₹20 LPA",
  bannerText: "b",
  bannerSubText: "b",
  heading: "h",
  subHeading1: "s",
  subHeading2: "s",
};

beforeAll(async () => {
  database = await openTestDatabase();
  const rows = await database.db
    .insert(colleges)
    .values([
      { ...base, slug: "unranked", name: "Alpha Unranked College", city: "Pune", state: "Maharashtra", rank: null },
      { ...base, slug: "third", name: "Third College", city: "Jaipur", state: "Rajasthan", rank: 3 },
      { ...base, slug: "first", name: "First College", city: "Chennai", state: "Tamil Nadu", rank: 1 },
      { ...base, slug: "second-b", name: "Beta College", city: "Noida", state: "Uttar Pradesh", rank: 2 },
      { ...base, slug: "second-a", name: "Able College", city: "Noida", state: "Uttar Pradesh", rank: 2 },
    ])
    .returning();
  const first = rows.find((r) => r.slug === "first")!;
  await database.db.insert(collegeCourses).values([
    {
      collegeId: first.id,
      position: 1,
      name: "MBA",
      fees: "₹3,00,000",
      eligibility: "Graduation",
      applicationDate: "2027-03-31",
    },
    {
      collegeId: first.id,
      position: 0,
      name: "B.Tech",
      fees: "₹2,00,000",
      eligibility: "10+2 PCM",
      applicationDate: "2027-04-30",
    },
  ]);
});
afterAll(() => database.close());

describe("colleges", () => {
  it("lists colleges by rank, then name, with unranked ones last", async () => {
    const list = await listTopColleges(database.db, 10);
    expect(list.map((c) => c.slug)).toEqual(["first", "second-a", "second-b", "third", "unranked"]);
  });

  it("limits the list", async () => {
    expect(await listTopColleges(database.db, 2)).toHaveLength(2);
    expect(await countColleges(database.db)).toBe(5);
  });

  it("attaches courses in their listed order", async () => {
    const college = await getCollegeBySlug(database.db, "first");
    expect(college?.courses.map((c) => c.name)).toEqual(["B.Tech", "MBA"]);
    expect((await getCollegeBySlug(database.db, "third"))?.courses).toEqual([]);
  });

  it("returns undefined for an unknown slug", async () => {
    expect(await getCollegeBySlug(database.db, "nope")).toBeUndefined();
  });
});
