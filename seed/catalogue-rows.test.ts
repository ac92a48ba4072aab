import { describe, expect, it } from "vitest";
import { disciplineGroup, levelGroup, managementGroup } from "./catalogue-rows.ts";

describe("management groups", () => {
  it.each([
    ["Government", "Government"],
    ["Govt", "Government"],
    ["Govt aided", "Government-aided"],
    ["Central University", "Government"],
    ["Deemed to be University(Govt)", "Government"],
    ["Private-Self Financing", "Private"],
    ["Society Society", "Private"],
    ["Deemed to be University(Pvt)", "Private"],
    ["", null],
    ["Something else", null],
  ])("%s → %s", (printed, group) => {
    expect(managementGroup(printed)).toBe(group);
  });
});

describe("levels and disciplines", () => {
  it("groups AICTE's levels and programmes as a student filters them", () => {
    expect(levelGroup("UNDER GRADUATE")).toBe("Undergraduate");
    expect(levelGroup("Post Graduate Diploma")).toBe("Postgraduate diploma");
    expect(levelGroup("unknown")).toBeNull();
    expect(disciplineGroup("ENGINEERING AND TECHNOLOGY")).toBe("Engineering");
    expect(disciplineGroup("Computer Applications")).toBe("Computer applications");
  });
});
