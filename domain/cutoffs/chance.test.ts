import { describe, expect, it } from "vitest";
import { CHANCE_METHOD, chanceOf, shareAhead } from "./chance.ts";

// A seat that closed at 70, 68 and 66 in the last three years (66 the latest).
const seat = { latest: 66, years: [70, 68, 66] };

describe("the chance method", () => {
  it("is Likely when the rank is at or better than every year's closing rank, the boundary included", () => {
    expect(chanceOf(1, seat)).toBe("Likely");
    expect(chanceOf(66, seat)).toBe("Likely"); // rank == the latest and tightest closing rank
  });

  it("is Possible just past the tightest year, up to the loosest year or 10 % past the latest closing", () => {
    expect(chanceOf(67, seat)).toBe("Possible");
    expect(chanceOf(70, seat)).toBe("Possible"); // rank == the loosest closing rank
    // A seat whose latest closing is its loosest: 10 % past it is still Possible.
    expect(chanceOf(110, { latest: 100, years: [90, 95, 100] })).toBe("Possible");
    expect(chanceOf(111, { latest: 100, years: [90, 95, 100] })).toBe("Reach");
  });

  it("is Reach up to 25 % past the loosest closing rank, and not listed beyond", () => {
    expect(chanceOf(73, seat)).toBe("Reach"); // past the loosest (70) and past 66 × 1.1
    expect(chanceOf(87, seat)).toBe("Reach"); // ≤ 70 × 1.25 = 87.5
    expect(chanceOf(88, seat)).toBeNull();
  });

  it("reads the latest year alone when it is the only year held", () => {
    expect(chanceOf(100, { latest: 100, years: [100] })).toBe("Likely");
    expect(chanceOf(101, { latest: 100, years: [] })).toBe("Possible");
  });

  it("compares percentiles through the share of candidates ahead, like a rank", () => {
    const closing = { latest: shareAhead(95), years: [shareAhead(95)] };
    expect(chanceOf(shareAhead(95), closing)).toBe("Likely");
    expect(chanceOf(shareAhead(96.5), closing)).toBe("Likely");
    expect(chanceOf(shareAhead(94.6), closing)).toBe("Possible"); // 5.4 ≤ 5 × 1.1
    expect(chanceOf(shareAhead(94), closing)).toBe("Reach"); // 6 ≤ 5 × 1.25
    expect(chanceOf(shareAhead(93), closing)).toBeNull();
  });

  it("publishes its rules in order with the margins it applies", () => {
    expect(CHANCE_METHOD.rules.map((r) => r.chance)).toEqual(["Likely", "Possible", "Reach"]);
    expect(CHANCE_METHOD).toMatchObject({ trendYears: 3, possibleMargin: 0.1, reachMargin: 0.25 });
  });
});
