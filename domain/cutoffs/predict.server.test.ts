// The predictor's rules on hand-made cut-offs (tests/support/cutoffs.ts): which seats a candidate may be
// offered, and how each is labelled.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { colleges } from "../../db/schema.ts";
import type { DatabaseHandle } from "../../db/client.server.ts";
import { loadCatalogueIfChanged } from "../../seed/catalogue.ts";
import { insertLinkedCollegePage, writeCatalogueFixture } from "../../tests/support/catalogue.ts";
import { writeCutoffFixture } from "../../tests/support/cutoffs.ts";
import { openTestDatabase } from "../../tests/support/database.ts";
import { InputError } from "../errors.ts";
import { predictQuerySchema } from "./cutoffs.schema.ts";
import { predict } from "./predict.server.ts";

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
  await loadCatalogueIfChanged(database.db, { dir: writeCutoffFixture(writeCatalogueFixture()) });
});
afterAll(() => database.close());

async function seats(query: Record<string, string | number | boolean>) {
  const result = await predict(database.db, predictQuerySchema.parse(query));
  return {
    ...result,
    seats: result.results.map((r) =>
      [
        r.institution.nameAsPublished,
        r.program.branch,
        r.quota ?? "",
        r.seatType,
        r.gender,
        r.closingPercentile ?? r.closingRank,
        r.chance,
      ].join(" | "),
    ),
  };
}

