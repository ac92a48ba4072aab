// The scholarships import on real rows of the compiled list (test-fixtures/scholarships): codes for who may
// apply, income caps in rupees, tentative dates flagged with what they were carried from, unique slugs.
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { amountInRupees, readScholarships } from "./scholarships.ts";

const rows = readScholarships(join(import.meta.dirname, "test-fixtures/scholarships/scholarships-2026.json.gz"));
const bySlug = new Map(rows.map((r) => [r.slug, r]));

describe("the scholarships import", () => {
  it("gives each row a unique slug, a repeated name its -2", () => {
    expect(new Set(rows.map((r) => r.slug)).size).toBe(rows.length);
    expect([...bySlug.keys()]).toEqual(
      expect.arrayContaining(["tata-capital-pankh-class-11-to-12", "tata-capital-pankh-class-11-to-12-2"]),
    );
  });

  it("keeps a tentative date apart from an announced one", () => {
    // "Colgate - BDS": 12/5/2026, tentative, carried from 05-Dec-2025.
    expect(bySlug.get("colgate-bds")).toMatchObject({
      status: "expected",
      last_date: "2026-12-05",
      last_date_tentative: "yes",
      last_date_basis: "2025-12-05",
    });
    // "Kotak Kanya Scholarship": announced 8/20/2026.
    expect(bySlug.get("kotak-kanya-scholarship")).toMatchObject({
      status: "open",
      last_date: "2026-08-20",
      last_date_tentative: "",
    });
  });

  it("writes who may apply as codes and the income cap in rupees", () => {
    expect(bySlug.get("colgate-bds")).toMatchObject({
      levels: "passed-12|ug",
      genders: "",
      categories: "",
      income_cap_rupees: 800000,
      states: "Goa|Gujarat|Maharashtra|Himachal Pradesh|Andhra Pradesh",
      streams: "bds",
    });
    expect(bySlug.get("kotak-kanya-scholarship")).toMatchObject({ genders: "female" });
  });

  it("reads a rupee amount only where the text is one", () => {
    expect(amountInRupees("200,000")).toBe(200000);
    expect(amountInRupees("1,00,000")).toBe(100000);
    expect(amountInRupees("40,000 -5,50,000")).toBe(550000);
    expect(amountInRupees("Upto 2,00,000")).toBe(200000);
    expect(amountInRupees("upto 6lac")).toBe(600000);
    expect(amountInRupees("INR 25,000 to INR 75,000")).toBe(75000);
    expect(amountInRupees("2,000$")).toBeNull();
    expect(amountInRupees("100% waiver of annual fees")).toBeNull();
    expect(bySlug.get("nutanix-heart-women-in-technology-scholarships")?.amount_rupees).toBe("");
  });
});
