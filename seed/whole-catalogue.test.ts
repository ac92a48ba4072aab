// The repository's own datasets (db/data) loaded whole, once for this file: the only test file that loads the
// whole catalogue (decision 041); the others load a small dataset through the same loader
// (tests/support/catalogue.ts). What the load writes, the site search on all 78,000 institutions, and the
// predictor and the institution section checked against rows of the published sources: JoSAA 2025 round 6,
// IIT Bombay, Computer Science and Engineering, OPEN, gender-neutral, all-India quota, closing rank 66 (67 in
// 2023, 68 in 2024 round 5).
import { readFileSync } from "node:fs";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../db/client.server.ts";
import { institutions, rankings } from "../db/institutions-schema.ts";
import { chanceOf, shareAhead } from "../domain/cutoffs/chance.ts";
import { predictQuerySchema } from "../domain/cutoffs/cutoffs.schema.ts";
import { institutionCutoffs } from "../domain/cutoffs/institution-cutoffs.server.ts";
import {
  type PredictedInstitution,
  type Prediction,
  predict,
  type SeatRound,
  type SeatYear,
} from "../domain/cutoffs/predict.server.ts";
import { mockAllotmentQuerySchema } from "../domain/cutoffs/mock-allotment.schema.ts";
import { mockAllotment } from "../domain/cutoffs/mock-allotment.server.ts";
import { InputError } from "../domain/errors.ts";
import { compareInstitutions } from "../domain/institutions/compare.server.ts";
import { getInstitutionByCode } from "../domain/institutions/institutions.server.ts";
import { searchSite, type SitePage } from "../domain/search/search.server.ts";
import { getStatePlaces } from "../domain/institutions/directory.server.ts";
import { stateBodies } from "../domain/cutoffs/state-counselling.ts";
import { shortNamesByCode } from "../domain/search/short-names.ts";
import { openTestDatabase } from "../tests/support/database.ts";
import { programmeFactsSchema } from "../domain/institution-facts/facts.schema.ts";
import { decideChange, submitChange } from "../domain/institution-facts/facts.server.ts";
import { actorEmailed } from "../tests/support/audit.ts";
import { type CatalogueSummary, catalogueDir, loadCatalogueIfChanged } from "./catalogue.ts";

let database: DatabaseHandle;
let summary: CatalogueSummary | null;
beforeAll(async () => {
  database = await openTestDatabase();
  summary = await loadCatalogueIfChanged(database.db);
  // As the server does after a load: the planner's statistics of the full tables.
  await database.analyze();
}, 300_000); // a minute or two of one core; more while the machine is busy
afterAll(() => database.close());

describe("loading the catalogue", () => {
  it("loads the repository's datasets whole: IIT Madras is NIRF Overall 2025 rank 1 with 87.31", async () => {
    const manifest = JSON.parse(readFileSync(path.join(catalogueDir, "manifest.json"), "utf8")) as {
      files: { file: string; rows: number }[];
    };
    const rowsOf = (file: string) => manifest.files.find((f) => f.file === file)?.rows;
    expect(summary?.institutions).toBe(rowsOf("institutions.csv.gz"));
    expect(summary?.rankings).toBe(rowsOf("rankings.csv.gz"));
    expect(summary?.programmes).toBe(rowsOf("programmes.csv.gz"));
    const [iitm] = await database.db
      .select({ rank: rankings.rank, score: rankings.score, name: institutions.name, slug: institutions.slug })
      .from(rankings)
      .innerJoin(institutions, eq(institutions.code, rankings.institutionCode))
      .where(sql`${rankings.category} = 'Overall' and ${rankings.year} = 2025 and ${rankings.rank} = 1`);
    expect(iitm).toEqual({
      rank: 1,
      score: 87.31,
      name: "Indian Institute of Technology Madras",
      slug: "indian-institute-of-technology-madras-chennai",
    });
    // The cut-offs: every row of the three files, and no row naming an institute or programme that is not there.
    const cutoffFiles = [
      "josaa-cutoffs.csv.gz",
      "neet-aiq-cutoffs.csv.gz",
      "mhtcet-cutoffs.csv.gz",
      ...stateBodies.map((body) => `${body}-cutoffs.csv.gz`),
    ];
    expect(summary?.cutoffs.rows).toBe(cutoffFiles.reduce((sum, file) => sum + (rowsOf(file) ?? 0), 0));
    expect(summary?.cutoffs.institutes).toBe(rowsOf("cutoff-institutes.csv.gz"));
    const { rows: dangling } = (await database.db.execute(sql`
      select (select count(*) from cutoffs c where not exists (select 1 from cutoff_institutes i where i.id = c.institute_id)
                or not exists (select 1 from cutoff_programmes p where p.id = c.programme_id))
           + (select count(*) from cutoff_seats s where not exists (select 1 from cutoff_institutes i where i.id = s.institute_id)
                or not exists (select 1 from cutoff_programmes p where p.id = s.programme_id)) as n`)) as unknown as {
      rows: { n: number | string }[];
    };
    expect(Number(dangling[0].n)).toBe(0);
  });
});

