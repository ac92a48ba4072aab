// Which of a candidate's ranks is compared with which seats. JoSAA prints each seat type's closing ranks in
// that seat type's own list: OPEN seats in the common rank list (CRL), EWS, OBC-NCL, SC and ST seats in the
// category's list, OPEN (PwD) seats in the CRL-PwD list, a category's PwD seats in the category-PwD list. A
// candidate holds several of these ranks (the scorecard prints them) and is considered for each list's seats
// with that list's rank. MCC prints All-India Ranks for every seat type; the CET Cell one state merit list.
// Safe in the browser (no zod, no database).
import type { CutoffBody } from "../../db/cutoffs-schema.ts";
import { shareAhead } from "./chance.ts";
import { stateNamed } from "../states.ts";
import {
  baseCategory,
  type Candidate,
  categoryFor,
  EXAMS,
  MHTCET_CATEGORY,
  mhtcetHomeUniversities,
  type SeatSource,
  stateBodyOf,
} from "./exams.ts";
import { STATE_BODIES, type StateBody } from "./state-counselling.ts";

/** The candidate's answers as the predictor's schema gives them (the mock allotment asks the same). */
type CandidateAnswers = Omit<Candidate, "category"> & { category?: string };

/**
 * The candidate in the data's spellings: the category as the exam's body prints it (MHT-CET's choice or code
 * as given), the body's open category when none was given, the home state in one spelling.
 */
export function candidateOf(answers: CandidateAnswers): Candidate {
  const { exam, category, gender, homeState, pwd, kannadaMedium, rural, feeWaiver, ews, defence } = answers;
  const body = stateBodyOf(exam);
  const open = body ? STATE_BODIES[body].defaultCategory : "OPEN";
  return {
    exam,
    // The schema refused a category the exam does not know.
    category: (category && categoryFor(exam, category)) || open,
    gender,
    homeState: homeState ? stateNamed(homeState) : undefined,
    pwd,
    ...{ kannadaMedium, rural, feeWaiver, ews, defence, homeUniversity: answers.homeUniversity },
  };
}

/** The ranks a candidate gave; each optional (the query's schema decides which an exam needs). */
export interface CandidateRanks {
  /**
   * One rank: NEET-UG's All-India Rank, MHT-CET's merit rank; for JEE the older single question, a rank in
   * the list of the given category (the CRL for OPEN, the category rank for OBC-NCL, the PwD rank for a
   * PwD seat type).
   */
  rank?: number;
  /** MHT-CET, instead of a rank */
  percentile?: number;
  /** JEE: the common rank list rank, compared with OPEN seats */
  crlRank?: number;
  /** JEE: the EWS, OBC-NCL, SC or ST rank, compared with that category's seats */
  categoryRank?: number;
  /** JEE: the CRL-PwD rank, compared with OPEN (PwD) seats */
  pwdRank?: number;
  /** JEE: the category-PwD rank, compared with the category's PwD seats */
  categoryPwdRank?: number;
}

/** The rank a seat was compared with, as the answer names it ("OBC-NCL rank" 5500). */
export interface RankUsed {
  /** "CRL rank", "OBC-NCL rank", "CRL-PwD rank", "OBC-NCL-PwD rank", "All-India Rank", "merit rank", "percentile" */
  name: string;
  /** The rank or percentile as given */
  value: number;
  by: "rank" | "percentile";
}

/** Seats of one body and these seat types, compared with one rank (`score`: lower is better). */
export interface RankGroup {
  counselling: CutoffBody;
  seatTypes: string[];
  score: number;
  used: RankUsed;
  /** MHT-CET's H seats only at colleges of this home university, O seats only at colleges of another one */
  place?: { homeUniversity: string; at: "home" | "other" };
}

/**
 * Whether a group's seats exist at a college of `university` (as the CET Cell prints it; null for autonomous
 * and deemed colleges): MHT-CET's H seats at the candidate's home university's colleges only, its O seats at
 * another university's; every other group everywhere. The predictor picks its colleges with it, the mock
 * allotment its pools.
 */
export function placeHolds(place: RankGroup["place"], university: string | null): boolean {
  if (!place) return true;
  if (place.at === "home") return university === place.homeUniversity;
  return (
    university !== null &&
    (mhtcetHomeUniversities as readonly string[]).includes(university) &&
    university !== place.homeUniversity
  );
}

