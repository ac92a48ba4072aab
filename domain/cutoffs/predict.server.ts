// The college predictor: the seats a candidate's rank (or MHT-CET percentile) may get, from the latest
// published cut-offs, each labelled Likely, Possible or Reach by the published method (chance.ts).
import { and, eq, inArray, or, sql, type SQL } from "drizzle-orm";
import type { Database } from "../../db/client.server.ts";
import {
  type CutoffBody,
  cutoffInstitutes,
  cutoffProgrammes,
  cutoffs,
  cutoffSeats,
  dataLoads,
  type LoadableBody,
  loadableBodies,
  type SeatGender,
} from "../../db/cutoffs-schema.ts";
import { institutions } from "../../db/institutions-schema.ts";
import { pageSlug } from "../institutions/page-slug.ts";
import { seatFees, type SeatFee } from "../institutions/published-fees.server.ts";
import { InputError } from "../errors.ts";
import { stateNamed } from "../states.ts";
import { CHANCE_METHOD, type Chance, chances } from "./chance.ts";
import { type PredictQuery, predictQuerySchema } from "./cutoffs.schema.ts";
import {
  baseCategory,
  type Candidate,
  EXAMS,
  type Exam,
  gendersFor,
  mhtcetHomeUniversities,
  officialSource,
  type PredictorSort,
  programDisplayName,
  roundLabel,
  type SeatSource,
  sourceLine,
} from "./exams.ts";
import { candidateOf, josaaRankName, placeHolds, type RankGroup, rankGroups, type RankUsed } from "./rank-lists.ts";
import { quotaReach } from "./quotas.ts";
import { seatKind } from "./seat-kinds.ts";
import { NIRF_SEAT_LISTS, nirfCategoryOf } from "./seat-pools.server.ts";
import { isStateBody, STATE_BODIES } from "./state-counselling.ts";

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
  /** The latest NIRF rank in Engineering (JoSAA, MHT-CET, the state bodies) or Medical / Dental (NEET) */
  nirfRank: number | null;
  /**
   * That rank with its list, year and source, for "NIRF 2025 · Engineering #3" (rankLabel, decision 036); null
   * when the institution is not in the latest year of that list.
   */
  nirf: PredictedNirfRank | null;
}

interface PredictedNirfRank {
  rank: number;
  year: number;
  category: string;
  source: { name: string; url: string };
}

export interface Prediction {
  /** The seat pool's id (stable until the data is reloaded) */
  id: number;
  /** The body that published the seat (JEE Main's answer holds JoSAA's, OJEE's and WBJEEB's) */
  counselling: CutoffBody;
  /** The institute and programme as a mock allotment's choice ("111-305": cutoff_institutes, cutoff_programmes) */
  choice: string;
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
  /** The candidate's rank this seat was compared with ("OBC-NCL rank" 5500) */
  comparedWith: RankUsed;
  /** The seat's kind in words ("Government seat, All-India quota"); paid: fees far above a government seat's */
  kind: { label: string; paid: boolean };
  /** "JoSAA 2025, round 6" */
  source: string;
  /** The official body that publishes these figures, linked beside the source line */
  sourceBody: { name: string; url: string };
  /**
   * The fee per year a committee published for the college's course (NEET-UG: ACPUGMEC, Gujarat, for the seats
   * it allots, without a year), else the tuition the institution published for the programme (decision 059),
   * or null: "Fee not published".
   */
  fee: SeatFee | null;
}

export interface PredictResult {
  results: Prediction[];
  /** Seats listed over all pages */
  total: number;
  /** The page given: a page past the last gives the last */
  page: number;
  limit: number;
  exam: { exam: Exam; label: string; source: string };
  /** What the ranks were compared with: every seat type, and each rank with its seat types */
  compared: {
    seatTypes: string[];
    genders: SeatGender[];
    by: "rank" | "percentile";
    ranks: (RankUsed & { seatTypes: string[]; counselling: CutoffBody })[];
  };
  sort: PredictorSort;
  /** What the candidate should know about these results (assumptions made, seats left out) */
  notes: string[];
  method: typeof CHANCE_METHOD;
}

