import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client.server.ts";
import { loadCatalogueIfChanged } from "../../seed/catalogue.ts";
import { insertLinkedCollegePage, writeCatalogueFixture } from "../../tests/support/catalogue.ts";
import { writeCutoffFixture } from "../../tests/support/cutoffs.ts";
import { openTestDatabase } from "../../tests/support/database.ts";
import { type CutoffRound, type CutoffYear, institutionCutoffs } from "./institution-cutoffs.server.ts";

const closings = (points: (CutoffYear | CutoffRound)[]) => points.map((p) => p.closingRank);

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
  await loadCatalogueIfChanged(database.db, { dir: writeCutoffFixture(writeCatalogueFixture()) });
});
afterAll(() => database.close());

describe("institutionCutoffs", () => {
  it("finds the institution by the address of the college page staff run for it", async () => {
    await insertLinkedCollegePage(database.db, "alpha-college-page", "Alpha College", "C-1");
    const cutoffs = await institutionCutoffs(database.db, "alpha-college-page");
    expect(cutoffs?.institution).toEqual({ code: "C-1", name: "Alpha College", slug: "alpha-college" });
    expect(cutoffs?.counselling.length).toBeGreaterThan(0);
    expect(await institutionCutoffs(database.db, "no-such-college-page")).toBeUndefined();
  });

  it("gives each programme's final-round closing rank by year and the latest year round by round", async () => {
    const cutoffs = await institutionCutoffs(database.db, "alpha-college");
    expect(cutoffs?.institution).toEqual({ code: "C-1", name: "Alpha College", slug: "alpha-college" });
    const [josaa] = cutoffs!.counselling;
    expect(josaa).toMatchObject({
      counselling: "josaa",
      exam: "JEE Advanced",
      source: { name: "josaa name", url: "https://example.gov.in/josaa" },
      namesAsPublished: ["IIT Alpha", "IIT Alpha, Chennai"],
      year: 2025,
      years: [2023, 2024, 2025],
      seatType: "OPEN",
      gender: "neutral",
      quota: null,
      available: { seatTypes: ["OPEN", "OPEN (PwD)"], genders: ["neutral", "female"], quotas: ["AI"] },
    });
    expect(josaa.pools.map((p) => p.program.branch)).toEqual([
      "Computer Science and Engineering",
      "Electronics and Communication Engineering",
    ]);
    expect(josaa.pools[0]).toMatchObject({
      quota: "AI",
      rankList: "common",
      years: [
        { year: 2023, round: 6, closingRank: 70, source: "JoSAA 2023, round 6" },
        { year: 2024, round: 5, closingRank: 68, source: "JoSAA 2024, round 5" },
        { year: 2025, round: 6, closingRank: 66, source: "JoSAA 2025, round 6" },
      ],
      rounds: [
        { round: 1, roundLabel: "Round 1", openingRank: 30, closingRank: 60 },
        { round: 6, roundLabel: "Round 6", openingRank: 33, closingRank: 66 },
      ],
    });
  });

  it("shows another year round by round, and a female-only pool when asked", async () => {
    const [y2024] = (await institutionCutoffs(database.db, "C-1", { year: 2024 }))!.counselling;
    expect(y2024.year).toBe(2024);
    expect(y2024.pools[0].rounds).toEqual([
      { round: 5, roundLabel: "Round 5", openingRank: 34, closingRank: 68, closingPercentile: null },
    ]);
    const [female] = (await institutionCutoffs(database.db, "C-1", { gender: "female" }))!.counselling;
    expect(female.pools.map((p) => [p.gender, closings(p.years), closings(p.rounds)])).toEqual([
      ["female", [400], [400]],
    ]);
  });

  it("keeps preparatory ranks in a pool of their own, marked as such", async () => {
    const [pwd] = (await institutionCutoffs(database.db, "C-1", { category: "OPEN (PwD)" }))!.counselling;
    expect(pwd.pools.map((p) => [p.rankList, p.years[0].closingRank])).toEqual([
      ["common", 5],
      ["preparatory", 30],
    ]);
  });

  it("gives MCC's rounds under NEET-UG; nothing for an unknown institution, an empty list for one without cut-offs", async () => {
    const [mcc] = (await institutionCutoffs(database.db, "C-2"))!.counselling;
    expect(mcc).toMatchObject({ counselling: "mcc", exam: "NEET-UG", year: 2025 });
    expect(mcc.pools.map((p) => [p.quota, p.program.name, p.years[0].closingRank, p.years[0].source])).toEqual([
      ["All India", "MBBS", 5000, "MCC NEET-UG All-India Quota 2025, rounds 1 and 3"],
      ["Delhi University Quota", "MBBS", 20000, "MCC NEET-UG All-India Quota 2025, rounds 1 and 3"],
      ["Non-Resident Indian", "MBBS", 90000, "MCC NEET-UG All-India Quota 2025, rounds 1 and 3"],
    ]);
    expect(
      (await institutionCutoffs(database.db, "C-2", { quota: "All India", category: "OBC-NCL" }))!.counselling[0].pools,
    ).toHaveLength(1);
    expect(await institutionCutoffs(database.db, "no-such-college")).toBeUndefined();
    expect(await institutionCutoffs(database.db, "bad slug!")).toBeUndefined();
    const without = await openTestDatabase();
    try {
      await loadCatalogueIfChanged(without.db, { dir: writeCatalogueFixture() });
      expect(await institutionCutoffs(without.db, "C-1")).toEqual({
        institution: { code: "C-1", name: "Alpha College", slug: "alpha-college" },
        counselling: [],
      });
    } finally {
      await without.close();
    }
  });
});
