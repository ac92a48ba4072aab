import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadCatalogueIfChanged } from "../../seed/catalogue.ts";
import { eq } from "drizzle-orm";
import { colleges } from "../../db/schema.ts";
import { insertLinkedCollegePage, writeCatalogueFixture } from "../../tests/support/catalogue.ts";
import { openTestApi, type TestApi } from "../../tests/support/api.ts";
import { validReviewForm } from "../../tests/support/review-form.ts";
import { todayInIndia } from "../../domain/clock.ts";
import { recentAcademicYears, reviewFormSchema } from "../../domain/reviews/reviews.schema.ts";
import { createReview, setReviewStatus } from "../../domain/reviews/reviews.server.ts";
import { testActor } from "../../tests/support/audit.ts";
import { publishFacts } from "../../tests/support/institution-facts.ts";

let api: TestApi;
beforeAll(async () => {
  api = await openTestApi();
  await loadCatalogueIfChanged(api.database.db, { dir: writeCatalogueFixture() });
  await reportFees();
  await publishFacts(api.database.db, "C-1");
});

const [feeYear] = recentAcademicYears(todayInIndia());

/** Four reviews of C-2 giving their tuition, three approved, before any answer is cached. */
async function reportFees() {
  const fees = ["1,00,000", "1,40,000", "2,00,000", "9,00,000"];
  for (const [i, feeTuition] of fees.entries()) {
    const form = validReviewForm({ email: `api-fees${i}@example.in`, courseName: "B.Tech Civil", feeTuition, feeYear });
    const row = await createReview(api.database.db, reviewFormSchema.parse(form), new Date(), {
      institutionCode: "C-2",
    });
    // The fourth is still waiting for moderation: it counts for nothing.
    if (i < 3) await setReviewStatus(api.database.db, row.id, "approved", { by: testActor });
  }
}
afterAll(() => api.close());

describe("GET /api/institutions/{aisheCode}", () => {
  it("gives the institution with every figure's source and year", async () => {
    const res = await api.app.inject("/api/institutions/C-1");
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      aisheCode: "C-1",
      name: "Alpha College",
      slug: "alpha-college",
      url: "/college/alpha-college",
      kind: "college",
      state: "Tamil Nadu",
      district: "Chennai",
      management: "Govt aided",
      mbbsSeats: null,
    });
    expect(body.programmes).toContainEqual({
      discipline: "MANAGEMENT",
      level: "POST GRADUATE",
      course: "MBA",
      intake: 60,
      source: "aicte name",
      year: "2025",
    });
    expect(body.rankings[0]).toEqual({
      framework: "NIRF",
      year: 2025,
      category: "Colleges",
      rank: 9,
      score: 61.5,
      source: "NIRF 2025, Colleges",
    });
    expect(body.nirfPlacements[0]).toMatchObject({
      studentsPlaced: 45,
      medianSalary: 900000,
      source: "nirf-2025-categories name",
    });
    expect(body.sources.map((s: { id: string }) => s.id)).toEqual(["aicte", "aishe", "nirf", "nirf-2025-categories"]);
  });

  it("gives every fee, date and contact the institution published, each with who published it", async () => {
    const body = (await api.app.inject("/api/institutions/C-1")).json();
    const source = "Published by the institution, 1 December 2026; checked by the portal 2 December 2026";
    expect(body.institutionFees).toEqual([
      {
        programme: "B.Tech Civil",
        academicYear: "2026-27",
        tuitionPerYear: 120_000,
        hostelPerYear: 60_000,
        messPerYear: 36_000,
        oneTimeFees: 25_000,
        seats: 60,
        eligibility: "Class 12 with physics, chemistry and mathematics",
        selection: "JEE Main rank",
        applyFrom: "2027-05-01",
        applyUntil: "2027-06-30",
        applyLink: "https://college.example.in/apply",
        source,
      },
    ]);
    expect(body.institutionContacts).toEqual({
      address: "12 College Road, Chennai 600001",
      phone: "044 2345 6789",
      email: "admissions@college.example.in",
      website: "https://college.example.in",
      location: null,
      source,
    });
    const beta = (await api.app.inject("/api/institutions/C-2")).json();
    expect([beta.institutionFees, beta.institutionContacts]).toEqual([[], null]);
  });

  it("gives MBBS seats with their source", async () => {
    const body = (await api.app.inject("/api/institutions/C-2")).json();
    expect(body.mbbsSeats).toEqual({ seats: 150, source: "nmc name", year: "2025" });
  });

  it("answers 404 with a message for an unknown code", async () => {
    const res = await api.app.inject("/api/institutions/U-9999");
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: "No institution has this code." });
  });

  it("moves a code merged into another institution (db/data/former-slugs.json) to the survivor with a 301", async () => {
    // JNU's School of Engineering, approved by AICTE under the university's name, is JNU's page (U-0109).
    const res = await api.app.inject("/api/institutions/AICTE:1-44638959800");
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe("/api/institutions/U-0109");
    expect(res.json()).toEqual({ message: "This institution is now U-0109." });
  });

  it("is in the OpenAPI document", async () => {
    const doc = (await api.app.inject("/api/openapi.json")).json();
    expect(Object.keys(doc.paths["/api/institutions/{aisheCode}"].get.responses).sort()).toEqual([
      "200",
      "301",
      "400",
      "404",
    ]);
    const institution = doc.paths["/api/institutions/{aisheCode}"].get.responses["200"].content["application/json"];
    expect(JSON.stringify(institution)).toContain("studentReportedFees");
    expect(JSON.stringify(institution)).toContain("institutionContacts");
  });

  it("gives the fees students reported in approved reviews once three of a programme and year agree on it", async () => {
    const body = (await api.app.inject("/api/institutions/C-2")).json();
    expect(body.studentReportedFees).toEqual([
      {
        programme: "B.E./B.Tech",
        year: feeYear,
        seats: "unstated",
        reports: 3,
        tuition: { count: 3, min: 100_000, max: 200_000, median: 140_000 },
        hostel: null,
      },
    ]);
    expect((await api.app.inject("/api/institutions/C-1")).json().studentReportedFees).toEqual([]);
  });
});

