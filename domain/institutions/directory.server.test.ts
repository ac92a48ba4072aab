import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client.server.ts";
import { dataSources, institutionProgrammes, institutions, rankings } from "../../db/institutions-schema.ts";
import { openTestDatabase } from "../../tests/support/database.ts";
import {
  countInstitutions,
  getStatePlaces,
  listInstitutions,
  listSources,
  listStates,
  refreshDirectoryCounts,
} from "./directory.server.ts";

let database: DatabaseHandle;

type Row = typeof institutions.$inferInsert;
const place = {
  ekm: { state: "Kerala", stateSlug: "kerala", district: "Ernakulam", districtSlug: "ernakulam" },
  tvm: { state: "Kerala", stateSlug: "kerala", district: "Thiruvananthapuram", districtSlug: "thiruvananthapuram" },
  chennai: { state: "Tamil Nadu", stateSlug: "tamil-nadu", district: "Chennai", districtSlug: "chennai" },
};
const institution = (
  code: string,
  name: string,
  where: Pick<Row, "state" | "stateSlug" | "district" | "districtSlug">,
  extra: Partial<Row>,
) =>
  ({
    code,
    slug: name.toLowerCase().replace(/[^a-z0-9]+/g, "-"),
    name,
    kind: "college",
    sources: ["aishe"],
    ...where,
    // The directory filters by stream: here every institution's streams are its AICTE or NMC disciplines.
    streams: extra.disciplines,
    ...extra,
  }) satisfies Row;

const fixture: Row[] = [
  institution("C-1", "Cochin Arts College", place.ekm, { managementGroup: "Private", levels: ["Undergraduate"] }),
  institution("C-2", "Ernakulam Medical College", place.ekm, {
    managementGroup: "Government",
    management: "Government",
    levels: ["Undergraduate"],
    disciplines: ["Medicine"],
    mbbsSeats: 150,
  }),
  institution("U-1", "Cochin University of Science and Technology", place.ekm, {
    kind: "university",
    managementGroup: "Government",
    levels: ["Postgraduate", "Undergraduate"],
    disciplines: ["Engineering", "Management"],
    nirfRank: 37,
  }),
  institution("C-3", "Aluva Engineering College", place.ekm, {
    managementGroup: "Private",
    levels: ["Undergraduate"],
    disciplines: ["Engineering"],
  }),
  institution("S-1", "Bharata Mata Institute", place.ekm, { kind: "standalone", aliases: ["BMI Kochi"] }),
  institution("C-4", "Trivandrum Engineering College", place.tvm, {
    managementGroup: "Government",
    levels: ["Undergraduate"],
    disciplines: ["Engineering"],
    nirfRank: 80,
  }),
  institution("U-2", "Anna University", place.chennai, {
    kind: "university",
    managementGroup: "Government",
    levels: ["Postgraduate", "Undergraduate"],
    disciplines: ["Engineering"],
    nirfRank: 13,
  }),
  institution("C-5", "Kerala Unplaced College", { ...place.ekm, district: null, districtSlug: null }, {}),
];

beforeAll(async () => {
  database = await openTestDatabase();
  const { db } = database;
  await db.insert(dataSources).values(
    ["aishe", "aicte", "nirf"].map((id) => ({
      id,
      name: id.toUpperCase(),
      year: "2025",
      url: `https://${id}.test/`,
      compiledBy: "",
      licence: "",
    })),
  );
  await db.insert(institutions).values(fixture);
  await db.insert(rankings).values([
    // U-1: ranked in two lists of 2025 and once in 2024; the card shows 2025's Overall rank, not the better
    // number of another list (decision 036).
    {
      institutionCode: "U-1",
      framework: "NIRF",
      year: 2025,
      category: "Universities",
      rank: 37,
      nameAsPublished: "CUSAT",
      sourceId: "nirf",
    },
    {
      institutionCode: "U-1",
      framework: "NIRF",
      year: 2025,
      category: "Overall",
      rank: 60,
      nameAsPublished: "CUSAT",
      sourceId: "nirf",
    },
    {
      institutionCode: "U-1",
      framework: "NIRF",
      year: 2024,
      category: "Overall",
      rank: 20,
      nameAsPublished: "CUSAT",
      sourceId: "nirf",
    },
    {
      institutionCode: "C-4",
      framework: "NIRF",
      year: 2024,
      category: "Engineering",
      rank: 80,
      nameAsPublished: "TEC",
      sourceId: "nirf",
    },
    {
      institutionCode: "U-2",
      framework: "NIRF",
      year: 2025,
      category: "Engineering",
      rank: 13,
      nameAsPublished: "Anna",
      sourceId: "nirf",
    },
  ]);
  await db.insert(institutionProgrammes).values(
    ["B.Tech CSE", "B.Tech ECE", "MBA"].map((course) => ({
      institutionCode: "U-1",
      programme: "Engineering",
      level: "UG",
      course,
      sourceId: "aicte",
    })),
  );
  await refreshDirectoryCounts(db);
});
afterAll(() => database.close());

const names = (page: { institutions: { name: string }[] }) => page.institutions.map((i) => i.name);