/** The name of the JoSAA list a seat type's ranks are printed in. */
export function josaaRankName(seatType: string): string {
  const base = baseCategory(seatType);
  const list = base === "OPEN" ? "CRL" : base;
  return seatType.endsWith("(PwD)") ? `${list}-PwD rank` : `${list} rank`;
}

function josaaGroups(source: SeatSource, candidate: Candidate, ranks: CandidateRanks): RankGroup[] {
  const group = (seatType: string, value: number): RankGroup => ({
    counselling: source.counselling,
    seatTypes: [seatType],
    score: value,
    used: { name: josaaRankName(seatType), value, by: "rank" },
  });
  // The older single question: a rank in the given category's own list, compared with that list's seats only.
  if (ranks.rank !== undefined) return [group(candidate.category, ranks.rank)];
  const base = baseCategory(candidate.category);
  const groups: RankGroup[] = [];
  if (ranks.crlRank !== undefined) groups.push(group("OPEN", ranks.crlRank));
  if (base !== "OPEN" && ranks.categoryRank !== undefined) groups.push(group(base, ranks.categoryRank));
  if (candidate.pwd && ranks.pwdRank !== undefined) groups.push(group("OPEN (PwD)", ranks.pwdRank));
  if (candidate.pwd && base !== "OPEN" && ranks.categoryPwdRank !== undefined)
    groups.push(group(`${base} (PwD)`, ranks.categoryPwdRank));
  return groups;
}

function airGroup(source: SeatSource, candidate: Candidate, rank: number): RankGroup {
  // MCC's closing ranks are All-India Ranks for every category: a candidate of any category may take an OPEN
  // seat with the same rank, and a PwD candidate the PwD seats of both.
  const base = baseCategory(candidate.category);
  const bases = base === "OPEN" ? ["OPEN"] : [base, "OPEN"];
  return {
    counselling: source.counselling,
    seatTypes: candidate.pwd ? [...bases, ...bases.map((b) => `${b} (PwD)`)] : bases,
    score: rank,
    used: { name: "All-India Rank", value: rank, by: "rank" },
  };
}

function cetScore(ranks: CandidateRanks): { score: number; used: RankUsed } {
  return ranks.percentile !== undefined
    ? { score: shareAhead(ranks.percentile), used: { name: "percentile", value: ranks.percentile, by: "percentile" } }
    : { score: ranks.rank!, used: { name: "merit rank", value: ranks.rank!, by: "rank" } };
}

/** The older question: one CET Cell code as printed (GOPENS), and its ladies' seat for a female candidate. */
function cetCodeGroup(source: SeatSource, candidate: Candidate, ranks: CandidateRanks): RankGroup {
  const { category, gender } = candidate;
  // Ladies' seats are a female-only pool of the same merit list.
  const seatTypes = gender === "female" && category.startsWith("G") ? [category, `L${category.slice(1)}`] : [category];
  return { counselling: source.counselling, seatTypes, ...cetScore(ranks) };
}

/**
 * MHT-CET by the candidate's answers: the seat-type codes of their category and of OPEN (every candidate may
 * take an open seat), G for all and L for a female candidate, PWD/DEF (PWDR/DEFR for a reserved category's
 * seats) when they say so; S seats everywhere, H seats at colleges of their home university, O seats at the
 * others; EWS and TFWS seats when they say they qualify.
 */
function cetChoiceGroups(source: SeatSource, candidate: Candidate, ranks: CandidateRanks): RankGroup[] {
  const { category, gender } = candidate;
  const categories = category === "OPEN" ? ["OPEN"] : [category, "OPEN"];
  const prefixes = [
    "G",
    ...(gender === "female" ? ["L"] : []),
    ...(candidate.pwd ? ["PWD"] : []),
    ...(candidate.defence ? ["DEF"] : []),
  ];
  const codes = (level: "H" | "O" | "S") =>
    prefixes.flatMap((prefix) =>
      categories.flatMap((c) =>
        // The CET Cell prints a reserved category's PwD and defence seats both as PWDOBCS and as PWDROBCS.
        c !== "OPEN" && (prefix === "PWD" || prefix === "DEF")
          ? [`${prefix}${c}${level}`, `${prefix}R${c}${level}`]
          : [`${prefix}${c}${level}`],
      ),
    );
  const { score, used } = cetScore(ranks);
  const group = (seatTypes: string[], place?: RankGroup["place"]): RankGroup => ({
    counselling: source.counselling,
    seatTypes,
    score,
    used,
    ...(place ? { place } : {}),
  });
  const extra = [...(candidate.ews ? ["EWS"] : []), ...(candidate.feeWaiver ? ["TFWS"] : [])];
  const groups = [group([...codes("S"), ...extra])];
  if (candidate.homeUniversity) {
    groups.push(group(codes("H"), { homeUniversity: candidate.homeUniversity, at: "home" }));
    groups.push(group(codes("O"), { homeUniversity: candidate.homeUniversity, at: "other" }));
  }
  return groups;
}

