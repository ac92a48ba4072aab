// The shape every state counselling source (kcet.ts, comedk.ts, keam.ts, wbjee.ts, acpc.ts, ojee.ts) is read
// into: one row per seat pool and round, the category and quota in the stable spelling of
// domain/cutoffs/state-counselling.ts. Values the tables do not know stop the import, as for the other bodies.
import type { SeatGender } from "../../db/cutoffs-schema.ts";
import { STATE_BODIES, type StateBody } from "../../domain/cutoffs/state-counselling.ts";

export interface StateRow {
  /** The college as printed */
  institute: string;
  /** What identifies the college in the source (KEA's or COMEDK's code, KEAM's college code), else "" */
  sourceCode: string;
  /** The name the linking reads: the printed name, with its place where the source gives it apart */
  matchingName: string;
  instituteType: string;
  programme: string;
  quota: string | null;
  seatType: string;
  gender: SeatGender;
  year: number;
  round: number;
  openingRank: number | null;
  closingRank: number;
}

export interface StateRead {
  body: StateBody;
  rowsIn: number;
  /** For a file of several years: its rows per year */
  rowsInByYear?: Record<number, number>;
  rows: StateRow[];
  /** Why rows were left out, with how many */
  dropped: Record<string, number>;
}

/** Whitespace made single, ends trimmed. */
export function tidy(text: unknown): string {
  return String(text ?? "")
    .replace(/\s+/g, " ")
    .trim();
}

/** A whole rank printed as a number or a text ("44381", 22103.0); undefined when it is not one. */
export function rankOf(value: unknown): number | undefined {
  const n = typeof value === "number" ? value : Number(tidy(value));
  return Number.isInteger(n) && n > 0 ? n : undefined;
}

/** A category code the body's table knows, or the import stops with it. */
export function knownCategory(body: StateBody, code: string): string {
  if (!(code in STATE_BODIES[body].categories))
    throw new Error(`${body}: category "${code}" is not in domain/cutoffs/state-counselling.ts`);
  return code;
}

/** A quota the body's table knows, or the import stops with it. */
export function knownQuota(body: StateBody, quota: string): string {
  if (!(quota in STATE_BODIES[body].quotas))
    throw new Error(`${body}: quota "${quota}" is not in domain/cutoffs/state-counselling.ts`);
  return quota;
}

export function countDrop(dropped: Record<string, number>, why: string) {
  dropped[why] = (dropped[why] ?? 0) + 1;
}

/**
 * Two rows for one seat pool and round: the same ranks are kept once; different ranks leave both out (counted),
 * since which one KEA or the compiler meant cannot be known.
 */
export function oneRowPerPool(rows: StateRow[], dropped: Record<string, number>): StateRow[] {
  const key = (r: StateRow) =>
    [r.sourceCode || r.institute, r.programme, r.quota ?? "", r.seatType, r.gender, r.year, r.round].join("\0");
  const groups = Map.groupBy(rows, key);
  const kept: StateRow[] = [];
  for (const group of groups.values()) {
    const same = group.every((r) => r.closingRank === group[0].closingRank && r.openingRank === group[0].openingRank);
    if (same) {
      kept.push(group[0]);
      for (let i = 1; i < group.length; i++) countDrop(dropped, "a second copy of the same row");
    } else for (const _ of group) countDrop(dropped, "two rows for one seat pool and round with different ranks");
  }
  return kept;
}
