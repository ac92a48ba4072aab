// The mock allotment's rules that need no database (decision 051): which of the candidate's ranks is compared
// with which seat types, which quotas they may hold at an institute, whether a round's closing admits them, and
// how a pool and the answer's notes are worded. Safe in the browser (no zod, no database).
import type { CounsellingBody, SeatGender } from "../../db/cutoffs-schema.ts";
import { shareAhead } from "./chance.ts";
import { type Candidate, MHTCET_CATEGORY } from "./exams.ts";
import { candidateOf, type RankGroup as RankList, rankGroups } from "./rank-lists.ts";
import type { MockCandidate } from "./mock-allotment.schema.ts";

/** Which seat types are compared with which of the candidate's ranks. */
export interface RankGroup {
  seatTypes: string[];
  /** Lower is better: the rank, or (MHT-CET percentile) the share of candidates ahead */
  rank: number;
  /** As the reasons say it: "your rank 2,000", "your percentile 94.5" */
  rankName: string;
  by: "rank" | "percentile";
  /** MHT-CET's H and O seats: at the colleges of the candidate's home university, or of another one */
  place?: RankList["place"];
}

/**
 * Which seat types of `counselling` are compared with which of the candidate's ranks: the predictor's rank
 * lists (rank-lists.ts), so that a JoSAA candidate's OPEN seats meet the CRL rank, category seats the category
 * rank and PwD seats the PwD ranks, in the mock allotment as in the predictor.
 */
export function rankGroupsFor(candidate: MockCandidate, counselling: CounsellingBody): RankGroup[] {
  return rankGroups(candidateOf(candidate), candidate)
    .filter((group) => group.counselling === counselling)
    .map(({ seatTypes, score, used, place }) => ({
      seatTypes,
      ...(place ? { place } : {}),
      rank: score,
      rankName: `your ${used.name} ${used.by === "percentile" ? used.value : used.value.toLocaleString("en-IN")}`,
      by: used.by,
    }));
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

/** Which MHT-CET seats were compared where: by the home university given, or by the code as printed. */
function cetNote(candidate: Candidate): string {
  if (MHTCET_CATEGORY.test(candidate.category))
    return "H seats are for candidates of the college's home university and O seats for others: check the college's home university against yours.";
  if (!candidate.homeUniversity)
    return "No home university given: only state-level (S) seats are compared, not the H and O seats of university quotas.";
  return `H seats are compared at ${candidate.homeUniversity}'s colleges and O seats at other universities' colleges; colleges printed as autonomous or deemed have no home university in the data, so only their S seats are.`;
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
  if (counselling === "mhtcet") notes.push(cetNote(candidate));
  notes.push(
    `Replays the ${year} published closing ranks of rounds 1 to ${lastRound}; next year's seats, candidates and choices will differ.`,
  );
  return notes;
}
