// Every MBBS college of the NMC seat matrix as the portal shows it: one college per name, a real state,
// a district of its own, and rows known by hand read exactly.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { gunzipSync } from "node:zlib";
import { parse } from "csv-parse/sync";
import { describe, expect, it } from "vitest";
import { correctNmcColleges } from "./nmc.ts";
import { STATES } from "../../domain/states.ts";

const seats: Record<string, string>[] = parse(
  gunzipSync(readFileSync(join(import.meta.dirname, "../../db/data/mbbs-seats.csv.gz"))).toString("utf8"),
  { columns: true },
);
const bySerial = new Map(seats.map((row) => [Number(row.nmc_serial), row]));

// Names that do carry their district inside them, checked against the document.
const DISTRICT_IN_NAME = new Set([78, 103, 289, 503, 534, 536, 565, 571, 648, 656, 657, 660, 679]);

/** The name without a bracketed former name ("(Formerly ...)", "(Renamed as ...)", "(Prev.name ...)"). */
function currentName(name: string): string {
  return name.replace(/\((formerly|formely|renamed|prev)[\s\S]*$/i, "");
}

describe("the NMC seat matrix as imported", () => {
  it("has 780 colleges and 118,190 seats", () => {
    expect(seats.length).toBe(780);
    expect(seats.reduce((sum, row) => sum + Number(row.seats), 0)).toBe(118190);
    expect([...bySerial.keys()].sort((a, b) => a - b)).toEqual(Array.from({ length: 780 }, (_, i) => i + 1));
  });

  it.each(seats.map((row) => [Number(row.nmc_serial), row] as const))(
    "serial %i reads as one college",
    (serial, row) => {
      const { nmc_name: name, state, district } = row;
      expect(STATES).toContain(state);
      // One college: a name begins in capitals, does not end mid-phrase, and names one college or institute.
      expect(name).toMatch(/^[A-Z]/);
      expect(name).not.toMatch(/\b(of|and|&|Medical|Government|Govt\.?)$|earmarked|seats/);
      expect(name).toMatch(
        /\b(College|Institute|Insttitute|Instt\.?|School|Faculty|Academy|University|Mahavidyalaya|Centre|Trust)\b/i,
      );
      expect(currentName(name).match(/\bCollege\b/gi)?.length ?? 0).toBeLessThanOrEqual(1);
      expect(currentName(name).match(/\b(Institute|Instt)\b/gi)?.length ?? 0).toBeLessThanOrEqual(1);
      expect(name).not.toMatch(/(?<!(Madhya|Uttar|Andhra|Himachal|Arunachal) )Pradesh/);
      // A district of its own: words in capitals, none of the university's, not the state.
      expect(district).toMatch(/^(The )?[A-Z0-9][A-Za-z0-9.-]*( [A-Z0-9][A-Za-z0-9.-]*){0,3}$/);
      expect(district).not.toMatch(/\b(of|University|Medical|Dr|Sciences?)\b|[a-z][A-Z]/);
      if (district !== "Delhi" && district !== "Chandigarh")
        expect(STATES as readonly string[]).not.toContain(district);
      expect(new Set(district.split(" ")).size).toBe(district.split(" ").length);
      // The district is not read into the middle of the name ("Jawaharlal Nehru Medical Belgaum College").
      if (!DISTRICT_IN_NAME.has(serial)) {
        const words = name.split(",")[0].split(/\s+/).slice(1, -1);
        expect(words.map((word) => word.toLowerCase())).not.toContain(district.split(" ")[0].toLowerCase());
      }
    },
  );

  it("reads known rows exactly", () => {
    const row = (serial: number) => {
      const { nmc_name, state, district, seats: count } = bySerial.get(serial)!;
      return { nmc_name, state, district, seats: count };
    };
    expect(row(1)).toEqual({
      nmc_name: "Andaman & Nicobar Islands Institute of Medical Sciences, Port Blair",
      state: "Andaman and Nicobar Islands",
      district: "Port Blair",
      seats: "114",
    });
    expect(row(97)).toMatchObject({
      nmc_name: "All India Institute of Medical Sciences, New Delhi",
      district: "Delhi",
    });
    expect(row(100)).toMatchObject({ nmc_name: "Maulana Azad Medical College, New Delhi", state: "Delhi" });
    expect(row(101)).toMatchObject({
      nmc_name: "Atal Bihari Vajpayee Institute of Medical Sciences and Dr. RML Hospital, New Delhi",
    });
    expect(row(143)).toMatchObject({
      nmc_name: "Government Medical College, Panchmahal Godhra",
      district: "Panchmahal",
    });
    expect(row(227)).toMatchObject({ nmc_name: "Jawaharlal Nehru Medical College, Belgaum", district: "Belgaum" });
    expect(row(281)).toMatchObject({ nmc_name: "Medical College, Thiruvananthapuram", district: "Thiruvananthapuram" });
    expect(row(298)).toMatchObject({ nmc_name: "Government Medical College, Seoni", state: "Madhya Pradesh" });
    expect(row(331)).toMatchObject({
      nmc_name: "Mahatma Gandhi Missions Medical College, Navi Mumbai",
      state: "Maharashtra",
    });
    expect(row(420)).toMatchObject({ nmc_name: "SCB Medical College, Cuttack", state: "Odisha", district: "Cuttack" });
    expect(row(516)).toMatchObject({ nmc_name: "Christian Medical College, Vellore", district: "Vellore" });
    expect(row(743)).toMatchObject({ state: "West Bengal", district: "Nadia" });
  });

  it("refuses a correction that changes nothing or names no college", () => {
    const college = {
      serial: 1,
      state: "Tamil Nadu",
      name: "Madras Medical College, Chennai",
      district: "Chennai",
      university: "The Tamilnadu Dr. MGR Medical University",
      management: "Govt",
      established: "1835",
      seats: 250,
    };
    const correction = { serial: 1, state: "", name: "", district: "Chennai", university: "", why: "" };
    expect(() => correctNmcColleges([college], [correction])).toThrow(/read that way already/);
    expect(() => correctNmcColleges([college], [{ ...correction, serial: 2 }])).toThrow(/no college/);
    expect(correctNmcColleges([{ ...college, state: "Orissa", district: "NTR DISTRICT" }], [])[0]).toMatchObject({
      state: "Odisha",
      district: "NTR District",
    });
  });
});
