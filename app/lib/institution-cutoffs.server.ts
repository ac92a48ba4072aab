// The cut-off section of an institution's page (/college/{slug}): the category, gender pool and quota asked in
// the page's address (?category=OBC-NCL&gender=female&quota=HS), each checked with the cut-offs query schema
// and against the seats the institution has; a value that is malformed or not offered here falls back to the
// default (OPEN or the CET Cell's open seats, gender-neutral, the all-India quota or JoSAA's other-state quota
// where an NIT has no all-India seats), with a note saying so, never an error page.
import type { Database } from "../../db/client.server.ts";
import type { CutoffBody, SeatGender } from "../../db/cutoffs-schema.ts";
import { institutionCutoffsQuerySchema } from "../../domain/cutoffs/cutoffs.schema.ts";
import {
  type CounsellingCutoffs,
  type CutoffPool,
  EVERY_BODY,
  institutionCutoffs,
} from "../../domain/cutoffs/institution-cutoffs.server.ts";
import { queryReader } from "../../domain/read-query.ts";
import { isStateBody, STATE_BODIES } from "../../domain/cutoffs/state-counselling.ts";

type BodyCutoffs = CounsellingCutoffs<CutoffBody>;

/** A pool as the page shows it: what the domain reads, less what the page does not print (it is sent twice). */
export interface SectionPool {
  name: string;
  quota: string | null;
  rankList: CutoffPool["rankList"];
  years: Omit<CutoffPool["years"][number], "source">[];
  rounds: CutoffPool["rounds"];
}

export interface CutoffBodySection extends Omit<BodyCutoffs, "pools" | "namesAsPublished"> {
  /** The chosen quota's pools (every pool where the body has no quotas), most sought-after first */
  pools: SectionPool[];
  /** What was asked but is not offered here, and what is shown instead */
  notes: string[];
}

export interface CutoffSectionData {
  bodies: CutoffBodySection[];
}

interface Asked {
  category?: string;
  gender?: SeatGender;
  quota?: string;
}

const shape = institutionCutoffsQuerySchema.shape;
/** Each parameter on its own (domain/read-query.ts): a bad one is dropped (and noted), the others still count. */
const readAsked = queryReader({ category: shape.category, gender: shape.gender, quota: shape.quota });

const MHTCET_DEFAULTS = ["GOPENS", "GOPENH", "GOPENO"];

function defaultSeatType(body: BodyCutoffs): string {
  const { seatTypes } = body.available;
  const preferred = isStateBody(body.counselling)
    ? [STATE_BODIES[body.counselling].defaultCategory]
    : body.counselling === "mhtcet"
      ? MHTCET_DEFAULTS
      : ["OPEN"];
  return preferred.find((p) => seatTypes.includes(p)) ?? seatTypes[0] ?? preferred[0];
}

/** All-India seats (JoSAA's AI, MCC's All India, OJEE's AI, WBJEEB's All India), else JoSAA's other-state quota (an NIT), else the first. */
function defaultQuota(quotas: string[]): string | null {
  return ["AI", "All India", "OS"].find((q) => quotas.includes(q)) ?? quotas[0] ?? null;
}

const same = (a: string, b: string) => a.toUpperCase() === b.toUpperCase();

function choose(body: BodyCutoffs, asked: Asked) {
  const notes: string[] = [];
  const { seatTypes, genders, quotas } = body.available;
  let seatType = asked.category ? seatTypes.find((s) => same(s, asked.category!)) : undefined;
  if (asked.category && !seatType) notes.push(`${asked.category} is not a seat type here`);
  seatType ??= defaultSeatType(body);
  let gender = asked.gender && genders.includes(asked.gender) ? asked.gender : undefined;
  if (asked.gender && !gender) notes.push("there are no female-only seats here");
  gender ??= "neutral";
  let quota = asked.quota ? (quotas.find((q) => same(q, asked.quota!)) ?? null) : null;
  if (asked.quota && !quota) notes.push(`there is no ${asked.quota} quota here`);
  quota ??= defaultQuota(quotas);
  return { seatType, gender, quota, notes };
}

/** The latest final-round closing rank of the year shown, for the order of the programmes. */
function latestClosing(pool: CutoffPool, year: number): number {
  const final = pool.years.find((y) => y.year === year);
  return final?.closingRank ?? Number.POSITIVE_INFINITY;
}

/**
 * The section's data for an institution (by code or slug), or null when there is no such institution or no
 * counselling body publishes cut-offs for it.
 */
export async function cutoffSection(db: Database, codeOrSlug: string, url: URL): Promise<CutoffSectionData | null> {
  const read = readAsked(url.searchParams);
  const asked: Asked = read.values;
  const invalid = Object.keys(read.invalid);
  // Every body, the state counselling bodies too (the API answers JoSAA's, MCC's and the CET Cell's only).
  const first = await institutionCutoffs(db, codeOrSlug, {
    category: asked.category,
    gender: asked.gender,
    bodies: EVERY_BODY,
  });
  if (!first || first.counselling.length === 0) return null;
  const bodies: CutoffBodySection[] = [];
  for (const body of first.counselling) {
    const chosen = choose(body, asked);
    // Asked for a seat type or pool the body does not have (or its default is not OPEN): read it again as chosen.
    let read = body;
    if (chosen.seatType !== body.seatType || chosen.gender !== body.gender) {
      const again = await institutionCutoffs(db, codeOrSlug, {
        category: chosen.seatType,
        gender: chosen.gender,
        bodies: [body.counselling],
      });
      read = again?.counselling.find((c) => c.counselling === body.counselling) ?? body;
    }
    const pools = read.pools
      .filter((p) => chosen.quota === null || p.quota === chosen.quota)
      // Programmes still offered come first, the most sought-after (lowest closing rank) at the top: a
      // student reads the top of the list, and at an IIT that is where the questions are.
      .sort(
        (a, b) =>
          Number(b.rounds.length > 0) - Number(a.rounds.length > 0) ||
          latestClosing(a, read.year) - latestClosing(b, read.year) ||
          0,
      );
    const notes = [...invalid.map((name) => `the ${name} asked is not valid`), ...chosen.notes];
    const { namesAsPublished: _names, ...rest } = read;
    bodies.push({
      ...rest,
      quota: chosen.quota,
      pools: pools.map((p) => ({
        name: p.program.name,
        quota: p.quota,
        rankList: p.rankList,
        years: p.years.map(({ source: _source, ...y }) => y),
        rounds: p.rounds,
      })),
      notes,
    });
  }
  return { bodies };
}
