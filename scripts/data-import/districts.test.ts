// The district table (districts.csv): each state's official districts, every spelling the sources print
// mapped to one of them or to none, and the committed catalogue spelling each district one way.
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gunzipSync } from "node:zlib";
import { parse } from "csv-parse/sync";
import { describe, expect, it } from "vitest";
import { STATES } from "../../domain/states.ts";
import { districtOf, readDistrictTable } from "./districts.ts";
import { districtMoves } from "./spell-districts.ts";

const table = readDistrictTable();
const dataDir = join(import.meta.dirname, "../../db/data");
const institutions: Record<string, string>[] = parse(
  gunzipSync(readFileSync(join(dataDir, "institutions.csv.gz"))).toString("utf8"),
  { columns: true },
);

describe("the district table", () => {
  it("lists the official number of districts where it is settled", () => {
    const count = (state: string) => table.districts.get(state)?.length;
    expect(count("Bihar")).toBe(38);
    expect(count("Maharashtra")).toBe(36);
    expect(count("Uttar Pradesh")).toBe(75);
    // 33, the 17 of 2023, less the 9 undone in December 2024.
    expect(count("Rajasthan")).toBe(41);
    expect(count("Kerala")).toBe(14);
    expect(count("Tamil Nadu")).toBe(38);
  });

  it("covers every state and union territory, each district once", () => {
    expect([...table.districts.keys()].sort()).toEqual([...STATES].sort());
    for (const [state, districts] of table.districts) expect(new Set(districts).size, state).toBe(districts.length);
  });

  it("refuses a spelling that would name two districts", () => {
    const file = join(mkdtempSync(join(tmpdir(), "districts-")), "districts.csv");
    writeFileSync(
      file,
      "state,district,spelling,note\nBihar,Patna,,\nBihar,Gaya,,\nBihar,Patna,Pataliputra,\nBihar,Gaya,pataliputra,\n",
    );
    expect(() => readDistrictTable(file)).toThrow(/Pataliputra|pataliputra/);
    writeFileSync(file, "state,district,spelling,note\nBihar,Patna,,\nBihar,Gaya,Patna,\n");
    expect(() => readDistrictTable(file)).toThrow(/Patna/);
  });

  it("names a district for the spellings the sources print, and none where it cannot be told", () => {
    expect(districtOf("Bihar", "Purbi Champaran")).toBe("East Champaran");
    expect(districtOf("Bihar", "PASHCHIM CHAMPARAN")).toBe("West Champaran");
    expect(districtOf("Bihar", "Kaimur (Bhabua)")).toBe("Kaimur");
    expect(districtOf("Bihar", "muzzafarpur")).toBe("Muzaffarpur");
    expect(districtOf("Bihar", "Sasaram")).toBe("Rohtas");
    expect(districtOf("Rajasthan", "dungapur")).toBe("Dungarpur");
    expect(districtOf("Rajasthan", "jagatpura")).toBe("Jaipur");
    // AISHE prints Mumbai Suburban apart: its Mumbai is the city district. Navi Mumbai lies in two.
    expect(districtOf("Maharashtra", "Mumbai")).toBe("Mumbai City");
    expect(districtOf("Maharashtra", "Navi Mumbai")).toBeUndefined();
    expect(districtOf("Bihar", "Atlantis")).toBeUndefined();
  });
});

describe("districts in the committed catalogue", () => {
  it("are each spelt as the table spells that state's districts", () => {
    const wrong = institutions.filter((row) => row.district && !table.districts.get(row.state)?.includes(row.district));
    expect(wrong.map((row) => `${row.state}: ${row.district}`)).toEqual([]);
  });

  it("hold East Champaran's institutions, Purbi Champaran's among them, under one district", () => {
    const bihar = institutions.filter((row) => row.state === "Bihar");
    // 54 pages before the records of one institution were merged into one page (merge-institutions.ts).
    expect(bihar.filter((row) => row.district === "East Champaran").length).toBeGreaterThanOrEqual(50);
    expect(new Set(bihar.map((row) => row.district).filter(Boolean)).size).toBe(38);
  });

  it("come with the old addresses the directory redirects, as the table gives them", () => {
    const moves = JSON.parse(readFileSync(join(dataDir, "district-moves.json"), "utf8"));
    expect(moves).toEqual(districtMoves(table));
    expect(moves.bihar["purbi-champaran"]).toBe("east-champaran");
    expect(moves.maharashtra.mumbai).toBe("mumbai-city");
    expect(moves.maharashtra["navi-mumbai"]).toBe("");
  });
});