describe("predict: JEE Advanced", () => {
  it("links a seat's institution to the college page staff run for it", async () => {
    await insertLinkedCollegePage(database.db, "alpha-college-page", "Alpha College", "C-1");
    try {
      const result = await predict(database.db, predictQuerySchema.parse({ exam: "jee-advanced", rank: 60 }));
      expect(result.results[0].institution.slug).toBe("alpha-college-page");
    } finally {
      await database.db.delete(colleges).where(eq(colleges.slug, "alpha-college-page"));
    }
  });

  it("lists IIT seats with their institution, programme, rounds, three-year trend and source", async () => {
    const result = await predict(database.db, predictQuerySchema.parse({ exam: "jee-advanced", rank: 60 }));
    expect(result.total).toBe(2);
    expect(result.results[0]).toEqual({
      id: expect.any(Number),
      counselling: "josaa",
      choice: expect.stringMatching(/^\d+-\d+$/),
      institution: {
        code: "C-1",
        name: "Alpha College",
        slug: "alpha-college",
        nameAsPublished: "IIT Alpha",
        type: "IIT",
        state: "Tamil Nadu",
        homeUniversity: null,
        nirfRank: null,
        nirf: null,
      },
      program: {
        name: "Computer Science and Engineering (B.Tech, 4 years)",
        nameAsPublished: "Computer Science and Engineering (4 Years, Bachelor of Technology)",
        branch: "Computer Science and Engineering",
        degree: "B.Tech",
        durationYears: 4,
      },
      quota: "AI",
      seatType: "OPEN",
      gender: "neutral",
      year: 2025,
      round: 6,
      roundLabel: "Round 6",
      openingRank: 33,
      closingRank: 66,
      closingPercentile: null,
      rounds: [
        { round: 1, openingRank: 30, closingRank: 60, closingPercentile: null },
        { round: 6, openingRank: 33, closingRank: 66, closingPercentile: null },
      ],
      trend: [
        { year: 2023, round: 6, closingRank: 70, closingPercentile: null },
        { year: 2024, round: 5, closingRank: 68, closingPercentile: null },
        { year: 2025, round: 6, closingRank: 66, closingPercentile: null },
      ],
      chance: "Likely",
      comparedWith: { name: "CRL rank", value: 60, by: "rank" },
      kind: { label: "All-India quota", paid: false },
      source: "JoSAA 2025, round 6",
      sourceBody: { name: "Joint Seat Allocation Authority", url: "https://josaa.nic.in/" },
      fee: null,
    });
    expect(result.method.rules).toHaveLength(3);
    expect(result.compared).toEqual({
      seatTypes: ["OPEN"],
      genders: ["neutral"],
      by: "rank",
      ranks: [{ name: "CRL rank", value: 60, by: "rank", seatTypes: ["OPEN"], counselling: "josaa" }],
    });
  });

  it("labels the boundary rank == closing rank Likely, and ranks past it Possible, then Reach", async () => {
    const chanceAt = async (rank: number) =>
      (await seats({ exam: "jee-advanced", rank })).seats.find((s) => s.includes("Computer Science"));
    expect(await chanceAt(66)).toMatch(/\| 66 \| Likely$/);
    expect(await chanceAt(67)).toMatch(/Possible$/);
    expect(await chanceAt(80)).toMatch(/Reach$/);
    expect(await chanceAt(88)).toBeUndefined();
  });

  it("sorts the most sought seats within reach first by default, or by chance when asked", async () => {
    // Likely and Possible together, the lowest closing rank first: CSE (66, Possible) before ECE (300, Likely).
    expect((await seats({ exam: "jee-advanced", rank: 67 })).seats).toEqual([
      "IIT Alpha | Computer Science and Engineering | AI | OPEN | neutral | 66 | Possible",
      "IIT Alpha | Electronics and Communication Engineering | AI | OPEN | neutral | 300 | Likely",
    ]);
    expect((await seats({ exam: "jee-advanced", rank: 67, sort: "chance" })).seats).toEqual([
      "IIT Alpha | Electronics and Communication Engineering | AI | OPEN | neutral | 300 | Likely",
      "IIT Alpha | Computer Science and Engineering | AI | OPEN | neutral | 66 | Possible",
    ]);
  });

  it("compares the CRL rank with OPEN seats and the PwD rank with OPEN (PwD) seats in one answer", async () => {
    const both = await seats({ exam: "jee-advanced", crlRank: 60, pwd: true, pwdRank: 4 });
    expect(both.seats).toContain(
      "IIT Alpha | Computer Science and Engineering | AI | OPEN (PwD) | neutral | 5 | Likely",
    );
    expect(both.seats).toContain("IIT Alpha | Computer Science and Engineering | AI | OPEN | neutral | 66 | Likely");
    const pwdSeat = both.results.find((r) => r.seatType === "OPEN (PwD)")!;
    expect(pwdSeat.comparedWith).toEqual({ name: "CRL-PwD rank", value: 4, by: "rank" });
    // Without a PwD rank the PwD seats are left out, and the notes say so.
    const crlOnly = await seats({ exam: "jee-advanced", crlRank: 60, pwd: true });
    expect(crlOnly.seats.some((s) => s.includes("(PwD)"))).toBe(false);
    expect(crlOnly.notes.join(" ")).toMatch(/No CRL-PwD rank given/);
  });

  it("offers the female-only pool to female candidates only", async () => {
    const female = (await seats({ exam: "jee-advanced", rank: 350, gender: "female" })).seats;
    expect(female).toContain("IIT Alpha | Computer Science and Engineering | AI | OPEN | female | 400 | Likely");
    const neutral = (await seats({ exam: "jee-advanced", rank: 350 })).seats;
    expect(neutral.some((s) => s.includes("| female |"))).toBe(false);
  });

  it("offers PwD seat types to PwD candidates with a PwD rank, and never a preparatory rank", async () => {
    const pwd = await seats({ exam: "jee-advanced", rank: 4, category: "OPEN (PwD)", pwd: true });
    expect(pwd.seats).toEqual([
      "IIT Alpha | Computer Science and Engineering | AI | OPEN (PwD) | neutral | 5 | Likely",
    ]);
    // A rank only the preparatory list (closing 30) would take: nothing.
    const past = await seats({ exam: "jee-advanced", rank: 25, category: "OPEN (PwD)", pwd: true });
    expect(past.seats).toEqual([]);
    // PwD candidates compare their CRL rank with OPEN seats when they ask for OPEN.
    const open = await seats({ exam: "jee-advanced", rank: 4, pwd: true });
    expect(open.seats.every((s) => s.includes("| OPEN | neutral |"))).toBe(true);
    // Without pwd the schema refuses the PwD seat type, and so does predict if handed one.
    await expect(
      predict(database.db, { ...predictQuerySchema.parse({ exam: "jee-advanced", rank: 4 }), category: "OPEN (PwD)" }),
    ).rejects.toBeInstanceOf(InputError);
  });

  it("answers an empty list with total 0 when no seat fits", async () => {
    const result = await predict(database.db, predictQuerySchema.parse({ exam: "jee-advanced", rank: 5000 }));
    expect(result).toMatchObject({ results: [], total: 0, page: 1, limit: 50 });
  });
});

