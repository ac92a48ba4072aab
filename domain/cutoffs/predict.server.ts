// The college predictor: the seats a candidate's rank (or MHT-CET percentile) may get, from the latest
// published cut-offs, each labelled Likely, Possible or Reach by the published method (chance.ts).
import { and, eq, gte, inArray, isNotNull, or, sql, type SQL } from "drizzle-orm";
import type { Database } from "../../db/client.server.ts";
import {
  type CounsellingBody,
  cutoffInstitutes,
  cutoffProgrammes,
  cutoffs,
  cutoffSeats,
  type SeatGender,
} from "../../db/cutoffs-schema.ts";
import { institutions } from "../../db/institutions-schema.ts";
import { InputError } from "../errors.ts";
import { stateNamed } from "../states.ts";
import { CHANCE_METHOD, type Chance, chanceOf, chances, reachLimit, shareAhead } from "./chance.ts";
import { type PredictQuery, predictQuerySchema } from "./cutoffs.schema.ts";
import {
  type Candidate,
  categoryFor,
  EXAMS,
  type Exam,
  type InstituteType,
  gendersFor,
  programDisplayName,
  QUOTA_RULES,
  roundLabel,
  seatTypesFor,
  sourceLine,
} from "./exams.ts";

/** A round of the latest year. */
export interface SeatRound {
  round: number;
  openingRank: number | null;
  closingRank: number | null;
  /** MHT-CET */
  closingPercentile: number | null;
}

/** A year's final round, for the trend. */
export interface SeatYear {
  year: number;
  round: number;
  closingRank: number | null;
  closingPercentile: number | null;
}

export interface PredictedProgram {
  /** As shown: "Computer Science and Engineering (B.Tech, 4 years)", "MBBS", "Civil Engineering" */
  name: string;
  /** As the counselling body printed it */
  nameAsPublished: string;
  branch: string;
  degree: string | null;
  durationYears: number | null;
}

export interface PredictedInstitution {
  /** The catalogue's institution; null where the institute is not linked to one */
  code: string | null;
  /** The institution's name, or the name the counselling body printed when it is not linked */
  name: string;
  /** /college/{slug}; null where not linked */
  slug: string | null;
  nameAsPublished: string;
  /** JoSAA: IIT, NIT, IIIT, GFTI; MHT-CET: the CET Cell's college type */
  type: string | null;
  state: string | null;
  /** MHT-CET: the college's home university (its H and O seats depend on it), where printed */
  homeUniversity: string | null;
  /** The latest NIRF rank in Engineering (JoSAA, MHT-CET) or Medical / Dental (NEET) */
  nirfRank: number | null;
}

export interface Prediction {
  /** The seat pool's id (stable until the data is reloaded) */
  id: number;
  institution: PredictedInstitution;
  program: PredictedProgram;
  /** JoSAA: AI, HS, OS, JK, LA; MCC: its quota as printed; MHT-CET: null (the level is in the seat type) */
  quota: string | null;
  seatType: string;
  gender: SeatGender;
  /** The latest year published and this seat's final round in it */
  year: number;
  round: number;
  roundLabel: string;
  openingRank: number | null;
  closingRank: number | null;
  /** MHT-CET */
  closingPercentile: number | null;
  /** Every round of `year` */
  rounds: SeatRound[];
  /** The final round of the last three years held, oldest first, `year` included */
  trend: SeatYear[];
  chance: Chance;
  /** "JoSAA 2025, round 6" */
  source: string;
}

export interface PredictResult {
  results: Prediction[];
  /** Seats listed over all pages */
  total: number;
  /** The page given: a page past the last gives the last */
  page: number;
  limit: number;
  exam: { exam: Exam; label: string; source: string };
  /** What the rank was compared with */
  compared: { seatTypes: string[]; genders: SeatGender[]; by: "rank" | "percentile" };
  /** What the candidate should know about these results (assumptions made, seats left out) */
  notes: string[];
  method: typeof CHANCE_METHOD;
}

interface Resolved {
  exam: Exam;
  counselling: CounsellingBody;
  candidate: Candidate;
  seatTypes: string[];
  genders: SeatGender[];
  /** Lower is better: the rank, or the share of candidates ahead for a percentile */
  score: number;
  by: "rank" | "percentile";
  state?: string;
}

