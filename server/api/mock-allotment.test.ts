// GET /api/mock-allotment on the hand-made cut-offs (tests/support/cutoffs.ts): IIT Alpha's Computer Science
// (JoSAA 2025 OPEN closing 60 in round 1, 66 in round 6) and Electronics (300 in round 6). Answers pass their
// documented schema (fastify-type-provider-zod checks every answer); bad input is a 400 with the field's message.
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

const get = (query: string) => api.app.inject(`/api/mock-allotment?exam=jee-advanced&${query}`);

describe("GET /api/mock-allotment", () => {
  it("holds nothing until round 6, then the first choice; each round's reason and source", async () => {
    const res = await get("rank=63&c=1-1,1-2");
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.rounds.map((r: { held: number | null }) => r.held)).toEqual([null, null, null, null, null, 1]);
    expect(body.final).toBe(1);
    const [cse, ece] = body.choices;
    expect(cse.institution).toMatchObject({ name: "Alpha College", slug: "alpha-college" });
    expect(cse.rounds[0]).toMatchObject({
      status: "missed",
      reason: "Round 1: OPEN seats (All-India quota) closed at rank 60; your CRL rank 63",
    });
    expect(cse.rounds[1].status).toBe("not-in-round");
    expect(cse.rounds[5].status).toBe("admitted");
    // The second choice admits in round 6 too, but the first is preferred.
    expect(ece.rounds[5].status).toBe("admitted");
    expect(body.rounds[5].source).toBe("JoSAA 2025, round 6");
  });

  it("keeps the seat of round 1 when a higher choice never admits (the float)", async () => {
    const body = (await get("rank=55&c=1-2,1-1")).json();
    // ECE (300) admits from round 6 only; CSE (60 in round 1) is held from round 1.
    expect(body.rounds.map((r: { held: number | null }) => r.held)).toEqual([2, 2, 2, 2, 2, 1]);
  });

  it("says why a programme is not open: an NIT seat for a JEE Advanced rank", async () => {
    const body = (await get("rank=63&c=1-1,2-1")).json();
    expect(body.choices[1].note).toMatch(
      /^No seat of this programme is open to you: NIT seats are allotted on JEE Main/,
    );
  });

  it("answers 400 with the field's message: 200 choices, another body's choice, a malformed one, rank 0", async () => {
    const many = Array.from({ length: 200 }, (_, i) => `1-${i + 1}`).join(",");
    const cases: [string, Record<string, string>][] = [
      [`rank=63&c=${many}`, { c: "c holds 200 choices: at most 50 are accepted." }],
      ["rank=63&c=1-1,5-4", { c: "Choice 2 (5-4) is not a JoSAA programme: JEE Advanced choices are JoSAA's." }],
      ["rank=63&c=1-1,x", { c: expect.stringMatching(/^Choice 2 \("x"\) is not understood/) }],
      ["rank=0&c=1-1", { rank: "rank must be a whole number from 1." }],
      ["rank=63", { c: "Add at least one choice: c=<instituteId>-<programmeId>, best first." }],
    ];
    for (const [query, errors] of cases) {
      const res = await get(query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().errors, query).toEqual(errors);
    }
  });

  it("is described in the OpenAPI document with its parameters", async () => {
    const doc = (await api.app.inject("/api/openapi.json")).json();
    const op = doc.paths["/api/mock-allotment"].get;
    expect(op.parameters.map((p: { name: string }) => p.name)).toEqual(
      expect.arrayContaining(["exam", "rank", "c", "homeState"]),
    );
  });
});
