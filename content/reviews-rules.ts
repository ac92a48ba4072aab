// The words of /review: headline, dos and don'ts, writing tips and the rewards rules of SPEC.md §9.
// The numbers come from domain/reviews/review-points.ts, so the page and the points calculation agree.
import {
  CROWDED_AFTER_REVIEWS_PER_MONTH,
  formatRupees,
  leaderboard,
  referralReward,
  reviewReward,
  RUPEES_PER_POINT,
} from "../domain/reviews/review-points.ts";

const rupees = (points: number) => `₹${formatRupees(points * RUPEES_PER_POINT)}`;

const topBonus = `₹${formatRupees(leaderboard[0].bonus)}`;

// Each claim says what it is paid for, so the page never seems to promise ₹1,00,000, ₹200 and ₹500 for one
// review: the ₹1,00,000 is the leaderboard's first prize for referrals, a review earns 20 to 1,000 points.
export const reviewHeadline = {
  greeting: "Hello Guest",
  title: `Write a review of your college: earn up to ${rupees(reviewReward.max)} a review, and refer friends for a monthly prize of up to ${topBonus}`,
  rewards: [
    `${reviewReward.min} to ${formatRupees(reviewReward.max)} points (${rupees(reviewReward.min)} to ${rupees(reviewReward.max)}) for every approved review: the more detail, the more points`,
    `${referralReward.min} to ${referralReward.max} points (${rupees(referralReward.min)} to ${rupees(referralReward.max)}) for every friend you refer whose review is approved`,
    `The month's top referrer wins a ${topBonus} bonus (rules below)`,
  ],
};

/** What the review page's description says, from the same numbers as its headline. */
export const reviewDescription = `Review your college in nine short steps: academics, faculty, hostel, placements and more. Approved reviews earn ${reviewReward.min} to ${formatRupees(reviewReward.max)} points (up to ${rupees(reviewReward.max)}).`;

export const reviewDos = [
  "Write about your own experience at the college, in your own words.",
  "Give facts: fees you paid, companies that visited, hostel charges, class sizes.",
  "Mention both what you liked and what could be better.",
  "Use simple English or Hinglish that a Class 12 student can follow.",
];

export const reviewDonts = [
  "Don't copy text from the college website, another review or any other source.",
  "Don't use abusive language or make personal attacks on teachers or students.",
  "Don't share phone numbers, email addresses or other personal details of anyone.",
  "Don't write more than one review of the same course at the same college.",
];

/** The writing tips: be factual, decent, original, patient, social */
export const reviewTips = [
  { title: "Be factual", text: "Back your opinions with numbers and examples: packages, fees, facilities, events." },
  { title: "Be decent", text: "Criticise politely. Reviews with abusive or offensive language are rejected." },
  { title: "Be original", text: "Every review is checked for copied text. Copied reviews earn no points." },
  {
    title: "Be patient",
    text: "Moderation takes up to 7 working days. Points are credited once the review is approved.",
  },
  {
    title: "Be social",
    text: "Share your referral link with classmates. You earn points when their reviews are approved.",
  },
];

export const rewardRules = [
  `1 point = ₹${RUPEES_PER_POINT}.`,
  `Review writing reward: up to ${formatRupees(reviewReward.max)} points (${rupees(reviewReward.max)}) for an approved review, at least ${reviewReward.min} points (${rupees(reviewReward.min)}).`,
  `Referral reward: up to ${referralReward.max} points (${rupees(referralReward.max)}) per successful referral, at least ${referralReward.min} points (${rupees(referralReward.min)}).`,
  `${referralReward.assuredForSelectedColleges} points are assured for referred reviews of selected colleges.`,
  "A referral is successful when the review written by the person you referred is approved.",
  `If more than ${CROWDED_AFTER_REVIEWS_PER_MONTH} reviews are collected for a college in a month, the referral reward for that college drops to ${referralReward.crowded} points and the review reward to ${reviewReward.crowded} points.`,
  "Longer, detailed answers on academics, faculty, infrastructure, hostel, placements and campus life earn more points.",
];

const tierLabel = (from: number, to: number) => (from === to ? `Rank ${from}` : `Ranks ${from}–${to}`);

export const leaderboardRules = {
  intro: "Winners are announced at the start of each month for the month before.",
  tiers: leaderboard.map((t) => ({
    ranks: tierLabel(t.fromRank, t.toRank),
    bonus: `₹${formatRupees(t.bonus)}`,
    minReferrals: `At least ${t.minReferrals} successful referrals`,
  })),
  note: "Bonus cash is paid in addition to the points earned. The full terms may change; see the Terms & Conditions.",
};
