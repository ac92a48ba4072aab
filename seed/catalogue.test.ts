import { readFileSync } from "node:fs";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../db/client.server.ts";
import { institutions, rankings } from "../db/institutions-schema.ts";
import { colleges } from "../db/schema.ts";
import { openTestDatabase } from "../tests/support/database.ts";
import { insertLinkedCollegePage, writeCatalogueFixture as fixture } from "../tests/support/catalogue.ts";
import { catalogueDir, loadCatalogueIfChanged } from "./catalogue.ts";

let database: DatabaseHandle;
beforeEach(async () => {
  database = await openTestDatabase();
});
afterEach(() => database.close());

describe("loading the catalogue", () => {
  it("loads every file and derives the directory's facets", async () => {
    const summary = await loadCatalogueIfChanged(database.db, { dir: fixture() });
    expect(summary).toEqual({
      institutions: 2,
      programmes: 2,
      mbbsSeats: 1,
      rankings: 3,
      placements: 1,
      cutoffs: { institutes: 0, programmes: 0, rows: 0, seatPools: 0 },
    });
    const rows = await database.db.select().from(institutions).orderBy(institutions.code);
    expect(rows[0]).toMatchObject({
      code: "C-1",
      stateSlug: "tamil-nadu",
      districtSlug: "chennai",
      aliases: ["ALPHA COLL", "Alpha"],
      managementGroup: "Government-aided",
      womenOnly: true,
      levels: ["Diploma", "Postgraduate"],
      disciplines: ["Management"],
      // The rank its card shows: of the latest year (2025), NIRF's whole-institution list for colleges
      // (Colleges 9) before a subject list (Management 40), and not 2024's 3.
      nirfRank: 9,
      mbbsSeats: null,
    });
    expect(rows[1]).toMatchObject({
      managementGroup: "Private",
      established: 1990,
      mbbsSeats: 150,
      levels: ["Undergraduate"],
      disciplines: ["Medicine"],
      nirfRank: null,
    });
  });

  it("leaves the same datasets alone and reloads changed ones, keeping college pages' links", async () => {
    const db = database.db;
    expect(await loadCatalogueIfChanged(db, { dir: fixture("1") })).not.toBeNull();
    await insertLinkedCollegePage(db, "alpha", "Alpha College", "C-1");
    expect(await loadCatalogueIfChanged(db, { dir: fixture("1") })).toBeNull();
    expect(await loadCatalogueIfChanged(db, { dir: fixture("2") })).not.toBeNull();
    const [college] = await db.select().from(colleges).where(eq(colleges.slug, "alpha"));
    expect(college.institutionCode).toBe("C-1");
    const [{ n }] = await db.select({ n: sql<number>`count(*)::int` }).from(institutions);
    expect(n).toBe(2);
  });

  it("loads the repository's datasets whole: IIT Madras is NIRF Overall 2025 rank 1 with 87.31", async () => {
    const manifest = JSON.parse(readFileSync(path.join(catalogueDir, "manifest.json"), "utf8")) as {
      files: { file: string; rows: number }[];
    };
    const summary = await loadCatalogueIfChanged(database.db);
    const rowsOf = (file: string) => manifest.files.find((f) => f.file === file)?.rows;
    expect(summary?.institutions).toBe(rowsOf("institutions.csv.gz"));
    expect(summary?.rankings).toBe(rowsOf("rankings.csv.gz"));
    expect(summary?.programmes).toBe(rowsOf("programmes.csv.gz"));
    const [iitm] = await database.db
      .select({ rank: rankings.rank, score: rankings.score, name: institutions.name, slug: institutions.slug })
      .from(rankings)
      .innerJoin(institutions, eq(institutions.code, rankings.institutionCode))
      .where(sql`${rankings.category} = 'Overall' and ${rankings.year} = 2025 and ${rankings.rank} = 1`);
    expect(iitm).toEqual({
      rank: 1,
      score: 87.31,
      name: "Indian Institute of Technology Madras",
      slug: "indian-institute-of-technology-madras-chennai",
    });
    // The cut-offs: every row of the three files, and no row naming an institute or programme that is not there.
    const cutoffFiles = ["josaa-cutoffs.csv.gz", "neet-aiq-cutoffs.csv.gz", "mhtcet-cutoffs.csv.gz"];
    expect(summary?.cutoffs.rows).toBe(cutoffFiles.reduce((sum, file) => sum + (rowsOf(file) ?? 0), 0));
    expect(summary?.cutoffs.institutes).toBe(rowsOf("cutoff-institutes.csv.gz"));
    const { rows: dangling } = (await database.db.execute(sql`
      select (select count(*) from cutoffs c where not exists (select 1 from cutoff_institutes i where i.id = c.institute_id)
                or not exists (select 1 from cutoff_programmes p where p.id = c.programme_id))
           + (select count(*) from cutoff_seats s where not exists (select 1 from cutoff_institutes i where i.id = s.institute_id)
                or not exists (select 1 from cutoff_programmes p where p.id = s.programme_id)) as n`)) as unknown as {
      rows: { n: number | string }[];
    };
    expect(Number(dangling[0].n)).toBe(0);
  }, 120_000);
});
