import { describe, expect, it } from "vitest";
import { keepOnePerCode } from "./aishe.ts";
import { indexAishe, matchToAishe } from "./match-institutions.ts";
import { matchKey, stateKey } from "../../domain/names/match-names.ts";
import { aisheCodeInNirfId } from "./nirf.ts";
import { assignSlugs } from "./slugs.ts";

describe("matching names", () => {
  it("ignores case, punctuation, '&'/'and' and common abbreviations", () => {
    expect(matchKey("GOVT. ENGG. COLLEGE & RESEARCH CENTRE")).toBe(
      matchKey("Government Engineering College and Research Center"),
    );
    expect(matchKey("I. S. F. College of Pharmacy")).toBe(matchKey("ISF college of Pharmacy"));
    expect(matchKey("Bharati Vidyapeeth's Instt. of Technology")).toBe(
      matchKey("BHARATI VIDYAPEETHS INSTITUTE OF TECHNOLOGY"),
    );
    expect(stateKey("Pondicherry")).toBe(stateKey("Puducherry"));
    expect(stateKey("Jammu & Kashmir")).toBe(stateKey("Jammu and Kashmir"));
  });

  const aishe = keepOnePerCode([
    { aishe_code: "C-1", name: "Government Polytechnic College", state: "Maharashtra", district: "Pune" },
    { aishe_code: "C-1", name: "Govt Polytechnic, Pune", state: "Maharashtra" },
    { aishe_code: "C-2", name: "Government Polytechnic College", state: "Maharashtra", district: "Nagpur" },
    { aishe_code: "U-0456", name: "Indian Institute of Technology, Chennai", state: "Tamil Nadu", district: "Chennai" },
  ]);
  const index = indexAishe(aishe);

  it("keeps one row per AISHE code, the copy with a district, and the other name as an alias", () => {
    expect(aishe.filter((institution) => institution.code === "C-1")).toEqual([
      {
        code: "C-1",
        name: "Government Polytechnic College",
        otherNames: ["Govt Polytechnic, Pune"],
        state: "Maharashtra",
        district: "Pune",
      },
    ]);
  });

  it("does not take a copy that names a NIRF id kept apart as a name of the code's institution", () => {
    const copies = [
      { aishe_code: "C-45430", name: "SRM Dental College", state: "Tamil Nadu" },
      { aishe_code: "C-45430", name: "SRM Kattankulathur Dental College (NIRF Code (N-353))", state: "Tamil Nadu" },
    ];
    expect(keepOnePerCode(copies)[0].otherNames).toEqual(["SRM Kattankulathur Dental College (NIRF Code (N-353))"]);
    expect(keepOnePerCode(copies, new Set(["N-353"]))[0].otherNames).toEqual([]);
  });

  it("matches on name, state and district", () => {
    expect(matchToAishe(index, { name: "GOVT. POLYTECHNIC COLLEGE", state: "Maharashtra", places: ["PUNE"] })).toEqual({
      code: "C-1",
      how: "name, state and district",
    });
  });

  it("does not match a same-named institution in another district or state", () => {
    expect(
      matchToAishe(index, { name: "Government Polytechnic College", state: "Maharashtra", places: ["Amravati"] }).code,
    ).toBe("");
    expect(
      matchToAishe(index, { name: "Government Polytechnic College", state: "Gujarat", places: ["Pune"] }).code,
    ).toBe("");
  });

  it("reads the AISHE code in a NIRF id", () => {
    expect(aisheCodeInNirfId("IR-O-U-0456")).toBe("U-0456");
    expect(aisheCodeInNirfId("IR-2-O-OE-U-0456")).toBe("U-0456");
    expect(aisheCodeInNirfId("IR-C-C-6377")).toBe("C-6377");
    expect(aisheCodeInNirfId("IR-O-I-1074")).toBe("");
    expect(aisheCodeInNirfId("IR17-I-1-1-77")).toBe("");
  });
});

describe("slugs", () => {
  it("are name and place, unique, with the code added where two would collide", () => {
    const slugs = assignSlugs([
      { code: "C-2", name: "Government Polytechnic College", place: "Pune" },
      { code: "C-1", name: "Government Polytechnic College", place: "Pune" },
      { code: "U-0456", name: "Indian Institute of Technology Madras", place: "Chennai" },
      { code: "C-3", name: "Madras Medical College, Chennai", place: "Chennai" },
    ]);
    expect(slugs.get("U-0456")).toBe("indian-institute-of-technology-madras-chennai");
    expect(slugs.get("C-3")).toBe("madras-medical-college-chennai");
    expect(slugs.get("C-1")).toBe("government-polytechnic-college-pune-c-1");
    expect(slugs.get("C-2")).toBe("government-polytechnic-college-pune-c-2");
    expect(new Set(slugs.values()).size).toBe(4);
  });
});