interface Resolved {
  exam: Exam;
  candidate: Candidate;
  /** Each (body, seat types, rank) the answer compares; lower score is better */
  groups: RankGroup[];
  genders: SeatGender[];
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
  const candidate = candidateOf(query);
  return {
    exam: query.exam,
    candidate,
    groups: rankGroups(candidate, query),
    genders: gendersFor(candidate),
    by: query.percentile !== undefined ? "percentile" : "rank",
    state: query.state ? stateNamed(query.state) : undefined,
  };
}

/** The quotas the candidate may hold at each institute (quotas.ts), as a condition on cutoff_seats. */
function quotaCondition(
  counselling: CutoffBody,
  homeState: string | undefined,
  governmentOnly: boolean,
): SQL | undefined {
  const reach = quotaReach(counselling, homeState, governmentOnly);
  if (!reach) return undefined;
  const { anywhere, inHomeState, outsideHomeState } = reach;
  return or(
    inArray(cutoffSeats.quota, anywhere),
    homeState && inHomeState.length > 0
      ? and(inArray(cutoffSeats.quota, inHomeState), eq(cutoffSeats.state, homeState))
      : undefined,
    outsideHomeState.length > 0
      ? and(
          inArray(cutoffSeats.quota, outsideHomeState),
          homeState ? sql`${cutoffSeats.state} is distinct from ${homeState}` : undefined,
        )
      : undefined,
  );
}

/** One seat source's seats the candidate may take: its body, institute types and quotas. */
function sourceCondition(source: SeatSource, query: PredictQuery, homeState: string | undefined): SQL {
  const types = query.instituteType ? [query.instituteType] : source.instituteTypes;
  return and(
    eq(cutoffSeats.counselling, source.counselling),
    types ? inArray(cutoffSeats.instituteType, [...types]) : undefined,
    quotaCondition(source.counselling, homeState, query.governmentOnly),
  )!;
}

