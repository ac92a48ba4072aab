import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadCatalogueIfChanged } from "../../seed/catalogue.ts";
import { openTestApi, type TestApi } from "../../tests/support/api.ts";
import { writeCatalogueFixture } from "../../tests/support/catalogue.ts";
import { writeCutoffFixture } from "../../tests/support/cutoffs.ts";

let api: TestApi;
beforeAll(async () => {
  api = await openTestApi();
  await loadCatalogueIfChanged(api.database.db, { dir: writeCutoffFixture(writeCatalogueFixture()) });
});
afterAll(() => api.close());

describe("GET /api/predictor", () => {
  it("answers the seats a rank may get with their chance, source and the method", async () => {
    const res = await api.app.inject("/api/predictor?exam=jee-advanced&rank=60&category=OPEN&gender=neutral");
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.total).toBe(2);
    expect(body.results[0]).toMatchObject({
      institution: { name: "Alpha College", slug: "alpha-college", code: "C-1" },
      program: {
        name: "Computer Science and Engineering (B.Tech, 4 years)",
        nameAsPublished: "Computer Science and Engineering (4 Years, Bachelor of Technology)",
      },
      quota: "AI",
      seatType: "OPEN",
      gender: "neutral",
      year: 2025,
      round: 6,
      closingRank: 66,
      openingRank: 33,
      chance: "Likely",
      source: "JoSAA 2025, round 6",
    });
    expect(body.results[0].id).toBeUndefined();
    expect(body.method.rules.map((r: { chance: string }) => r.chance)).toEqual(["Likely", "Possible", "Reach"]);
  });

  it("takes a percentile for MHT-CET, with the CET Cell's codes and the female pool", async () => {
    const res = await api.app.inject("/api/predictor?exam=mht-cet&percentile=94&category=gopens&gender=female");
    expect(res.statusCode).toBe(200);
    expect(res.json().results.map((r: { seatType: string; chance: string }) => [r.seatType, r.chance])).toEqual([
      ["LOPENS", "Likely"],
      ["GOPENS", "Reach"],
    ]);
  });

  it("answers an empty list with total 0 when no seat fits", async () => {
    const res = await api.app.inject("/api/predictor?exam=jee-advanced&rank=900000");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ results: [], total: 0 });
  });

  it("answers 400 with a message per field for bad input", async () => {
    const bad = await api.app.inject("/api/predictor?exam=jee-main&rank=-3&gender=x&limit=500");
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({
      rank: "rank must be a whole number from 1.",
      gender: "gender must be neutral or female.",
      limit: "limit must be at most 200.",
    });
    const unknown = await api.app.inject("/api/predictor?exam=gate&rank=10");
    expect(unknown.json()).toMatchObject({
      message: "exam must be one of jee-main, jee-advanced, neet-ug, mht-cet, kcet, comedk, keam, wbjee, gujcet.",
      errors: {
        exam: "exam must be one of jee-main, jee-advanced, neet-ug, mht-cet, kcet, comedk, keam, wbjee, gujcet.",
      },
    });
    // A category of another exam: KEAM's Ezhava is not a KCET category.
    const other = await api.app.inject("/api/predictor?exam=kcet&rank=1200&category=EZ");
    expect([other.statusCode, other.json().errors]).toEqual([
      400,
      { category: "category must be one of GM, 1, 2A, 2B, 3A, 3B, SC, ST for KCET." },
    ]);
    const percentile = await api.app.inject("/api/predictor?exam=mht-cet&percentile=101&category=OBC");
    expect([percentile.statusCode, percentile.json().errors]).toEqual([
      400,
      { percentile: "percentile must be a number from 0 to 100." },
    ]);
    const category = await api.app.inject("/api/predictor?exam=jee-main&rank=1200&category=GEN");
    expect([category.statusCode, Object.keys(category.json().errors)]).toEqual([400, ["category"]]);
    const pwd = await api.app.inject("/api/predictor?exam=jee-main&rank=12&category=OPEN%20(PwD)");
    expect(pwd.json().errors).toEqual({
      category: "PwD seat types are for candidates with a disability: set pwd to true.",
    });
    const fraction = await api.app.inject("/api/predictor?exam=neet-ug&rank=12.5");
    expect(fraction.json().errors).toEqual({ rank: "rank must be a whole number from 1." });
  });

  it("answers 400 for a CRL rank of 0, another exam's category, a category rank with OPEN, a PwD rank without pwd", async () => {
    const errorsOf = async (query: string) => {
      const res = await api.app.inject(`/api/predictor?${query}`);
      return [res.statusCode, res.json().errors];
    };
    expect(await errorsOf("exam=jee-main&crlRank=0")).toEqual([
      400,
      { crlRank: "crlRank must be a whole number from 1." },
    ]);
    expect(await errorsOf("exam=jee-main&crlRank=1000&category=GOPENS")).toEqual([
      400,
      {
        category:
          'category must be OPEN, EWS, OBC-NCL, SC or ST (or one of their PwD forms, "OPEN (PwD)") for JEE Main.',
      },
    ]);
    expect(await errorsOf("exam=jee-main&crlRank=1000&category=OPEN&categoryRank=300")).toEqual([
      400,
      { categoryRank: "categoryRank is for EWS, OBC-NCL, SC and ST candidates: with OPEN, give your CRL rank alone." },
    ]);
    expect(await errorsOf("exam=jee-advanced&crlRank=1000&pwdRank=30")).toEqual([
      400,
      { pwdRank: "pwdRank is for candidates with a disability: set pwd to true." },
    ]);
    expect(await errorsOf("exam=jee-main&category=SC")).toEqual([
      400,
      { crlRank: "crlRank is required for JEE Main: your common rank list (CRL) rank." },
    ]);
    expect((await errorsOf("exam=jee-main&rank=10&crlRank=10"))[1]).toHaveProperty("rank");
    expect((await errorsOf("exam=neet-ug&rank=10&categoryRank=10"))[1]).toEqual({
      categoryRank: "categoryRank is for JEE Main and JEE Advanced: give your NEET-UG rank as rank.",
    });
    expect((await errorsOf("exam=jee-main&crlRank=10&governmentOnly=true"))[1]).toHaveProperty("governmentOnly");
    // Every exam may be ordered by fee (predictor-sorts.test.ts checks the order).
    const byFee = await api.app.inject("/api/predictor?exam=kcet&rank=1000&sort=fee");
    expect([byFee.statusCode, byFee.json().sort]).toEqual([200, "fee"]);
    expect((await errorsOf("exam=neet-ug&rank=10&sort=cheapest"))[1]).toEqual({
      sort: "sort must be one of best, chance, closing, nirf, state, fee.",
    });
  });

  it("answers every rank a candidate holds in one list, each seat naming the rank it was compared with", async () => {
    const res = await api.app.inject("/api/predictor?exam=jee-advanced&crlRank=60&pwd=true&pwdRank=4");
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.compared.ranks).toEqual([
      { name: "CRL rank", value: 60, by: "rank", seatTypes: ["OPEN"], counselling: "josaa" },
      { name: "CRL-PwD rank", value: 4, by: "rank", seatTypes: ["OPEN (PwD)"], counselling: "josaa" },
    ]);
    const used = body.results.map((r: { seatType: string; comparedWith: { name: string } }) => [
      r.seatType,
      r.comparedWith.name,
    ]);
    expect(used).toContainEqual(["OPEN (PwD)", "CRL-PwD rank"]);
    expect(used).toContainEqual(["OPEN", "CRL rank"]);
    // The older question keeps its meaning: a rank in the list of the category given.
    const older = await api.app.inject("/api/predictor?exam=jee-advanced&rank=4&category=OPEN%20(PwD)&pwd=true");
    expect(older.json().results.map((r: { seatType: string }) => r.seatType)).toEqual(["OPEN (PwD)"]);
  });
});

