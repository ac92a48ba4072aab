// The finder against the real compiled list (db/data/scholarships.csv.gz) in PGlite: every result must admit
// the student asked about, and the rows that exclude her must be left out.
import { readFileSync } from "node:fs";
import path from "node:path";
import { gunzipSync } from "node:zlib";
import { parse } from "csv-parse/sync";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client.server.ts";
import { catalogueDir } from "../../seed/catalogue.ts";
import { loadScholarships } from "../../seed/scholarships.ts";
import { openTestDatabase } from "../../tests/support/database.ts";
import { finderQuerySchema } from "./finder.schema.ts";
import { finderPhase, findScholarships } from "./finder.server.ts";
import { deleteScholarship, getScholarshipBySlug, setScholarshipHidden } from "./scholarships.server.ts";

const TODAY = "2026-11-27";
const csv = parse(gunzipSync(readFileSync(path.join(catalogueDir, "scholarships.csv.gz"))), {
  columns: true,
}) as Record<string, string>[];

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
  await database.db.execute(sql`insert into data_sources (id, name, year, url, compiled_by, licence)
    values ('scholarships', 'Scholarships compiled from providers'' notices', '2026',
            'https://github.com/avantifellows/college-predictor', 'avantifellows/college-predictor', 'GPL-3.0')`);
  expect(await loadScholarships(database.db, catalogueDir)).toBe(csv.length);
});
afterAll(() => database.close());

const her = { level: "passed-12", gender: "female", category: "obc", income: 200_000, state: "Maharashtra" } as const;

describe("findScholarships on the real list", () => {
  it("returns only scholarships that admit a female OBC student of Maharashtra, income ₹2,00,000, after class 12", async () => {
    const found = await findScholarships(database.db, her, TODAY);
    expect(found.length).toBeGreaterThan(50);
    for (const s of found) {
      expect(s.levels.length === 0 || s.levels.includes("passed-12"), s.slug).toBe(true);
      expect(s.genders.length === 0 || s.genders.includes("female"), s.slug).toBe(true);
      expect(s.categories.length === 0 || s.categories.includes("obc"), s.slug).toBe(true);
      expect(s.incomeCapRupees === null || s.incomeCapRupees >= 200_000, s.slug).toBe(true);
      expect(s.states.length === 0 || s.states.includes("Maharashtra"), s.slug).toBe(true);
    }
    // Every row of the file that admits her is found, and none that does not.
    const admits = (r: Record<string, string>) =>
      [
        [r.levels, "passed-12"],
        [r.genders, "female"],
        [r.categories, "obc"],
        [r.states, "Maharashtra"],
      ].every(([cell, value]) => cell === "" || cell.split("|").includes(value)) &&
      (r.income_cap_rupees === "" || Number(r.income_cap_rupees) >= 200_000);
    expect(found.map((s) => s.slug).sort()).toEqual(
      csv
        .filter(admits)
        .map((r) => r.slug)
        .sort(),
    );
  });

  it("leaves out a scholarship limited to another state, to PWD students and to class 11", async () => {
    const slugs = new Set((await findScholarships(database.db, her, TODAY)).map((s) => s.slug));
    const karnatakaOnly = csv.find((r) => r.states === "Karnataka")!;
    const pwdOnly = csv.find((r) => r.categories === "pwd")!;
    const class11Only = csv.find((r) => r.levels === "class-11")!;
    for (const row of [karnatakaOnly, pwdOnly, class11Only]) expect(slugs.has(row.slug), row.slug).toBe(false);
    // The same PWD-only scholarship is found once she says she has a disability.
    const withDisability = await findScholarships(database.db, { ...her, disability: "yes" }, TODAY);
    expect(withDisability.map((s) => s.slug)).toContain(pwdOnly.slug);
  });

  it("keeps an income cap in rupees: ₹2,00,000 is under a 3-lakh cap, ₹3,50,000 is over it", async () => {
    const capped = csv.find((r) => r.income_cap_rupees === "300000" && r.levels.includes("passed-12"))!;
    const under = await findScholarships(database.db, { income: 200_000 }, TODAY);
    const over = await findScholarships(database.db, { income: 350_000 }, TODAY);
    expect(under.map((s) => s.slug)).toContain(capped.slug);
    expect(over.map((s) => s.slug)).not.toContain(capped.slug);
  });

  it("puts open scholarships first, then the nearest dates, and keeps tentative dates as expected", async () => {
    const all = await findScholarships(database.db, {}, TODAY);
    expect(all).toHaveLength(csv.length);
    const firstOther = all.findIndex((s) => s.phase !== "open");
    expect(all.slice(firstOther).some((s) => s.phase === "open")).toBe(false);
    const expected = all.filter((s) => s.phase === "expected");
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.map((s) => s.expectedCloseOn)).toEqual(expected.map((s) => s.expectedCloseOn).sort());
    for (const s of all.filter((s) => s.phase === "expected" || s.phase === "expected-passed")) {
      expect(s.closesOn, s.slug).toBeNull();
      expect(s.expectedBasisOn, s.slug).not.toBeNull();
    }
    // Each imported row names its source and year.
    expect(all[0].source).toMatchObject({ kind: "imported", year: "2026" });
  });
});

describe("staff and the imported list", () => {
  it("hides an imported scholarship, keeps it hidden across a reload, and never deletes it", async () => {
    const slug = csv[0].slug;
    const row = (await getScholarshipBySlug(database.db, slug))!;
    expect(row.origin).toBe("imported");
    expect(await deleteScholarship(database.db, row.id)).toBe(false);
    expect(await setScholarshipHidden(database.db, row.id, true)).toBe(true);
    const shown = async () => (await findScholarships(database.db, {}, TODAY)).map((s) => s.slug);
    expect(await shown()).not.toContain(slug);
    await loadScholarships(database.db, catalogueDir);
    expect(await shown()).not.toContain(slug);
    expect(await shown()).toHaveLength(csv.length - 1);
    const reloaded = (await getScholarshipBySlug(database.db, slug))!;
    await setScholarshipHidden(database.db, reloaded.id, false);
    expect(await shown()).toContain(slug);
  });
});

describe("finderPhase", () => {
  it("calls an announced date a deadline and a tentative one expected", () => {
    const none = { opensOn: null, closesOn: null, expectedCloseOn: null, sourceStatus: "expected" };
    expect(finderPhase({ ...none, closesOn: "2026-12-31" }, TODAY)).toBe("open");
    expect(finderPhase({ ...none, closesOn: "2026-10-31" }, TODAY)).toBe("closed");
    expect(finderPhase({ ...none, expectedCloseOn: "2026-12-31" }, TODAY)).toBe("expected");
    expect(finderPhase({ ...none, expectedCloseOn: "2026-08-15" }, TODAY)).toBe("expected-passed");
    expect(finderPhase({ ...none, sourceStatus: "closed" }, TODAY)).toBe("closed-at-source");
  });
});

describe("the finder's query", () => {
  it("refuses a negative income and an unknown category with a message for each field", () => {
    const parsed = finderQuerySchema.safeParse({ income: "-5", category: "xyz" });
    expect(parsed.success).toBe(false);
    const fields = parsed.error!.issues.map((i) => i.path.join("."));
    expect(fields).toEqual(expect.arrayContaining(["income", "category"]));
  });

  it("reads lakhs with separators and any spelling of a state", () => {
    expect(finderQuerySchema.parse({ income: "2,00,000", state: "maharashtra", level: "" })).toEqual({
      income: 200_000,
      state: "Maharashtra",
    });
  });
});
