// The predictor and the institution section on the repository's own datasets (db/data), checked against rows of
// the published sources: JoSAA 2025 round 6, IIT Bombay, Computer Science and Engineering, OPEN, gender-neutral,
// all-India quota, closing rank 66 (67 in 2023, 68 in 2024 round 5).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client.server.ts";
import { loadCatalogueIfChanged } from "../../seed/catalogue.ts";
import { openTestDatabase } from "../../tests/support/database.ts";
import { chanceOf, shareAhead } from "./chance.ts";
import { predictQuerySchema } from "./cutoffs.schema.ts";
import { institutionCutoffs } from "./institution-cutoffs.server.ts";
import {
  type PredictedInstitution,
  type Prediction,
  predict,
  type SeatRound,
  type SeatYear,
} from "./predict.server.ts";

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
  await loadCatalogueIfChanged(database.db);
}, 180_000);
afterAll(() => database.close());

/** Every result of a query, page after page. */
async function all(query: Record<string, string | number | boolean>): Promise<Prediction[]> {
  const results: Prediction[] = [];
  for (let page = 1; ; page++) {
    const answer = await predict(database.db, predictQuerySchema.parse({ ...query, limit: 200, page }));
    if (answer.page !== page) return results;
    results.push(...answer.results);
    if (results.length >= answer.total) return results;
  }
}

/** The catalogue institution a prediction links to (null where unlinked). */
const codeOf = (institution: PredictedInstitution) => institution.code;

const closings = (points: (SeatRound | SeatYear)[]) => points.map((p) => p.closingRank);

const CSE = "Computer Science and Engineering (4 Years, Bachelor of Technology)";
const iitBombayCse = (results: Prediction[]) =>
  results.filter((r) => codeOf(r.institution) === "U-0306" && r.program.nameAsPublished === CSE);

