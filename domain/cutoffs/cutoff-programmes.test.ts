import { describe, expect, it } from "vitest";
import { josaaProgramme, mhtcetProgramme, neetProgramme } from "./cutoff-programmes.ts";
import { MHTCET_CATEGORY } from "./exams.ts";

describe("programmes of the cut-off files", () => {
  it("splits JoSAA's programmes into branch, degree and duration and keeps the printed name", () => {
    expect(josaaProgramme("Computer Science and Engineering (4 Years, Bachelor of Technology)")).toEqual({
      nameAsPublished: "Computer Science and Engineering (4 Years, Bachelor of Technology)",
      branch: "Computer Science and Engineering",
      degree: "B.Tech",
      durationYears: 4,
    });
    expect(
      josaaProgramme(
        "Civil Engineering and M.Tech in Transportation Engineering (5 Years, Bachelor and Master of Technology (Dual Degree))",
      ),
    ).toMatchObject({
      branch: "Civil Engineering and M.Tech in Transportation Engineering",
      degree: "B.Tech + M.Tech (Dual Degree)",
      durationYears: 5,
    });
    expect(josaaProgramme("Architecture (5 Years, Bachelor of Architecture)")).toMatchObject({ degree: "B.Arch" });
  });

  it("undoes HTML entities, a degree said twice and misspellings in the branch only", () => {
    const programme = josaaProgramme(
      "B.Tech in Artificial Intelligenece and Data Science &amp; Human Computer lnteraction (4 Years, Bachelor of Technology)",
    );
    expect(programme.branch).toBe("Artificial Intelligence and Data Science & Human Computer Interaction");
    expect(programme.nameAsPublished).toBe(
      "B.Tech in Artificial Intelligenece and Data Science & Human Computer lnteraction (4 Years, Bachelor of Technology)",
    );
    expect(josaaProgramme("Electrical Engineering ( Rail Engineering) (4 Years, Bachelor of Technology)").branch).toBe(
      "Electrical Engineering (Rail Engineering)",
    );
  });

  it("stops on a degree or programme it does not know, so next year's new ones are looked at", () => {
    expect(() => josaaProgramme("Physics (4 Years, Bachelor of Something New)")).toThrow(/unknown degree/);
    expect(() => josaaProgramme("Physics")).toThrow(/without its duration/);
    expect(() => neetProgramme("BAMS")).toThrow(/unknown programme/);
  });

  it("names NEET's programmes and MHT-CET's branches without inventing what the source does not say", () => {
    expect(neetProgramme("MBBS")).toEqual({
      nameAsPublished: "MBBS",
      branch: "Medicine and Surgery",
      degree: "MBBS",
      durationYears: "",
    });
    expect(mhtcetProgramme("Electrical Engg[Electronics and Power]")).toEqual({
      nameAsPublished: "Electrical Engg[Electronics and Power]",
      branch: "Electrical Engineering [Electronics and Power]",
      degree: "",
      durationYears: "",
    });
    expect(mhtcetProgramme("Computer Science and Engineering(Data Science)").branch).toBe(
      "Computer Science and Engineering (Data Science)",
    );
  });

  it("knows the CET Cell's seat-type codes", () => {
    for (const code of ["GOPENS", "LOBCH", "PWDROBCS", "DEFRNT1S", "GSEBCO", "TFWS", "EWS", "MI", "ORPHAN"])
      expect(MHTCET_CATEGORY.test(code), code).toBe(true);
    for (const code of ["OPEN", "GOPEN", "XOPENS", "PWDROBC\nS"]) expect(MHTCET_CATEGORY.test(code), code).toBe(false);
  });
});
