// Streams and courses as the catalogue load derives them, on the small catalogue of tests/support: Alpha
// College (AICTE MBA, NIRF Colleges and Management lists, JoSAA's IIT Alpha with Computer Science), Beta
// Medical College (NMC seats, MCC's MBBS), and three named only: a law college, a Lawrence school and a
// college of pharmacy.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { institutions } from "../db/institutions-schema.ts";
import { listInstitutions } from "../domain/institutions/directory.server.ts";
import { openTestApi, type TestApi } from "../tests/support/api.ts";
import { writeCatalogueFixture } from "../tests/support/catalogue.ts";
import { writeCutoffFixture } from "../tests/support/cutoffs.ts";
import { loadCatalogueIfChanged } from "./catalogue.ts";

const named = [
  { code: "C-3", name: "Government Law College, Chennai" },
  { code: "C-4", name: "Lawrence School, Chennai" },
  { code: "C-5", name: "Chennai College of Pharmacy" },
];

let api: TestApi;
beforeAll(async () => {
  api = await openTestApi();
  await loadCatalogueIfChanged(api.database.db, { dir: writeCutoffFixture(writeCatalogueFixture("1", named)) });
});
afterAll(() => api.close());

describe("streams and courses at catalogue load", () => {
  it("gathers each institution's from its programmes, seats, NIRF lists, counselling and name", async () => {
    const rows = await api.database.db
      .select({ code: institutions.code, streams: institutions.streams, courses: institutions.courses })
      .from(institutions)
      .orderBy(institutions.code);
    expect(rows).toEqual([
      {
        code: "C-1",
        streams: ["Arts, science and commerce", "Engineering", "Management"],
        courses: ["B.Tech", "B.Tech CSE", "MBA"],
      },
      { code: "C-2", streams: ["Medicine"], courses: ["MBBS"] },
      { code: "C-3", streams: ["Law"], courses: [] },
      // "Lawrence" is not law.
      { code: "C-4", streams: [], courses: [] },
      { code: "C-5", streams: ["Pharmacy"], courses: [] },
    ]);
  });

  it("counts each stream and course beside the directory's filters", async () => {
    const { facets, total } = await listInstitutions(api.database.db, { state: "tamil-nadu" });
    expect(total).toBe(5);
    const count = (list: { slug: string; count: number }[], slug: string) => list.find((f) => f.slug === slug)?.count;
    expect(count(facets.stream, "law")).toBe(1);
    expect(count(facets.stream, "pharmacy")).toBe(1);
    expect(count(facets.stream, "medicine")).toBe(1);
    expect(count(facets.stream, "dental")).toBe(0);
    expect(count(facets.course, "mba")).toBe(1);
    expect(count(facets.course, "btech-cse")).toBe(1);
    expect(count(facets.course, "mbbs")).toBe(1);
    const law = await listInstitutions(api.database.db, { state: "tamil-nadu", stream: "law" });
    expect(law.institutions.map((i) => i.name)).toEqual(["Government Law College, Chennai"]);
    // With a stream chosen, the course counts are of that stream's institutions.
    expect(count(law.facets.course, "mba")).toBe(0);
  });

  it("filters GET /api/institutions by stream and course, with their counts", async () => {
    const res = await api.app.inject("/api/institutions?state=Tamil%20Nadu&course=mba");
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.institutions.map((i: { code: string }) => i.code)).toEqual(["C-1"]);
    expect(body.institutions[0].courses).toContain("MBA");
    expect(body.streamCounts).toContainEqual({ slug: "management", label: "Management", count: 1 });
    expect(body.courseCounts).toContainEqual({ slug: "mba", label: "MBA / PGDM", count: 1 });
    const law = await api.app.inject("/api/institutions?stream=law");
    expect(law.json().institutions.map((i: { code: string }) => i.code)).toEqual(["C-3"]);
    expect((await api.app.inject("/api/institutions?stream=lawrence")).statusCode).toBe(400);
  });
});