function cetGroups(source: SeatSource, candidate: Candidate, ranks: CandidateRanks): RankGroup[] {
  return MHTCET_CATEGORY.test(candidate.category)
    ? [cetCodeGroup(source, candidate, ranks)]
    : cetChoiceGroups(source, candidate, ranks);
}

/** Each state body's open category: a reserved-category candidate may take these seats on the same rank. */
const OPEN_SEATS: Record<StateBody, string> = {
  kcet: "GM",
  comedk: "GM",
  keam: "SM",
  wbjee: "Open",
  "wbjee-jee-main": "Open",
  acpc: "GENERAL",
  ojee: "General",
};

/** The body's tuition-fee-waiver seat type, for a candidate who says they qualify. */
const FEE_WAIVER_SEATS: Partial<Record<StateBody, string>> = {
  wbjee: "Tuition Fee Waiver",
  acpc: "TFWS",
  ojee: "TFW",
};

/** A JoSAA category as OJEE and WBJEEB print it. */
const CRL_CATEGORY: Partial<Record<StateBody, Record<string, string>>> = {
  ojee: { EWS: "EW", SC: "SC", ST: "ST" },
  "wbjee-jee-main": {},
};

/** The seat types of a state body a candidate of `category` may take: their own, the open seats, PwD forms. */
function stateSeatTypes(body: StateBody, candidate: Candidate, category: string | undefined): string[] {
  const open = OPEN_SEATS[body];
  const bases = category && category !== open ? [category, open] : [open];
  let types = bases;
  if (body === "kcet") {
    // KCET's code is the group and G (general), K (Kannada medium) or R (rural); GM's general seat is "GM".
    const kinds = ["G", ...(candidate.kannadaMedium ? ["K"] : []), ...(candidate.rural ? ["R"] : [])];
    types = bases.flatMap((b) => kinds.map((k) => (b === "GM" && k === "G" ? "GM" : `${b}${k}`)));
  }
  if (body === "wbjee" && candidate.pwd) types = [...types, ...bases.map((b) => `${b} (PwD)`)];
  const waiver = FEE_WAIVER_SEATS[body];
  if (waiver && candidate.feeWaiver) types = [...types, waiver];
  return types;
}

function stateGroup(source: SeatSource, candidate: Candidate, ranks: CandidateRanks): RankGroup[] {
  const body = source.counselling as StateBody;
  const info = STATE_BODIES[body];
  if (source.ranks === "crl") {
    // OJEE and WBJEEB's JEE (Main) seats print CRL ranks for every category: compared with the CRL rank only.
    const crl = ranks.crlRank ?? (baseCategory(candidate.category) === "OPEN" ? ranks.rank : undefined);
    if (crl === undefined) return [];
    const category = CRL_CATEGORY[body]?.[baseCategory(candidate.category)];
    return [
      {
        counselling: body,
        seatTypes: stateSeatTypes(body, { ...candidate, pwd: false }, category),
        score: crl,
        used: { name: "CRL rank", value: crl, by: "rank" },
      },
    ];
  }
  return [
    {
      counselling: body,
      seatTypes: stateSeatTypes(body, candidate, candidate.category),
      score: ranks.rank!,
      used: { name: info.rankKind, value: ranks.rank!, by: "rank" },
    },
  ];
}

/** Every (seats, rank) pair the candidate's answer compares, over every seat source of the exam. */
export function rankGroups(candidate: Candidate, ranks: CandidateRanks): RankGroup[] {
  return EXAMS[candidate.exam].seats.flatMap((source) => {
    if (source.ranks === "josaa") return josaaGroups(source, candidate, ranks);
    if (source.ranks === "air") return [airGroup(source, candidate, ranks.rank ?? ranks.crlRank!)];
    if (source.ranks === "cet") return cetGroups(source, candidate, ranks);
    return stateGroup(source, candidate, ranks);
  });
}
