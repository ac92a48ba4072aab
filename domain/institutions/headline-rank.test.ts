import { describe, expect, it } from "vitest";
import { byListOrder, headlineRank, rankLabel } from "./headline-rank.ts";

const r = (year: number, category: string, rank: number) => ({ year, category, rank });

describe("headlineRank", () => {
  it("shows Overall when the institution is ranked Overall, not its best category rank", () => {
    const bits = [r(2025, "Pharmacy", 2), r(2025, "Engineering", 11), r(2025, "Overall", 16), r(2024, "Overall", 20)];
    expect(headlineRank(bits, ["Engineering"])).toEqual(r(2025, "Overall", 16));
  });

  it("takes the latest year the institution is ranked in, even when an older year ranked it better", () => {
    expect(headlineRank([r(2024, "Overall", 5), r(2025, "Engineering", 40)])).toEqual(r(2025, "Engineering", 40));
  });

  it("without Overall, prefers a whole-institution list, then the category of what the institution teaches", () => {
    expect(headlineRank([r(2024, "Pharmacy", 3), r(2024, "Universities", 60)])).toEqual(r(2024, "Universities", 60));
    const both = [r(2025, "Engineering", 70), r(2025, "Management", 4)];
    expect(headlineRank(both, ["Management"])).toEqual(r(2025, "Management", 4));
    expect(headlineRank(both, ["Engineering"])).toEqual(r(2025, "Engineering", 70));
    // Nothing taught says which: the fixed order, never the better number.
    expect(headlineRank(both)).toEqual(r(2025, "Engineering", 70));
  });

  it("falls back to a category it does not know by name, and to nothing without ranks", () => {
    expect(headlineRank([r(2026, "Sustainability", 9), r(2026, "Innovation", 30)])).toEqual(r(2026, "Innovation", 30));
    expect(headlineRank([])).toBeNull();
  });

  it("labels a rank with its year and category", () => {
    expect(rankLabel(r(2025, "Engineering", 9))).toBe("NIRF 2025 · Engineering #9");
    expect(rankLabel(r(2025, "Engineering", 9), "en")).toBe("NIRF 2025 · Engineering #9");
  });

  it("labels a rank in Hindi, keeping the name of a list it has no word for", () => {
    expect(rankLabel(r(2025, "Overall", 16), "hi")).toBe("NIRF 2025 · ओवरऑल रैंक 16");
    expect(rankLabel(r(2026, "Innovation", 3), "hi")).toBe("NIRF 2026 · Innovation रैंक 3");
    expect(rankLabel(r(2026, "Innovation", 3))).toBe("NIRF 2026 · Innovation #3");
  });

  it("orders lists Overall first, then whole-institution lists, then subjects, then any other", () => {
    const lists = ["Pharmacy", "Zoology", "Engineering", "Universities", "Overall"];
    expect(lists.sort(byListOrder)).toEqual(["Overall", "Universities", "Engineering", "Pharmacy", "Zoology"]);
  });
});
