// GET /api/search: the header's suggestions. Answers are checked against the OpenAPI document, as the
// contract test does for SPEC.md §7's calls.
import Ajv2020 from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadCatalogueIfChanged } from "../../seed/catalogue.ts";
import { writeCatalogueFixture } from "../../tests/support/catalogue.ts";
import { openTestApi, type TestApi } from "../../tests/support/api.ts";

let api: TestApi;
// eslint-disable-next-line @typescript-eslint/no-explicit-any
let operation: { parameters: { name: string }[]; responses: Record<string, any> };
const ajv = new Ajv2020({ allErrors: true, strict: true });
addFormats(ajv);

beforeAll(async () => {
  api = await openTestApi();
  await loadCatalogueIfChanged(api.database.db, { dir: writeCatalogueFixture() });
  operation = (await api.app.inject("/api/openapi.json")).json().paths["/api/search"].get;
});
afterAll(() => api.close());

function documented(res: LightMyRequestResponse, status: number) {
  expect(res.statusCode, res.body).toBe(status);
  const validate = ajv.compile(operation.responses[String(status)].content["application/json"].schema);
  const body: unknown = res.json();
  expect(validate(body), ajv.errorsText(validate.errors)).toBe(true);
  return body as Record<string, unknown>;
}

describe("GET /api/search", () => {
  it("is in the OpenAPI document with its query and answers", () => {
    expect(operation.parameters.map((p) => p.name).sort()).toEqual(["limit", "q"]);
    expect(Object.keys(operation.responses).sort()).toEqual(["200", "400"]);
  });

  it("suggests institutions, with a typo forgiven, and the site's exam and course pages", async () => {
    const body = documented(await api.app.inject("/api/search?q=alpa%20colege&limit=8"), 200);
    expect(body.results).toEqual([
      {
        type: "institution",
        name: "Alpha College",
        url: "/college/alpha-college",
        place: "Chennai, Tamil Nadu",
        kind: "college",
        // The rank its card shows (decision 036): of 2025, the whole-institution list (Colleges) before a subject.
        nirfRank: 9,
        nirf: { rank: 9, year: 2025, category: "Colleges", sourceId: expect.any(String) },
      },
    ]);
    const neet = documented(await api.app.inject("/api/search?q=neet"), 200);
    expect(neet.results).toContainEqual(expect.objectContaining({ type: "exam", url: "/exam/neet-ug" }));
    const mbbs = documented(await api.app.inject("/api/search?q=mbbs&limit=1"), 200);
    expect(mbbs.results).toEqual([expect.objectContaining({ type: "course", name: "MBBS", url: "/c_pages/MBBS" })]);
  });

  it("says which directory list a query asks for, and nothing for a name", async () => {
    const medical = documented(
      await api.app.inject({ url: "/api/search", query: { q: "medical colleges chennai" } }),
      200,
    );
    expect(medical.intent).toEqual({
      stream: "medicine",
      course: null,
      management: null,
      state: "tamil-nadu",
      district: "chennai",
      label: "Colleges in Chennai, Tamil Nadu: Medicine (MBBS)",
      href: "/colleges/tamil-nadu/chennai?stream=medicine",
      total: 1,
    });
    expect(
      documented(await api.app.inject({ url: "/api/search", query: { q: "alpha college" } }), 200).intent,
    ).toBeNull();
  });

  it("answers an empty list, never an error, for what matches nothing", async () => {
    for (const q of ["दिल्ली विश्वविद्यालय", "zzzz qqqq", "!!!", "a & b | !c:*"]) {
      expect(documented(await api.app.inject({ url: "/api/search", query: { q } }), 200).results, q).toEqual([]);
    }
  });

  it("refuses a missing or too long query and a limit out of range, with a message per field", async () => {
    const errors = async (url: string) => documented(await api.app.inject(url), 400).errors;
    expect(await errors("/api/search")).toEqual({ q: "q is required." });
    expect(await errors("/api/search?q=%20%20")).toEqual({ q: "q is required." });
    expect(await errors("/api/search?q=a")).toEqual({ q: "q must be at least 2 characters." });
    expect(await errors(`/api/search?q=${"a".repeat(101)}`)).toEqual({ q: "q must be at most 100 characters." });
    expect(await errors("/api/search?q=iit&limit=0")).toEqual({ limit: "limit starts at 1." });
    expect(await errors("/api/search?q=iit&limit=21")).toEqual({ limit: "limit must be at most 20." });
    expect(await errors("/api/search?q=iit&limit=many")).toEqual({ limit: "limit must be a whole number." });
    documented(await api.app.inject("/api/search?q=%00"), 400);
  });
});
