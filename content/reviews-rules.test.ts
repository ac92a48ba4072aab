// The review page's reward claims agree with each other and with SPEC.md §9: every rupee amount it prints is
// one of the rules' amounts, and each is said of what it is paid for.
import { describe, expect, it } from "vitest";
import { reviewDescription, reviewHeadline, rewardRules } from "./reviews-rules.ts";

const amounts = (text: string) => [...text.matchAll(/₹([\d,]+)/g)].map((m) => Number(m[1].replaceAll(",", "")));

describe("the review page's reward claims", () => {
  it("print only SPEC's amounts: a review earns ₹10 to ₹500, a referral ₹5 to ₹100, the top referrer ₹1,00,000", () => {
    const claims = [reviewHeadline.title, ...reviewHeadline.rewards, reviewDescription];
    const allowed = new Set([10, 500, 5, 100, 100_000]);
    for (const claim of claims) for (const amount of amounts(claim)) expect(allowed, claim).toContain(amount);
    expect(reviewHeadline.title).toMatch(/up to ₹500 a review/);
    expect(reviewHeadline.title).toMatch(/refer friends for a monthly prize of up to ₹1,00,000/);
    expect(reviewDescription).toMatch(/up to ₹500/);
  });

  it("agree with the rules list below them", () => {
    expect(rewardRules.join(" ")).toContain(
      "up to 1,000 points (₹500) for an approved review, at least 20 points (₹10)",
    );
    expect(rewardRules.join(" ")).toContain("up to 200 points (₹100) per successful referral, at least 10 points (₹5)");
    expect(reviewHeadline.rewards[0]).toContain("20 to 1,000 points (₹10 to ₹500)");
    expect(reviewHeadline.rewards[1]).toContain("10 to 200 points (₹5 to ₹100)");
  });
});
