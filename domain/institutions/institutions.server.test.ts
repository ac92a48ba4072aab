import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client.server.ts";
import { loadCatalogueIfChanged } from "../../seed/catalogue.ts";
import { insertLinkedCollegePage, writeCatalogueFixture } from "../../tests/support/catalogue.ts";
import { openTestDatabase } from "../../tests/support/database.ts";
import { getInstitutionByCode, getInstitutionBySlug, getInstitutionsBySlugs } from "./institutions.server.ts";

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
  await loadCatalogueIfChanged(database.db, { dir: writeCatalogueFixture() });
});
afterAll(() => database.close());

describe("an institution with its facts", () => {
  it("gathers programmes, ranks (latest year first), disclosures and the source of each", async () => {
    const alpha = await getInstitutionBySlug(database.db, "alpha-college");
    expect(alpha).toMatchObject({ code: "C-1", name: "Alpha College", mbbs: null, collegeSlug: null });
    expect(alpha!.programmes.map((p) => [p.level, p.course, p.intake])).toEqual([
      ["DIPLOMA", "PGDM", null],
      ["POST GRADUATE", "MBA", 60],
    ]);
    expect(alpha!.rankings.map((r) => [r.year, r.category, r.rank, r.sourceId])).toEqual([
      [2025, "Colleges", 9, "nirf-2025-categories"],
      [2025, "Management", 40, "nirf-2025-categories"],
      [2024, "Colleges", 3, "nirf"],
    ]);
    expect(alpha!.placements).toHaveLength(1);
    expect(alpha!.placements[0]).toMatchObject({
      year: 2025,
      category: "Management",
      sourceId: "nirf-2025-categories",
    });
    expect(alpha!.nirfYearsHeld).toBeNull();
    expect(Object.keys(alpha!.sourcesById).sort()).toEqual(["aicte", "aishe", "nirf", "nirf-2025-categories"]);
    expect(alpha!.sourcesById.aicte.url).toBe("https://example.gov.in/aicte");
  });

  it("gives MBBS seats with their source, by code as by slug", async () => {
    const beta = await getInstitutionByCode(database.db, "C-2");
    // In no NIRF list: the note says which lists and years we hold, as the rankings give them.
    expect(beta!.nirfYearsHeld).toBe("other lists 2024–2025");
    expect(beta!.mbbs).toEqual({
      year: "2024-25",
      seats: 150,
      university: "Dr. MGR Medical University",
      sourceId: "nmc",
    });
    expect(beta!.sourcesById.nmc.name).toBe("nmc name");
  });

  it("names the college page linked to it", async () => {
    await insertLinkedCollegePage(database.db, "beta-medical", "Beta Medical College", "C-2");
    expect((await getInstitutionBySlug(database.db, "beta-medical-college"))!.collegeSlug).toBe("beta-medical");
  });

  it("finds nothing for an unknown or malformed address", async () => {
    expect(await getInstitutionBySlug(database.db, "no-such-college")).toBeUndefined();
    expect(await getInstitutionBySlug(database.db, "Alpha College'--")).toBeUndefined();
    expect(await getInstitutionByCode(database.db, "C-3")).toBeUndefined();
    expect(await getInstitutionByCode(database.db, "x".repeat(200))).toBeUndefined();
  });

  it("reads several at once in the order asked, each with only its own facts", async () => {
    const [beta, unknown, alpha] = await getInstitutionsBySlugs(database.db, [
      "beta-medical-college",
      "no-such-college",
      "alpha-college",
    ]);
    expect(unknown).toBeUndefined();
    expect([beta!.code, alpha!.code]).toEqual(["C-2", "C-1"]);
    expect(beta!.mbbs?.seats).toBe(150);
    expect(alpha!.mbbs).toBeNull();
    expect(alpha!.programmes).toHaveLength(2);
    expect(Object.keys(beta!.sourcesById)).not.toContain("nirf-2025-categories");
    expect(alpha!.sourcesById).toEqual((await getInstitutionBySlug(database.db, "alpha-college"))!.sourcesById);
  });
});
