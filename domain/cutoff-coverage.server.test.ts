// The years and rounds the predictor page says it holds, read from hand-made cut-offs (tests/support/cutoffs.ts).
import { afterAll, beforeAll, expect, it } from "vitest";
import type { DatabaseHandle } from "../db/client.server.ts";
import { loadCatalogueIfChanged } from "../seed/catalogue.ts";
import { writeCatalogueFixture } from "../tests/support/catalogue.ts";
import { writeCutoffFixture } from "../tests/support/cutoffs.ts";
import { openTestDatabase } from "../tests/support/database.ts";
import { cutoffCoverage } from "./cutoff-coverage.server.ts";
import { publishDataLoad, rollBackDataLoad, stageDataFile } from "./data-loads/data-loads.server.ts";
import { JOSAA_COLUMNS } from "./data-loads/josaa-file.ts";
import { actorEmailed } from "../tests/support/audit.ts";

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
  expect(josaa.loadedOn).toBeNull();
  // Kept while no load is published or rolled back.
  expect(await cutoffCoverage(database.db)).toBe(await cutoffCoverage(database.db));
});

it("reads again after staff publish a year, and says the day it was loaded", async () => {
  const before = await cutoffCoverage(database.db);
  const csv = [
    JOSAA_COLUMNS.join(","),
    '2026,1,IIT Alpha,Indian Institute of Technology,"Computer Science and Engineering (4 Years, Bachelor of Technology)",AI,OPEN,Gender-Neutral,10,70,0',
  ].join("\n");
  const load = await stageDataFile(
    database.db,
    "josaa",
    { name: "orcr-2026.csv", bytes: Buffer.from(csv) },
    actorEmailed("editor"),
  );
  const published = await publishDataLoad(database.db, load.id, {}, actorEmailed("editor"));
  const after = await cutoffCoverage(database.db);
  expect(after).not.toBe(before);
  expect(after.find((c) => c.counselling === "josaa")).toMatchObject({
    latestYear: 2026,
    latestRound: 1,
    loadedOn: published.publishedAt!.toISOString().slice(0, 10),
  });
  await rollBackDataLoad(database.db, load.id, actorEmailed("editor"));
  expect((await cutoffCoverage(database.db)).find((c) => c.counselling === "josaa")!.latestYear).toBe(2025);
});

it("is empty before any cut-offs are loaded", async () => {
  const empty = await openTestDatabase();
  try {
    expect(await cutoffCoverage(empty.db)).toEqual([]);
  } finally {
    await empty.close();
  }
});
