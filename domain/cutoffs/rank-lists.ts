// Which of a candidate's ranks is compared with which seats. JoSAA prints each seat type's closing ranks in
// that seat type's own list: OPEN seats in the common rank list (CRL), EWS, OBC-NCL, SC and ST seats in the
// category's list, OPEN (PwD) seats in the CRL-PwD list, a category's PwD seats in the category-PwD list. A
// candidate holds several of these ranks (the scorecard prints them) and is considered for each list's seats
// with that list's rank. MCC prints All-India Ranks for every seat type; the CET Cell one state merit list.
// Safe in the browser (no zod, no database).
import type { CounsellingBody } from "../../db/cutoffs-schema.ts";
import { shareAhead } from "./chance.ts";
import { baseCategory, type Candidate, EXAMS, type SeatSource } from "./exams.ts";

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
  counselling: CounsellingBody;
  seatTypes: string[];
  score: number;
  used: RankUsed;
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

function cetGroup(source: SeatSource, candidate: Candidate, ranks: CandidateRanks): RankGroup {
  const { category, gender } = candidate;
  // Ladies' seats are a female-only pool of the same merit list.
  const seatTypes = gender === "female" && category.startsWith("G") ? [category, `L${category.slice(1)}`] : [category];
  const byPercentile = ranks.percentile !== undefined;
  return {
    counselling: source.counselling,
    seatTypes,
    score: byPercentile ? shareAhead(ranks.percentile!) : ranks.rank!,
    used: byPercentile
      ? { name: "percentile", value: ranks.percentile!, by: "percentile" }
      : { name: "merit rank", value: ranks.rank!, by: "rank" },
  };
}

/** Every (seats, rank) pair the candidate's answer compares, over every seat source of the exam. */
export function rankGroups(candidate: Candidate, ranks: CandidateRanks): RankGroup[] {
  return EXAMS[candidate.exam].seats.flatMap((source) => {
    if (source.ranks === "josaa") return josaaGroups(source, candidate, ranks);
    if (source.ranks === "air") return [airGroup(source, candidate, ranks.rank ?? ranks.crlRank!)];
    return [cetGroup(source, candidate, ranks)];
  });
}
