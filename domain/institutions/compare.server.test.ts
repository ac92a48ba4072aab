import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client.server.ts";
import { loadCatalogueIfChanged } from "../../seed/catalogue.ts";
import { insertLinkedCollegePage, writeCatalogueFixture } from "../../tests/support/catalogue.ts";
import { openTestDatabase } from "../../tests/support/database.ts";
import { feeYear, publishFacts, reportPaidSeatFees } from "../../tests/support/institution-facts.ts";
import { parseCompareSlugs } from "./compare.ts";
import { compareInstitutions } from "./compare.server.ts";

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
  await loadCatalogueIfChanged(database.db, { dir: writeCatalogueFixture() });
  await insertLinkedCollegePage(database.db, "beta-medical", "Beta Medical College", "C-2");
  await publishFacts(database.db, "C-1");
  await reportPaidSeatFees(database.db, "C-1", ["3,00,000", "3,50,000", "4,00,000"]);
  // Two reports of C-2: too few to show.
  await reportPaidSeatFees(database.db, "C-2", ["1,00,000", "1,10,000"]);
});
afterAll(() => database.close());

describe("the compare address", () => {
  it("reads the slugs trimmed, lower-cased, without blanks and repeats", () => {
    expect(parseCompareSlugs(" Alpha-College, ,beta-medical,alpha-college ")).toEqual([
      "alpha-college",
      "beta-medical",
    ]);
    expect(parseCompareSlugs(null)).toEqual([]);
  });
});

describe("comparing institutions", () => {
  it("compares institutions by their own or their college page's slug, with the staff's figures", async () => {
    const result = await compareInstitutions(database.db, ["alpha-college", "beta-medical"]);
    expect(result.compared.map((c) => [c.slug, c.institution.code, c.href])).toEqual([
      ["alpha-college", "C-1", "/college/alpha-college"],
      ["beta-medical", "C-2", "/college/beta-medical"],
    ]);
    expect(result.compared[0].college).toBeNull();
    expect(result.compared[1].college).toMatchObject({ slug: "beta-medical" });
    expect(result.compared[1].institution.mbbs?.seats).toBe(150);
    expect(result).toMatchObject({ notFound: [], leftOut: [], cutoffs: null });
  });

  it("reports unknown slugs, leaves out a fifth, and shows one institution asked twice once", async () => {
    const result = await compareInstitutions(database.db, [
      "no-such-college",
      "beta-medical",
      "beta-medical-college",
      "alpha-college",
      "alpha-college-again",
    ]);
    expect(result.notFound).toEqual(["no-such-college"]);
    expect(result.leftOut).toEqual(["alpha-college-again"]);
    expect(result.compared.map((c) => c.institution.code)).toEqual(["C-2", "C-1"]);
  });

  it("compares nothing for no slugs or malformed ones", async () => {
    expect(await compareInstitutions(database.db, [])).toEqual({
      compared: [],
      notFound: [],
      leftOut: [],
      cutoffs: null,
    });
    expect((await compareInstitutions(database.db, ["Alpha College'--"])).notFound).toEqual(["Alpha College'--"]);
  });
});

describe("fees in a comparison", () => {
  it("gives every fee the institution published and the ranges its students reported, per institution", async () => {
    const [alpha, beta] = (await compareInstitutions(database.db, ["alpha-college", "beta-medical"])).compared;
    expect(alpha.institution.fromInstitution.programmes[0].facts).toMatchObject({
      tuitionPerYear: 120_000,
      hostelPerYear: 60_000,
      messPerYear: 36_000,
      oneTimeFees: 25_000,
      applyFrom: "2027-05-01",
      applyUntil: "2027-06-30",
      applyLink: "https://college.example.in/apply",
    });
    expect(alpha.reportedFees).toEqual([
      {
        programme: "B.E./B.Tech",
        year: feeYear,
        seats: "paid",
        reports: 3,
        tuition: { count: 3, min: 300_000, max: 400_000, median: 350_000 },
        hostel: null,
      },
    ]);
    expect(beta.reportedFees).toEqual([]);
    expect(beta.institution.fromInstitution.programmes).toEqual([]);
  });
});
