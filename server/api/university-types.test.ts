// University types (UGC's list), official websites, addresses and UGC's fake universities, loaded with the catalogue:
// the directory's filter and counts through the API, the institution's page facts, and the search warning.
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { stringify } from "csv-stringify/sync";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getInstitutionBySlug } from "../../domain/institutions/institutions.server.ts";
import { searchSite } from "../../domain/search/search.server.ts";
import { loadCatalogueIfChanged } from "../../seed/catalogue.ts";
import { writeCatalogueFixture } from "../../tests/support/catalogue.ts";
import { openTestApi, type TestApi } from "../../tests/support/api.ts";

function writeGz(dir: string, file: string, rows: Record<string, string>[]) {
  writeFileSync(path.join(dir, file), gzipSync(stringify(rows, { header: true, columns: Object.keys(rows[0]) })));
}

/** The catalogue fixture with Alpha College typed and given a website, and Beta Medical College on UGC's list. */
function writeFixture(): string {
  const dir = writeCatalogueFixture("university-types");
  writeGz(dir, "university-types.csv.gz", [
    {
      institution_code: "C-1",
      university_type: "state",
      source: "ugc-universities",
      name_as_published: "Alpha College",
      state: "Tamil Nadu",
    },
  ]);
  writeGz(dir, "websites.csv.gz", [
    { institution_code: "C-1", website: "https://alpha.example.ac.in/", source: "josaa-profiles", matched_by: "x" },
    { institution_code: "C-2", website: "javascript:alert(1)", source: "hipo-domains", matched_by: "x" },
  ]);
  writeGz(dir, "addresses.csv.gz", [
    { institution_code: "C-1", address: "Lam, Guntur – 522 034, Andhra Pradesh", source: "ugc-universities" },
  ]);
  writeGz(dir, "fake-universities.csv.gz", [
    {
      name: "Beta Medical College",
      place: "Chennai",
      name_keys: "beta medical college|beta medical college chennai",
      institution_code: "C-2",
    },
    {
      name: "Commercial University Ltd.",
      place: "Daryaganj, Delhi",
      name_keys: "commercial university limited|commercial university limited daryaganj delhi",
      institution_code: "",
    },
  ]);
  const manifest = JSON.parse(readFileSync(path.join(dir, "manifest.json"), "utf8"));
  const source = (id: string, name: string, year: string, url: string) => ({
    id,
    name,
    year,
    officialSource: url,
    compiledBy: "test",
    licence: "test",
  });
  manifest.sources.push(
    source("ugc-universities", "UGC list of universities", "about 2022", "https://www.ugc.gov.in/"),
    source(
      "ugc-fake-universities",
      "UGC public notice on fake universities",
      "February 2026",
      "https://www.ugc.gov.in/",
    ),
    source("josaa-profiles", "JoSAA institute profiles (websites)", "2025", "https://example.org/profiles"),
    source("hipo-domains", "University domains list (websites)", "undated", "https://example.org/hipo"),
  );
  writeFileSync(path.join(dir, "manifest.json"), JSON.stringify(manifest));
  return dir;
}

let api: TestApi;
beforeAll(async () => {
  api = await openTestApi();
  await loadCatalogueIfChanged(api.database.db, { dir: writeFixture(), force: true });
});
afterAll(() => api.close());

describe("GET /api/institutions by university type", () => {
  it("lists only the type asked for and counts every type beside it", async () => {
    const res = await api.app.inject("/api/institutions?type=state");
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.institutions.map((i: { code: string }) => i.code)).toEqual(["C-1"]);
    expect(body.institutions[0].universityType).toEqual({
      type: "state",
      label: "State university",
      source: "UGC list of universities",
      year: "about 2022",
      url: "https://www.ugc.gov.in/",
    });
    expect(body.typeCounts).toContainEqual({ type: "state", label: "State university", count: 1 });
    expect(body.typeCounts).toContainEqual({ type: "central", label: "Central university", count: 0 });
  });

  it("lists nothing for a type no institution has", async () => {
    const res = await api.app.inject("/api/institutions?type=national-importance");
    expect(res.json().institutions).toEqual([]);
  });

  it("gives the postal address with its source, and null where no list prints one", async () => {
    const alpha = (await api.app.inject("/api/institutions/C-1")).json();
    expect(alpha.address).toEqual({
      text: "Lam, Guntur – 522 034, Andhra Pradesh",
      source: "UGC list of universities",
      year: "about 2022",
    });
    expect((await api.app.inject("/api/institutions/C-2")).json().address).toBeNull();
  });

  it("gives the type, the website and UGC's warning with the institution", async () => {
    const alpha = (await api.app.inject("/api/institutions/C-1")).json();
    expect(alpha.universityType.label).toBe("State university");
    expect(alpha.website).toEqual({
      url: "https://alpha.example.ac.in/",
      source: "JoSAA institute profiles (websites)",
      year: "2025",
    });
    expect(alpha.ugcFake).toBeNull();
    const beta = (await api.app.inject("/api/institutions/C-2")).json();
    expect(beta.universityType).toBeNull();
    // Only http(s) addresses are ever linked.
    expect(beta.website).toBeNull();
    expect(beta.ugcFake).toMatchObject({ name: "Beta Medical College", year: "February 2026" });
  });
});

describe("an institution's page", () => {
  it("carries UGC's warning only for the institution of exactly that name and place", async () => {
    const beta = await getInstitutionBySlug(api.database.db, "beta-medical-college");
    expect(beta?.ugcFake?.source).toMatchObject({ year: "February 2026", url: "https://www.ugc.gov.in/" });
    const alpha = await getInstitutionBySlug(api.database.db, "alpha-college");
    expect(alpha?.ugcFake).toBeNull();
    expect(alpha?.universityType).toBe("state");
    expect(alpha?.sourcesById["ugc-universities"]?.year).toBe("about 2022");
  });
});

describe("searching for a fake university", () => {
  const fakesFor = async (q: string) => (await searchSite(api.database.db, { q })).fakeUniversities;

  it("warns on the exact name, with or without the place, even when no institution has it", async () => {
    expect(await fakesFor("Commercial University Ltd")).toMatchObject([{ name: "Commercial University Ltd." }]);
    expect(await fakesFor("commercial university ltd., daryaganj, delhi")).toHaveLength(1);
    expect(await fakesFor("Beta Medical College")).toMatchObject([
      { name: "Beta Medical College", source: { year: "February 2026" } },
    ]);
  });

  it("GET /api/search gives the warning beside the results, and none for a near name", async () => {
    const warned = await api.app.inject("/api/search?q=Commercial%20University%20Ltd");
    expect(warned.statusCode).toBe(200);
    expect(warned.json().fakeUniversities).toMatchObject([
      { name: "Commercial University Ltd.", source: { year: "February 2026" } },
    ]);
    const near = await api.app.inject("/api/search?q=Commercial%20University");
    expect(near.json().fakeUniversities).toEqual([]);
  });

  it("never warns on a near name", async () => {
    expect(await fakesFor("Commercial University")).toEqual([]);
    expect(await fakesFor("Beta Medical")).toEqual([]);
    expect(await fakesFor("Alpha College")).toEqual([]);
  });

  it("shows each institution result's type with its source", async () => {
    const { results } = await searchSite(api.database.db, { q: "Alpha College" });
    expect(results[0]).toMatchObject({
      name: "Alpha College",
      universityType: { label: "State university", source: { name: "UGC list of universities" } },
    });
  });
});
