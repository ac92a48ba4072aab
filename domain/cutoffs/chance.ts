// How the predictor labels a seat Likely, Possible or Reach: the published method, as data the methodology
// page can show, and the one function that applies it. Safe in the browser (no zod, no database).

export const chances = ["Likely", "Possible", "Reach"] as const;
export type Chance = (typeof chances)[number];

/** Beyond the latest closing rank, how far a rank may be and still count as Possible; beyond the loosest, Reach. */
const POSSIBLE_MARGIN = 0.1;
const REACH_MARGIN = 0.25;
/** The years the method looks at: the latest year held and the two before it. */
const TREND_YEARS = 3;

/**
 * The method, as the methodology page shows it. `rules` are tried in order; the first that holds gives the
 * label. A seat that none of them fits is not listed.
 */
export const CHANCE_METHOD = {
  name: "Closing ranks of the latest year and the last three years",
  version: 1,
  trendYears: TREND_YEARS,
  possibleMargin: POSSIBLE_MARGIN,
  reachMargin: REACH_MARGIN,
  summary:
    "Each seat is compared with the closing rank of the final round of the latest year the counselling body " +
    "has published, and with the final-round closing ranks of the last three years it was offered in (the " +
    "latest included). A closing rank is the rank of the last candidate admitted, so a rank equal to it would " +
    "have been admitted. Ranks are compared only with ranks of the same list: your JEE common rank list (CRL) " +
    "rank with OPEN seats, your category rank with the closing ranks of that category's seats and your PwD " +
    "ranks with PwD seats (JoSAA prints each seat type's ranks in its own list), your NEET " +
    "All-India Rank with MCC's closing ranks (All-India Ranks for every category), your MHT-CET merit rank or " +
    "percentile with the CET Cell's. Preparatory-course ranks are never compared with anything.",
  percentile:
    "With a percentile (MHT-CET), the method compares the share of candidates ahead of you (100 minus the " +
    "percentile) with the share ahead of each closing percentile, which behaves like a rank.",
  rules: [
    {
      chance: "Likely",
      rule: "Your rank is at or better than the closing rank of every year held of the last three, the latest included.",
    },
    {
      chance: "Possible",
      rule:
        "Your rank is at or better than the closing rank of at least one of those years, or at most 10 % beyond " +
        "the latest closing rank.",
    },
    {
      chance: "Reach",
      rule: "Your rank is at most 25 % beyond the loosest (highest) closing rank of those years.",
    },
  ] satisfies { chance: Chance; rule: string }[],
  notListed: "Seats whose closing ranks are all more than 25 % better than your rank are not listed.",
  caveats: [
    "Closing ranks move from year to year with the number of seats and candidates; no label is a promise.",
    "Only seats of the latest year published are listed: a programme no longer offered is left out.",
    "The final round is the last round a seat appears in that year (JoSAA 2024 published five rounds, 2025 six).",
  ],
} as const;

/**
 * A seat's closing ranks as the method reads them, each "lower is better": ranks as they are, or for
 * percentiles the share of candidates ahead (100 − percentile).
 */
export interface SeatClosings {
  /** The latest year's final-round closing */
  latest: number;
  /** The final-round closings of the last three years held, the latest included */
  years: number[];
}

/** The share of candidates ahead of a percentile: compared like a rank (lower is better). */
export function shareAhead(percentile: number): number {
  return Math.max(0, 100 - percentile);
}

/** Likely, Possible, Reach, or null when the seat is not listed for this rank (lower is better, see SeatClosings). */
export function chanceOf(rank: number, closings: SeatClosings): Chance | null {
  const years = closings.years.length ? closings.years : [closings.latest];
  const tightest = Math.min(...years);
  const loosest = Math.max(...years);
  if (rank <= tightest) return "Likely";
  if (rank <= loosest || rank <= closings.latest * (1 + POSSIBLE_MARGIN)) return "Possible";
  if (rank <= loosest * (1 + REACH_MARGIN)) return "Reach";
  return null;
}
