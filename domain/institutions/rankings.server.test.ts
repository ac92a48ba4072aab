import { copyFileSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { gunzipSync, gzipSync } from "node:zlib";
import { parse } from "csv-parse/sync";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import type { DatabaseHandle } from "../../db/client.server.ts";
import { colleges } from "../../db/schema.ts";
import { dataSources, institutions, nirfPlacements, rankings } from "../../db/institutions-schema.ts";
import { catalogueDir, loadCatalogueIfChanged } from "../../seed/catalogue.ts";
import { openTestDatabase } from "../../tests/support/database.ts";
import { rankingCategories, rankingTable } from "./rankings.server.ts";
import { insertLinkedCollegePage } from "../../tests/support/catalogue.ts";

describe("ranking tables on a few rows", () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase();
    const db = database.db;
    await db.insert(dataSources).values([
      { id: "nirf", name: "NIRF", year: "2017–2025", url: "https://www.nirfindia.org/", compiledBy: "x", licence: "x" },
      {
        id: "nirf-25",
        name: "NIRF 2025",
        year: "2025",
        url: "https://nirf.example/2025",
        compiledBy: "x",
        licence: "x",
      },
    ]);
    const place = (state: string) => ({ state, stateSlug: state.toLowerCase().replaceAll(" ", "-") });
    await db.insert(institutions).values([
      {
        code: "U-1",
        aisheCode: "U-1",
        slug: "alpha",
        name: "Alpha University",
        kind: "university",
        sources: [],
        ...place("Delhi"),
      },
      {
        code: "U-2",
        aisheCode: "U-2",
        slug: "beta",
        name: "Beta Institute",
        kind: "university",
        sources: [],
        ...place("Karnataka"),
      },
      { code: "NIRF:x", slug: "gamma", name: "Gamma College", kind: "college", sources: [], ...place("Delhi") },
    ]);
    const row = { framework: "NIRF", city: "City", state: "State", sourceId: "nirf" };
    await db.insert(rankings).values([
      {
        ...row,
        institutionCode: "U-1",
        year: 2024,
        category: "Overall",
        rank: 2,
        score: 70.5,
        tlr: 80,
        rpc: 60,
        go: 75,
        oi: 55,
        perception: 50,
        nameAsPublished: "Alpha Univ.",
      },
      {
        ...row,
        institutionCode: "U-2",
        year: 2024,
        category: "Overall",
        rank: 1,
        score: 80.25,
        tlr: 90,
        rpc: 70,
        go: 85,
        oi: 65,
        perception: 60,
        nameAsPublished: "Beta Institute",
      },
      {
        ...row,
        institutionCode: "U-1",
        year: 2023,
        category: "Overall",
        rank: 3,
        score: 60,
        nameAsPublished: "Alpha University",
      },
      {
        ...row,
        institutionCode: "U-2",
        year: 2025,
        category: "Engineering",
        rank: 1,
        score: 66,
        sourceId: "nirf-25",
        nameAsPublished: "Beta Institute",
      },
      {
        ...row,
        institutionCode: "NIRF:x",
        year: 2025,
        category: "Engineering",
        rank: 2,
        score: null,
        sourceId: "nirf-25",
        nameAsPublished: "Gamma College",
      },
      {
        ...row,
        institutionCode: "U-1",
        year: 2025,
        category: "Engineering",
        rank: 2,
        score: 64,
        sourceId: "nirf-25",
        nameAsPublished: "Alpha University",
      },
      {
        ...row,
        institutionCode: "U-1",
        year: 2024,
        category: "Agriculture and Allied Sectors",
        rank: 9,
        score: 40,
        nameAsPublished: "Alpha University",
      },
      {
        ...row,
        institutionCode: "U-2",
        year: 2024,
        category: "Colleges",
        rank: 4,
        score: 41,
        nameAsPublished: "Beta Institute",
      },
    ]);
  });
  afterAll(() => database.close());

  it("lists the categories in NIRF's order with their years, newest first", async () => {
    expect(await rankingCategories(database.db)).toEqual([
      { category: "Overall", years: [2024, 2023] },
      { category: "Colleges", years: [2024] },
      { category: "Engineering", years: [2025] },
      { category: "Agriculture and Allied Sectors", years: [2024] },
    ]);
  });

  it("gives a category's newest year when none is asked for, ranked, with the institution and source", async () => {
    const table = await rankingTable(database.db, { category: "Overall" });
    expect(table).toMatchObject({ framework: "NIRF", category: "Overall", year: 2024, rankedCount: 2 });
    expect(table?.source).toEqual({ id: "nirf", name: "NIRF", year: "2017–2025", url: "https://www.nirfindia.org/" });
    expect(table?.rows.map((r) => r.rank)).toEqual([1, 2]);
    expect(table?.rows[1]).toEqual({
      rank: 2,
      score: 70.5,
      subScores: { tlr: 80, rpc: 60, go: 75, oi: 55, perception: 50 },
      nameAsPublished: "Alpha Univ.",
      city: "City",
      state: "State",
      institution: { code: "U-1", aisheCode: "U-1", name: "Alpha University", slug: "alpha", state: "Delhi" },
      source: table?.source,
    });
    const older = await rankingTable(database.db, { category: "Overall", year: 2023 });
    expect(older?.rows).toHaveLength(1);
    expect(older?.rows[0].subScores).toBeNull();
  });

  it("sorts by rank (ties by name), by score (unscored last) or by name", async () => {
    const names = async (sort: "rank" | "score" | "name") =>
      (await rankingTable(database.db, { category: "Engineering", year: 2025, sort }))?.rows.map(
        (r) => r.institution.name,
      );
    expect(await names("rank")).toEqual(["Beta Institute", "Alpha University", "Gamma College"]);
    expect(await names("score")).toEqual(["Beta Institute", "Alpha University", "Gamma College"]);
    expect(await names("name")).toEqual(["Alpha University", "Beta Institute", "Gamma College"]);
    const top = await rankingTable(database.db, { category: "Engineering", year: 2025, limit: 1 });
    expect(top?.rows.map((r) => r.rank)).toEqual([1]);
    expect(top?.rankedCount).toBe(3);
    expect(top?.source?.id).toBe("nirf-25");
  });

  it("narrows a table to states in any case, keeping its source when none is left", async () => {
    const delhi = await rankingTable(database.db, { category: "Engineering", year: 2025, states: ["delhi"] });
    expect(delhi?.rows.map((r) => r.institution.slug)).toEqual(["alpha", "gamma"]);
    expect(delhi?.rankedCount).toBe(3);
    const none = await rankingTable(database.db, { category: "Engineering", year: 2025, states: ["Goa"] });
    expect(none?.rows).toEqual([]);
    expect(none?.source?.id).toBe("nirf-25");
  });

  it("links a ranked institution to the college page staff run for it, its own page's address", async () => {
    await insertLinkedCollegePage(database.db, "alpha-university-page", "Alpha University", "U-1");
    try {
      const table = await rankingTable(database.db, { category: "Engineering", year: 2025, sort: "name" });
      expect(table?.rows.map((r) => r.institution.slug)).toEqual(["alpha-university-page", "beta", "gamma"]);
    } finally {
      await database.db.delete(colleges).where(eq(colleges.slug, "alpha-university-page"));
    }
  });

  it("says whether the category's institutions disclosed placements to NIRF that year", async () => {
    expect((await rankingTable(database.db, { category: "Engineering", year: 2025 }))?.placementsDisclosed).toBe(false);
    await database.db.insert(nirfPlacements).values({
      institutionCode: "U-1",
      year: 2025,
      category: "Engineering",
      academicYear: "2023-24",
      programmeType: "UG [4 Years Program(s)]",
      medianSalary: 1_200_000,
      sourceId: "nirf-25",
    });
    expect((await rankingTable(database.db, { category: "Engineering", year: 2025 }))?.placementsDisclosed).toBe(true);
    expect((await rankingTable(database.db, { category: "Overall" }))?.placementsDisclosed).toBe(false);
  });

  it("says nothing for a category or year not held", async () => {
    expect(await rankingTable(database.db, { category: "Nursing" })).toBeUndefined();
    expect(await rankingTable(database.db, { category: "Overall", year: 2019 })).toBeUndefined();
    expect(await rankingTable(database.db, { category: "Over\0all" })).toBeUndefined();
  });
});

