// GET /api/scholarships on the real compiled list: the finder's answer, checked against the OpenAPI document,
// and a 400 naming each bad field.
import Ajv2020 from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import type { LightMyRequestResponse } from "fastify";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { catalogueDir } from "../../seed/catalogue.ts";
import { loadScholarships } from "../../seed/scholarships.ts";
import { openTestApi, type TestApi } from "../../tests/support/api.ts";

let api: TestApi;
// eslint-disable-next-line @typescript-eslint/no-explicit-any
let operation: { parameters: { name: string }[]; responses: Record<string, any> };
const ajv = new Ajv2020({ allErrors: true, strict: true });
addFormats(ajv);

beforeAll(async () => {
  api = await openTestApi();
  await api.database.db.execute(sql`insert into data_sources (id, name, year, url, compiled_by, licence)
    values ('scholarships', 'Scholarships compiled from providers'' notices', '2026',
            'https://github.com/avantifellows/college-predictor', 'avantifellows/college-predictor', 'GPL-3.0')`);
  await loadScholarships(api.database.db, catalogueDir);
  operation = (await api.app.inject("/api/openapi.json")).json().paths["/api/scholarships"].get;
});
afterAll(() => api.close());

function documented(res: LightMyRequestResponse, status: number) {
  expect(res.statusCode, res.body).toBe(status);
  const validate = ajv.compile(operation.responses[String(status)].content["application/json"].schema);
  const body: unknown = res.json();
  expect(validate(body), ajv.errorsText(validate.errors)).toBe(true);
  return body as { total: number; results: Record<string, unknown>[]; errors?: Record<string, string> };
}

describe("GET /api/scholarships", () => {
  it("is in the OpenAPI document with the page's parameters", () => {
    expect(operation.parameters.map((p) => p.name).sort()).toEqual(
      ["category", "disability", "gender", "income", "level", "state", "stream"].sort(),
    );
  });

  it("answers the predictor's link: after class 12, OBC, Maharashtra", async () => {
    const body = documented(
      await api.app.inject("/api/scholarships?level=passed-12&category=obc&state=Maharashtra"),
      200,
    );
    expect(body.total).toBe(body.results.length);
    expect(body.total).toBeGreaterThan(50);
    for (const s of body.results) {
      const states = s.states as string[];
      expect(states.length === 0 || states.includes("Maharashtra"), String(s.slug)).toBe(true);
      expect((s.levels as string[]).length === 0 || (s.levels as string[]).includes("passed-12")).toBe(true);
    }
  });

  it("refuses a negative income and an unknown category with a message for each", async () => {
    const res = await api.app.inject("/api/scholarships?income=-5&category=xyz");
    const body = documented(res, 400);
    expect(JSON.stringify(body)).toContain("income");
    expect(JSON.stringify(body)).toContain("category");
  });
});
