// The exams the predictor knows, the seat types (categories) each counselling body prints, and which seats a
// candidate may be offered: female-only pools, home-state quotas, PwD seats. Safe in the browser (no zod, no
// database): the predictor's form builds its choices from these.
import type { CounsellingBody, CutoffBody, SeatGender } from "../../db/cutoffs-schema.ts";
import { isStateBody, STATE_BODIES, type StateBody, stateSourceLine } from "./state-counselling.ts";

export const exams = [
  "jee-main",
  "jee-advanced",
  "neet-ug",
  "mht-cet",
  "kcet",
  "comedk",
  "keam",
  "wbjee",
  "gujcet",
] as const;
export type Exam = (typeof exams)[number];

export const instituteTypes = ["IIT", "NIT", "IIIT", "GFTI"] as const;
type InstituteType = (typeof instituteTypes)[number];

/**
 * Where an exam's rank is used: one counselling body's seats, of some institute types (null: all of them).
 * `ranks` says which ranks that body compares: "josaa" the common rank list for OPEN seats and the category
 * and PwD ranks for their seats (a state body admitting on JEE Main CRL lists "josaa" too, as its seat types
 * follow the same lists); "air" one All-India Rank for every seat type (MCC); "cet" the CET Cell's merit rank
 * or percentile and its own seat-type codes; "state" a state body's one rank list, the exam's own rank compared
 * with the candidate's category's seats and the open seats; "crl" a state body filling seats on the JEE Main CRL
 * rank (OJEE, WBJEEB's JEE (Main) seats), compared with the CRL rank whatever the seat's category, as the source
 * prints CRL ranks for every category.
 */
export interface SeatSource {
  counselling: CutoffBody;
  instituteTypes: readonly string[] | null;
  ranks: "josaa" | "air" | "cet" | "state" | "crl";
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
    seats: [
      { counselling: "josaa", instituteTypes: ["NIT", "IIIT", "GFTI"], ranks: "josaa" },
      { counselling: "ojee", instituteTypes: null, ranks: "crl" },
      { counselling: "wbjee-jee-main", instituteTypes: null, ranks: "crl" },
    ],
    // The exam's own counselling (the mock allotment names it); OJEE and WBJEEB are in `seats` and the notes.
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
  kcet: stateExam("kcet", "KCET", "kcet", "Your KCET engineering rank, as KEA's result prints it."),
  comedk: stateExam("comedk", "COMEDK UGET", "comedk", "Your COMEDK UGET rank."),
  keam: stateExam("keam", "KEAM", "keam", "Your KEAM engineering rank (the CEE's rank list)."),
  wbjee: stateExam("wbjee", "WBJEE", "wbjee", "Your WBJEE General Merit Rank (GMR), as your rank card prints it."),
  gujcet: stateExam("gujcet", "GUJCET", "acpc", "Your ACPC merit rank for engineering (GUJCET)."),
};

/** A state exam: its own body's seats, compared with its own rank. */
function stateExam(exam: Exam, label: string, body: StateBody, rankHelp: string): ExamInfo {
  return {
    exam,
    label,
    seats: [{ counselling: body, instituteTypes: null, ranks: "state" }],
    source: STATE_BODIES[body].short,
    instituteTypes: null,
    takesPercentile: false,
    rankHelp,
  };
}

/** The state body an exam's own seats belong to (KCET: kcet), or undefined for JoSAA, MCC and the CET Cell. */
export function stateBodyOf(exam: Exam): StateBody | undefined {
  const body = EXAMS[exam].seats[0].counselling;
  return isStateBody(body) ? body : undefined;
}

/**
 * The counselling whose rounds a mock allotment of this exam replays (JoSAA for JEE, MCC, the CET Cell), or
 * undefined: the state bodies' rounds are imported as printed, but their seat matrices and float rules are not
 * modelled (decision 051), so their exams have no mock allotment.
 */
export function mockCounsellingOf(exam: Exam): CounsellingBody | undefined {
  const body = EXAMS[exam].seats[0].counselling;
  return isStateBody(body) ? undefined : body;
}

