import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { colleges } from "../../db/schema.ts";
import type { DatabaseHandle } from "../../db/client.server.ts";
import { seedDemoData } from "../../seed/seed.ts";
import { openTestDatabase } from "../../tests/support/database.ts";
import { listPlaces, placeKey, searchCatalogue } from "./catalogue.server.ts";
import { figuresBasis } from "./shown-figures.ts";

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
  await seedDemoData(database.db);
});
afterAll(() => database.close());

const fee = (text: string) => Number(text.replace(/[^0-9]/g, ""));

describe("searchCatalogue", () => {
  it("pages through colleges by rank without skipping or repeating any", async () => {
    const first = await searchCatalogue(database.db, { perPage: 20 });
    const second = await searchCatalogue(database.db, { perPage: 20, page: 2 });
    expect(first.total).toBe(68);
    expect(first.pageCount).toBe(4);
    expect(first.colleges.map((c) => c.rank)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    expect(second.colleges[0].rank).toBe(21);
  });

  it("clamps a page past the end to the last page", async () => {
    const result = await searchCatalogue(database.db, { perPage: 20, page: 99 });
    expect(result.page).toBe(4);
    expect(result.colleges).toHaveLength(8);
  });

  it("finds a place by city or state, however it is spelt", async () => {
    const tamilNadu = await searchCatalogue(database.db, { place: "TamilNadu", perPage: 100 });
    expect(tamilNadu.total).toBeGreaterThan(5);
    expect(new Set(tamilNadu.colleges.map((c) => c.state))).toEqual(new Set(["Tamil Nadu"]));
    const bangalore = await searchCatalogue(database.db, { place: "Banglore", perPage: 100 });
    expect(bangalore.colleges.every((c) => c.city === "Bengaluru")).toBe(true);
    expect(bangalore.total).toBeGreaterThan(3);
    const delhi = await searchCatalogue(database.db, { place: "Delhi", perPage: 100 });
    expect(delhi.colleges.every((c) => c.city === "New Delhi")).toBe(true);
  });

  it("filters and sorts on no demo figure of a real college: every demo page's fees are withheld", async () => {
    expect((await searchCatalogue(database.db, { maxFee: 10_000_000, perPage: 100 })).total).toBe(0);
    const byFees = await searchCatalogue(database.db, { sort: "fees", perPage: 100 });
    // With no fee shown anywhere, the order is staff's.
    expect(byFees.colleges.map((c) => c.rank)).toEqual([...byFees.colleges.map((c) => c.rank)].sort((a, b) => a! - b!));
  });

  describe("with figures staff entered with their source and date, and a sample college", () => {
    beforeAll(async () => {
      const { db } = database;
      const all = await db.select().from(colleges).orderBy(asc(colleges.rank));
      // Every third college gets staff figures; one of them lacks its source and stays withheld.
      for (const [i, c] of all.entries()) {
        if (i % 3 !== 0) continue;
        await db
          .update(colleges)
          .set({ demo: false, figuresAsOf: "2026-11-01", figuresSourceUrl: i === 3 ? null : "https://example.in/fees" })
          .where(eq(colleges.id, c.id));
      }
      await db
        .update(colleges)
        .set({ name: "Sample College (illustration)", institutionCode: null })
        .where(eq(colleges.id, all[1].id));
    });

    it("filters and sorts on exactly the figures the pages show (the SQL rule agrees with figuresBasis)", async () => {
      const all = await database.db.select().from(colleges);
      const shown = all.filter((c) => figuresBasis(c) !== "withheld" && /[0-9]/.test(c.fee));
      expect(shown.length).toBeGreaterThan(10);
      const within = await searchCatalogue(database.db, { maxFee: 10_000_000, perPage: 100 });
      expect(within.colleges.map((c) => c.id).sort()).toEqual(shown.map((c) => c.id).sort());
    });

    it("keeps only colleges offering a course, under a fee ceiling", async () => {
      const result = await searchCatalogue(database.db, { course: "btech", maxFee: 200_000, perPage: 100 });
      expect(result.total).toBeGreaterThan(0);
      for (const c of result.colleges) {
        expect(figuresBasis(c)).not.toBe("withheld");
        expect(c.courses.some((k) => k.name === "B.Tech")).toBe(true);
        expect(fee(c.fee)).toBeLessThanOrEqual(200_000);
      }
    });

    it("sorts by fees ascending and by average placement descending, colleges without shown figures last", async () => {
      const byFees = await searchCatalogue(database.db, { sort: "fees", perPage: 100 });
      const withFee = byFees.colleges.filter((c) => figuresBasis(c) !== "withheld");
      expect(byFees.colleges.slice(0, withFee.length)).toEqual(withFee);
      const fees = withFee.map((c) => fee(c.fee));
      expect(fees).toEqual([...fees].sort((a, b) => a - b));
      const byPlacement = await searchCatalogue(database.db, { sort: "placement", perPage: 10 });
      const packages = byPlacement.colleges.map((c) => parseFloat(c.placementAvg.replace(/[^0-9.]/g, "")));
      expect(packages).toEqual([...packages].sort((a, b) => b - a));
      expect(byPlacement.colleges.every((c) => figuresBasis(c) !== "withheld")).toBe(true);
    });
  });

  it("says plainly when nothing matches", async () => {
    const result = await searchCatalogue(database.db, { place: "Atlantis" });
    expect(result).toMatchObject({ total: 0, colleges: [], page: 1, pageCount: 1 });
  });
});

describe("places", () => {
  it("normalises spellings", () => {
    expect(placeKey("Tamil Nadu")).toBe(placeKey("TamilNadu"));
    expect(placeKey("Banglore")).toBe("bengaluru");
  });

  it("lists the states and cities that have colleges", async () => {
    const { states, cities } = await listPlaces(database.db);
    expect(states).toContain("Karnataka");
    expect(cities).toContain("Pune");
    expect(new Set(cities).size).toBe(cities.length);
  });
});