describe("the directory's districts", () => {
  it("lists Bihar's 38 districts once each, East Champaran with Purbi Champaran's institutions", async () => {
    const bihar = await getStatePlaces(database.db, "bihar");
    expect(bihar?.districts.length).toBe(38);
    const east = bihar?.districts.find((d) => d.slug === "east-champaran");
    expect(east?.name).toBe("East Champaran");
    // 54 pages before the records of one institution became one page (scripts/data-import/merge-institutions.ts).
    expect(east?.count).toBeGreaterThanOrEqual(50);
    expect(bihar?.districts.map((d) => d.slug)).not.toContain("purbi-champaran");
  });
});

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

describe("predict with every rank a candidate holds, on the published cut-offs", () => {
  it("CRL 18,500 and OBC-NCL rank 5,500 (female, Maharashtra): OPEN seats by CRL, OBC-NCL seats by 5,500", async () => {
    const query = {
      exam: "jee-main",
      crlRank: 18500,
      category: "OBC-NCL",
      categoryRank: 5500,
      gender: "female",
      homeState: "Maharashtra",
    };
    const results = (await all(query)).filter((r) => r.counselling === "josaa");
    const open = results.filter((r) => r.seatType === "OPEN");
    const obc = results.filter((r) => r.seatType === "OBC-NCL");
    expect(open.length).toBeGreaterThan(20);
    expect(obc.length).toBeGreaterThan(20);
    expect(results.every((r) => ["OPEN", "OBC-NCL"].includes(r.seatType))).toBe(true);
    for (const r of open) expect(r.comparedWith).toEqual({ name: "CRL rank", value: 18500, by: "rank" });
    for (const r of obc) expect(r.comparedWith).toEqual({ name: "OBC-NCL rank", value: 5500, by: "rank" });
    // Independently from the table: every OPEN seat (female or neutral, AI, HS in Maharashtra, OS elsewhere)
    // of NITs, IIITs and GFTIs whose loosest closing × 1.25 reaches 18,500 is listed, and no other.
    const { rows } = (await database.db.execute(sql`
      select id from cutoff_seats
      where counselling = 'josaa' and seat_type = 'OPEN' and gender in ('neutral', 'female')
        and institute_type in ('NIT', 'IIIT', 'GFTI') and closing_rank is not null
        and (quota = 'AI' or (quota = 'HS' and state = 'Maharashtra')
             or (quota = 'OS' and state is distinct from 'Maharashtra'))
        and loosest_closing_rank * 1.25 >= 18500`)) as unknown as { rows: { id: number }[] };
    expect(open.map((r) => r.id).sort((a, b) => a - b)).toEqual(rows.map((r) => r.id).sort((a, b) => a - b));
    // An OBC-NCL seat is labelled against 5,500: one closing between 5,500 and 18,500 is Reach or not listed
    // by the category rank, whereas 18,500 would have made it Likely.
    for (const r of obc)
      expect(chanceOf(5500, { latest: r.closingRank!, years: r.trend.map((t) => t.closingRank!) })).toBe(r.chance);
    const { rows: obcRows } = (await database.db.execute(sql`
      select id from cutoff_seats
      where counselling = 'josaa' and seat_type = 'OBC-NCL' and gender in ('neutral', 'female')
        and institute_type in ('NIT', 'IIIT', 'GFTI') and closing_rank is not null
        and (quota = 'AI' or (quota = 'HS' and state = 'Maharashtra')
             or (quota = 'OS' and state is distinct from 'Maharashtra'))
        and loosest_closing_rank * 1.25 >= 5500`)) as unknown as { rows: { id: number }[] };
    expect(obc.map((r) => r.id).sort((a, b) => a - b)).toEqual(obcRows.map((r) => r.id).sort((a, b) => a - b));
    // The older single question (rank in the OBC-NCL list) gives the OBC-NCL seats alone.
    const older = await all({ ...query, crlRank: "", categoryRank: "", rank: 5500 });
    expect(older.map((r) => r.id).sort()).toEqual(obc.map((r) => r.id).sort());
  });

  it("an OPEN PwD candidate with a CRL-PwD rank sees OPEN (PwD) seats beside the OPEN ones", async () => {
    const results = await all({ exam: "jee-advanced", crlRank: 3000, pwd: true, pwdRank: 40 });
    const pwd = results.filter((r) => r.seatType === "OPEN (PwD)");
    expect(pwd.length).toBeGreaterThan(5);
    expect(pwd.every((r) => r.comparedWith.name === "CRL-PwD rank" && r.comparedWith.value === 40)).toBe(true);
    expect(results.some((r) => r.seatType === "OPEN" && r.comparedWith.value === 3000)).toBe(true);
  });

  it("JEE Advanced rank 60: IIT Bombay CSE (4-year B.Tech) is on the first page by default", async () => {
    for (const query of [{ rank: 60 }, { crlRank: 60 }]) {
      const answer = await predict(
        database.db,
        predictQuerySchema.parse({ exam: "jee-advanced", ...query, limit: 20 }),
      );
      expect(iitBombayCse(answer.results).map((r) => r.chance)).toEqual(["Likely"]);
      // Likely and Possible first, the lowest closing rank first among them.
      const within = answer.results.filter((r) => r.chance !== "Reach").map((r) => r.closingRank!);
      expect(within).toEqual([...within].sort((a, b) => a - b));
    }
  });

  it("NEET-UG by fee: Gujarat's MBBS seats with ACPUGMEC's published fee first, lowest first", async () => {
    // published-fees.csv.gz: B.J. Medical College, Ahmedabad and Government Medical College, Surat, MBBS
    // 25,000 a year; GMERS Morbi, Navsari, Porbandar and Rajpipla 3,75,000 (ACPUGMEC, year not given).
    const answer = await predict(
      database.db,
      predictQuerySchema.parse({
        exam: "neet-ug",
        rank: 1000,
        state: "Gujarat",
        branch: "mbbs",
        sort: "fee",
        limit: 50,
      }),
    );
    const fees = answer.results.map((r) => r.fee?.perYear ?? null);
    const known = fees.filter((f) => f !== null);
    expect(known.slice(0, 2)).toEqual([25000, 25000]);
    expect(known).toEqual([...known].sort((a, b) => a - b));
    expect(fees.slice(0, known.length)).toEqual(known);
    const bj = answer.results.find((r) => r.institution.nameAsPublished === "B.J. MEDICAL COLLEGE, AHMEDABAD");
    expect(bj?.fee).toMatchObject({ perYear: 25000, year: "year not given by the source" });
    expect(bj?.fee?.source.name).toMatch(/^ACPUGMEC/);
    // Any exam may be ordered by fee now that institutions publish their own (decision 048).
    expect(predictQuerySchema.safeParse({ exam: "jee-main", crlRank: 100, sort: "fee" }).success).toBe(true);
  });

  it("NEET-UG: a deemed university's MBBS seat shows the tuition its institution published, once an editor checked it", async () => {
    const ask = () =>
      predict(database.db, predictQuerySchema.parse({ exam: "neet-ug", rank: 60000, branch: "mbbs", limit: 50 }));
    const paid = (await ask()).results.find((r) => r.kind.paid && r.fee === null && r.institution.code);
    expect(paid, "a paid MBBS seat without an official fee").toBeDefined();
    const code = paid!.institution.code!;
    const facts = programmeFactsSchema.parse({
      programme: "M.B.B.S.",
      academicYear: "2026-27",
      tuitionPerYear: "24,50,000",
    });
    const rep = {
      adminId: "00000000-0000-4000-8000-0000000000aa",
      email: "fees@deemed.example.in",
      institutionCode: code,
    };
    const change = await submitChange(database.db, rep, { kind: "programme", facts });
    const sameSeat = async () =>
      (await ask()).results.find(
        (r) => r.institution.code === code && r.program.name === paid!.program.name && r.quota === paid!.quota,
      );
    expect((await sameSeat())?.fee).toBeNull();
    await decideChange(database.db, change, { publish: true, by: actorEmailed("editor@portal.example.in") });
    const shown = (await sameSeat())?.fee;
    expect(shown).toMatchObject({ perYear: 24_50_000, year: "2026-27" });
    expect(shown?.publishedBy).toMatch(/^Published by the institution, .*; checked by the portal /);
  });

  it("NEET-UG AIR 25,000 OBC-NCL, government seats only: no deemed or paid seat, each with its seat kind", async () => {
    const everything = await all({ exam: "neet-ug", rank: 25000, category: "OBC-NCL" });
    expect(everything.some((r) => r.quota === "Deemed/Paid Seats Quota" && r.kind.paid)).toBe(true);
    const government = await all({ exam: "neet-ug", rank: 25000, category: "OBC-NCL", governmentOnly: true });
    expect(government.length).toBeGreaterThan(0);
    expect(government.some((r) => r.kind.paid || r.quota !== "All India")).toBe(false);
    expect(government.every((r) => r.kind.label.length > 0)).toBe(true);
    expect(government.map((r) => r.kind.label)).toContain("Government seat, All-India quota");
    // Without the filter, the paid seats say so in words.
    const deemed = everything.find((r) => r.quota === "Deemed/Paid Seats Quota")!;
    expect(deemed.kind.label).toBe("Deemed university (paid seat): fees are usually far higher");
    // A PwD candidate gets the PwD seats of OPEN and of the category.
    const pwd = await all({ exam: "neet-ug", rank: 25000, category: "OBC-NCL", pwd: true });
    expect(new Set(pwd.map((r) => r.seatType))).toEqual(new Set(["OPEN", "OBC-NCL", "OPEN (PwD)", "OBC-NCL (PwD)"]));
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

describe("a mock allotment on the published cut-offs", () => {
  // Worked by hand from db/data/josaa-cutoffs.csv.gz (zcat | awk: year 2025, OPEN, gender-neutral, common rank
  // list), for a JEE Main candidate from Karnataka at rank 11,700: NIT Karnataka (96) is home state (HS), the
  // others other state (OS). Closing ranks of rounds 1–6:
  //  1. 111-145 NIT Tiruchirappalli CSE, OS:   1104  1141  1159  1219  1244  1449
  //  2. 113-145 NIT Warangal CSE, OS:          2135  2234  2273  2297  2307  2409
  //  3. 96-145  NIT Karnataka CSE, HS:         2726  2726  2726  2726  2726  2800
  //  4. 111-194 NIT Tiruchirappalli ECE, OS:   3221  3282  3282  3282  3282  3283
  //  5. 111-305 NIT Tiruchirappalli Mech, OS:  7675  7828  7858  7858  7858  8339
  //  6. 96-305  NIT Karnataka Mech, HS:       11166 11666 11806 11806 11825 12126
  //  7. 111-104 NIT Tiruchirappalli Chem, OS: 11454 11476 11617 11617 11628 11935
  //  8. 91-187  NIT Calicut EEE, OS:           9624 10016 10220 10220 10636 11727
  //  9. 108-305 NIT Rourkela Mech, OS:        12248 12995 13040 13040 13250 15035
  // 10. 113-305 NIT Warangal Mech, OS:        11967 12714 12732 12732 12942 14037
  // Admitted (closing ≥ 11,700): round 1 and 2 only 9 and 10, so 9 is held; round 3 also 6 (11,806): 6 held,
  // and kept through round 6 (round 6 also admits 7 and 8, lower preferences than 6).
  const choices = "111-145,113-145,96-145,111-194,111-305,96-305,111-104,91-187,108-305,113-305";
  const query = { exam: "jee-main", crlRank: 11700, category: "OPEN", homeState: "Karnataka", c: choices };

  it("holds the hand-worked choice after each JoSAA 2025 round, with each missed choice's reason", async () => {
    const answer = await mockAllotment(database.db, mockAllotmentQuerySchema.parse(query));
    expect(answer.year).toBe(2025);
    expect(answer.rounds.map((r) => [r.source, r.admitted, r.held])).toEqual([
      ["JoSAA 2025, round 1", 9, 9],
      ["JoSAA 2025, round 2", 9, 9],
      ["JoSAA 2025, round 3", 6, 6],
      ["JoSAA 2025, round 4", 6, 6],
      ["JoSAA 2025, round 5", 6, 6],
      ["JoSAA 2025, round 6", 6, 6],
    ]);
    expect(answer.final).toBe(6);
    const admittedRounds = answer.choices.map((c) =>
      c.rounds.filter((r) => r.status === "admitted").map((r) => r.round),
    );
    expect(admittedRounds).toEqual([
      [],
      [],
      [],
      [],
      [],
      [3, 4, 5, 6],
      [6],
      [6],
      [1, 2, 3, 4, 5, 6],
      [1, 2, 3, 4, 5, 6],
    ]);
    expect(answer.choices[5].rounds[1].reason).toBe(
      "Round 2: OPEN seats (Home-State quota) closed at rank 11,666; your CRL rank 11,700",
    );
    expect(answer.choices[4].rounds[5].reason).toBe(
      "Round 6: OPEN seats (Other-State quota) closed at rank 8,339; your CRL rank 11,700",
    );
    // Home state decides the quota: NIT Karnataka's own OS pool is never compared for a Karnataka candidate.
    expect(answer.choices[2].rounds.every((r) => r.pools.every((p) => p.quota === "HS"))).toBe(true);
    expect(answer.choices[0].institution).toMatchObject({ code: "U-0467", slug: expect.any(String) });
  });

  it("one rank better than round 2's closing at NIT Karnataka Mech moves the hold up a round", async () => {
    const answer = await mockAllotment(database.db, mockAllotmentQuerySchema.parse({ ...query, crlRank: 11666 }));
    expect(answer.rounds.map((r) => r.held)).toEqual([9, 6, 6, 6, 6, 6]);
  });

  it("MHT-CET: replays CAP rounds I–II of 2024 by percentile; a seat not in round II is kept (the float)", async () => {
    // mhtcet-cutoffs.csv.gz: 788,393,GOPENS,2024,1,34240,88.5013511 (Government College of Engineering,
    // Amravati, Civil Engineering); no GOPENS row of round 2.
    const answer = await mockAllotment(
      database.db,
      mockAllotmentQuerySchema.parse({ exam: "mht-cet", percentile: 88.6, category: "GOPENS", c: "788-393" }),
    );
    expect(answer.rounds.map((r) => [r.roundLabel, r.admitted, r.held])).toEqual([
      ["CAP round I", 1, 1],
      ["CAP round II", null, 1],
    ]);
    expect(answer.choices[0].rounds.map((r) => r.status)).toEqual(["admitted", "not-in-round"]);
  });

  it("MHT-CET by choices: H seats only at the home university's colleges", async () => {
    // mhtcet-cutoffs.csv.gz, 2024 round 1: 702,393,GOPENH,…,79.3458895 (A. P. Shah Institute, Thane: Mumbai
    // University) and 711,435,GOPENH,…,82.1493863 (Ajeenkya DY Patil, Pune: Savitribai Phule Pune University);
    // neither prints an O or S seat of OPEN for these programmes.
    const replay = (homeUniversity: string) =>
      mockAllotment(
        database.db,
        mockAllotmentQuerySchema.parse({ exam: "mht-cet", percentile: 85, homeUniversity, c: "702-393,711-435" }),
      );
    const pune = await replay("Savitribai Phule Pune University");
    expect(pune.choices.map((c) => c.rounds[0].status)).toEqual(["closed-to-you", "admitted"]);
    expect(pune.rounds[0].held).toBe(2);
    expect(pune.notes.join(" ")).toContain("H seats are compared at Savitribai Phule Pune University's colleges");
    const mumbai = await replay("Mumbai University");
    expect(mumbai.choices.map((c) => c.rounds[0].status)).toEqual(["admitted", "closed-to-you"]);
    expect(mumbai.rounds[0].held).toBe(1);
  });

  it("NEET-UG: MCC's one compiled round, and the answer says so", async () => {
    // neet-aiq-cutoffs.csv.gz: 150,377,All India,OPEN,neutral,2025,1,48 (AIIMS New Delhi, MBBS).
    const answer = await mockAllotment(
      database.db,
      mockAllotmentQuerySchema.parse({ exam: "neet-ug", rank: 48, c: "150-377" }),
    );
    expect(answer.rounds.map((r) => [r.round, r.held])).toEqual([[1, 1]]);
    expect(answer.notes.join(" ")).toContain("one round");
  });

  it("refuses a choice of another counselling body, and an institute that does not exist, on the field c", async () => {
    const refused = async (q: Record<string, unknown>) => {
      const error = await mockAllotment(database.db, mockAllotmentQuerySchema.parse(q)).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(InputError);
      return (error as InputError).fields;
    };
    expect(await refused({ ...query, c: "111-145,788-393" })).toEqual({
      c: "Choice 2 (788-393) is not a JoSAA programme: JEE Main choices are JoSAA's.",
    });
    expect((await refused({ ...query, c: "999999-1" })).c).toMatch(/no such institute or programme/);
  });
});

describe("identifiers on the whole catalogue", () => {
  it("every institution a ranking names opens by its code, as /api/institutions/{code} reads it", async () => {
    const ranked = await database.db.selectDistinct({ code: rankings.institutionCode }).from(rankings);
    expect(ranked.length).toBeGreaterThan(400);
    const missing: string[] = [];
    for (const { code } of ranked) if (!(await getInstitutionByCode(database.db, code))) missing.push(code);
    // NIRF-only institutes have the longest codes (NIRF:nitte-gulabi-shetty-memorial-institute-pharmacy-sciences).
    expect(missing).toEqual([]);
  }, 120_000);

  it("places NIRF rows printed with another institution's name by their NIRF id", async () => {
    const overall = (code: string, year: number) =>
      database.db
        .select({ rank: rankings.rank, name: rankings.nameAsPublished })
        .from(rankings)
        .where(
          sql`${rankings.institutionCode} = ${code} and ${rankings.year} = ${year} and ${rankings.category} = 'Overall'`,
        );
    // IR-O-U-0064 in Patna, printed "Lovely Professional University"; IR-O-U-0295 in Wardha, printed "Visvesvaraya …".
    expect(await overall("U-0064", 2022)).toEqual([{ rank: 59, name: "Indian Institute of Technology Patna" }]);
    expect(await overall("U-0295", 2023)).toEqual([
      { rank: 75, name: "Datta Meghe Institute of Higher Education and Research" },
    ]);
  });
});

describe("one page per NIRF institution", () => {
  it("SRM Kattankulathur Dental College (NIRF N-353) has its own page, apart from SRM Dental College", async () => {
    const dental2024 = (code: string) =>
      database.db
        .select({ rank: rankings.rank })
        .from(rankings)
        .where(
          sql`${rankings.institutionCode} = ${code} and ${rankings.year} = 2024 and ${rankings.category} = 'Dental'`,
        );
    const [kattankulathur] = await database.db
      .select({ code: institutions.code })
      .from(institutions)
      .where(eq(institutions.name, "SRM Kattankulathur Dental College"));
    expect(kattankulathur.code).not.toBe("C-45430");
    expect(await dental2024(kattankulathur.code)).toEqual([{ rank: 32 }]);
    expect(await dental2024("C-45430")).toEqual([{ rank: 7 }]);
    const [srm] = await database.db
      .select({ aliases: institutions.aliases })
      .from(institutions)
      .where(eq(institutions.code, "C-45430"));
    expect(srm.aliases.filter((alias) => /Kattankulathur/.test(alias))).toEqual([]);
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

const pages: SitePage[] = [
  { type: "exam", name: "NEET UG", url: "/exam/neet-ug", keywords: ["NEET"] },
  { type: "course", name: "B.Tech", url: "/c_pages/BTech" },
];

describe("site search on the repository's catalogue", () => {
  const top = async (q: string, n = 3) =>
    (await searchSite(database.db, { q, limit: n }, { pages })).results.map((r) => r.name);

  it("forgives typos: the institution meant is among the first three", async () => {
    expect(await top("iit bomby")).toContain("Indian Institute of Technology Bombay");
    expect(await top("jamia milia")).toContain("Jamia Millia Islamia");
    const manipal = await top("manipal univercity");
    expect(manipal).toContain("Manipal Academy of Higher Education");
    expect(manipal).toContain("Manipal University Jaipur");
  });

  it("knows the short names students use, first", async () => {
    const first = async (q: string) => (await top(q, 1))[0];
    expect(await first("IIT Bombay")).toBe("Indian Institute of Technology Bombay");
    expect(await first("DU")).toBe("University of Delhi");
    expect(await first("BHU")).toBe("Banaras Hindu University");
    expect(await first("NIT Trichy")).toBe("National Institute of Technology, Tiruchirappalli");
    expect(await first("AIIMS Delhi")).toBe("All India Institute of Medical Sciences, Delhi");
  });

  it("searches nothing for single letters alone, which would match most of the catalogue", async () => {
    for (const q of ["a", "I", " a ", "a b c"]) {
      const page = await searchSite(database.db, { q }, { pages });
      expect(page.tooShort, q).toBe(true);
      expect(page.total, q).toBe(0);
    }
    expect(await top("IIT B", 1)).toEqual(["Indian Institute of Technology Bombay"]);
  });

  it("reads Devanagari: a Hindi name kept by hand finds its university, anything else nothing", async () => {
    expect(await top("दिल्ली विश्वविद्यालय", 1)).toEqual(["University of Delhi"]);
    expect(await top("नमस्ते दुनिया")).toEqual([]);
  });

  it("links institutions by their own pages, with their place and NIRF rank", async () => {
    const [iitb] = (await searchSite(database.db, { q: "iit bombay", limit: 1 })).results;
    expect(iitb).toMatchObject({
      type: "institution",
      url: "/college/indian-institute-of-technology-bombay-mumbai",
      place: "Mumbai, Maharashtra",
      kind: "university",
    });
    expect(iitb.nirfRank).toBeGreaterThan(0);
  });

  it("keeps short names only for institutions the catalogue holds", async () => {
    const codes = Object.keys(shortNamesByCode);
    const { rows } = (await database.db.execute(
      sql`select code from institutions where code = any(${sql.param(codes)}::text[])`,
    )) as unknown as { rows: { code: string }[] };
    expect(codes.filter((c) => !rows.some((r) => r.code === c))).toEqual([]);
  });
});

// Rows picked from db/data/*-cutoffs.csv.gz (each pool's last round of its latest year, as the import wrote
// them from the sources in ../shared/data), each compared with its own exam's rank only.
describe("predict for the state counselling exams, on the published cut-offs", () => {
  const named = (results: Prediction[], institute: string, branch: string) =>
    results.filter((r) => r.institution.nameAsPublished === institute && r.program.branch === branch);

  it("KCET 2A at rank 37,931: Acharya Institute of Technology's CSE (2AG, 2025 round 3, closing 37,931); no K or R seats", async () => {
    const results = await all({ exam: "kcet", rank: 37931, category: "2A", branch: "computer science" });
    const [seat] = named(
      results,
      "Acharya Institute of Technology Bangalore",
      "COMPUTER SCIENCE AND ENGINEERING",
    ).filter((r) => r.seatType === "2AG");
    expect(seat).toMatchObject({
      counselling: "kcet",
      closingRank: 37931,
      year: 2025,
      round: 3,
      source: "KEA (KCET) 2025, Round 3",
      sourceBody: { url: "https://cetonline.karnataka.gov.in/kea/" },
      kind: { label: "Category 2A, general" },
      comparedWith: { name: "KCET rank", value: 37931, by: "rank" },
    });
    // The branch named differently by KEA in 2024 is the same programme: the trend holds both years.
    expect(seat.trend.map((t) => t.year)).toEqual([2024, 2025]);
    expect(new Set(results.map((r) => r.seatType))).toEqual(new Set(["2AG", "GM"]));
    const kannada = await all({ exam: "kcet", rank: 37931, category: "2A", kannadaMedium: true, branch: "computer" });
    expect(kannada.some((r) => r.seatType === "2AK")).toBe(true);
    expect(kannada.some((r) => r.seatType.endsWith("R"))).toBe(false);
  });

  it("COMEDK GM at 90,119: ACS College of Engineering's Aerospace Engineering, after round 3 of 2025", async () => {
    const results = await all({ exam: "comedk", rank: 90119, branch: "aerospace" });
    const seat = named(
      results,
      "A.C.S. College of Engineering-Kambipura Mysore Road, Bengaluru",
      "Aerospace Engineering",
    );
    expect(seat.map((r) => [r.seatType, r.closingRank, r.source])).toEqual([["GM", 90119, "COMEDK 2025, Round 3"]]);
    expect(results.every((r) => r.counselling === "comedk")).toBe(true);
  });

  it("KEAM Ezhava at 51,123: ACE College of Engineering's Aeronautical Engineering (EZ, 2026 phase 2); no Muslim seats", async () => {
    const results = await all({ exam: "keam", rank: 51123, category: "EZ", branch: "aeronautical" });
    const seat = named(results, "ACE College Of Engineering, Thiruvananthapuram", "Aeronautical Engineering").filter(
      (r) => r.seatType === "EZ",
    );
    expect(seat.map((r) => [r.closingRank, r.roundLabel, r.kind.label])).toEqual([[51123, "Phase 2", "Ezhava"]]);
    expect(results.some((r) => r.seatType === "MU")).toBe(false);
  });

  it("WBJEE OBC at 7,768: home-state OBC seats only for West Bengal's candidates, never a JEE (Main) seat", async () => {
    const query = { exam: "wbjee", rank: 7768, category: "OBC", branch: "computer science" };
    const home = await all({ ...query, homeState: "West Bengal" });
    const seat = named(
      home,
      "ALIPURDUAR GOVERNMENT ENGINEERING AND MANAGEMENT COLLEGE",
      "Computer Science & Engineering",
    );
    expect(seat.map((r) => [r.quota, r.seatType, r.closingRank, r.comparedWith.name])).toContainEqual([
      "Home State",
      "OBC",
      7768,
      "WBJEE rank",
    ]);
    expect(home.every((r) => r.counselling === "wbjee")).toBe(true);
    const elsewhere = await all({ ...query, homeState: "Bihar" });
    expect(elsewhere.some((r) => r.quota === "Home State")).toBe(false);
  });

  it("GUJCET SEBC at 34,070: A.D. Patel Institute's Computer Engineering (SEBC, ACPC 2025)", async () => {
    const results = await all({ exam: "gujcet", rank: 34070, category: "SEBC", branch: "computer engineering" });
    const seat = named(results, "A.D.Patel Institute Of Tech.,Karamsad", "COMPUTER ENGINEERING");
    expect(seat.map((r) => [r.seatType, r.closingRank, r.sourceBody.url])).toContainEqual([
      "SEBC",
      34070,
      "https://acpc.gujarat.gov.in/",
    ]);
    expect(results.some((r) => r.seatType === "TFWS")).toBe(false);
  });

  it("JEE Main SC from Odisha, CRL 1,393,496: OJEE's home-state SC seat of Adarsha College's CSE, by the CRL rank", async () => {
    const query = { exam: "jee-main", crlRank: 1393496, category: "SC", branch: "computer science" };
    const odisha = await all({ ...query, homeState: "Odisha" });
    const seat = named(
      odisha,
      "Adarsha College of Engineering, Saradhapur, Angul",
      "Computer Science and Engineering",
    ).filter((r) => r.seatType === "SC" && r.gender === "neutral");
    expect(seat.map((r) => [r.counselling, r.quota, r.closingRank, r.comparedWith.name])).toEqual([
      ["ojee", "HS", 1393496, "CRL rank"],
    ]);
    // A candidate from elsewhere gets no Odisha home-state seat.
    const bihar = await all({ ...query, homeState: "Bihar" });
    expect(bihar.some((r) => r.counselling === "ojee" && r.quota === "HS")).toBe(false);
  });

  it("MHT-CET by choices: OBC, female, Pune University: H seats at its colleges, O seats elsewhere, in percentiles", async () => {
    const university = "Savitribai Phule Pune University";
    const query = predictQuerySchema.parse({
      exam: "mht-cet",
      percentile: 90,
      category: "OBC",
      gender: "female",
      homeUniversity: university,
      ews: true,
      limit: 200,
    });
    const answer = await predict(database.db, query);
    expect(answer.compared.ranks.map((r) => r.seatTypes)).toEqual([
      ["GOBCS", "GOPENS", "LOBCS", "LOPENS", "EWS"],
      ["GOBCH", "GOPENH", "LOBCH", "LOPENH"],
      ["GOBCO", "GOPENO", "LOBCO", "LOPENO"],
    ]);
    const results = await all({
      exam: "mht-cet",
      percentile: 90,
      category: "OBC",
      gender: "female",
      homeUniversity: university,
    });
    const home = results.filter((r) => /H$/.test(r.seatType));
    const other = results.filter((r) => /O$/.test(r.seatType));
    expect(home.length).toBeGreaterThan(5);
    expect(home.every((r) => r.institution.homeUniversity === university)).toBe(true);
    expect(other.every((r) => r.institution.homeUniversity !== university)).toBe(true);
    for (const r of results) {
      expect(r.comparedWith).toEqual({ name: "percentile", value: 90, by: "percentile" });
      expect(r.closingPercentile).not.toBeNull();
    }
    // The older code still answers.
    const code = await predict(
      database.db,
      predictQuerySchema.parse({ exam: "mht-cet", rank: 5000, category: "GOPENS" }),
    );
    expect(code.compared.seatTypes).toEqual(["GOPENS"]);
  });

  it("refuses a category of another exam, rank 0 and percentile 101, each by its field", async () => {
    const issues = (query: Record<string, unknown>) => {
      const parsed = predictQuerySchema.safeParse(query);
      return parsed.success ? {} : Object.fromEntries(parsed.error.issues.map((i) => [i.path.join("."), i.message]));
    };
    expect(issues({ exam: "kcet", rank: 100, category: "EZ" }).category).toMatch(/for KCET/);
    expect(issues({ exam: "keam", rank: 100, category: "2A" }).category).toMatch(/for KEAM/);
    expect(issues({ exam: "wbjee", rank: 0 }).rank).toMatch(/whole number from 1/);
    expect(issues({ exam: "mht-cet", percentile: 101 }).percentile).toMatch(/0 to 100/);
    expect(issues({ exam: "gujcet", rank: 5, homeUniversity: "Mumbai University" }).homeUniversity).toMatch(/MHT-CET/);
  });
});

describe("one page per institution", () => {
  const former = JSON.parse(readFileSync(path.join(catalogueDir, "former-slugs.json"), "utf8")) as {
    codes: Record<string, string>;
    slugs: Record<string, string>;
  };
  /** The institutions of a name (any spelling of its words) in a state. */
  const named = (pattern: string, state: string) =>
    database.db
      .select({ code: institutions.code, name: institutions.name })
      .from(institutions)
      .where(sql`${institutions.state} = ${state} and ${institutions.name} ~* ${pattern}`);

  it("JNU is one page with its NIRF ranks and both AICTE records' programmes", async () => {
    expect(await named("^jawaharlal nehru university", "Delhi")).toEqual([
      { code: "U-0109", name: expect.stringMatching(/Jawaharlal Nehru University/) },
    ]);
    const jnu = (await getInstitutionByCode(database.db, "U-0109"))!;
    expect(jnu.rankings.some((r) => r.category === "Overall" && r.year === 2025)).toBe(true);
    const courses = jnu.programmes.map((p) => p.course);
    // The School of Computer and Systems Sciences' MCA (one AICTE record) and the School of Engineering's B.Tech (the other).
    expect(courses).toContain("Master of Computer Applications");
    expect(courses).toContain("Computer Science & Engineering");
    expect(former.codes["AICTE:1-44638498929"]).toBe("U-0109");
    expect(former.codes["AICTE:1-44638959800"]).toBe("U-0109");
  });

  it("AIIMS Rae Bareli is one page with NMC's MBBS seats", async () => {
    expect(await named("(all india institute of medical sciences|aiims).*ra(e ?)?bareli", "Uttar Pradesh")).toEqual([
      { code: "U-1092", name: expect.any(String) },
    ]);
    const aiims = (await getInstitutionByCode(database.db, "U-1092"))!;
    expect(aiims.mbbs?.seats).toBe(100);
    expect(aiims.sources).toEqual(expect.arrayContaining(["aishe", "nmc"]));
  });

  it("Banasthali and Laxmi Devi Alwar are one page each, with AICTE's programmes on AISHE's code", async () => {
    expect(await named("^banasthali vidyapith", "Rajasthan")).toEqual([{ code: "U-0389", name: expect.any(String) }]);
    const banasthali = (await getInstitutionByCode(database.db, "U-0389"))!;
    expect(banasthali.programmes.length).toBeGreaterThan(0);
    expect(banasthali.rankings.length).toBeGreaterThan(0);
    expect(await named("^laxmi ?devi institute of engineering", "Rajasthan")).toEqual([
      { code: "C-25130", name: expect.any(String) },
    ]);
    const laxmiDevi = (await getInstitutionByCode(database.db, "C-25130"))!;
    // Both AICTE records: the degree programmes and the diploma programmes.
    expect([...new Set(laxmiDevi.programmes.map((p) => p.level))]).toEqual(
      expect.arrayContaining(["Under Graduate", "Diploma"]),
    );
    expect(laxmiDevi.sources).toEqual(expect.arrayContaining(["aishe", "aicte"]));
  });

  it("every former code and slug leads to an institution of the catalogue, in one step", async () => {
    const rows = await database.db.select({ code: institutions.code, slug: institutions.slug }).from(institutions);
    const codes = new Set(rows.map((r) => r.code));
    const slugs = new Set(rows.map((r) => r.slug));
    expect(Object.keys(former.codes).length).toBeGreaterThan(1_000);
    for (const [from, to] of Object.entries(former.codes)) {
      expect(codes.has(from), from).toBe(false);
      expect(codes.has(to), `${from} → ${to}`).toBe(true);
    }
    for (const [from, to] of Object.entries(former.slugs)) {
      expect(slugs.has(from), from).toBe(false);
      expect(slugs.has(to), `${from} → ${to}`).toBe(true);
    }
    // No rows of the datasets name a retired code.
    const { rows: dangling } = (await database.db.execute(sql`
      select count(*)::int as n from (
        select institution_code from institution_programmes union all select institution_code from mbbs_seats
        union all select institution_code from rankings union all select institution_code from cutoff_institutes
      ) t where institution_code is not null and not exists (select 1 from institutions i where i.code = t.institution_code)`)) as unknown as {
      rows: { n: number | string }[];
    };
    expect(Number(dangling[0].n)).toBe(0);
  });

  it("answers a retired code or slug with its survivor's cut-offs", async () => {
    const oldSlug = Object.entries(former.slugs).find(([, to]) => to.startsWith("jawaharlal-nehru-university"))![0];
    const cutoffs = await institutionCutoffs(database.db, oldSlug);
    expect(cutoffs?.institution.code).toBe("U-0109");
    expect((await institutionCutoffs(database.db, "AICTE:1-44638959800"))?.institution.code).toBe("U-0109");
    // The comparison page takes the old slug too, and links the surviving page.
    const comparison = await compareInstitutions(database.db, [oldSlug]);
    expect(comparison.notFound).toEqual([]);
    expect(comparison.compared[0].institution.code).toBe("U-0109");
    expect(comparison.compared[0].href).toBe(`/college/${former.slugs[oldSlug]}`);
  });
});