describe("predict: JEE Main's quotas", () => {
  it("offers home-state seats only at the NIT in the candidate's home state, other-state seats elsewhere", async () => {
    expect((await seats({ exam: "jee-main", rank: 3500, homeState: "tamil nadu" })).seats).toEqual([
      "NIT Gamma | Computer Science and Engineering | OS | OPEN | neutral | 4000 | Likely",
      "NIT Beta | Computer Science and Engineering | HS | OPEN | neutral | 9000 | Likely",
    ]);
    expect((await seats({ exam: "jee-main", rank: 3500, homeState: "Kerala" })).seats).toEqual([
      "NIT Gamma | Computer Science and Engineering | HS | OPEN | neutral | 12000 | Likely",
      "NIT Beta | Computer Science and Engineering | OS | OPEN | neutral | 3000 | Reach",
    ]);
  });

  it("without a home state shows other-state seats everywhere and says so", async () => {
    const result = await seats({ exam: "jee-main", rank: 3500 });
    expect(result.seats.map((s) => s.split(" | ")[2])).toEqual(["OS", "OS"]);
    expect(result.notes[0]).toMatch(/No home state given/);
  });

  it("never offers IIT seats for a JEE Main rank, and filters by state, type and branch words", async () => {
    expect(
      (await seats({ exam: "jee-main", rank: 50, homeState: "Kerala" })).seats.some((s) => s.startsWith("IIT")),
    ).toBe(false);
    expect((await seats({ exam: "jee-main", rank: 3500, homeState: "Kerala", state: "KERALA" })).total).toBe(1);
    expect((await seats({ exam: "jee-main", rank: 3500, homeState: "Kerala", branch: "electronics" })).total).toBe(0);
    expect((await seats({ exam: "jee-main", rank: 3500, homeState: "Kerala", branch: "computer science" })).total).toBe(
      2,
    );
    expect((await seats({ exam: "jee-main", rank: 3500, homeState: "Kerala", instituteType: "IIIT" })).total).toBe(0);
  });

  it("pages through the list; a page past the last gives the last", async () => {
    const first = await predict(
      database.db,
      predictQuerySchema.parse({ exam: "jee-main", rank: 3500, homeState: "Kerala", limit: 1 }),
    );
    const second = await predict(
      database.db,
      predictQuerySchema.parse({ exam: "jee-main", rank: 3500, homeState: "Kerala", limit: 1, page: 9 }),
    );
    expect([first.total, first.results.length, second.page]).toEqual([2, 1, 2]);
    expect(second.results[0].id).not.toBe(first.results[0].id);
  });
});

describe("predict: NEET-UG and MHT-CET", () => {
  it("compares a NEET All-India Rank with the candidate's category and OPEN seats, in the quotas open to them", async () => {
    expect((await seats({ exam: "neet-ug", rank: 8000, category: "OBC-NCL" })).seats).toEqual([
      "BETA MEDICAL COLLEGE, CHENNAI | Medicine and Surgery | All India | OBC-NCL | neutral | 12000 | Likely",
    ]);
    // The Delhi University quota only for candidates from Delhi; NRI seats never.
    expect((await seats({ exam: "neet-ug", rank: 19000, homeState: "Delhi" })).seats).toEqual([
      "BETA MEDICAL COLLEGE, CHENNAI | Medicine and Surgery | Delhi University Quota | OPEN | neutral | 20000 | Likely",
    ]);
    expect((await seats({ exam: "neet-ug", rank: 19000, homeState: "Tamil Nadu" })).total).toBe(0);
  });

  it("compares an MHT-CET percentile, with ladies' seats for female candidates", async () => {
    expect((await seats({ exam: "mht-cet", percentile: 94, category: "GOPENS" })).seats).toEqual([
      "Example College of Engineering, Pune | Computer Engineering |  | GOPENS | neutral | 95 | Reach",
    ]);
    const female = await seats({ exam: "mht-cet", percentile: 94, category: "GOPENS", gender: "female" });
    expect(female.seats).toEqual([
      "Example College of Engineering, Pune | Computer Engineering |  | LOPENS | female | 93 | Likely",
      "Example College of Engineering, Pune | Computer Engineering |  | GOPENS | neutral | 95 | Reach",
    ]);
    expect(female.results[0].institution).toMatchObject({
      slug: null,
      code: null,
      homeUniversity: "Savitribai Phule Pune University",
    });
    expect(female.results[0].source).toBe("MHT-CET CAP 2024, CAP round I");
    // A merit rank works as well.
    expect((await seats({ exam: "mht-cet", rank: 10000 })).seats).toEqual([
      "Example College of Engineering, Pune | Computer Engineering |  | GOPENS | neutral | 95 | Likely",
    ]);
  });
});
