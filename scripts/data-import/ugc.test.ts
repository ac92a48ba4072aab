// The joins of UGC's list of universities, JoSAA's institutes of national importance, UGC's fake universities
// and the websites: on a few rows, and on the committed datasets (db/data) with real institutions.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { gunzipSync } from "node:zlib";
import { parse } from "csv-parse/sync";
import { describe, expect, it } from "vitest";
import { joinUgcUniversities, matchFakeUniversities, nationalImportance } from "./ugc.ts";
import { hipoWebsites, websiteUrl } from "./websites.ts";

const dataDir = join(import.meta.dirname, "../../db/data");
const read = (file: string): Record<string, string>[] =>
  parse(gunzipSync(readFileSync(join(dataDir, file))).toString("utf8"), { columns: true });

const university = (code: string, name: string, state: string, extra: Record<string, string> = {}) => ({
  code,
  name,
  aliases: "",
  state,
  district: "",
  city: "",
  ...extra,
});

describe("joining UGC's list of universities", () => {
  const institutions = [
    university("U-1", "Amity University", "Uttar Pradesh"),
    university("U-2", "Amity University, Patna", "Bihar"),
    university("U-3", "Jawaharlal Nehru Technological University, Kakinada", "Andhra Pradesh"),
    university("C-4", "Amity College", "Haryana"),
  ];

  it("joins within the state only, so one name in two states never crosses", () => {
    const { rows } = joinUgcUniversities(
      [
        { name: "Amity University", state: "Uttar Pradesh", ugc_type: "Private University" },
        { name: "Amity University", state: "Bihar", ugc_type: "Private University" },
        { name: "Amity University", state: "Haryana", ugc_type: "Private University" },
      ],
      institutions,
    );
    expect(rows.map((r) => [r.institution_code, r.state])).toEqual([
      ["U-1", "Uttar Pradesh"],
      ["U-2", "Bihar"],
    ]);
  });

  it("never cuts UGC's own name, so a campus named by its place does not reach another", () => {
    const { rows, counts } = joinUgcUniversities(
      [
        {
          name: "Jawaharlal Nehru Technological University, Anantpur",
          state: "Andhra Pradesh",
          ugc_type: "State University",
        },
      ],
      institutions,
    );
    expect(rows).toEqual([]);
    expect(counts.unmatched).toEqual({ "no university of that name in the state": 1 });
  });

  it("leaves both rows out when two UGC rows name one university", () => {
    const { rows } = joinUgcUniversities(
      [
        { name: "Amity University", state: "Uttar Pradesh", ugc_type: "Private University" },
        { name: "Amity University (Noida)", state: "Uttar Pradesh", ugc_type: "Deemed University" },
      ],
      institutions,
    );
    expect(rows).toEqual([]);
  });

  it("labels only JoSAA's IITs, NITs and IIITs institutes of national importance, never a GFTI", () => {
    const rows = nationalImportance(
      [
        {
          counselling: "josaa",
          institution_code: "U-0456",
          institute_type: "IIT",
          name: "IIT Madras",
          state: "Tamil Nadu",
        },
        { counselling: "josaa", institution_code: "U-9", institute_type: "GFTI", name: "A GFTI", state: "Assam" },
        { counselling: "mhtcet", institution_code: "C-9", institute_type: "IIT", name: "x", state: "Maharashtra" },
      ],
      new Set(),
    );
    expect(rows.map((r) => r.institution_code)).toEqual(["U-0456"]);
  });
});

