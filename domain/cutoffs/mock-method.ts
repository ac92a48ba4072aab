// How a mock allotment is worked out: the published method, as data the methodology page and the API show.
// Safe in the browser (no zod, no database).

export const MOCK_METHOD = {
  name: "Published closing ranks replayed round by round over your choice list",
  version: 1,
  summary:
    "Your choices are replayed over the latest year's published rounds of your counselling body (JoSAA: " +
    "rounds 1 to 6; the CET Cell: CAP rounds I and II; MCC: its one compiled round). In each round a choice " +
    "would have admitted you if, for any seat pool of that programme you may hold (your seat type by category " +
    "and PwD status, the gender-neutral pool and for female candidates the female-only pool, a quota open to " +
    "you by your home state: the predictor's rules), your rank is at or better than that pool's closing rank " +
    "in that round. Ranks are compared only with ranks of the same list; preparatory-course ranks never.",
  float:
    "The choice you hold after a round is the highest preference that round admits you to, and never a lower " +
    "preference than the one you held after the round before: as in JoSAA, a seat once allotted is kept " +
    "unless a higher choice is allotted later.",
  caveats: [
    "It replays published closing ranks; it is not the counselling's algorithm run with every candidate's " +
      "choices. Your own choices would have moved others, and theirs you.",
    "A round in which a seat pool has no published closing (no seat of it allotted then, or not listed) admits " +
      "no one to that pool in the replay.",
    "Closing ranks move from year to year with the number of seats and candidates: this is last year's answer, " +
      "not this year's.",
    "Withdrawals, freezing or sliding, seat acceptance fees, document checks and the spot or special rounds " +
      "are not modelled.",
    "MCC's NEET-UG cut-offs are compiled as one round (rounds 1 and 3 together), so its mock allotment has one round.",
  ],
} as const;