// The committed datasets (db/data) as the portal loads them: every row of a table must be NIRF's row.
describe("ranking tables against db/data", () => {
  let database: DatabaseHandle;
  const readCsv = (file: string): Record<string, string>[] =>
    parse(gunzipSync(readFileSync(path.join(catalogueDir, file))), { columns: true, skip_empty_lines: true });
  const committed = readCsv("rankings.csv.gz");
  const institutionsByCode = new Map(readCsv("institutions.csv.gz").map((r) => [r.code, r]));

  beforeAll(async () => {
    // Only the rankings and the institutions they name: the loader itself reads them from a folder like db/data.
    const dir = mkdtempSync(path.join(tmpdir(), "portal-rankings-"));
    copyFileSync(path.join(catalogueDir, "manifest.json"), path.join(dir, "manifest.json"));
    copyFileSync(path.join(catalogueDir, "rankings.csv.gz"), path.join(dir, "rankings.csv.gz"));
    const ranked = new Set(committed.map((r) => r.institution_code));
    const lines = gunzipSync(readFileSync(path.join(catalogueDir, "institutions.csv.gz")))
      .toString("utf8")
      .split("\n");
    const keep = lines.filter((line, i) => i === 0 || ranked.has(line.slice(0, line.indexOf(","))));
    writeFileSync(path.join(dir, "institutions.csv.gz"), gzipSync(keep.join("\n")));
    for (const file of ["programmes.csv.gz", "mbbs-seats.csv.gz", "nirf-placements-2025.csv.gz"]) {
      const header = gunzipSync(readFileSync(path.join(catalogueDir, file)))
        .toString("utf8")
        .split("\n")[0];
      writeFileSync(path.join(dir, file), gzipSync(`${header}\n`));
    }
    database = await openTestDatabase();
    await loadCatalogueIfChanged(database.db, { dir, force: true });
  }, 60_000);
  afterAll(() => database.close());

  const score = (text: string) => (text === "" ? null : Number(text));

  for (const [category, year] of [
    ["Engineering", 2025],
    ["Overall", 2024],
  ] as const) {
    it(`shows NIRF ${year} ${category} row by row as the committed file has it`, async () => {
      const expected = committed
        .filter((r) => r.category === category && Number(r.year) === year)
        .sort((a, b) => Number(a.rank) - Number(b.rank));
      const table = await rankingTable(database.db, { category, year });
      expect(table?.rankedCount).toBe(expected.length);
      expect(table?.rows).toHaveLength(expected.length);
      const shown = table!.rows.map((r) => ({
        rank: r.rank,
        score: r.score,
        tlr: r.subScores?.tlr ?? null,
        perception: r.subScores?.perception ?? null,
        name: r.nameAsPublished,
        city: r.city,
        state: r.state,
        code: r.institution.code,
        slug: r.institution.slug,
      }));
      const fromFile = expected.map((r) => ({
        rank: Number(r.rank),
        score: score(r.score),
        tlr: score(r.tlr),
        perception: score(r.perception),
        name: r.nirf_name,
        city: r.city || null,
        state: r.state || null,
        code: r.institution_code,
        slug: institutionsByCode.get(r.institution_code)?.slug,
      }));
      // Equal ranks may come in either order: compare as sets of rows, then the rank order.
      expect(new Set(shown.map((r) => JSON.stringify(r)))).toEqual(new Set(fromFile.map((r) => JSON.stringify(r))));
      expect(shown.map((r) => r.rank)).toEqual(fromFile.map((r) => r.rank));
      expect(table?.source?.url).toMatch(/^https:\/\/www\.nirfindia\.org\//);
    });
  }

  it("holds Overall 2017–2025, 13 categories of 2024 and 8 of 2025", async () => {
    const categories = await rankingCategories(database.db);
    expect(categories.find((c) => c.category === "Overall")?.years).toEqual([
      2025, 2024, 2023, 2022, 2021, 2020, 2019, 2018, 2017,
    ]);
    expect(categories.filter((c) => c.years.includes(2024))).toHaveLength(13);
    expect(categories.filter((c) => c.years.includes(2025))).toHaveLength(9); // Overall and 8 categories
  });
});
