// The mock allotment's rules that need no database (decision 051): which of the candidate's ranks is compared
// with which seat types, which quotas they may hold at an institute, whether a round's closing admits them, and
// how a pool and the answer's notes are worded. Safe in the browser (no zod, no database).
import type { CounsellingBody, SeatGender } from "../../db/cutoffs-schema.ts";
import { stateNamed } from "../states.ts";
import { shareAhead } from "./chance.ts";
import { type Candidate, categoryFor, QUOTA_RULES } from "./exams.ts";
import { rankGroups } from "./rank-lists.ts";
import type { MockCandidate } from "./mock-allotment.schema.ts";

/** Which seat types are compared with which of the candidate's ranks. */
export interface RankGroup {
  seatTypes: string[];
  /** Lower is better: the rank, or (MHT-CET percentile) the share of candidates ahead */
  rank: number;
  /** As the reasons say it: "your rank 2,000", "your percentile 94.5" */
  rankName: string;
  by: "rank" | "percentile";
}

/**
 * Which seat types of `counselling` are compared with which of the candidate's ranks: the predictor's rank
 * lists (rank-lists.ts), so that a JoSAA candidate's OPEN seats meet the CRL rank, category seats the category
 * rank and PwD seats the PwD ranks, in the mock allotment as in the predictor.
 */
export function rankGroupsFor(candidate: MockCandidate, counselling: CounsellingBody): RankGroup[] {
  return rankGroups(candidateOf(candidate), candidate)
    .filter((group) => group.counselling === counselling)
    .map(({ seatTypes, score, used }) => ({
      seatTypes,
      rank: score,
      rankName: `your ${used.name} ${used.by === "percentile" ? used.value : used.value.toLocaleString("en-IN")}`,
      by: used.by,
    }));
}

/** The predictor's candidate: the category in the counselling body's spelling, OPEN or GOPENS when not given. */
export function candidateOf(query: MockCandidate): Candidate {
  const category = query.category ? categoryFor(query.exam, query.category) : undefined;
  return {
    exam: query.exam,
    category: category ?? (query.exam === "mht-cet" ? "GOPENS" : "OPEN"),
    gender: query.gender,
    homeState: query.homeState ? stateNamed(query.homeState) : undefined,
    pwd: query.pwd,
  };
}

/**
 * Whether the candidate may hold `quota` at an institute in `state`: the predictor's quota rules
 * (exams.ts QUOTA_RULES), the same conditions predict.server.ts's quotaCondition writes in SQL, here as a
 * test of one pool (copied, not shared: that file is not to change under this feature).
 */
export function quotaOpenTo(
  counselling: CounsellingBody,
  quota: string | null,
  state: string | null,
  homeState: string | undefined,
): boolean {
  if (counselling === "mhtcet") return true;
  if (quota === null) return false;
  if (counselling === "mcc") {
    const { everyone, byState } = QUOTA_RULES.mcc;
    return (everyone as readonly string[]).includes(quota) || (homeState !== undefined && byState[quota] === homeState);
  }
  const { everyone, homeState: home, otherState, byState } = QUOTA_RULES.josaa;
  if ((everyone as readonly string[]).includes(quota)) return true;
  if (homeState !== undefined && byState[quota] === homeState) return true;
  if ((home as readonly string[]).includes(quota)) return homeState !== undefined && state === homeState;
  // Without a home state, other-state seats everywhere (the predictor's assumption, said in the notes).
  if ((otherState as readonly string[]).includes(quota)) return homeState === undefined || state !== homeState;
  return false;
}

const QUOTA_NAMES: Record<string, string> = {
  AI: "All-India quota",
  HS: "Home-State quota",
  OS: "Other-State quota",
  JK: "Jammu and Kashmir quota",
  LA: "Ladakh quota",
  AP: "Andhra Pradesh quota",
};

/** "OPEN seats (All-India quota)", "OBC-NCL female-only seats (Other-State quota)", "GOPENS seats" */
export function poolName(pool: { quota: string | null; seatType: string; gender: string }): string {
  const female = pool.gender === "female" ? " female-only" : "";
  const quota = pool.quota ? ` (${QUOTA_NAMES[pool.quota] ?? pool.quota})` : "";
  return `${pool.seatType}${female} seats${quota}`;
}

export interface MockPool {
  quota: string | null;
  seatType: string;
  gender: SeatGender;
  closingRank: number | null;
  closingPercentile: number | null;
  admits: boolean;
}

/** Whether a published closing admits the group's rank (a rank equal to the closing rank was admitted). */
export function admits(group: RankGroup, pool: { closing_rank: number | null; closing_percentile: number | null }) {
  if (group.by === "percentile")
    return pool.closing_percentile !== null && group.rank <= shareAhead(pool.closing_percentile);
  return pool.closing_rank !== null && group.rank <= pool.closing_rank;
}

export function closingText(group: RankGroup, pool: MockPool): string {
  return group.by === "percentile"
    ? `closed at percentile ${pool.closingPercentile}`
    : `closed at rank ${pool.closingRank!.toLocaleString("en-IN")}`;
}

export function notesFor(
  counselling: CounsellingBody,
  candidate: Candidate,
  groups: RankGroup[],
  year: number,
  lastRound: number,
): string[] {
  const notes: string[] = [];
  if (counselling === "mcc")
    notes.push(
      `MCC's NEET-UG ${year} cut-offs are compiled as one round (rounds 1 and 3 together): this mock allotment has one round, not MCC's several.`,
    );
  if (counselling === "josaa" && !candidate.homeState)
    notes.push(
      "No home state given: other-state (OS) seats are compared at every institute and no home-state (HS) seat.",
    );
  if (counselling === "josaa")
    notes.push(
      `Compared: ${groups.map((g) => `${g.seatTypes.join(", ")} seats with ${g.rankName}`).join("; ") || "no seat"}.`,
    );
  if (counselling === "mhtcet")
    notes.push(
      "H seats are for candidates of the college's home university and O seats for others: check the college's home university against yours.",
    );
  notes.push(
    `Replays the ${year} published closing ranks of rounds 1 to ${lastRound}; next year's seats, candidates and choices will differ.`,
  );
  return notes;
}
