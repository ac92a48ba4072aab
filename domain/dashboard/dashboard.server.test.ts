import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client.server.ts";
import { erasedLeads, leads } from "../../db/schema.ts";
import { openTestDatabase } from "../../tests/support/database.ts";
import { dashboardCounts, istDay, leadsPerDay, startOfIstDay } from "./dashboard.server.ts";

let database: DatabaseHandle;
// 10:00 IST on 22 November 2026
const now = new Date("2026-11-22T04:30:00Z");

const lead = (createdAt: string, source = "counselling") => ({
  name: "Asha",
  email: "asha@example.in",
  phone: "+919876543210",
  city: "Pune",
  course: "btech",
  source,
  createdAt: new Date(createdAt),
});

beforeAll(async () => {
  database = await openTestDatabase();
  await database.db.insert(leads).values([
    lead("2026-11-22T00:00:00Z"), // today, 05:30 IST
    lead("2026-11-21T18:45:00Z", "brochure"), // today, 00:15 IST
    lead("2026-11-21T18:15:00Z", "brochure"), // yesterday, 23:45 IST
    lead("2026-11-16T00:00:00Z"), // six days ago: still this week
    lead("2026-11-15T00:00:00Z"), // seven days ago
    lead("2026-10-01T00:00:00Z"), // outside the chart
  ]);
});
afterAll(() => database.close());

describe("dashboard", () => {
  it("finds India midnight and India days", () => {
    expect(startOfIstDay(now).toISOString()).toBe("2026-11-21T18:30:00.000Z");
    expect(istDay(new Date("2026-11-21T18:45:00Z"))).toBe("2026-11-22");
  });

  it("counts leads today, in the last seven days and in all", async () => {
    const counts = await dashboardCounts(database.db, now);
    expect(counts).toMatchObject({ leadsToday: 2, leadsThisWeek: 4, leadsAll: 6, pendingReviews: 0, colleges: 0 });
  });

  it("gives 30 India days, oldest first, with leads per source and zero days included", async () => {
    const days = await leadsPerDay(database.db, 30, now);
    expect(days).toHaveLength(30);
    expect(days[0].day).toBe("2026-10-24");
    expect(days.at(-1)).toEqual({ day: "2026-11-22", bySource: { counselling: 1, brochure: 1 }, total: 2 });
    expect(days.at(-2)).toEqual({ day: "2026-11-21", bySource: { brochure: 1 }, total: 1 });
    expect(days.reduce((n, d) => n + d.total, 0)).toBe(5);
  });

  it("counts the enquiries held, as the list does, and those students erased apart; the chart counts both", async () => {
    await database.db.insert(erasedLeads).values([
      { day: "2026-11-22", source: "apply", count: 2 },
      { day: "2026-11-21", source: "brochure", count: 1 },
      { day: "2026-09-01", source: "apply", count: 4 },
    ]);
    const counts = await dashboardCounts(database.db, now);
    expect(counts).toMatchObject({
      leadsToday: 2,
      leadsThisWeek: 4,
      leadsAll: 6,
      erased: { today: 2, thisWeek: 3, all: 7 },
    });
    const days = await leadsPerDay(database.db, 30, now);
    expect(days.at(-1)).toEqual({ day: "2026-11-22", bySource: { counselling: 1, brochure: 1, apply: 2 }, total: 4 });
    expect(days.at(-2)).toEqual({ day: "2026-11-21", bySource: { brochure: 2 }, total: 2 });
    await database.db.delete(erasedLeads);
  });
});
