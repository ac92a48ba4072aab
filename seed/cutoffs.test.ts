import { asc, eq, sql } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../db/client.server.ts";
import { cutoffs, cutoffSeats } from "../db/cutoffs-schema.ts";
import { writeCatalogueFixture } from "../tests/support/catalogue.ts";
import { FIXTURE_INSTITUTES, writeCutoffFixture } from "../tests/support/cutoffs.ts";
import { openTestDatabase } from "../tests/support/database.ts";
import { loadCatalogueIfChanged } from "./catalogue.ts";

let database: DatabaseHandle;
beforeEach(async () => {
  database = await openTestDatabase();
});
afterEach(() => database.close());

describe("loading the cut-offs with the catalogue", () => {
  it("loads institutes, programmes and rows, each row knowing whether it is its year's final round", async () => {
    const summary = await loadCatalogueIfChanged(database.db, { dir: writeCutoffFixture(writeCatalogueFixture()) });
    expect(summary?.cutoffs).toEqual({ institutes: 5, programmes: 4, rows: 19, seatPools: 14 });
    const iitCse = await database.db
      .select({ year: cutoffs.year, round: cutoffs.round, final: cutoffs.final, closing: cutoffs.closingRank })
      .from(cutoffs)
      .where(
        sql`${cutoffs.instituteId} = ${FIXTURE_INSTITUTES.iit} and ${cutoffs.programmeId} = 1 and ${cutoffs.seatType} = 'OPEN' and ${cutoffs.gender} = 'neutral'`,
      )
      .orderBy(asc(cutoffs.year), asc(cutoffs.round));
    expect(iitCse).toEqual([
      { year: 2023, round: 6, final: true, closing: 70 },
      { year: 2024, round: 5, final: true, closing: 68 },
      { year: 2025, round: 1, final: false, closing: 60 },
      { year: 2025, round: 6, final: true, closing: 66 },
    ]);
  });

  it("keeps preparatory ranks in their own columns, out of the seat pools the predictor reads", async () => {
    await loadCatalogueIfChanged(database.db, { dir: writeCutoffFixture(writeCatalogueFixture()) });
    const pwd = await database.db
      .select()
      .from(cutoffs)
      .where(eq(cutoffs.seatType, "OPEN (PwD)"))
      .orderBy(asc(cutoffs.closingRank));
    expect(pwd.map((r) => [r.closingRank, r.preparatoryClosingRank, r.openingRank, r.preparatoryOpeningRank])).toEqual([
      [5, null, 3, null],
      [null, 30, null, 15],
    ]);
    const pools = await database.db.select().from(cutoffSeats).where(eq(cutoffSeats.seatType, "OPEN (PwD)"));
    expect(pools.map((p) => p.closingRank)).toEqual([5]);
  });

  it("derives one seat pool per seat offered in the latest year, with its final round and three years' closings", async () => {
    await loadCatalogueIfChanged(database.db, { dir: writeCutoffFixture(writeCatalogueFixture()) });
    const pools = await database.db.select().from(cutoffSeats).orderBy(asc(cutoffSeats.id));
    const iitCse = pools.find(
      (p) =>
        p.instituteId === FIXTURE_INSTITUTES.iit &&
        p.programmeId === 1 &&
        p.seatType === "OPEN" &&
        p.gender === "neutral",
    )!;
    expect(iitCse).toMatchObject({
      counselling: "josaa",
      instituteType: "IIT",
      state: "Tamil Nadu",
      quota: "AI",
      year: 2025,
      round: 6,
      closingRank: 66,
      tightestClosingRank: 66,
      loosestClosingRank: 70,
    });
    // NIT Beta's Electronics was last offered in 2023: no pool.
    expect(pools.some((p) => p.instituteId === FIXTURE_INSTITUTES.nitBeta && p.programmeId === 2)).toBe(false);
    // Ladies' seats of MHT-CET are the female-only pool, with their percentiles.
    expect(
      pools.filter((p) => p.counselling === "mhtcet").map((p) => [p.seatType, p.gender, p.closingPercentile]),
    ).toEqual([
      ["GOPENS", "neutral", 95],
      ["LOPENS", "female", 93],
    ]);
  });

  it("replaces the cut-offs when the datasets change and loads none from a folder without them", async () => {
    const db = database.db;
    await loadCatalogueIfChanged(db, { dir: writeCutoffFixture(writeCatalogueFixture("1")) });
    await loadCatalogueIfChanged(db, { dir: writeCutoffFixture(writeCatalogueFixture("2")) });
    const count = async () => (await db.select({ n: sql<number>`count(*)::int` }).from(cutoffs))[0].n;
    expect(await count()).toBe(19);
    const summary = await loadCatalogueIfChanged(db, { dir: writeCatalogueFixture("3") });
    expect(summary?.cutoffs).toEqual({ institutes: 0, programmes: 0, rows: 0, seatPools: 0 });
    expect(await count()).toBe(0);
  });
});