/** The exams a mock allotment takes. */
export const mockExams = exams.filter((e) => mockCounsellingOf(e) !== undefined);

/**
 * The categories a state exam's candidate chooses from, code and plain words: each body's own (KCET's groups
 * GM, 1, 2A … without the G/K/R letter, which the Kannada-medium and rural questions add), without the PwD and
 * tuition-fee-waiver forms, which have their own questions.
 */
export function stateCategoryChoices(body: StateBody): { value: string; label: string }[] {
  if (body === "kcet") return KCET_GROUP_LABELS.map(([value, label]) => ({ value, label }));
  return Object.entries(STATE_BODIES[body].categories)
    .filter(([code]) => !/PwD|Tuition|^TFW|^FW$/.test(code))
    .map(([value, label]) => ({ value, label }));
}

// A list, not an object: an object would put the key "1" before "GM".
const KCET_GROUP_LABELS: [string, string][] = [
  ["GM", "General Merit"],
  ["1", "Category 1"],
  ["2A", "Category 2A"],
  ["2B", "Category 2B"],
  ["3A", "Category 3A"],
  ["3B", "Category 3B"],
  ["SC", "Scheduled Caste"],
  ["ST", "Scheduled Tribe"],
];

/** MHT-CET's categories as the form asks them; the seat-type codes are built from these (rank-lists.ts). */
export const mhtcetCategories = ["OPEN", "OBC", "SC", "ST", "VJ", "NT1", "NT2", "NT3", "SEBC"] as const;
export const mhtcetCategoryLabels: Record<(typeof mhtcetCategories)[number], string> = {
  OPEN: "Open",
  OBC: "Other Backward Classes (OBC)",
  SC: "Scheduled Caste (SC)",
  ST: "Scheduled Tribe (ST)",
  VJ: "Vimukta Jati (VJ / DT-A)",
  NT1: "Nomadic Tribe 1 (NT-B)",
  NT2: "Nomadic Tribe 2 (NT-C)",
  NT3: "Nomadic Tribe 3 (NT-D)",
  SEBC: "Socially and Educationally Backward Classes (SEBC)",
};

/**
 * The universities the CET Cell prints as colleges' home universities (2024): a candidate's home university
 * decides which colleges' H seats and which O seats are theirs. "Autonomous Institute" and "Deemed to be
 * University" are printed in that column too but are not a university a candidate belongs to.
 */
export const mhtcetHomeUniversities = [
  "Dr. Babasaheb Ambedkar Marathwada University",
  "Dr. Babasaheb Ambedkar Technological University,Lonere",
  "Gondwana University",
  "Kavayitri Bahinabai Chaudhari North Maharashtra University, Jalgaon",
  "Mumbai University",
  "Punyashlok Ahilyadevi Holkar Solapur University",
  "Rashtrasant Tukadoji Maharaj Nagpur University",
  "Sant Gadge Baba Amravati University",
  "Savitribai Phule Pune University",
  "Shivaji University",
  "Swami Ramanand Teerth Marathwada University, Nanded",
] as const;

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
  if (exam === "mht-cet") return MHTCET_CATEGORY.test(value) ? value : mhtcetCategories.find((c) => c === value);
  const body = stateBodyOf(exam);
  if (body) return stateCategoryChoices(body).find((c) => c.value.toUpperCase() === value)?.value;
  return josaaCategories.find((c) => c.toUpperCase() === value);
}

export interface Candidate {
  exam: Exam;
  category: string;
  gender: SeatGender;
  /** One spelling (see states.ts); undefined when not given */
  homeState?: string;
  pwd: boolean;
  /** KCET: studied in Kannada medium (K seats), from a rural area (R seats) */
  kannadaMedium?: boolean;
  rural?: boolean;
  /** Eligible for tuition-fee-waiver seats (MHT-CET TFWS, ACPC TFWS, WBJEE, OJEE TFW) */
  feeWaiver?: boolean;
  /** MHT-CET: holds an EWS certificate (EWS seats); a defence candidate (DEF seats) */
  ews?: boolean;
  defence?: boolean;
  /** MHT-CET: the candidate's home university (mhtcetHomeUniversities) */
  homeUniversity?: string;
}

