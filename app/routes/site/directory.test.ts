// District pages of a spelling the catalogue merged into one district move there with a 301; a stream in the
// address narrows the list.
import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { dbContext } from "#context";
import { loadCatalogueIfChanged } from "../../../seed/catalogue.ts";
import { writeCatalogueFixture } from "../../../tests/support/catalogue.ts";
import { openTestDatabase } from "../../../tests/support/database.ts";
import { loader } from "./directory.tsx";

/** The loader's answer for an address; the moves are known before any query, so no database is needed. */
async function answer(path: string, params: { state?: string; district?: string }): Promise<Response> {
  const context = new RouterContextProvider();
  context.set(dbContext, {} as never);
  const url = new URL(`http://portal.test${path}`);
  try {
    await loader({ request: new Request(url), url, context, params } as never);
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
  throw new Error(`${path} answered with a page`);
}

describe("old district addresses", () => {
  it("answer 301 to the district's one spelling, keeping the query", async () => {
    const res = await answer("/colleges/bihar/purbi-champaran?kind=college", {
      state: "bihar",
      district: "purbi-champaran",
    });
    expect(res.status).toBe(301);
    expect(res.headers.get("Location")).toBe("/colleges/bihar/east-champaran?kind=college");
    const kaimur = await answer("/colleges/bihar/kaimur-bhabua", { state: "bihar", district: "kaimur-bhabua" });
    expect(kaimur.headers.get("Location")).toBe("/colleges/bihar/kaimur");
  });

  it("lead to the state's page for a spelling that names no single district", async () => {
    const res = await answer("/colleges/maharashtra/navi-mumbai", { state: "maharashtra", district: "navi-mumbai" });
    expect(res.status).toBe(301);
    expect(res.headers.get("Location")).toBe("/colleges/maharashtra");
  });
});

describe("a stream chosen in the address", () => {
  it("lists only that stream's institutions, with the counts of every stream and course", async () => {
    const database = await openTestDatabase();
    try {
      const named = [
        { code: "C-3", name: "Government Law College, Chennai" },
        { code: "C-4", name: "Lawrence School, Chennai" },
      ];
      await loadCatalogueIfChanged(database.db, { dir: writeCatalogueFixture("1", named) });
      const context = new RouterContextProvider();
      context.set(dbContext, database.db);
      const url = new URL("http://portal.test/colleges/tamil-nadu?stream=law");
      const page = await loader({ request: new Request(url), url, context, params: { state: "tamil-nadu" } } as never);
      expect(page.list.institutions.map((i) => i.name)).toEqual(["Government Law College, Chennai"]);
      expect(page.filters.stream).toBe("law");
      expect(page.seo.title).toContain("(Law)");
      const count = (list: { slug: string; count: number }[], slug: string) => list.find((f) => f.slug === slug)?.count;
      expect(count(page.list.facets.stream, "law")).toBe(1);
      expect(count(page.list.facets.stream, "management")).toBe(1);
      expect(count(page.list.facets.course, "mbbs")).toBe(0);
      // Older links name the stream "discipline".
      const old = new URL("http://portal.test/colleges/tamil-nadu?discipline=law");
      const oldPage = await loader({
        request: new Request(old),
        url: old,
        context,
        params: { state: "tamil-nadu" },
      } as never);
      expect(oldPage.list.total).toBe(1);
      // The Hindi page (decision 062): its title, description and trail in Hindi, the filter named in Hindi,
      // the canonical address its own.
      const hindi = new URL("http://portal.test/hi/colleges/tamil-nadu?stream=law");
      const hindiPage = await loader({
        request: new Request(hindi),
        url: hindi,
        context,
        params: { state: "tamil-nadu" },
      } as never);
      expect(hindiPage.heading).toBe("तमिलनाडु के कॉलेज");
      expect(hindiPage.seo.title).toBe("तमिलनाडु के कॉलेज (लॉ): 1 संस्थान");
      expect(hindiPage.seo.description).toMatch(/^तमिलनाडु के 1 कॉलेज, विश्वविद्यालय और संस्थान/);
      expect(hindiPage.seo.canonical).toBe("http://portal.test/hi/colleges/tamil-nadu?stream=law");
      expect(hindiPage.crumbs).toEqual([
        { label: "होम", to: "/" },
        { label: "कॉलेज", to: "/colleges" },
        { label: "तमिलनाडु", to: undefined },
      ]);
    } finally {
      await database.close();
    }
  });
});
