// The state counselling bodies whose cut-offs the portal holds beside JoSAA, MCC and the CET Cell: per body, its
// exam, who publishes, the one rank list its closing ranks are in, its category and quota codes in plain words,
// its rounds, and what to say about what the data lacks. Browser-safe (no database, no zod): pages and the
// import read the same tables. Codes stay each exam's own; where a code's meaning is not certain it is said as
// printed rather than guessed.

/** The state bodies (counselling values of db/cutoffs-schema.ts beyond josaa, mcc and mhtcet). */
export const stateBodies = ["kcet", "comedk", "keam", "wbjee", "wbjee-jee-main", "acpc", "ojee"] as const;
export type StateBody = (typeof stateBodies)[number];

/**
 * The rank list a body's closing ranks are in. Ranks of two different lists are never compared: WBJEEB's
 * WBJEE seats and its JEE (Main) seats are two bodies for that reason (decision 049).
 */
type RankKind = "KCET rank" | "COMEDK UGET rank" | "KEAM rank" | "WBJEE rank" | "JEE Main CRL rank" | "GUJCET rank";

export interface StateBodyInfo {
  body: StateBody;
  /** The exam whose rank the closing ranks are */
  exam: string;
  rankKind: RankKind;
  /** As students name who publishes the cut-offs */
  short: string;
  /** The official body's name and address (domain/official-sources.ts keeps the same address for the import) */
  official: { name: string; url: string };
  state: string;
  /** The category shown when none is asked */
  defaultCategory: string;
  /** Each category code as stored, in plain words */
  categories: Record<string, string>;
  /** Each quota as stored, in plain words; empty where the source prints none */
  quotas: Record<string, string>;
  /** What round n is called */
  roundName: (round: number) => string;
  /** What a reader must know about these figures */
  caveats: string[];
}

// KEA's categories: GM (General Merit) or a reservation category (1, 2A, 2B, 3A, 3B, SC, ST), then G (general),
// K (Kannada medium) or R (rural): KEA's own convention for the Karnataka CET seat matrix.
const KCET_GROUPS: Record<string, string> = {
  GM: "General Merit",
  "1": "Category 1",
  "2A": "Category 2A",
  "2B": "Category 2B",
  "3A": "Category 3A",
  "3B": "Category 3B",
  SC: "Scheduled Caste",
  ST: "Scheduled Tribe",
};
const KCET_KINDS: Record<string, string> = { G: "general", K: "Kannada medium", R: "rural" };

function kcetCategories(): Record<string, string> {
  const labels: Record<string, string> = { GM: "General Merit" };
  for (const [group, name] of Object.entries(KCET_GROUPS))
    for (const [kind, words] of Object.entries(KCET_KINDS)) {
      if (group === "GM" && kind === "G") continue;
      labels[`${group}${kind}`] = `${name}, ${words}`;
    }
  return labels;
}

const WBJEE_CATEGORIES: Record<string, string> = {
  Open: "Open",
  "Open (PwD)": "Open, persons with disabilities",
  "Tuition Fee Waiver": "Tuition Fee Waiver",
  EWS: "Economically Weaker Sections",
  OBC: "Other Backward Classes",
  "OBC (PwD)": "Other Backward Classes, persons with disabilities",
  SC: "Scheduled Caste",
  "SC (PwD)": "Scheduled Caste, persons with disabilities",
  ST: "Scheduled Tribe",
  "ST (PwD)": "Scheduled Tribe, persons with disabilities",
};
const WBJEE_QUOTAS = { "Home State": "Home State (West Bengal)", "All India": "All India" };
const numbered = (word: string) => (round: number) => `${word} ${round}`;

