// The exams the predictor knows, the seat types (categories) each counselling body prints, and which seats a
// candidate may be offered: female-only pools, home-state quotas, PwD seats. Safe in the browser (no zod, no
// database): the predictor's form builds its choices from these.
import type { CounsellingBody, SeatGender } from "../../db/cutoffs-schema.ts";

export const exams = ["jee-main", "jee-advanced", "neet-ug", "mht-cet"] as const;
export type Exam = (typeof exams)[number];

export const instituteTypes = ["IIT", "NIT", "IIIT", "GFTI"] as const;
type InstituteType = (typeof instituteTypes)[number];

/**
 * Where an exam's rank is used: one counselling body's seats, of some institute types (null: all of them).
 * `ranks` says which ranks that body compares: "josaa" the common rank list for OPEN seats and the category
 * and PwD ranks for their seats (a state body admitting on JEE Main CRL lists "josaa" too, as its seat types
 * follow the same lists); "air" one All-India Rank for every seat type (MCC); "cet" the CET Cell's merit rank
 * or percentile and its own seat-type codes.
 */
export interface SeatSource {
  counselling: CounsellingBody;
  instituteTypes: readonly string[] | null;
  ranks: "josaa" | "air" | "cet";
}

export interface ExamInfo {
  exam: Exam;
  label: string;
  /** The counselling bodies whose seats the exam's rank is compared with (more may sit beside JoSAA) */
  seats: readonly SeatSource[];
  /** As students name who publishes the cut-offs */
  source: string;
  /** JoSAA's institute types the exam's rank is used for; null where the exam has its own colleges */
  instituteTypes: readonly InstituteType[] | null;
  /** What the candidate gives: a rank, or (MHT-CET) a rank or a percentile */
  takesPercentile: boolean;
  /** What the rank is */
  rankHelp: string;
}

export const EXAMS: Record<Exam, ExamInfo> = {
  "jee-main": {
    exam: "jee-main",
    label: "JEE Main",
    seats: [{ counselling: "josaa", instituteTypes: ["NIT", "IIIT", "GFTI"], ranks: "josaa" }],
    source: "JoSAA",
    instituteTypes: ["NIT", "IIIT", "GFTI"],
    takesPercentile: false,
    rankHelp:
      "Your JEE Main common rank list (CRL) rank, as your scorecard prints it. Category and PwD ranks have " +
      "their own fields.",
  },
  "jee-advanced": {
    exam: "jee-advanced",
    label: "JEE Advanced",
    seats: [{ counselling: "josaa", instituteTypes: ["IIT"], ranks: "josaa" }],
    source: "JoSAA",
    instituteTypes: ["IIT"],
    takesPercentile: false,
    rankHelp:
      "Your JEE Advanced common rank list (CRL) rank, as your scorecard prints it. Category and PwD ranks have " +
      "their own fields.",
  },
  "neet-ug": {
    exam: "neet-ug",
    label: "NEET-UG",
    seats: [{ counselling: "mcc", instituteTypes: null, ranks: "air" }],
    source: "MCC (All-India Quota)",
    instituteTypes: null,
    takesPercentile: false,
    rankHelp: "Your NEET-UG All-India Rank (AIR), whatever your category: MCC's closing ranks are All-India Ranks.",
  },
  "mht-cet": {
    exam: "mht-cet",
    label: "MHT-CET",
    seats: [{ counselling: "mhtcet", instituteTypes: null, ranks: "cet" }],
    source: "State CET Cell, Maharashtra (CAP)",
    instituteTypes: null,
    takesPercentile: true,
    rankHelp: "Your MHT-CET percentile, or your state merit rank.",
  },
};

/** A candidate's category (JoSAA and MCC): PwD is a separate yes or no. */
export const baseCategories = ["OPEN", "EWS", "OBC-NCL", "SC", "ST"] as const;
/** The seat types JoSAA and MCC print (MCC's are named as JoSAA's). */
const josaaCategories = [...baseCategories, ...baseCategories.map((c) => `${c} (PwD)` as const)];

/** "OBC-NCL" from "OBC-NCL (PwD)". */
export function baseCategory(category: string): string {
  return category.replace(/ \(PwD\)$/, "");
}

/**
 * The CET Cell's seat-type codes: G (general) or L (ladies' seats), PWD or DEF (persons with disabilities,
 * defence; PWDR/DEFR for their reserved-category seats), then the category (OPEN, OBC, SC, ST, VJ, NT1–NT3,
 * SEBC), then H (home university), O (other than home university) or S (state level); or EWS, TFWS (tuition
 * fee waiver), MI (minority), ORPHAN alone.
 */
export const MHTCET_CATEGORY =
  /^(?:(G|L|PWD|PWDR|DEF|DEFR)(OPEN|OBC|SC|ST|VJ|NT1|NT2|NT3|SEBC)(H|O|S)|EWS|TFWS|MI|ORPHAN)$/;

export const mhtcetCategoryHelp =
  "The CET Cell's seat-type code, as in its cut-off lists: G (general) or L (ladies), PWD or DEF, then OPEN, " +
  "OBC, SC, ST, VJ, NT1, NT2, NT3 or SEBC, then H (seats of your home university), O (other than home " +
  "university) or S (state level); or EWS, TFWS, MI, ORPHAN. H and O seats depend on the college's home " +
  "university, which the results show: check it against yours.";

