// The years and rounds the predictor page says it holds, read from hand-made cut-offs (tests/support/cutoffs.ts).
import { afterAll, beforeAll, expect, it } from "vitest";
import type { DatabaseHandle } from "../db/client.server.ts";
import { loadCatalogueIfChanged } from "../seed/catalogue.ts";
import { writeCatalogueFixture } from "../tests/support/catalogue.ts";
import { writeCutoffFixture } from "../tests/support/cutoffs.ts";
import { openTestDatabase } from "../tests/support/database.ts";
import { cutoffCoverage } from "./cutoff-coverage.server.ts";

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
  await loadCatalogueIfChanged(database.db, { dir: writeCutoffFixture(writeCatalogueFixture()) });
});
afterAll(() => database.close());

it("gives each counselling body's first and latest year and the latest year's last round", async () => {
  const coverage = await cutoffCoverage(database.db);
  expect(coverage.map((c) => c.counselling)).toEqual(["josaa", "mcc", "mhtcet"]);
  const josaa = coverage.find((c) => c.counselling === "josaa")!;
  expect(josaa.firstYear).toBeLessThanOrEqual(2023);
  expect(josaa.latestYear).toBe(2025);
  expect(josaa.latestRound).toBeGreaterThanOrEqual(1);
  // Read once per database.
  expect(cutoffCoverage(database.db)).toBe(cutoffCoverage(database.db));
});

it("is empty before any cut-offs are loaded", async () => {
  const empty = await openTestDatabase();
  try {
    expect(await cutoffCoverage(empty.db)).toEqual([]);
  } finally {
    await empty.close();
  }
});
