import { describe, expect, it } from "vitest";
import type { Institution } from "../../../domain/institutions/institutions.server.ts";
import type { ProgrammeFacts } from "../../../domain/institution-facts/facts.schema.ts";
import { collegePageFacts, type PageFigures } from "./college-facts.tsx";

const page: PageFigures & { name: string } = {
  name: "Alpha College of Engineering",
  city: "Bengaluru",
  state: "Karnataka",
  rank: null,
  fee: "₹2,50,000",
  placementAvg: "",
  placementHigh: "",
  eligibility: "",
  figuresBasis: "withheld",
  figuresAsOf: null,
  figuresSourceUrl: null,
};

const sentAt = new Date("2026-11-30T06:00:00Z");
const checkedAt = new Date("2026-12-01T06:00:00Z");
const programme = (name: string, tuitionPerYear: number) => ({
  facts: { programme: name, academicYear: "2026-27", tuitionPerYear } as ProgrammeFacts,
  sentAt,
  checkedAt,
});

/** The institution a page is linked to, with only what the fees cards read. */
function institution(over: Partial<Institution> = {}): Institution {
  return {
    name: "Alpha College of Engineering, Bengaluru",
    slug: "alpha-college-of-engineering-bengaluru",
    rankings: [],
    disciplines: [],
    placements: [],
    programmes: [],
    mbbs: null,
    sourcesById: {},
    ugcFake: null,
    publishedFees: [],
    fromInstitution: { programmes: [] },
    ...over,
  } as unknown as Institution;
}

const fees = (facts: ReturnType<typeof collegePageFacts>) => facts.filter((f) => f.term.startsWith("Fees"));

describe("a staff college page's fees cards", () => {
  it("says Not published and offers to ask the college, by the page's name, where no one gives a fee", () => {
    expect(fees(collegePageFacts(page, institution(), null))).toEqual([
      expect.objectContaining({
        term: "Fees",
        value: "Not published",
        ask: "/enquiry?kind=apply&college=Alpha%20College%20of%20Engineering",
      }),
    ]);
    // A page linked to no institution too.
    expect(fees(collegePageFacts(page, undefined, null))).toEqual([
      expect.objectContaining({ term: "Fees", value: "Not published", ask: expect.stringContaining("/enquiry") }),
    ]);
  });

  it("shows the institution's own fees, saying who published and checked them, instead of Not published", () => {
    const i = institution({
      fromInstitution: { programmes: [programme("B.E. Mechanical", 142_000), programme("B.E. CSE", 186_000)] },
    });
    const shown = fees(collegePageFacts(page, i, null));
    expect(shown).toHaveLength(1);
    expect(shown[0]).toMatchObject({ term: "Fees (from the institution)", value: "₹1,42,000 a year" });
    expect(shown[0].detail).toMatch(
      /B\.E\. Mechanical, 2026-27, and 1 more below\. Published by the institution, .+; checked by the portal /,
    );
  });

  it("keeps an official fee and the institution's side by side, each with its source", () => {
    const official = {
      college: "ALPHA",
      course: "MBBS",
      feePerYear: 600_000,
      seats: 100,
      source: { name: "ACPUGMEC", url: "https://example.org/fees.pdf" },
      year: "2025-26",
    };
    const i = institution({
      publishedFees: [official] as Institution["publishedFees"],
      fromInstitution: { programmes: [programme("MBBS", 650_000)] },
    });
    const shown = fees(collegePageFacts(page, i, null));
    expect(shown.map((f) => [f.term, f.value])).toEqual([
      ["Fees (official)", "₹6,00,000 a year"],
      ["Fees (from the institution)", "₹6,50,000 a year"],
    ]);
    expect(shown[0].source).toEqual(official.source);
    // With only the official fee, no "Not published" beside it.
    expect(fees(collegePageFacts(page, institution({ publishedFees: i.publishedFees }), null))).toHaveLength(1);
  });

  it("keeps the page's own fee with its source, and adds the institution's after it", () => {
    const sourced = {
      ...page,
      figuresBasis: "staff" as const,
      figuresAsOf: "2026-10-01",
      figuresSourceUrl: "https://alpha.example.edu/fees",
    };
    const i = institution({ fromInstitution: { programmes: [programme("B.E. CSE", 186_000)] } });
    expect(fees(collegePageFacts(sourced, i, null)).map((f) => [f.term, f.value])).toEqual([
      ["Fees", "₹2,50,000"],
      ["Fees (from the institution)", "₹1,86,000 a year"],
    ]);
  });
});
