import { describe, expect, it } from "vitest";
import { figuresBasis, withShownFigures } from "./shown-figures.ts";

const page = {
  name: "Indian Institute of Technology Bombay",
  demo: true,
  institutionCode: "U-0469",
  figuresAsOf: null,
  figuresSourceUrl: null,
  rank: 3,
  fee: "₹2,30,000",
  placementAvg: "₹23.5 LPA",
  placementHigh: "₹168 LPA",
  courses: [{ name: "B.Tech", fees: "₹2,30,000", applicationDate: "2027-04-30", eligibility: "JEE Advanced" }],
};

describe("withShownFigures", () => {
  it("empties every invented figure of a demo page about a real institution", () => {
    const shown = withShownFigures(page);
    expect(shown).toMatchObject({ rank: null, fee: "", placementAvg: "", placementHigh: "", figuresBasis: "withheld" });
    expect(shown.courses).toEqual([{ name: "B.Tech", fees: "", applicationDate: "", eligibility: "JEE Advanced" }]);
  });

  it("withholds staff figures without a source or a date, and shows them with both", () => {
    const staff = { ...page, demo: false };
    expect(figuresBasis({ ...staff, figuresAsOf: "2026-06-01" })).toBe("withheld");
    expect(figuresBasis({ ...staff, figuresSourceUrl: "https://www.iitb.ac.in/fees" })).toBe("withheld");
    const sourced = withShownFigures({
      ...staff,
      figuresAsOf: "2026-06-01",
      figuresSourceUrl: "https://www.iitb.ac.in/",
    });
    expect(sourced).toMatchObject({ rank: 3, fee: "₹2,30,000", figuresBasis: "staff" });
  });

  it("shows a sample college's figures as an illustration, but never on a page linked to a real institution", () => {
    const sample = { ...page, name: "Sample College (illustration)", institutionCode: null };
    expect(withShownFigures(sample)).toMatchObject({ fee: "₹2,30,000", figuresBasis: "sample" });
    expect(figuresBasis({ ...sample, institutionCode: "U-0469" })).toBe("withheld");
  });
});