export function isPwdCategory(category: string): boolean {
  return category.endsWith("(PwD)") || /^PWD/.test(category);
}

/** A category as written in any case ("obc-ncl (pwd)") in the counselling body's own spelling, or undefined. */
export function categoryFor(exam: Exam, text: string): string | undefined {
  const value = text.trim().toUpperCase().replace(/\s+/g, " ");
  if (exam === "mht-cet") return MHTCET_CATEGORY.test(value) ? value : undefined;
  return josaaCategories.find((c) => c.toUpperCase() === value);
}

export interface Candidate {
  exam: Exam;
  category: string;
  gender: SeatGender;
  /** One spelling (see states.ts); undefined when not given */
  homeState?: string;
  pwd: boolean;
}

/**
 * Which quotas a candidate may hold, and where. `at` is the institute's state (null where unknown).
 * JoSAA: all-India (AI) everywhere; home state (HS) only at institutes in the candidate's home state; other
 * state (OS) everywhere else; JK and LA (NIT Srinagar) for candidates from Jammu and Kashmir and from Ladakh;
 * AP (NIT Warangal until 2019) for Andhra Pradesh. GO (NIT Goa) is left out: who may hold it is not in the data.
 * MCC: All India and Deemed/Paid seats for everyone; Delhi University, IP University and Delhi NCR nursing
 * quotas for candidates from Delhi; Puducherry's UT-domicile quota for Puducherry; the others (ESI, NRI,
 * armed-forces wards, minority and university-internal quotas) need facts the predictor does not ask.
 */
export const QUOTA_RULES = {
  josaa: {
    everyone: ["AI"],
    homeState: ["HS"],
    otherState: ["OS"],
    byState: { JK: "Jammu and Kashmir", LA: "Ladakh", AP: "Andhra Pradesh" } as Record<string, string>,
  },
  mcc: {
    everyone: ["All India", "Deemed/Paid Seats Quota"],
    byState: {
      "Delhi University Quota": "Delhi",
      "IP University Quota": "Delhi",
      "B.Sc Nursing Delhi NCR": "Delhi",
      "Internal -Puducherry UT Domicile": "Puducherry",
    } as Record<string, string>,
  },
} as const;

/** The seat pools a candidate may take: gender-neutral seats for everyone, female-only seats for female candidates. */
export function gendersFor(candidate: Candidate): SeatGender[] {
  return candidate.gender === "female" ? ["neutral", "female"] : ["neutral"];
}

/** A programme as shown: "Computer Science and Engineering (B.Tech, 4 years)", "MBBS", "Civil Engineering". */
export function programDisplayName(
  counselling: CounsellingBody,
  p: { branch: string; degree: string | null; durationYears: number | null },
): string {
  if (counselling === "mcc") return p.degree ?? p.branch;
  if (counselling === "josaa" && p.degree)
    return `${p.branch} (${p.degree}${p.durationYears ? `, ${p.durationYears} years` : ""})`;
  return p.branch;
}

/** What a seat's round is called where the source says more than its number. */
export function roundLabel(counselling: CounsellingBody, round: number): string {
  if (counselling === "mcc") return "Round 1 (rounds 1 and 3 together, as compiled)";
  if (counselling === "mhtcet") return `CAP round ${["I", "II", "III", "IV"][round - 1] ?? round}`;
  return `Round ${round}`;
}

/**
 * "JoSAA 2025, round 6": how a figure's source is shown beside it; "JoSAA 2026, round 6 · loaded 27 Nov 2026"
 * when staff loaded the file (`loadedOn`, YYYY-MM-DD), so a reader knows how fresh it is.
 */
export function sourceLine(
  counselling: CounsellingBody,
  year: number,
  round: number,
  loadedOn?: string | null,
): string {
  const body = { josaa: "JoSAA", mcc: "MCC NEET-UG All-India Quota", mhtcet: "MHT-CET CAP" }[counselling];
  const loaded = loadedOn ? ` · loaded ${loadedDate(loadedOn)}` : "";
  if (counselling === "mhtcet") return `${body} ${year}, ${roundLabel(counselling, round)}${loaded}`;
  if (counselling === "mcc") return `${body} ${year}, rounds 1 and 3${loaded}`;
  return `${body} ${year}, round ${round}${loaded}`;
}

/** "27 Nov 2026" from "2026-11-27", the same on the server and in any browser. */
export function loadedDate(isoDay: string): string {
  const [y, m, d] = isoDay.split("-").map(Number);
  const month = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"][m - 1];
  return `${d} ${month} ${y}`;
}

/**
 * How the predictor's answer may be ordered. "best" first shows the most sought seats within reach (see
 * predict.server.ts). A fee order belongs here once fees are loaded: no choice is offered without its data.
 */
export const predictorSorts = ["best", "chance", "closing", "nirf", "state"] as const;
export type PredictorSort = (typeof predictorSorts)[number];

export const predictorSortLabels: Record<PredictorSort, string> = {
  best: "Most sought seats within reach first",
  chance: "Chance: Likely, Possible, Reach",
  closing: "Closing rank, lowest first",
  nirf: "NIRF rank of the institution",
  state: "State of the institute",
};
