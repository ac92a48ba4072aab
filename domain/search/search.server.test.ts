import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client.server.ts";
import { institutions } from "../../db/institutions-schema.ts";
import { openTestDatabase } from "../../tests/support/database.ts";
import { refreshSearchWords, searchSite, type SitePage } from "./search.server.ts";
import { institutionSearchText, normaliseSearchText } from "./search-text.ts";

const pages: SitePage[] = [
  { type: "exam", name: "NEET UG", url: "/exam/neet-ug", keywords: ["NEET"] },
  { type: "course", name: "B.Tech", url: "/c_pages/BTech" },
];

describe("spelling", () => {
  it("lower-cases, drops accents and punctuation, joins abbreviations", () => {
    expect(normaliseSearchText("St. Xavier's College, Mumbai")).toBe("st xaviers college mumbai");
    expect(normaliseSearchText("B.Tech & M.Sc")).toBe("btech and msc");
    expect(normaliseSearchText("E.G.S. Pillay Arts College")).toBe("egs pillay arts college");
    expect(normaliseSearchText("Dr.B.R. Ambedkar")).toBe("dr br ambedkar");
    expect(normaliseSearchText("Université  ")).toBe("universite");
    expect(normaliseSearchText("दिल्ली विश्वविद्यालय")).toBe("दिल्ली विश्वविद्यालय");
  });

  it("writes every name between bars, short names derived and kept by hand, then the place", () => {
    expect(
      institutionSearchText({
        code: "U-0306",
        name: "Indian Institute of Technology Bombay",
        aliases: ["Indian Institute of Technology, Mumbai"],
        city: "Mumbai",
        district: "Mumbai",
        state: "Maharashtra",
      }),
    ).toBe(
      "|indian institute of technology bombay|indian institute of technology mumbai|iit bombay|iit mumbai|iitb| mumbai maharashtra",
    );
  });
});

describe("ranking and facets on a few institutions", () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase();
    const row = (
      code: string,
      name: string,
      extra: { state?: string; kind?: "college" | "university"; management?: string; nirf?: number } = {},
    ) => {
      const state = extra.state ?? "Kerala";
      return {
        code,
        slug: code.toLowerCase(),
        name,
        kind: extra.kind ?? "college",
        state,
        stateSlug: state.toLowerCase().replaceAll(" ", "-"),
        managementGroup: extra.management ?? "Private",
        nirfRank: extra.nirf ?? null,
        sources: [],
        searchText: institutionSearchText({ code, name, aliases: [], city: null, district: null, state }),
      };
    };
    await database.db
      .insert(institutions)
      .values([
        row("C-1", "Government Alpha College", { nirf: 1, management: "Government" }),
        row("C-2", "Alpha College of Engineering", { nirf: 30, state: "Tamil Nadu" }),
        row("C-3", "Alpha College"),
        row("C-4", "Alpha College of Arts", { nirf: 10, kind: "university", management: "Government" }),
        row("C-5", "Alpha Colleges Trust", { nirf: 2 }),
        row("C-6", "Beta Institute", { nirf: 3 }),
      ]);
    await refreshSearchWords(database.db);
  });
  afterAll(() => database.close());

  const names = async (q: string, more: Partial<Parameters<typeof searchSite>[1]> = {}) =>
    (await searchSite(database.db, { q, ...more }, { pages })).results.map((r) => r.name);

  it("puts the whole name first, then names starting with it, then names holding it, each by NIRF rank", async () => {
    expect(await names("alpha college")).toEqual([
      "Alpha College",
      // The last word is read as the start of one, as while typing: "colleges" starts with "college".
      "Alpha Colleges Trust",
      "Alpha College of Arts",
      "Alpha College of Engineering",
      "Government Alpha College",
    ]);
  });

  it("forgives a typo and ranks by similarity before the NIRF rank", async () => {
    // "colege" is no word of the catalogue: read as "college" and "colleges", the closer first.
    const found = await names("alpha colege");
    expect(found.indexOf("Alpha College")).toBeLessThan(found.indexOf("Alpha Colleges Trust"));
    expect(found).toContain("Government Alpha College");
  });

  it("counts each filter value with the other filters kept, and pages", async () => {
    const all = await searchSite(database.db, { q: "alpha", limit: 2 }, { pages });
    expect(all.total).toBe(5);
    expect(all.pageCount).toBe(3);
    expect(all.facets.kind).toEqual([
      { slug: "college", label: "College", count: 4 },
      { slug: "university", label: "University", count: 1 },
      { slug: "standalone", label: "Standalone institution", count: 0 },
      { slug: "research", label: "Research institution", count: 0 },
    ]);
    expect(all.facets.state).toEqual([
      { slug: "kerala", label: "Kerala", count: 4 },
      { slug: "tamil-nadu", label: "Tamil Nadu", count: 1 },
    ]);
    expect(all.facets.ranked).toBe(4);

    const government = await searchSite(database.db, { q: "alpha", type: "government" }, { pages });
    expect(government.results.map((r) => r.name)).toEqual(["Alpha College of Arts", "Government Alpha College"]);
    // The management counts keep their alternatives; the others count within Government.
    expect(government.facets.type.find((t) => t.slug === "private")?.count).toBe(3);
    expect(government.facets.kind.find((k) => k.slug === "university")?.count).toBe(1);
    expect(government.facets.state).toEqual([{ slug: "kerala", label: "Kerala", count: 2 }]);

    const ranked = await searchSite(database.db, { q: "alpha", ranked: true, state: "kerala" }, { pages });
    expect(ranked.results.map((r) => r.name)).toEqual([
      "Alpha Colleges Trust",
      "Alpha College of Arts",
      "Government Alpha College",
    ]);

    // Names starting with "alpha" by rank, the unranked one last, then the name holding it.
    const pageNames = async (page: number) =>
      (await searchSite(database.db, { q: "alpha", limit: 2, page }, { pages })).results.map((r) => r.name);
    expect(await pageNames(1)).toEqual(["Alpha Colleges Trust", "Alpha College of Arts"]);
    expect(await pageNames(2)).toEqual(["Alpha College of Engineering", "Alpha College"]);
    const beyond = await searchSite(database.db, { q: "alpha", limit: 2, page: 99 }, { pages });
    expect(beyond.page).toBe(3);
    expect(beyond.results.map((r) => r.name)).toEqual(["Government Alpha College"]);
  });

  it("finds the site's exam and course pages, never when institutions are filtered", async () => {
    const neet = await searchSite(database.db, { q: "neet" }, { pages });
    expect(neet.results[0]).toEqual({
      type: "exam",
      name: "NEET UG",
      url: "/exam/neet-ug",
      place: null,
      kind: null,
      nirfRank: null,
      nirf: null,
      universityType: null,
    });
    expect((await names("b.tech"))[0]).toBe("B.Tech");
    expect(await names("neet", { kind: "college" })).toEqual([]);
  });

  it("answers nothing, without failing, for punctuation, Devanagari it does not know and operators", async () => {
    for (const q of ["", "   ", "!!!", "नमस्ते दुनिया", "a & b | !c", "'); drop table institutions; --", "x:*"]) {
      const page = await searchSite(database.db, { q }, { pages });
      expect(
        page.results.every((r) => r.url.startsWith("/")),
        q,
      ).toBe(true);
    }
    const counted = (await database.db.execute(sql`select count(*)::int as n from institutions`)) as unknown as {
      rows: { n: number }[];
    };
    const [{ n }] = counted.rows;
    expect(n).toBe(6);
  });
});