describe("predict on the published cut-offs", () => {
  it("JEE Advanced rank 60, OPEN, gender-neutral: IIT Bombay CSE (closing 66, 2025 round 6) is Likely", async () => {
    const [seat, ...others] = iitBombayCse(
      await all({ exam: "jee-advanced", rank: 60, category: "OPEN", gender: "neutral" }),
    );
    expect(others).toEqual([]);
    expect(seat).toMatchObject({
      institution: {
        name: "Indian Institute of Technology Bombay",
        slug: "indian-institute-of-technology-bombay-mumbai",
      },
      quota: "AI",
      seatType: "OPEN",
      gender: "neutral",
      year: 2025,
      round: 6,
      closingRank: 66,
      chance: "Likely",
      source: "JoSAA 2025, round 6",
    });
    expect(seat.trend.map((t) => [t.year, t.round])).toEqual([
      [2023, 6],
      [2024, 5],
      [2025, 6],
    ]);
    expect(closings(seat.trend)).toEqual([67, 68, 66]);
    expect(seat.rounds.map((r) => r.round)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(closings(seat.rounds).at(-1)).toBe(66);
  });

  it("at rank 5,000 IIT Bombay CSE is not offered; at 66 (its closing rank) it is Likely, at 67 Possible", async () => {
    expect(iitBombayCse(await all({ exam: "jee-advanced", rank: 5000 }))).toEqual([]);
    expect(iitBombayCse(await all({ exam: "jee-advanced", rank: 66 })).map((r) => r.chance)).toEqual(["Likely"]);
    expect(iitBombayCse(await all({ exam: "jee-advanced", rank: 67 })).map((r) => r.chance)).toEqual(["Possible"]);
  });

  it("offers IIT Bombay CSE's female-only pool (closing 369) to female candidates only", async () => {
    const female = iitBombayCse(await all({ exam: "jee-advanced", rank: 300, gender: "female" }));
    expect(female.map((r) => [r.gender, r.closingRank])).toEqual([["female", 369]]);
    const neutral = await all({ exam: "jee-advanced", rank: 300 });
    expect(neutral.filter((r) => r.gender === "female")).toEqual([]);
  });

  it("offers NIT Tiruchirappalli's home-state seats only to candidates from Tamil Nadu", async () => {
    const nitTrichy = (results: Prediction[]) =>
      [...new Set(results.filter((r) => r.institution.code === "U-0467").map((r) => r.quota))].sort();
    const query = { exam: "jee-main", rank: 9000, branch: "computer science" };
    expect(nitTrichy(await all({ ...query, homeState: "Tamil Nadu", rank: 1000 }))).toEqual(["HS"]);
    expect(nitTrichy(await all({ ...query, homeState: "Karnataka", rank: 1000 }))).toEqual(["OS"]);
    const karnataka = await all({ ...query, homeState: "Karnataka" });
    expect(karnataka.filter((r) => r.quota === "HS").every((r) => r.institution.state === "Karnataka")).toBe(true);
    expect(karnataka.filter((r) => r.quota === "OS").some((r) => r.institution.state === "Karnataka")).toBe(false);
  });

  it("offers PwD seat types only to PwD candidates, and never a preparatory rank", async () => {
    const pwd = await all({ exam: "jee-advanced", rank: 70, category: "OPEN (PwD)", pwd: true });
    expect(pwd.every((r) => r.seatType === "OPEN (PwD)")).toBe(true);
    expect(
      iitBombayCse(await all({ exam: "jee-advanced", rank: 4, category: "OPEN (PwD)", pwd: true })).map(
        (r) => r.closingRank,
      ),
    ).toEqual([4]);
    // IIT Bombay's Environmental Science OPEN (PwD) closed only on a preparatory rank (78) in 2025: not offered.
    expect(
      pwd.some((r) => r.institution.code === "U-0306" && r.program.branch === "Environmental Science and Engineering"),
    ).toBe(false);
    const open = await all({ exam: "jee-advanced", rank: 70, pwd: true });
    expect(open.some((r) => r.seatType.includes("PwD"))).toBe(false);
  });

  it("answers nothing, total 0, where no seat fits", async () => {
    const answer = await predict(
      database.db,
      predictQuerySchema.parse({ exam: "jee-advanced", rank: 60, state: "Lakshadweep" }),
    );
    expect([answer.results, answer.total]).toEqual([[], 0]);
  });

  it("NEET-UG: AIIMS New Delhi's MBBS (All-India Quota, OPEN, closing AIR 48) is Likely at AIR 40", async () => {
    const aiims = (await all({ exam: "neet-ug", rank: 40 })).filter((r) => r.institution.code === "U-0096");
    expect(aiims.map((r) => [r.program.name, r.quota, r.seatType, r.closingRank, r.chance])).toContainEqual([
      "MBBS",
      "All India",
      "OPEN",
      48,
      "Likely",
    ]);
  });

  it("MHT-CET: Government College of Engineering, Amravati's Civil Engineering (GOPENS) at its 2024 closing percentile", async () => {
    const gcoea = (await all({ exam: "mht-cet", percentile: 88.6, category: "GOPENS" })).filter(
      (r) =>
        r.institution.nameAsPublished === "Government College of Engineering, Amravati" &&
        r.program.branch === "Civil Engineering",
    );
    expect(gcoea).toHaveLength(1);
    expect(gcoea[0]).toMatchObject({ year: 2024, seatType: "GOPENS" });
    expect(gcoea[0].rounds[0]).toMatchObject({ round: 1, closingRank: 34240, closingPercentile: 88.5013511 });
  });
});

describe("the labels the database gives", () => {
  it("are the published method's (chanceOf) on each seat's own closing ranks, for every exam", async () => {
    const queries: Record<string, string | number>[] = [
      { exam: "jee-advanced", rank: 900 },
      { exam: "jee-main", rank: 20000, homeState: "Kerala", gender: "female" },
      { exam: "neet-ug", rank: 5000, category: "OBC-NCL" },
      { exam: "mht-cet", percentile: 95.5, category: "GOPENS" },
      { exam: "mht-cet", rank: 12000, category: "GOBCS" },
    ];
    for (const query of queries) {
      const results = await all(query);
      expect(results.length, JSON.stringify(query)).toBeGreaterThan(20);
      for (const r of results) {
        const byPercentile = typeof query.percentile === "number";
        const lowerIsBetter = (p: SeatRound | SeatYear) =>
          byPercentile ? shareAhead(p.closingPercentile!) : p.closingRank!;
        const score = byPercentile ? shareAhead(Number(query.percentile)) : Number(query.rank);
        const latest = byPercentile ? shareAhead(r.closingPercentile!) : r.closingRank!;
        expect(chanceOf(score, { latest, years: r.trend.map(lowerIsBetter) }), `${JSON.stringify(query)} ${r.id}`).toBe(
          r.chance,
        );
        expect(r.trend.at(-1)).toMatchObject({ year: r.year, round: r.round });
      }
    }
  });
});

describe("institutionCutoffs on the published cut-offs", () => {
  it("gives IIT Bombay CSE's closing rank for every year and 2025 round by round", async () => {
    const cutoffs = await institutionCutoffs(database.db, "indian-institute-of-technology-bombay-mumbai");
    const [josaa] = cutoffs!.counselling;
    expect(josaa.years).toEqual([2016, 2017, 2018, 2019, 2020, 2021, 2022, 2023, 2024, 2025]);
    const cse = josaa.pools.find((p) => p.program.nameAsPublished === CSE)!;
    expect(cse.years.at(-1)).toMatchObject({ year: 2025, round: 6, closingRank: 66, source: "JoSAA 2025, round 6" });
    expect(cse.rounds.map((r) => r.round)).toEqual([1, 2, 3, 4, 5, 6]);
    const y2024 = (await institutionCutoffs(database.db, "U-0306", { year: 2024 }))!.counselling[0];
    expect(y2024.pools.find((p) => p.program.nameAsPublished === CSE)!.rounds.map((r) => r.round)).toEqual([
      1, 2, 3, 4, 5,
    ]);
  });
});
