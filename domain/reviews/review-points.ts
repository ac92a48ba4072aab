// The review rewards of SPEC.md §9 as numbers, and the points one review can earn under them.
// Pure and browser-safe: the review page prints the rules from these same constants.
import { REVIEW_TEXT_MIN } from "./review-steps.ts";

/** 1 point = 0.5 rupee */
export const RUPEES_PER_POINT = 0.5;

export const reviewReward = {
  /** Every approved review earns at least this */
  min: 20,
  /** The most one review can earn */
  max: 1000,
  /** The cap once a college has more than `crowdedAfter` reviews in a month */
  crowded: 40,
} as const;

export const referralReward = {
  min: 10,
  max: 200,
  /** Referred reviews of selected colleges always earn this */
  assuredForSelectedColleges: 200,
  crowded: 20,
} as const;

/** More than this many reviews for one college in one month lowers both rewards. */
export const CROWDED_AFTER_REVIEWS_PER_MONTH = 20;

export interface LeaderboardTier {
  fromRank: number;
  toRank: number;
  /** Bonus cash in rupees */
  bonus: number;
  /** Successful referrals needed to qualify */
  minReferrals: number;
}

/** Announced at the start of each month for the month before. */
export const leaderboard: readonly LeaderboardTier[] = [
  { fromRank: 1, toRank: 1, bonus: 100000, minReferrals: 150 },
  { fromRank: 2, toRank: 2, bonus: 50000, minReferrals: 120 },
  { fromRank: 3, toRank: 3, bonus: 30000, minReferrals: 100 },
  { fromRank: 4, toRank: 10, bonus: 10000, minReferrals: 50 },
  { fromRank: 11, toRank: 20, bonus: 500, minReferrals: 30 },
  { fromRank: 21, toRank: 25, bonus: 300, minReferrals: 15 },
];

/** Detail points per experience step: one point for every 4 characters beyond the minimum, up to 160. */
const DETAIL_CHARS_PER_POINT = 4;
const DETAIL_MAX_PER_STEP = 160;
/** Given when the two optional texts (the college step's and the details step's) are written too: the last 20 of the 1,000. */
const COMPLETENESS_BONUS = 20;

/** The steps whose text is optional (the college and the details); the others are the six experience steps. */
const optionalTexts = new Set<string>(["college", "details"]);

export interface ReviewPoints {
  points: number;
  rupees: number;
  /** True when the college's monthly review count capped the reward */
  crowded: boolean;
}

export interface ReviewPointsContext {
  /** Reviews of the same college already received this calendar month (this one excluded) */
  collegeReviewsThisMonth?: number;
}

/**
 * What a review earns once approved. Detail is what makes a review useful to the next student, so the
 * reward grows with the length of the six experience texts (steps 2–7): 20 points for the minimum,
 * up to 160 more per step, and 20 more when the two optional texts are written; at most 1,000.
 */
export function reviewPoints(
  review: { steps: { key: string; text: string }[] },
  { collegeReviewsThisMonth = 0 }: ReviewPointsContext = {},
): ReviewPoints {
  let points: number = reviewReward.min;
  for (const s of review.steps) {
    const length = [...s.text.trim()].length; // code points, so Hindi or Tamil text counts fairly
    if (!optionalTexts.has(s.key)) {
      const extra = Math.floor(Math.max(0, length - REVIEW_TEXT_MIN) / DETAIL_CHARS_PER_POINT);
      points += Math.min(DETAIL_MAX_PER_STEP, extra);
    }
  }
  const optional = review.steps.filter((s) => optionalTexts.has(s.key));
  if (optional.length === 2 && optional.every((s) => [...s.text.trim()].length >= REVIEW_TEXT_MIN)) {
    points += COMPLETENESS_BONUS;
  }
  points = Math.min(reviewReward.max, points);
  const crowded = collegeReviewsThisMonth >= CROWDED_AFTER_REVIEWS_PER_MONTH;
  if (crowded) points = Math.min(points, reviewReward.crowded);
  return { points, rupees: points * RUPEES_PER_POINT, crowded };
}

/** Formats rupees the Indian way: 100000 → "1,00,000". */
export function formatRupees(amount: number): string {
  return amount.toLocaleString("en-IN", { maximumFractionDigits: 2 });
}