describe("the committed university types (real institutions)", () => {
  const types = new Map(read("university-types.csv.gz").map((r) => [r.institution_code, r]));
  const institutions = new Map(read("institutions.csv.gz").map((r) => [r.code, r]));

  it("gives a central, a state, a private and a deemed university UGC's type", () => {
    expect(types.get("U-0109")).toMatchObject({ university_type: "central", source: "ugc-universities" }); // JNU
    expect(types.get("U-0003")).toMatchObject({
      university_type: "state",
      name_as_published: "Acharya Nagarjuna University",
    });
    expect(types.get("U-0497")).toMatchObject({ university_type: "private", state: "Uttar Pradesh" }); // Amity, Noida
    expect(types.get("U-0020")).toMatchObject({ university_type: "deemed" }); // Koneru Lakshmaiah Education Foundation
  });

  it("labels IIT Madras an institute of national importance from JoSAA", () => {
    expect(types.get("U-0456")).toMatchObject({
      university_type: "national-importance",
      source: "josaa-institute-types",
    });
  });

  it("never gives an Amity university the type of another state's", () => {
    const amity = [...types.values()].filter((r) => r.name_as_published.startsWith("Amity University"));
    expect(amity.length).toBeGreaterThan(3);
    for (const row of amity) expect(institutions.get(row.institution_code)?.state).toBe(row.state);
    // Amity's Karnataka university is in no UGC row of Karnataka.
    expect(types.has("U-1294")).toBe(false);
  });

  it("writes IIT Madras's website from JoSAA's profile, over https", () => {
    const websites = new Map(read("websites.csv.gz").map((r) => [r.institution_code, r]));
    expect(websites.get("U-0456")).toMatchObject({ website: "https://www.iitm.ac.in/", source: "josaa-profiles" });
    for (const row of websites.values()) expect(row.website).toMatch(/^https?:\/\//);
  });
});

describe("UGC's fake universities", () => {
  const fakes = [
    { name: "Indian Institute of Science and Engineering", place: "New Delhi" },
    { name: "Usha Latchumanan College of Education", place: "Vazhapadiyar Nagar, Puducherry" },
  ];

  it("names an institution only by exactly its name in the place given; a near name never", () => {
    const rows = matchFakeUniversities(fakes, [
      university("U-1", "Indian Institute of Science", "Karnataka", { district: "Bengaluru" }),
      university("C-2", "Usha Latchumanan College of Education", "Puducherry", { district: "Pondicherry" }),
      university("C-3", "Usha Latchumanan College of Education", "Tamil Nadu", { district: "Chennai" }),
    ]);
    expect(rows.map((r) => r.institution_code)).toEqual(["", "C-2"]);
    expect(rows[0].name_keys).toContain("indian institute sciences engineering");
    expect(String(rows[0].name_keys).split("|")).not.toContain("indian institute sciences");
  });
});

describe("websites", () => {
  it("keeps only http(s) addresses", () => {
    expect(websiteUrl("www.iitm.ac.in")).toBe("https://www.iitm.ac.in/");
    expect(websiteUrl("http://iith.ac.in")).toBe("http://iith.ac.in/");
    expect(websiteUrl("javascript:alert(1)")).toBeNull();
    expect(websiteUrl("-")).toBeNull();
    expect(websiteUrl("mailto:x@y.in")).toBeNull();
  });

  it("takes the domains list's address only for exactly one institution of that name in that state", () => {
    const { rows } = hipoWebsites(
      [
        { name: "Ashoka University", "state-province": "Haryana", web_pages: ["https://www.ashoka.edu.in/"] },
        { name: "Ashoka University", "state-province": null, web_pages: ["https://elsewhere.example/"] },
        {
          name: "Atharva College of Engineering",
          "state-province": "Mumbai",
          web_pages: ["https://atharvacoe.ac.in/"],
        },
        { name: "Ashoka Institute", "state-province": "Punjab", web_pages: ["https://near.example/"] },
      ],
      [
        university("U-1", "Ashoka University", "Haryana"),
        university("U-2", "Ashoka University", "Punjab"),
        university("C-3", "Atharva College of Engineering", "Maharashtra"),
      ],
    );
    expect(rows).toEqual([
      {
        institution_code: "U-1",
        website: "https://www.ashoka.edu.in/",
        source: "hipo-domains",
        matched_by: "whole name and state",
      },
    ]);
  });
});