describe("listInstitutions", () => {
  it("lists a district by name, with the facts each card shows", async () => {
    const page = await listInstitutions(database.db, { state: "kerala", district: "ernakulam" });
    expect(page.total).toBe(5);
    expect(names(page)).toEqual([
      "Aluva Engineering College",
      "Bharata Mata Institute",
      "Cochin Arts College",
      "Cochin University of Science and Technology",
      "Ernakulam Medical College",
    ]);
    const cusat = page.institutions.find((i) => i.code === "U-1")!;
    expect(cusat.nirf).toEqual({ rank: 60, year: 2025, category: "Overall", sourceId: "nirf" });
    expect(cusat.programmes).toBe(3);
    const medical = page.institutions.find((i) => i.code === "C-2")!;
    expect(medical).toMatchObject({ mbbsSeats: 150, nirf: null, programmes: 0, management: "Government" });
  });

  it("counts a state's institutions without a district, and the whole country", async () => {
    expect((await listInstitutions(database.db, { state: "kerala" })).total).toBe(7);
    expect((await listInstitutions(database.db, {})).total).toBe(8);
    expect((await listInstitutions(database.db, { state: "atlantis" })).total).toBe(0);
  });

  it("filters by kind, management, level, stream and NIRF rank together", async () => {
    const db = database.db;
    expect(names(await listInstitutions(db, { state: "kerala", kind: "university" }))).toEqual([
      "Cochin University of Science and Technology",
    ]);
    expect(
      names(await listInstitutions(db, { state: "kerala", management: "government", stream: "engineering" })),
    ).toEqual(["Cochin University of Science and Technology", "Trivandrum Engineering College"]);
    expect(names(await listInstitutions(db, { level: "postgraduate", ranked: true }))).toEqual([
      "Anna University",
      "Cochin University of Science and Technology",
    ]);
    expect(names(await listInstitutions(db, { stream: "medicine" }))).toEqual(["Ernakulam Medical College"]);
  });

  it("gives each filter value the count the list would have with it and the other filters", async () => {
    const { facets, total } = await listInstitutions(database.db, {
      state: "kerala",
      district: "ernakulam",
      stream: "engineering",
    });
    expect(total).toBe(2);
    const count = (list: { slug: string; count: number }[], slug: string) => list.find((f) => f.slug === slug)?.count;
    // Kind, management and level counts keep the stream filter...
    expect(count(facets.kind, "college")).toBe(1);
    expect(count(facets.kind, "university")).toBe(1);
    expect(count(facets.management, "private")).toBe(1);
    expect(count(facets.level, "postgraduate")).toBe(1);
    expect(facets.ranked).toBe(1);
    // ...and the stream counts show what another stream would give instead.
    expect(count(facets.stream, "engineering")).toBe(2);
    expect(count(facets.stream, "medicine")).toBe(1);
    expect(count(facets.stream, "management")).toBe(1);
    for (const option of facets.kind) {
      const filtered = await listInstitutions(database.db, {
        state: "kerala",
        district: "ernakulam",
        stream: "engineering",
        kind: option.slug,
      });
      expect(filtered.total).toBe(option.count);
    }
  });

  it("sorts by NIRF rank, unranked institutions last by name", async () => {
    const page = await listInstitutions(database.db, { state: "kerala", sort: "nirf" });
    expect(names(page).slice(0, 3)).toEqual([
      "Cochin University of Science and Technology",
      "Trivandrum Engineering College",
      "Aluva Engineering College",
    ]);
  });

  it("pages without skipping or repeating, and shows the last page for one past the end", async () => {
    const first = await listInstitutions(database.db, { limit: 3 });
    const second = await listInstitutions(database.db, { limit: 3, page: 2 });
    const last = await listInstitutions(database.db, { limit: 3, page: 99 });
    expect(first.pageCount).toBe(3);
    expect(last.page).toBe(3);
    const all = [...names(first), ...names(second), ...names(last)];
    expect(all).toHaveLength(8);
    expect(new Set(all).size).toBe(8);
    expect(all).toEqual([...all].sort((a, b) => (a < b ? -1 : 1)));
  });

  it("finds institutions by any of their names, with facets counted over the matches", async () => {
    const page = await listInstitutions(database.db, { q: "bmi", state: "kerala" });
    expect(names(page)).toEqual(["Bharata Mata Institute"]);
    const cochin = await listInstitutions(database.db, { q: "Cochin" });
    expect(cochin.total).toBe(2);
    expect(cochin.facets.kind.find((k) => k.slug === "university")?.count).toBe(1);
    expect((await listInstitutions(database.db, { q: "100%_" })).total).toBe(0);
  });
});

describe("places and counts", () => {
  it("lists states and a state's districts with their counts", async () => {
    expect(await listStates(database.db)).toEqual([
      { slug: "kerala", name: "Kerala", count: 7 },
      { slug: "tamil-nadu", name: "Tamil Nadu", count: 1 },
    ]);
    expect(await getStatePlaces(database.db, "kerala")).toEqual({
      slug: "kerala",
      name: "Kerala",
      count: 7,
      districts: [
        { slug: "ernakulam", name: "Ernakulam", count: 5 },
        { slug: "thiruvananthapuram", name: "Thiruvananthapuram", count: 1 },
      ],
    });
    expect(await getStatePlaces(database.db, "atlantis")).toBeUndefined();
  });

  it("counts several places and filters in one go", async () => {
    expect(
      await countInstitutions(database.db, [
        {},
        { state: "kerala", district: "ernakulam" },
        { state: "kerala", stream: "engineering", level: "undergraduate" },
        { state: "tamil-nadu", district: "madurai" },
      ]),
    ).toEqual([8, 5, 3, 0]);
    expect(await countInstitutions(database.db, [{ state: "kerala" }])).toEqual([7]);
  });

  it("names every source by id", async () => {
    expect(Object.keys(await listSources(database.db)).sort()).toEqual(["aicte", "aishe", "nirf"]);
  });
});