/** The query in the data's own spellings; an inconsistent one (not checked by the schema) is refused per field. */
function resolve(query: PredictQuery): Resolved {
  const checked = predictQuerySchema.safeParse(query);
  if (!checked.success) {
    const fields: Record<string, string> = {};
    for (const issue of checked.error.issues) fields[issue.path.join(".") || "query"] ??= issue.message;
    throw new InputError(fields);
  }
  const info = EXAMS[query.exam];
  const category = query.category
    ? categoryFor(query.exam, query.category)!
    : query.exam === "mht-cet"
      ? "GOPENS"
      : "OPEN";
  const candidate: Candidate = {
    exam: query.exam,
    category,
    gender: query.gender,
    homeState: query.homeState ? stateNamed(query.homeState) : undefined,
    pwd: query.pwd,
  };
  const byPercentile = query.percentile !== undefined;
  return {
    exam: query.exam,
    counselling: info.counselling,
    candidate,
    seatTypes: seatTypesFor(candidate),
    genders: gendersFor(candidate),
    score: byPercentile ? shareAhead(query.percentile!) : query.rank!,
    by: byPercentile ? "percentile" : "rank",
    state: query.state ? stateNamed(query.state) : undefined,
  };
}

/** The quotas the candidate may hold at each institute (exams.ts QUOTA_RULES), as a condition on cutoff_seats. */
function quotaCondition(counselling: CounsellingBody, homeState: string | undefined): SQL | undefined {
  if (counselling === "mhtcet") return undefined;
  if (counselling === "mcc") {
    const { everyone, byState } = QUOTA_RULES.mcc;
    const mine = Object.entries(byState)
      .filter(([, state]) => state === homeState)
      .map(([quota]) => quota);
    return inArray(cutoffSeats.quota, [...everyone, ...mine]);
  }
  const { everyone, homeState: home, otherState, byState } = QUOTA_RULES.josaa;
  const mine = Object.entries(byState)
    .filter(([, state]) => state === homeState)
    .map(([quota]) => quota);
  return or(
    inArray(cutoffSeats.quota, [...everyone, ...mine]),
    homeState ? and(inArray(cutoffSeats.quota, home), eq(cutoffSeats.state, homeState)) : undefined,
    and(
      inArray(cutoffSeats.quota, otherState),
      homeState ? sql`${cutoffSeats.state} is distinct from ${homeState}` : undefined,
    ),
  );
}