describe("GET /api/cutoffs", () => {
  it("answers an institution's cut-offs by slug, and for a year round by round", async () => {
    const res = await api.app.inject("/api/cutoffs?institution=alpha-college");
    expect(res.statusCode).toBe(200);
    const [josaa] = res.json().counselling;
    expect(josaa).toMatchObject({ counselling: "josaa", exam: "JEE Advanced", year: 2025, seatType: "OPEN" });
    expect(josaa.pools[0].years.map((y: { closingRank: number }) => y.closingRank)).toEqual([70, 68, 66]);
    const y2024 = (await api.app.inject("/api/cutoffs?institution=C-1&year=2024")).json().counselling[0];
    expect(y2024.pools[0].rounds.map((r: { round: number }) => r.round)).toEqual([5]);
  });

  it("answers 404 for an unknown institution and 400 for a bad query", async () => {
    const missing = await api.app.inject("/api/cutoffs?institution=no-such-college");
    expect([missing.statusCode, missing.json()]).toEqual([404, { message: "No institution has this slug or code." }]);
    const bad = await api.app.inject("/api/cutoffs?year=last");
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({
      institution: "institution is required: an institution's slug or code.",
      year: "year must be a whole number.",
    });
  });

  it("both calls are in the OpenAPI document with their answers", async () => {
    const doc = (await api.app.inject("/api/openapi.json")).json();
    expect(Object.keys(doc.paths["/api/predictor"].get.responses).sort()).toEqual(["200", "400"]);
    expect(Object.keys(doc.paths["/api/cutoffs"].get.responses).sort()).toEqual(["200", "400", "404"]);
    const names = doc.paths["/api/predictor"].get.parameters.map((p: { name: string }) => p.name);
    expect(names).toEqual(
      expect.arrayContaining([
        "exam",
        "rank",
        "crlRank",
        "categoryRank",
        "pwdRank",
        "categoryPwdRank",
        "percentile",
        "category",
        "gender",
        "homeState",
        "pwd",
        "governmentOnly",
        "sort",
      ]),
    );
  });
});

describe("whatever the query", () => {
  it("answers 200 or 400, never a server error", async () => {
    const value = fc.oneof(
      fc.string({ maxLength: 30 }),
      fc.constantFrom(
        "jee-main",
        "jee-advanced",
        "neet-ug",
        "mht-cet",
        "OPEN (PwD)",
        "LOPENS",
        "female",
        "1",
        "0",
        "-1",
        "1e309",
        "NaN",
        "%00",
        "tamil nadu",
      ),
      fc.integer().map(String),
      fc.double().map(String),
    );
    const query = fc.dictionary(
      fc.constantFrom(
        "exam",
        "rank",
        "percentile",
        "category",
        "gender",
        "homeState",
        "pwd",
        "instituteType",
        "state",
        "branch",
        "page",
        "limit",
        "institution",
        "year",
        "quota",
      ),
      value,
      { maxKeys: 8 },
    );
    await fc.assert(
      fc.asyncProperty(fc.constantFrom("/api/predictor", "/api/cutoffs"), query, async (path, params) => {
        const res = await api.app.inject({ url: path, query: params });
        expect([200, 400, 404]).toContain(res.statusCode);
      }),
      { numRuns: 150 },
    );
  });
});