function likePattern(word: string): string {
  return `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** A shown seat's rounds and final rounds, as the page's query gives them: [year, round, final, opening, closing, percentile]. */
type HistoryRow = [number, number, boolean, number | null, number | null, number | null];

/** The seat's rounds of its latest year, and the final round of each of the last three years held. */
function roundsAndTrend(rows: HistoryRow[], year: number): { rounds: SeatRound[]; trend: SeatYear[] } {
  const rounds: SeatRound[] = [];
  const trend: SeatYear[] = [];
  for (const [rowYear, round, final, openingRank, closingRank, closingPercentile] of rows) {
    if (rowYear === year) rounds.push({ round, openingRank, closingRank, closingPercentile });
    if (final) trend.push({ year: rowYear, round, closingRank, closingPercentile });
  }
  return { rounds, trend };
}

interface LabelledRow {
  total: number;
  id: number | null;
  /** Which of the rank groups the seat was compared in */
  rank_group: number | null;
  counselling: CutoffBody | null;
  /** 0 Likely, 1 Possible, 2 Reach (chances' order) */
  chance: 0 | 1 | 2 | null;
  institute_id: number | null;
  programme_id: number | null;
  quota: string | null;
  seat_type: string | null;
  gender: SeatGender | null;
  year: number | null;
  round: number | null;
  opening_rank: number | null;
  closing_rank: number | null;
  closing_percentile: number | null;
  nirf_rank: number | null;
  /** The list, year and source of `nirf_rank` (NIRF_SEAT_LISTS); null when not ranked */
  nirf_category: string | null;
  nirf_year: number | null;
  nirf_source_name: string | null;
  nirf_source_url: string | null;
  published_name: string | null;
  institution_code: string | null;
  institute_type: string | null;
  state: string | null;
  home_university: string | null;
  institution_name: string | null;
  slug: string | null;
  programme_name: string | null;
  branch: string | null;
  degree: string | null;
  duration_years: number | null;
  /** The json_agg of the seat's rounds (both PGlite and node-postgres parse json); null for the empty page's row */
  history: HistoryRow[] | null;
}

/** MHT-CET's colleges by home university, as ids of cutoff_institutes; null when no group has a place. */
type Places = { home: number[]; other: number[] } | null;

/**
 * The colleges of the candidate's home university (its H seats) and of the other universities (their O seats):
 * read first, as a short list of ids, so that the page's query tests each seat by its institute id rather than
 * joining every seat to its institute (decision 052).
 */
async function collegesByUniversity(db: Database, homeUniversity: string): Promise<Places> {
  const colleges = await db
    .select({ id: cutoffInstitutes.id, university: cutoffInstitutes.homeUniversity })
    .from(cutoffInstitutes)
    .where(
      and(eq(cutoffInstitutes.counselling, "mhtcet"), inArray(cutoffInstitutes.homeUniversity, mhtcetHomeUniversities)),
    );
  return {
    home: colleges.filter((c) => placeHolds({ homeUniversity, at: "home" }, c.university)).map((c) => c.id),
    other: colleges.filter((c) => placeHolds({ homeUniversity, at: "other" }, c.university)).map((c) => c.id),
  };
}

/** MHT-CET's H seats at the home university's colleges, O seats at another university's; other groups anywhere. */
function placeCondition(places: Places): SQL {
  if (!places) return sql`true`;
  const among = (ids: number[]) =>
    ids.length ? sql`${cutoffSeats.instituteId} = any(${`{${ids.join(",")}}`}::int[])` : sql`false`;
  return sql`(ranks.place is null or (ranks.place = 'home' and ${among(places.home)})
    or (ranks.place = 'other' and ${among(places.other)}))`;
}

/**
 * How a page is ordered (`sort`), over the labelled seats. `closeness` is the seat's closing rank over the rank
 * it was compared with: within one rank list the same order as the closing rank, and across lists (OPEN seats
 * by CRL, OBC-NCL seats by the OBC-NCL rank) a seat closing at the candidate's own rank counts the same in each.
 */
const ORDERS: Record<PredictorSort, SQL> = {
  // The most sought seats the candidate can get first: Likely and Possible by closeness, then Reach.
  best: sql`(chance = 2), closeness, nirf_rank nulls last, id`,
  chance: sql`chance, nirf_rank nulls last, closeness, id`,
  closing: sql`closeness, chance, id`,
  nirf: sql`nirf_rank nulls last, (chance = 2), closeness, id`,
  state: sql`state nulls last, (chance = 2), closeness, id`,
  fee: sql`fee nulls last, (chance = 2), closeness, id`,
};

/**
 * One page of the seats `where` selects, each compared with its rank group's rank (the groups joined on body
 * and seat type, so that paging and the total cover the union) and labelled by the published method
 * (chance.ts: CHANCE_METHOD, the same rules as chanceOf, applied here by the database so that only the page
 * leaves it), in the order `sort` names; with the institute's and programme's names, and the total in every
 * row (one row with null seat fields when the page is empty).
 */
async function labelledPage(
  db: Database,
  where: SQL,
  groups: RankGroup[],
  by: "rank" | "percentile",
  sort: PredictorSort,
  limit: number,
  offset: number,
  /** Seats with a published fee, for the fee order (seatFees) */
  fees: Map<string, SeatFee>,
  /** MHT-CET's colleges of the candidate's home university and of the others (collegesByUniversity) */
  places: Places,
): Promise<LabelledRow[]> {
  if (groups.length === 0) return [];
  // Lower is better: ranks as they are, percentiles as the share of candidates ahead.
  const [latest, tightest, loosest] =
    by === "rank"
      ? [cutoffSeats.closingRank, cutoffSeats.tightestClosingRank, cutoffSeats.loosestClosingRank].map((c) => sql`${c}`)
      : [
          cutoffSeats.closingPercentile,
          cutoffSeats.tightestClosingPercentile,
          cutoffSeats.loosestClosingPercentile,
        ].map((c) => sql`(100 - ${c})`);
  const ranks = sql.join(
    groups.flatMap((g, i) =>
      g.seatTypes.map(
        (seatType) =>
          sql`(${g.counselling}::text, ${seatType}::text, ${g.score}::double precision, ${i}::int, ${g.place?.at ?? null}::text)`,
      ),
    ),
    sql`, `,
  );
  const x = sql`ranks.score`;
  const possible = sql`${1 + CHANCE_METHOD.possibleMargin}::double precision`;
  const reach = sql`${1 + CHANCE_METHOD.reachMargin}::double precision`;
  const order = ORDERS[sort];
  // Only the fee order reads every seat's fee: the few seats that have one, as a list to join.
  const feeList = [...fees].map(([choice, fee]) => {
    const [instituteId, programmeId] = choice.split("-").map(Number);
    return sql`(${instituteId}::int, ${programmeId}::int, ${fee.perYear}::int)`;
  });
  const feeJoin =
    sort === "fee" && feeList.length
      ? sql`left join (values ${sql.join(feeList, sql`, `)}) as fees (institute_id, programme_id, fee)
          on fees.institute_id = ${cutoffSeats.instituteId} and fees.programme_id = ${cutoffSeats.programmeId}`
      : sql`left join (select null::int as fee) as fees on true`;
  const { rows } = (await db.execute(sql`
    with ranks (counselling, seat_type, score, rank_group, place) as (values ${ranks}),
    -- Materialized: its three lookups once per answer; inlined, the planner repeats them for each shown seat
    -- (150 index lookups for a page of 50).
    nirf_lists as materialized (${NIRF_SEAT_LISTS}),
    labelled as (
      select ${cutoffSeats}.*, ranks.rank_group, ${latest} / greatest(${x}, 0.01) as closeness, fees.fee,
        case when ${x} <= ${tightest} then 0
             when ${x} <= ${loosest} or ${x} <= ${latest} * ${possible} then 1
             when ${x} <= ${loosest} * ${reach} then 2 end as chance
      from ranks
      join ${cutoffSeats} on ${cutoffSeats.counselling} = ranks.counselling and ${cutoffSeats.seatType} = ranks.seat_type
      ${feeJoin}
      where ${where} and ${placeCondition(places)} and ${latest} is not null and ${loosest} * ${reach} >= ${x}
    ), shown as (
      select * from labelled where chance is not null
      order by ${order}
      limit ${limit} offset ${offset}
    )
    -- The joins do not keep the page's order: the same order again over the page's own columns.
    select * from (
    select (select count(*)::int from labelled where chance is not null) as total,
      shown.id, shown.chance, shown.closeness, shown.rank_group, shown.counselling, shown.institute_id, shown.programme_id,
      shown.quota, shown.seat_type, shown.gender, shown.year, shown.round, shown.opening_rank, shown.closing_rank,
      shown.closing_percentile, shown.nirf_rank, shown.fee,
      ci.name as published_name, ci.institution_code, ci.institute_type, ci.state, ci.home_university,
      i.name as institution_name, ${pageSlug(sql`i.code`, sql`i.slug`)} as slug, p.name_as_published as programme_name, p.branch, p.degree, p.duration_years,
      h.history, nl.category as nirf_category, nl.year as nirf_year, nl.source_name as nirf_source_name,
      nl.source_url as nirf_source_url
    from (select 1) as one
    left join shown on true
    left join ${cutoffInstitutes} ci on ci.id = shown.institute_id
    left join ${cutoffProgrammes} p on p.id = shown.programme_id
    left join ${institutions} i on i.code = ci.institution_code
    -- The shown seats' rounds of their latest year and final rounds of the last three years held, in the same
    -- query (one round trip less): common-list ranks only, a preparatory row has no closing rank of its own.
    left join lateral (
      select json_agg(json_build_array(c.year, c.round, c.final, c.opening_rank, c.closing_rank, c.closing_percentile)
        order by c.year, c.round) as history
      from ${cutoffs} c
      where c.institute_id = shown.institute_id and c.seat_type = shown.seat_type and c.gender = shown.gender
        and c.programme_id = shown.programme_id and c.quota is not distinct from shown.quota
        and c.year > shown.year - ${CHANCE_METHOD.trendYears} and c.year <= shown.year and c.closing_rank is not null
        and (c.final or c.year = shown.year)
    ) h on true
    -- The list, year and source of the seat's NIRF rank (its list by the seat's body and degree, as the
    -- rank was chosen: seat-pools.server.ts), so that the card names them.
    left join nirf_lists nl on shown.nirf_rank is not null
      and nl.category = ${nirfCategoryOf(sql`shown.counselling`, sql`p.degree`)}
    ) as page
    order by ${order}`)) as unknown as {
    rows: LabelledRow[];
  };
  return rows.map((row) => ({ ...row, total: Number(row.total) }));
}

function notesFor(resolved: Resolved, query: PredictQuery): string[] {
  const notes: string[] = [];
  const { candidate, groups } = resolved;
  const bodies = new Set(EXAMS[resolved.exam].seats.map((s) => s.counselling));
  const base = baseCategory(candidate.category);
  if (bodies.has("josaa") && !candidate.homeState)
    notes.push(
      "No home state given: the other-state (OS) quota is shown at every institute and no home-state (HS) seat. " +
        "Give your home state (where you passed class 12) to see both where they apply.",
    );
  if (bodies.has("josaa") && query.rank !== undefined)
    notes.push(
      `Compared with ${candidate.category} seats only, with your ${josaaRankName(candidate.category)}. Give your ` +
        "CRL rank and your category and PwD ranks each in its own field to see every seat they open.",
    );
  // Which JoSAA seats met which rank is the answer's `compared` (the page's line above the cards), not a note.
  if (bodies.has("josaa") && query.rank === undefined) {
    if (base !== "OPEN" && query.categoryRank === undefined)
      notes.push(`No ${base} rank given: ${base} seats are not shown. Give your category rank to see them.`);
    if (candidate.pwd && query.pwdRank === undefined)
      notes.push("No CRL-PwD rank given: OPEN (PwD) seats are not shown.");
    if (candidate.pwd && base !== "OPEN" && query.categoryPwdRank === undefined)
      notes.push(`No ${base}-PwD rank given: ${base} (PwD) seats are not shown.`);
  }
  if (bodies.has("josaa")) notes.push("NIT Goa's GO quota is not shown: who may hold it is not in the published data.");
  if (bodies.has("mcc"))
    notes.push(
      "MCC's All-India Quota only (15 % of government seats, and deemed universities); your state's own quota " +
        "counselling is not included. ESI, NRI, armed-forces and minority quotas are not shown." +
        (query.governmentOnly ? " Deemed-university (paid) seats are left out, as asked." : ""),
    );
  if (bodies.has("mhtcet") && /^(G|L|PWD|DEF)/.test(candidate.category))
    notes.push(
      "H seats are for candidates of the college's home university and O seats for others: each result shows " +
        "the college's home university where the CET Cell printed it (2024).",
    );
  else if (bodies.has("mhtcet"))
    notes.push(
      candidate.homeUniversity
        ? `Compared: ${groups.map((g) => g.seatTypes.join(", ") + (g.place ? (g.place.at === "home" ? ` at ${g.place.homeUniversity}'s colleges` : " at other universities' colleges") : "")).join("; ")}. Colleges printed as autonomous or deemed have no home university in the data: only their S seats are shown.`
        : `Compared: ${groups.map((g) => g.seatTypes.join(", ")).join("; ")}. No home university given: only state-level (S) seats are shown; choose yours to see H and O seats too.`,
    );
  for (const group of groups) {
    if (!isStateBody(group.counselling)) continue;
    const info = STATE_BODIES[group.counselling];
    notes.push(
      `${info.short}: ${group.seatTypes.join(", ")} seats compared with your ${group.used.name}. ${info.caveats.join(" ")}`,
    );
  }
  if (resolved.exam === "jee-main" && !groups.some((g) => isStateBody(g.counselling)))
    notes.push("OJEE and WBJEEB's JEE (Main) seats are compared with your CRL rank: give it to see them.");
  return notes;
}

/**
 * The seats a candidate may be offered, in the order `sort` names (by default the most sought seats within
 * reach first: Likely and Possible by closing rank against the rank compared, then Reach). Each of the
 * candidate's ranks is compared with its own list's seats (rank-lists.ts): JEE's CRL with OPEN seats, the
 * category rank with the category's seats, the PwD ranks with PwD seats; NEET-UG's All-India Rank with every
 * seat type open to the candidate; MHT-CET's rank or percentile with the CET Cell's. JEE Advanced ranks are
 * compared with IIT seats, JEE Main ranks with NIT, IIIT and GFTI seats (and any other body the exam lists),
 * NEET-UG ranks with MCC's All-India Quota, MHT-CET with the CET Cell's CAP seats. Female-only seats only for
 * female candidates, PwD seat types only for PwD candidates, home-state quotas only in the home state,
 * preparatory ranks never. No seat fits: `results` is empty and `total` 0.
 */
export async function predict(db: Database, query: PredictQuery): Promise<PredictResult> {
  const resolved = resolve(query);
  const { groups, genders, by, candidate } = resolved;
  const info = EXAMS[resolved.exam];
  const bodies = [...new Set(info.seats.map((s) => s.counselling))];
  // Every body but MCC has files staff load on /admin/data.
  const loadable = bodies.filter((b): b is LoadableBody => (loadableBodies as readonly string[]).includes(b));
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
              inArray(cutoffProgrammes.counselling, bodies),
              ...words.map(
                (w) =>
                  sql`lower(${cutoffProgrammes.branch} || ' ' || coalesce(${cutoffProgrammes.degree}, '') || ' ' || ${cutoffProgrammes.nameAsPublished}) like ${likePattern(w)}`,
              ),
            ),
          )
      ).map((p) => p.id)
    : undefined;
  const where = and(
    inArray(cutoffSeats.gender, genders),
    or(...info.seats.map((source) => sourceCondition(source, query, candidate.homeState))),
    resolved.state ? eq(cutoffSeats.state, resolved.state) : undefined,
    programmeIds ? (programmeIds.length ? inArray(cutoffSeats.programmeId, programmeIds) : sql`false`) : undefined,
  )!;
  const fees = await seatFees(db, bodies);
  const placed = groups.find((g) => g.place)?.place;
  const places = placed ? await collegesByUniversity(db, placed.homeUniversity) : null;
  const pageOf = (offset: number) => labelledPage(db, where, groups, by, query.sort, query.limit, offset, fees, places);
  const offset = (query.page - 1) * query.limit;
  let answer = await pageOf(offset);
  const total = answer[0]?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / query.limit));
  const page = Math.min(query.page, pages);
  if (page !== query.page) answer = await pageOf((page - 1) * query.limit);
  const details = answer.filter((row) => row.id !== null);
  const shown = details.map((d) => ({ seat: { id: d.id! }, chance: chances[d.chance!] }));
  // The day staff published each year's file, for the source line ("· loaded 27 Nov 2026").
  const loads = await db
    .select({ dataset: dataLoads.dataset, year: dataLoads.year, publishedAt: dataLoads.publishedAt })
    .from(dataLoads)
    .where(and(inArray(dataLoads.dataset, loadable), eq(dataLoads.status, "published")));
  const loadedOn = (counselling: CutoffBody, year: number) =>
    loads
      .find((l) => l.dataset === counselling && l.year === year)
      ?.publishedAt?.toISOString()
      .slice(0, 10) ?? null;
  const results = details.map((d, i): Prediction => {
    const counselling = d.counselling!;
    const pool = roundsAndTrend(d.history ?? [], d.year!);
    const programme = {
      nameAsPublished: d.programme_name!,
      branch: d.branch!,
      degree: d.degree,
      durationYears: d.duration_years,
    };
    return {
      id: d.id!,
      counselling,
      choice: `${d.institute_id}-${d.programme_id}`,
      institution: {
        code: d.institution_code,
        name: d.institution_name ?? d.published_name!,
        slug: d.slug,
        nameAsPublished: d.published_name!,
        type: d.institute_type,
        state: d.state,
        homeUniversity: d.home_university,
        nirfRank: d.nirf_rank,
        nirf:
          d.nirf_rank !== null && d.nirf_category
            ? {
                rank: d.nirf_rank,
                year: d.nirf_year!,
                category: d.nirf_category,
                source: { name: d.nirf_source_name!, url: d.nirf_source_url! },
              }
            : null,
      },
      program: { name: programDisplayName(counselling, programme), ...programme },
      quota: d.quota,
      seatType: d.seat_type!,
      gender: d.gender!,
      year: d.year!,
      round: d.round!,
      roundLabel: roundLabel(counselling, d.round!),
      openingRank: d.opening_rank,
      closingRank: d.closing_rank,
      closingPercentile: d.closing_percentile,
      rounds: pool.rounds,
      trend: pool.trend,
      chance: shown[i].chance,
      comparedWith: groups[d.rank_group!].used,
      kind: seatKind(counselling, { quota: d.quota, seatType: d.seat_type!, institute: d.published_name! }),
      source: sourceLine(counselling, d.year!, d.round!, loadedOn(counselling, d.year!)),
      sourceBody: officialSource(counselling),
      fee: fees.get(`${d.institute_id}-${d.programme_id}`) ?? null,
    };
  });
  return {
    results,
    total,
    page,
    limit: query.limit,
    exam: { exam: resolved.exam, label: info.label, source: info.source },
    compared: {
      seatTypes: [...new Set(groups.flatMap((g) => g.seatTypes))],
      genders,
      by,
      ranks: groups.map((g) => ({ ...g.used, seatTypes: g.seatTypes, counselling: g.counselling })),
    },
    sort: query.sort,
    notes: notesFor(resolved, query),
    method: CHANCE_METHOD,
  };
}