export const STATE_BODIES: Record<StateBody, StateBodyInfo> = {
  kcet: {
    body: "kcet",
    exam: "KCET",
    rankKind: "KCET rank",
    short: "KEA (KCET)",
    official: { name: "Karnataka Examinations Authority", url: "https://cetonline.karnataka.gov.in/kea/" },
    state: "Karnataka",
    defaultCategory: "GM",
    categories: kcetCategories(),
    quotas: {},
    roundName: numbered("Round"),
    caveats: [
      "Rounds 1 to 3 of 2024 and 2025 as compiled; later rounds are not held.",
      "A later round fills the few seats left, so its closing rank can be far from round 1's (R. V. College of Engineering, Mechanical, GM, 2024: 3,958 in round 1, 55,420 in round 3): each card shows the latest year's rounds, and the chance reads the final round of each year, the tightest and the loosest alike.",
      "KEA printed branch names differently in 2024 and 2025: the usual branches are matched by hand, the others shown as printed and not compared across years.",
    ],
  },
  comedk: {
    body: "comedk",
    exam: "COMEDK UGET",
    rankKind: "COMEDK UGET rank",
    short: "COMEDK",
    official: { name: "COMEDK", url: "https://www.comedk.org/" },
    state: "Karnataka",
    defaultCategory: "GM",
    categories: { GM: "General Merit" },
    quotas: {},
    roundName: numbered("Round"),
    caveats: ["General Merit only, after round 3 of 2025: all COMEDK's notice of 22 August 2025 gives."],
  },
  keam: {
    body: "keam",
    exam: "KEAM",
    rankKind: "KEAM rank",
    short: "CEE Kerala (KEAM)",
    official: { name: "Commissioner for Entrance Examinations, Kerala", url: "https://cee.kerala.gov.in/" },
    state: "Kerala",
    defaultCategory: "SM",
    categories: {
      SM: "State Merit",
      EW: "Economically Weaker Sections",
      EZ: "Ezhava",
      MU: "Muslim",
      BH: "Backward Hindu",
      LA: "Latin Catholic and Anglo Indian",
      DV: "Dheevara",
      VK: "Viswakarma",
      KN: "Kusavan",
      BX: "Other Backward Christian",
      KU: "Kudumbi",
      SC: "Scheduled Caste",
      ST: "Scheduled Tribe",
      FW: "FW (as printed)",
    },
    quotas: {},
    roundName: numbered("Phase"),
    caveats: ["2026 phases 1 and 2 only: the allotments published when compiled; later phases are not held."],
  },
  wbjee: {
    body: "wbjee",
    exam: "WBJEE",
    rankKind: "WBJEE rank",
    short: "WBJEEB (WBJEE seats)",
    official: { name: "West Bengal Joint Entrance Examinations Board", url: "https://wbjeeb.nic.in/" },
    state: "West Bengal",
    defaultCategory: "Open",
    categories: WBJEE_CATEGORIES,
    quotas: WBJEE_QUOTAS,
    roundName: numbered("Round"),
    caveats: [
      "2026 rounds 1 to 3 as compiled. These seats are filled on the WBJEE rank: never compare them with the JEE (Main) seats.",
    ],
  },
  "wbjee-jee-main": {
    body: "wbjee-jee-main",
    exam: "JEE Main",
    rankKind: "JEE Main CRL rank",
    short: "WBJEEB (JEE (Main) seats)",
    official: { name: "West Bengal Joint Entrance Examinations Board", url: "https://wbjeeb.nic.in/" },
    state: "West Bengal",
    defaultCategory: "Open",
    categories: WBJEE_CATEGORIES,
    quotas: WBJEE_QUOTAS,
    roundName: numbered("Round"),
    caveats: [
      "2026 rounds 1 to 3 as compiled. These seats are filled on the JEE (Main) rank: never compare them with the WBJEE seats.",
    ],
  },
  acpc: {
    body: "acpc",
    exam: "GUJCET",
    rankKind: "GUJCET rank",
    short: "ACPC Gujarat (GUJCET)",
    official: { name: "Admission Committee for Professional Courses, Gujarat", url: "https://acpc.gujarat.gov.in/" },
    state: "Gujarat",
    defaultCategory: "GENERAL",
    categories: {
      GENERAL: "General",
      EWS: "Economically Weaker Sections",
      SEBC: "Socially and Educationally Backward Classes",
      SC: "Scheduled Caste",
      ST: "Scheduled Tribe",
      TFWS: "Tuition Fee Waiver Scheme",
      ESM: "Ex-servicemen",
    },
    quotas: {},
    roundName: () => "Closing (round not given by the source)",
    caveats: ["Engineering 2025 closing ranks; the source does not say which round they close."],
  },
  ojee: {
    body: "ojee",
    exam: "JEE Main",
    rankKind: "JEE Main CRL rank",
    short: "OJEE (on JEE Main rank)",
    official: { name: "Odisha Joint Entrance Examination", url: "https://ojee.nic.in/" },
    state: "Odisha",
    defaultCategory: "General",
    categories: {
      General: "General",
      EW: "Economically Weaker Sections",
      SC: "Scheduled Caste",
      ST: "Scheduled Tribe",
      TFW: "Tuition Fee Waiver",
    },
    quotas: { HS: "Home State (Odisha)", AI: "All India", OS: "Other State", OL: "OL (as printed)" },
    roundName: () => "Closing (round not given by the source)",
    caveats: ["B.Tech 2025 on the JEE Main CRL rank; the source does not say which round the ranks close."],
  },
};

export function isStateBody(body: string): body is StateBody {
  return (stateBodies as readonly string[]).includes(body);
}

/** A category code in plain words: "2AG" → "Category 2A, general"; an unknown code as printed. */
export function stateCategoryLabel(body: StateBody, code: string): string {
  return STATE_BODIES[body].categories[code] ?? code;
}

/** A quota in plain words, or as printed. */
export function stateQuotaLabel(body: StateBody, quota: string): string {
  return STATE_BODIES[body].quotas[quota] ?? quota;
}

/** "KEA (KCET) 2025, Round 3": how a state body's figure names its source. */
export function stateSourceLine(body: StateBody, year: number, round: number, loaded = ""): string {
  const info = STATE_BODIES[body];
  return `${info.short} ${year}, ${info.roundName(round)}${loaded}`;
}