describe("GET /api/rankings", () => {
  it("gives one NIRF table with each row's institution and source, the newest year by default", async () => {
    const res = await api.app.inject("/api/rankings?category=Colleges");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      category: "Colleges",
      year: 2025,
      rankings: [
        {
          rank: 9,
          score: 61.5,
          institution: { aisheCode: "C-1", code: "C-1", name: "Alpha College", slug: "alpha-college" },
          source: "NIRF 2025, Colleges",
          sourceUrl: "https://example.gov.in/nirf-2025-categories",
        },
      ],
    });
    expect((await api.app.inject("/api/rankings?category=Colleges&year=2024")).json().rankings[0].rank).toBe(3);
  });

  it("answers 404 for a table not held and 400 for a year that is not one", async () => {
    const missing = await api.app.inject("/api/rankings?category=Law&year=2024");
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: "We hold no NIRF ranking of this category and year." });
    const bad = await api.app.inject("/api/rankings?year=last");
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({ year: "year must be a whole number." });
  });
});

describe("GET /api/institutions", () => {
  it("lists institutions by state (by name or as the address spells it), kind and name words, a page at a time", async () => {
    const all = (await api.app.inject("/api/institutions?state=Tamil%20Nadu")).json();
    expect(all).toMatchObject({ total: 2, page: 1, limit: 20 });
    expect(all.institutions.map((i: { name: string }) => i.name)).toEqual(["Alpha College", "Beta Medical College"]);
    expect(all.institutions[0]).toEqual({
      aisheCode: "C-1",
      code: "C-1",
      name: "Alpha College",
      slug: "alpha-college",
      url: "/college/alpha-college",
      kind: "college",
      state: "Tamil Nadu",
      district: "Chennai",
      city: null,
      universityType: null,
      // From its NIRF lists (Colleges, Management) and its AICTE MBA.
      streams: ["Arts, science and commerce", "Management"],
      courses: ["MBA"],
      nirf: { rank: 9, year: 2025, category: "Colleges" },
    });
    const bySlug = (await api.app.inject("/api/institutions?state=tamil-nadu&district=chennai&q=beta")).json();
    expect(bySlug.institutions.map((i: { code: string }) => i.code)).toEqual(["C-2"]);
    const paged = (await api.app.inject("/api/institutions?limit=1&page=2")).json();
    expect(paged).toMatchObject({ total: 2, page: 2, limit: 1, institutions: [{ code: "C-2" }] });
    expect((await api.app.inject("/api/institutions?state=Kerala")).json()).toMatchObject({
      total: 0,
      institutions: [],
    });
  });

  it("gives the slug and address of the college page staff run for an institution, in the list, the record and search", async () => {
    await insertLinkedCollegePage(api.database.db, "beta-medical-college-chennai", "Beta Medical College", "C-2");
    api.app.responseCache.contentChanged(); // as a page saved by staff does
    try {
      const listed = (await api.app.inject("/api/institutions?q=beta")).json().institutions[0];
      expect(listed).toMatchObject({ code: "C-2", slug: "beta-medical-college-chennai" });
      expect(listed.url).toBe("/college/beta-medical-college-chennai");
      const record = (await api.app.inject("/api/institutions/C-2")).json();
      expect([record.slug, record.url]).toEqual([
        "beta-medical-college-chennai",
        "/college/beta-medical-college-chennai",
      ]);
      const found = (await api.app.inject("/api/search?q=beta%20medical")).json();
      expect(found.results.find((r: { name: string }) => r.name === "Beta Medical College").url).toBe(
        "/college/beta-medical-college-chennai",
      );
      // An institution without a page of staff's keeps its own.
      expect((await api.app.inject("/api/institutions?q=alpha")).json().institutions[0].url).toBe(
        "/college/alpha-college",
      );
    } finally {
      await api.database.db.delete(colleges).where(eq(colleges.slug, "beta-medical-college-chennai"));
      api.app.responseCache.contentChanged();
    }
  });

  it("refuses a kind that is not one, and a limit over 100", async () => {
    const res = await api.app.inject("/api/institutions?kind=school&limit=500");
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors).sort()).toEqual(["kind", "limit"]);
    expect(res.json().errors.limit).toBe("limit must be at most 100.");
  });

  it("refuses a one-letter name query, which would scan most of the catalogue", async () => {
    const res = await api.app.inject("/api/institutions?q=a");
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ q: "q must be at least 2 characters." });
    expect((await api.app.inject("/api/institutions?q=")).statusCode).toBe(200);
  });
});