/** The seat pools a candidate may take: gender-neutral seats for everyone, female-only seats for female candidates. */
export function gendersFor(candidate: Candidate): SeatGender[] {
  return candidate.gender === "female" ? ["neutral", "female"] : ["neutral"];
}

/** A programme as shown: "Computer Science and Engineering (B.Tech, 4 years)", "MBBS", "Civil Engineering". */
export function programDisplayName(
  counselling: CutoffBody,
  p: { branch: string; degree: string | null; durationYears: number | null },
): string {
  if (counselling === "mcc") return p.degree ?? p.branch;
  if (counselling === "josaa" && p.degree)
    return `${p.branch} (${p.degree}${p.durationYears ? `, ${p.durationYears} years` : ""})`;
  return p.branch;
}

/** What a seat's round is called where the source says more than its number. */
export function roundLabel(counselling: CutoffBody, round: number): string {
  if (isStateBody(counselling)) return STATE_BODIES[counselling].roundName(round);
  if (counselling === "mcc") return "Round 1 (rounds 1 and 3 together, as compiled)";
  if (counselling === "mhtcet") return `CAP round ${["I", "II", "III", "IV"][round - 1] ?? round}`;
  return `Round ${round}`;
}

/**
 * "JoSAA 2025, round 6": how a figure's source is shown beside it; "JoSAA 2026, round 6 · loaded 27 Nov 2026"
 * when staff loaded the file (`loadedOn`, YYYY-MM-DD), so a reader knows how fresh it is.
 */
export function sourceLine(counselling: CutoffBody, year: number, round: number, loadedOn?: string | null): string {
  const loaded = loadedOn ? ` · loaded ${loadedDate(loadedOn)}` : "";
  if (isStateBody(counselling)) return stateSourceLine(counselling, year, round, loaded);
  const body = { josaa: "JoSAA", mcc: "MCC NEET-UG All-India Quota", mhtcet: "MHT-CET CAP" }[counselling];
  if (counselling === "mhtcet") return `${body} ${year}, ${roundLabel(counselling, round)}${loaded}`;
  if (counselling === "mcc") return `${body} ${year}, rounds 1 and 3${loaded}`;
  return `${body} ${year}, round ${round}${loaded}`;
}

/** The official body a figure's source line links to. */
export function officialSource(counselling: CutoffBody): { name: string; url: string } {
  if (isStateBody(counselling)) return STATE_BODIES[counselling].official;
  return {
    josaa: { name: "Joint Seat Allocation Authority", url: "https://josaa.nic.in/" },
    mcc: { name: "Medical Counselling Committee", url: "https://mcc.nic.in/" },
    mhtcet: { name: "State Common Entrance Test Cell, Maharashtra", url: "https://cetcell.mahacet.org/" },
  }[counselling];
}

/** "27 Nov 2026" from "2026-11-27", the same on the server and in any browser. */
export function loadedDate(isoDay: string): string {
  const [y, m, d] = isoDay.split("-").map(Number);
  const month = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"][m - 1];
  return `${d} ${month} ${y}`;
}

/**
 * How the predictor's answer may be ordered. "best" first shows the most sought seats within reach (see
 * predict.server.ts). "fee" is every exam's: a committee's fee (ACPUGMEC, some Gujarat medical colleges) or the
 * tuition an institution published for the programme (decision 059) can be on any seat, and the seats without
 * one come last.
 */
export const predictorSorts = ["best", "chance", "closing", "nirf", "state", "fee"] as const;
export type PredictorSort = (typeof predictorSorts)[number];

export const predictorSortLabels: Record<PredictorSort, string> = {
  best: "Most sought seats within reach first",
  chance: "Chance: Likely, Possible, Reach",
  closing: "Closing rank, lowest first",
  nirf: "NIRF rank of the institution",
  state: "State of the institute",
  fee: "Fee per year, lowest first, where published",
};
