import { writeFileSync } from "node:fs";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../db/client.server.ts";
import { institutions } from "../db/institutions-schema.ts";
import { admins, colleges, reviews } from "../db/schema.ts";
import { institutionUpdates } from "../db/institution-claims-schema.ts";
import { openTestDatabase } from "../tests/support/database.ts";
import { insertLinkedCollegePage, writeCatalogueFixture as fixture } from "../tests/support/catalogue.ts";
import { loadCatalogueIfChanged } from "./catalogue.ts";

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
      // The fixture has no scholarships file (the real list's load: domain/scholarships/finder.server.test.ts).
      scholarships: 0,
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

  it("re-points college pages and reviews of an institution merged into another when the catalogue reloads", async () => {
    const db = database.db;
    const merged = { code: "AICTE:1-9", name: "Alpha College of Management" };
    expect(await loadCatalogueIfChanged(db, { dir: fixture("1", [merged]) })).not.toBeNull();
    await insertLinkedCollegePage(db, "alpha-management", "Alpha College of Management", "AICTE:1-9");
    const review = (email: string, institutionCode: string) => ({
      collegeName: "Alpha College of Management",
      courseName: "MBA",
      steps: [],
      reviewerName: "A Student",
      email,
      consent: true,
      institutionCode,
    });
    await db.insert(reviews).values([
      review("one@example.com", "AICTE:1-9"),
      // The same person already reviewed the same course at the survivor: that review keeps the old code.
      review("two@example.com", "AICTE:1-9"),
      review("two@example.com", "C-1"),
    ]);
    const representative = {
      email: "office@alpha.ac.in",
      passwordHash: "x",
      role: "representative" as const,
      institutionCode: "AICTE:1-9",
    };
    await db.insert(admins).values(representative);
    await db.insert(institutionUpdates).values({
      institutionCode: "AICTE:1-9",
      kind: "contacts",
      subject: "contacts",
      facts: { phone: "044 2222 3333" },
      submittedByEmail: representative.email,
    });
    // The next datasets merge AICTE:1-9 into C-1.
    const dir = fixture("2");
    writeFileSync(
      path.join(dir, "former-slugs.json"),
      JSON.stringify({ codes: { "AICTE:1-9": "C-1" }, slugs: { "alpha-college-of-management": "alpha-college" } }),
    );
    expect(await loadCatalogueIfChanged(db, { dir })).not.toBeNull();
    const [college] = await db.select().from(colleges).where(eq(colleges.slug, "alpha-management"));
    expect(college.institutionCode).toBe("C-1");
    const rows = await db
      .select({ email: reviews.email, code: reviews.institutionCode })
      .from(reviews)
      .orderBy(reviews.email, reviews.institutionCode);
    expect(rows).toEqual([
      { email: "one@example.com", code: "C-1" },
      { email: "two@example.com", code: "AICTE:1-9" },
      { email: "two@example.com", code: "C-1" },
    ]);
    // The representative and what they sent move with the institution.
    const [account] = await db.select().from(admins).where(eq(admins.email, representative.email));
    expect(account.institutionCode).toBe("C-1");
    const [change] = await db.select().from(institutionUpdates);
    expect(change.institutionCode).toBe("C-1");
  });
});
