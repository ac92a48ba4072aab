import { describe, expect, it } from "vitest";
import { formatRupees, leaderboard, reviewPoints, reviewReward } from "./review-points.ts";

const experience = ["academics", "faculty", "infrastructure", "hostel", "placements", "campus"];

/** A review whose six experience steps each have `length` characters and the college and details texts `optional`. */
function review(length: number, optional = 0) {
  return {
    steps: ["college", ...experience, "details"].map((key) => ({
      key,
      text: "a".repeat(key === "college" || key === "details" ? optional : length),
    })),
  };
}

describe("reviewPoints", () => {
  it("gives the 20-point minimum (₹10) to a review at the 40-character minimum", () => {
    expect(reviewPoints(review(40))).toEqual({ points: 20, rupees: 10, crowded: false });
  });

  it("adds one point per 4 characters beyond the minimum on each experience step", () => {
    // (140 − 40) / 4 = 25 points × 6 steps + 20
    expect(reviewPoints(review(140)).points).toBe(170);
  });

  it("caps each step at 160 points and the review at 1,000 points (₹500)", () => {
    expect(reviewPoints(review(5000)).points).toBe(980);
    expect(reviewPoints(review(5000, 40))).toEqual({ points: 1000, rupees: 500, crowded: false });
    expect(reviewPoints(review(5000, 40)).points).toBe(reviewReward.max);
  });

  it("gives the completeness bonus only when both optional texts reach 40 characters", () => {
    expect(reviewPoints(review(40, 39)).points).toBe(20);
    expect(reviewPoints(review(40, 40)).points).toBe(40);
  });

  it("counts characters, not bytes, so Hindi text is not undercounted", () => {
    const hindi = "अच्छा".repeat(20); // 100 code points
    const steps = experience.map((key) => ({ key, text: hindi }));
    expect(reviewPoints({ steps }).points).toBe(20 + 6 * 15);
  });

  it("caps the reward at 40 points once a college has more than 20 reviews this month", () => {
    expect(reviewPoints(review(5000), { collegeReviewsThisMonth: 19 }).points).toBe(980);
    expect(reviewPoints(review(5000), { collegeReviewsThisMonth: 20 })).toEqual({
      points: 40,
      rupees: 20,
      crowded: true,
    });
    expect(reviewPoints(review(40), { collegeReviewsThisMonth: 50 }).points).toBe(20);
  });
});

describe("leaderboard and rupees", () => {
  it("keeps the prize tiers of SPEC.md §9", () => {
    expect(leaderboard.map((t) => [t.fromRank, t.toRank, t.bonus, t.minReferrals])).toEqual([
      [1, 1, 100000, 150],
      [2, 2, 50000, 120],
      [3, 3, 30000, 100],
      [4, 10, 10000, 50],
      [11, 20, 500, 30],
      [21, 25, 300, 15],
    ]);
  });

  it("formats rupees with Indian digit grouping", () => {
    expect(formatRupees(100000)).toBe("1,00,000");
    expect(formatRupees(10.5)).toBe("10.5");
  });
});
