// The search page puts the directory list a query asks for before the names that match.
import { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dbContext } from "#context";
import type { DatabaseHandle } from "../../../db/client.server.ts";
import { loadCatalogueIfChanged } from "../../../seed/catalogue.ts";
import { writeCatalogueFixture } from "../../../tests/support/catalogue.ts";
import { openTestDatabase } from "../../../tests/support/database.ts";
import { loader } from "./search.tsx";

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

async function searchPage(q: string, base = "") {
  const context = new RouterContextProvider();
  context.set(dbContext, database.db);
  const url = new URL(`http://portal.test${base}/search?q=${encodeURIComponent(q)}`);
  return loader({ request: new Request(url), url, context, params: {} } as never);
}

describe("the search page", () => {
  it("lists the law colleges of Chennai first for “law colleges chennai”, with the directory's link", async () => {
    const { page, intentList } = await searchPage("law colleges chennai");
    expect(page?.intent?.href).toBe("/colleges/tamil-nadu/chennai?stream=law");
    expect(intentList.map((i) => i.name)).toEqual(["Government Law College, Chennai"]);
  });

  it("is a name search, as before, for a name", async () => {
    const { page, intentList } = await searchPage("lawrence school");
    expect(page?.intent).toBeNull();
    expect(intentList).toEqual([]);
    expect(page?.results.map((r) => r.name)).toEqual(["Lawrence School, Chennai"]);
  });

  it("names the list and titles the page in Hindi at /hi/search, and as before in English", async () => {
    const hindi = await searchPage("law colleges chennai", "/hi");
    expect(hindi.title).toBe("“law colleges chennai”: कॉलेज, परीक्षाएँ और कोर्स");
    expect(hindi.page?.intent?.label).toBe("चेन्नई, तमिलनाडु के कॉलेज: लॉ");
    expect(hindi.page?.intent?.href).toBe("/colleges/tamil-nadu/chennai?stream=law");
    const english = await searchPage("law colleges chennai");
    expect(english.title).toBe("“law colleges chennai”: colleges, exams and courses");
    expect(english.page?.intent?.label).toBe("Colleges in Chennai, Tamil Nadu: Law");
  });
});