function likePattern(word: string): string {
  return `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

const CHANCE_ORDER = new Map(chances.map((c, i) => [c, i]));

interface PoolOf {
  instituteId: number;
  programmeId: number;
  quota: string | null;
  seatType: string;
  gender: SeatGender;
}

const poolKey = (p: PoolOf) => `${p.instituteId}|${p.programmeId}|${p.quota ?? ""}|${p.seatType}|${p.gender}`;

/**
 * The shown seats' rounds of the latest year and final rounds of the last three years, read from the published
 * rows (common-list ranks only: a preparatory row has no closing rank of its own).
 */
async function roundsAndTrend(db: Database, seats: (PoolOf & { year: number })[]) {
  const history = new Map<string, { rounds: SeatRound[]; trend: SeatYear[] }>();
  if (seats.length === 0) return history;
  const year = Math.max(...seats.map((s) => s.year));
  const rows = await db
    .select({
      instituteId: cutoffs.instituteId,
      programmeId: cutoffs.programmeId,
      quota: cutoffs.quota,
      seatType: cutoffs.seatType,
      gender: cutoffs.gender,
      year: cutoffs.year,
      round: cutoffs.round,
      final: cutoffs.final,
      openingRank: cutoffs.openingRank,
      closingRank: cutoffs.closingRank,
      closingPercentile: cutoffs.closingPercentile,
    })
    .from(cutoffs)
    .where(
      and(
        inArray(cutoffs.instituteId, [...new Set(seats.map((s) => s.instituteId))]),
        inArray(cutoffs.programmeId, [...new Set(seats.map((s) => s.programmeId))]),
        inArray(cutoffs.seatType, [...new Set(seats.map((s) => s.seatType))]),
        inArray(cutoffs.gender, [...new Set(seats.map((s) => s.gender))]),
        gte(cutoffs.year, year - CHANCE_METHOD.trendYears + 1),
        isNotNull(cutoffs.closingRank),
        or(eq(cutoffs.final, true), eq(cutoffs.year, year)),
      ),
    )
    .orderBy(cutoffs.year, cutoffs.round);
  for (const seat of seats) history.set(poolKey(seat), { rounds: [], trend: [] });
  for (const r of rows) {
    const entry = history.get(poolKey(r));
    if (!entry) continue;
    const { openingRank, closingRank, closingPercentile } = r;
    if (r.year === year) entry.rounds.push({ round: r.round, openingRank, closingRank, closingPercentile });
    if (r.final) entry.trend.push({ year: r.year, round: r.round, closingRank, closingPercentile });
  }
  return history;
}

function notesFor(resolved: Resolved): string[] {
  const notes: string[] = [];
  const { counselling, candidate } = resolved;
  if (counselling === "josaa" && !candidate.homeState)
    notes.push(
      "No home state given: the other-state (OS) quota is shown at every institute and no home-state (HS) seat. " +
        "Give your home state (where you passed class 12) to see both where they apply.",
    );
  if (counselling === "josaa" && candidate.category !== "OPEN")
    notes.push(
      `Compared with ${candidate.category} seats only, whose closing ranks are ${candidate.category} category ranks. ` +
        "To see OPEN seats, ask again with category OPEN and your common-rank-list (CRL) rank.",
    );
  if (counselling === "josaa")
    notes.push("NIT Goa's GO quota is not shown: who may hold it is not in the published data.");
  if (counselling === "mcc")
    notes.push(
      "MCC's All-India Quota only (15 % of government seats, and deemed universities); your state's own quota " +
        "counselling is not included. ESI, NRI, armed-forces and minority quotas are not shown.",
    );
  if (counselling === "mhtcet")
    notes.push(
      "H seats are for candidates of the college's home university and O seats for others: each result shows " +
        "the college's home university where the CET Cell printed it (2024).",
    );
  return notes;
}

/**
 * The seats a candidate may be offered, best chance first, then by the institution's NIRF rank, then by the
 * closing rank (lower first; for MHT-CET percentiles, higher first). JEE Advanced ranks are compared with IIT
 * seats, JEE Main ranks with NIT, IIIT and GFTI seats, NEET-UG ranks with MCC's All-India Quota, MHT-CET ranks
 * or percentiles with the CET Cell's CAP seats. Female-only seats only for female candidates, PwD seat types
 * only for PwD candidates, home-state quotas only in the home state, preparatory ranks never.
 * No seat fits: `results` is empty and `total` 0.
 */
export async function predict(db: Database, query: PredictQuery): Promise<PredictResult> {
  const resolved = resolve(query);
  const { counselling, seatTypes, genders, score, by, candidate } = resolved;
  const info = EXAMS[resolved.exam];
  const words = (query.branch ?? "")
    .toLowerCase()
    .split(/\s+/)
    .filter((w) => w && !w.includes("\0"));
  // "Branch words": the programmes whose branch, degree or printed name hold every word (a few hundred to look at).
  const programmeIds = words.length
    ? (
        await db
          .select({ id: cutoffProgrammes.id })
          .from(cutoffProgrammes)
          .where(
            and(
              eq(cutoffProgrammes.counselling, counselling),
              ...words.map(
                (w) =>
                  sql`lower(${cutoffProgrammes.branch} || ' ' || coalesce(${cutoffProgrammes.degree}, '') || ' ' || ${cutoffProgrammes.nameAsPublished}) like ${likePattern(w)}`,
              ),
            ),
          )
      ).map((p) => p.id)
    : undefined;
  const types: readonly InstituteType[] | null = query.instituteType ? [query.instituteType] : info.instituteTypes;
  const candidates = await db
    .select({
      id: cutoffSeats.id,
      closingRank: cutoffSeats.closingRank,
      closingPercentile: cutoffSeats.closingPercentile,
      tightestRank: cutoffSeats.tightestClosingRank,
      loosestRank: cutoffSeats.loosestClosingRank,
      tightestPercentile: cutoffSeats.tightestClosingPercentile,
      loosestPercentile: cutoffSeats.loosestClosingPercentile,
      nirfRank: cutoffSeats.nirfRank,
    })
    .from(cutoffSeats)
    .where(
      and(
        eq(cutoffSeats.counselling, counselling),
        inArray(cutoffSeats.seatType, seatTypes),
        inArray(cutoffSeats.gender, genders),
        types ? inArray(cutoffSeats.instituteType, [...types]) : undefined,
        quotaCondition(counselling, candidate.homeState),
        resolved.state ? eq(cutoffSeats.state, resolved.state) : undefined,
        programmeIds ? (programmeIds.length ? inArray(cutoffSeats.programmeId, programmeIds) : sql`false`) : undefined,
        // The method's outer limit: a seat is listed only within 25 % of its loosest closing.
        by === "rank"
          ? sql`${cutoffSeats.loosestClosingRank} >= ${score / reachLimit(1)}::double precision`
          : sql`100 - ${cutoffSeats.loosestClosingPercentile} >= ${score / reachLimit(1)}::double precision`,
      ),
    );

  const listed = candidates
    .map((seat) => {
      const closings =
        by === "rank"
          ? { latest: seat.closingRank!, years: [seat.tightestRank!, seat.loosestRank!] }
          : {
              latest: shareAhead(seat.closingPercentile!),
              years: [shareAhead(seat.tightestPercentile!), shareAhead(seat.loosestPercentile!)],
            };
      const latest = by === "rank" ? seat.closingRank : seat.closingPercentile;
      return { seat, chance: latest === null ? null : chanceOf(score, closings), sortClosing: closings.latest };
    })
    .filter((c): c is typeof c & { chance: Chance } => c.chance !== null)
    .sort(
      (a, b) =>
        CHANCE_ORDER.get(a.chance)! - CHANCE_ORDER.get(b.chance)! ||
        (a.seat.nirfRank ?? Infinity) - (b.seat.nirfRank ?? Infinity) ||
        a.sortClosing - b.sortClosing ||
        a.seat.id - b.seat.id,
    );

  const total = listed.length;
  const pages = Math.max(1, Math.ceil(total / query.limit));
  const page = Math.min(query.page, pages);
  const shown = listed.slice((page - 1) * query.limit, page * query.limit);
  const details = shown.length
    ? await db
        .select({
          seat: cutoffSeats,
          publishedName: cutoffInstitutes.name,
          institutionCode: cutoffInstitutes.institutionCode,
          instituteType: cutoffInstitutes.instituteType,
          instituteState: cutoffInstitutes.state,
          homeUniversity: cutoffInstitutes.homeUniversity,
          institutionName: institutions.name,
          slug: institutions.slug,
          programme: {
            nameAsPublished: cutoffProgrammes.nameAsPublished,
            branch: cutoffProgrammes.branch,
            degree: cutoffProgrammes.degree,
            durationYears: cutoffProgrammes.durationYears,
          },
        })
        .from(cutoffSeats)
        .innerJoin(cutoffInstitutes, eq(cutoffInstitutes.id, cutoffSeats.instituteId))
        .innerJoin(cutoffProgrammes, eq(cutoffProgrammes.id, cutoffSeats.programmeId))
        .leftJoin(institutions, eq(institutions.code, cutoffInstitutes.institutionCode))
        .where(
          inArray(
            cutoffSeats.id,
            shown.map((c) => c.seat.id),
          ),
        )
    : [];
  const byId = new Map(details.map((d) => [d.seat.id, d]));
  const history = await roundsAndTrend(
    db,
    details.map((d) => d.seat),
  );
  const results = shown.map(({ seat: { id }, chance }): Prediction => {
    const d = byId.get(id)!;
    const s = d.seat;
    const pool = history.get(poolKey(s));
    return {
      id,
      institution: {
        code: d.institutionCode,
        name: d.institutionName ?? d.publishedName,
        slug: d.slug,
        nameAsPublished: d.publishedName,
        type: d.instituteType,
        state: d.instituteState,
        homeUniversity: d.homeUniversity,
        nirfRank: s.nirfRank,
      },
      program: { name: programDisplayName(counselling, d.programme), ...d.programme },
      quota: s.quota,
      seatType: s.seatType,
      gender: s.gender,
      year: s.year,
      round: s.round,
      roundLabel: roundLabel(counselling, s.round),
      openingRank: s.openingRank,
      closingRank: s.closingRank,
      closingPercentile: s.closingPercentile,
      rounds: pool?.rounds ?? [],
      trend: pool?.trend ?? [],
      chance,
      source: sourceLine(counselling, s.year, s.round),
    };
  });
  return {
    results,
    total,
    page,
    limit: query.limit,
    exam: { exam: resolved.exam, label: info.label, source: info.source },
    compared: { seatTypes, genders, by },
    notes: notesFor(resolved),
    method: CHANCE_METHOD,
  };
}
