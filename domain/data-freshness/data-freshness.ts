// When each official dataset's next year is normally out, and whether the portal should hold it by a given
// day: what the predictor and the methodology page say beside "latest held", so a missing year is explained
// rather than silently absent. Dates are India's (domain/clock.ts).

import { STATE_BODIES, stateBodies } from "../cutoffs/state-counselling.ts";

export const freshnessDatasets = ["josaa", "mcc", "mhtcet", ...stateBodies, "nirf"] as const;
export type FreshnessDataset = (typeof freshnessDatasets)[number];

/** The month (1–12) by which each body has published a year's final data, in the year it names. */
const PUBLISHED_BY_MONTH: Record<FreshnessDataset, number> = {
  // JoSAA's six rounds end in July.
  josaa: 7,
  // MCC's All-India Quota rounds run into the autumn.
  mcc: 10,
  // The State CET Cell's CAP rounds end by August.
  mhtcet: 8,
  // NIRF's rankings come out by September.
  nirf: 9,
  // The state bodies' engineering rounds: CEE Kerala's phases by August; KEA's, COMEDK's, WBJEEB's, ACPC's and
  // OJEE's last rounds by September.
  keam: 8,
  kcet: 9,
  comedk: 9,
  wbjee: 9,
  "wbjee-jee-main": 9,
  acpc: 9,
  ojee: 9,
};

export const DATASET_NAMES: Record<FreshnessDataset, string> = {
  josaa: "JoSAA",
  mcc: "MCC NEET-UG All-India Quota",
  mhtcet: "MHT-CET CAP",
  nirf: "NIRF",
  ...(Object.fromEntries(stateBodies.map((body) => [body, STATE_BODIES[body].short])) as Record<
    (typeof stateBodies)[number],
    string
  >),
};

const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

export interface Freshness {
  dataset: FreshnessDataset;
  /** The latest year held; null when none is */
  latestYear: number | null;
  /** The year that is normally out by `today` */
  expectedYear: number;
  /** Whether that year is out by now and not held */
  newerExpected: boolean;
  /** "JoSAA 2026 is normally published by July 2026 and is not loaded yet." when newerExpected */
  note: string | null;
  /** The dataset's name and the month its expected year is normally out: "JoSAA", "July 2026" */
  name: string;
  publishedBy: string;
}

/** The latest year of a dataset normally published by `today` (YYYY-MM-DD). */
export function expectedYear(dataset: FreshnessDataset, today: string): number {
  const [year, month] = today.split("-").map(Number);
  return month >= PUBLISHED_BY_MONTH[dataset] ? year : year - 1;
}

export function freshness(dataset: FreshnessDataset, latestYear: number | null, today: string): Freshness {
  const expected = expectedYear(dataset, today);
  const newerExpected = latestYear === null || latestYear < expected;
  const name = DATASET_NAMES[dataset];
  const publishedBy = `${MONTHS[PUBLISHED_BY_MONTH[dataset] - 1]} ${expected}`;
  return {
    dataset,
    latestYear,
    expectedYear: expected,
    newerExpected,
    note: newerExpected
      ? `${name} ${expected} is normally published by ${publishedBy} and is not loaded yet${latestYear ? `: the latest held is ${name} ${latestYear}` : ""}.`
      : null,
    name,
    publishedBy,
  };
}
