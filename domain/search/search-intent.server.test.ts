// The place of a query read as a directory list, looked up among the directory's states and districts, on
// the small catalogue of tests/support (Chennai, Tamil Nadu) with a law college added.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client.server.ts";
import { loadCatalogueIfChanged } from "../../seed/catalogue.ts";
import { writeCatalogueFixture } from "../../tests/support/catalogue.ts";
import { openTestDatabase } from "../../tests/support/database.ts";
import { searchSite } from "./search.server.ts";
import { readSearchIntent } from "./search-intent.server.ts";

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
  const named = [
    { code: "C-3", name: "Government Law College, Chennai" },
    { code: "C-4", name: "Lawrence School, Chennai" },
  ];
  await loadCatalogueIfChanged(database.db, { dir: writeCatalogueFixture("1", named) });
});
afterAll(() => database.close());

describe("readSearchIntent", () => {
  it("reads a district, a state or a city's other name as the list's place", async () => {
    expect(await readSearchIntent(database.db, "law colleges chennai")).toEqual({
      stream: "law",
      course: null,
      management: null,
      state: "tamil-nadu",
      district: "chennai",
      label: "Colleges in Chennai, Tamil Nadu: Law",
      href: "/colleges/tamil-nadu/chennai?stream=law",
      total: 1,
    });
    expect(await readSearchIntent(database.db, "tamil nadu mba")).toMatchObject({
      state: "tamil-nadu",
      district: null,
      href: "/colleges/tamil-nadu?course=mba",
      total: 1,
    });
    expect(await readSearchIntent(database.db, "madras medical colleges")).toMatchObject({
      district: "chennai",
      total: 1,
    });
    expect(await readSearchIntent(database.db, "mbbs")).toMatchObject({ state: null, href: "/colleges?course=mbbs" });
    expect(await readSearchIntent(database.db, "mba colleges in tn")).toMatchObject({ state: "tamil-nadu", total: 1 });
  });

  it("reads no list for a place the directory does not know, or a name", async () => {
    expect(await readSearchIntent(database.db, "mba atlantis")).toBeUndefined();
    expect(await readSearchIntent(database.db, "lawrence school")).toBeUndefined();
    expect(await readSearchIntent(database.db, "Lawrence College of Law")).toBeUndefined();
    expect(await readSearchIntent(database.db, "alpha college")).toBeUndefined();
  });

  it("comes with the search's answer, which still finds the names", async () => {
    const law = await searchSite(database.db, { q: "law colleges chennai" });
    expect(law.intent?.href).toBe("/colleges/tamil-nadu/chennai?stream=law");
    const name = await searchSite(database.db, { q: "lawrence school" });
    expect(name.intent).toBeNull();
    expect(name.results.map((r) => r.name)).toEqual(["Lawrence School, Chennai"]);
  });
});
