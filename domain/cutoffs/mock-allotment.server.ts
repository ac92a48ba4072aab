// A mock allotment: a student's ordered choice list replayed over the latest year's published rounds of their
// counselling body. In round r a choice admits the candidate when a seat pool of it they may hold (seat type,
// gender pool, quota) closed at or after their rank in round r; the choice held after round r is the best
// admitted one, never worse than the one held after round r−1 (JoSAA's float). It replays published closing
// ranks, not the counselling's algorithm with every candidate's choices (decision 051).
import { sql } from "drizzle-orm";
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
import { pageSlug } from "../institutions/page-slug.ts";
import { cutoffCoverage } from "../cutoff-coverage.server.ts";
import { InputError } from "../errors.ts";
import { predictQuerySchema } from "./cutoffs.schema.ts";
import {
  EXAMS,
  type Exam,
  gendersFor,
  mockCounsellingOf,
  programDisplayName,
  roundLabel,
  sourceLine,
} from "./exams.ts";
import { candidateOf, placeHolds } from "./rank-lists.ts";
import { type Choice, choiceKey, type MockAllotmentQuery, type MockCandidate } from "./mock-allotment.schema.ts";
import { MOCK_METHOD } from "./mock-method.ts";
import { quotaOpenTo } from "./quotas.ts";
import { admits, closingText, type MockPool, notesFor, poolName, rankGroupsFor } from "./mock-rules.ts";

export type MockStatus = "admitted" | "missed" | "not-in-round" | "closed-to-you";

interface MockChoiceRound {
  round: number;
  status: MockStatus;
  /** The pools open to the candidate that published a closing in this round */
  pools: MockPool[];
  /** "Round 3: OPEN seats (All-India quota) closed at rank 1,850; your rank 2,000" */
  reason: string;
}

interface MockChoice {
  /** "111-45": the choice as the address lists it */
  choice: string;
  /** 1 is the first preference */
  preference: number;
  institution: {
    code: string | null;
    name: string;
    nameAsPublished: string;
    /** /college/{slug}; null where the institute is not linked to the catalogue */
    slug: string | null;
    type: string | null;
    state: string | null;
  };
  program: { name: string; nameAsPublished: string };
  /** Why no round could admit: not offered that year, or no seat open to the candidate; null otherwise */
  note: string | null;
  rounds: MockChoiceRound[];
}

interface MockRound {
  round: number;
  roundLabel: string;
  /** "JoSAA 2025, round 3" */
  source: string;
  /** The preference held after this round; null: none yet */
  held: number | null;
  /** The preference this round's closing ranks alone would admit to; null: none */
  admitted: number | null;
}

export interface MockAllotmentResult {
  exam: { exam: Exam; label: string; source: string };
  counselling: CounsellingBody;
  year: number;
  rounds: MockRound[];
  choices: MockChoice[];
  /** The preference held after the last round; null: none */
  final: number | null;
  compared: { seatTypes: string[]; genders: SeatGender[]; by: "rank" | "percentile" };
  notes: string[];
  method: typeof MOCK_METHOD;
}

interface ChoiceRow {
  institute_id: number;
  programme_id: number;
  institute_body: CounsellingBody | null;
  programme_body: CounsellingBody | null;
  published_name: string | null;
  institute_type: string | null;
  state: string | null;
  /** MHT-CET: the college's home university as printed (null for autonomous and deemed colleges) */
  home_university: string | null;
  institution_code: string | null;
  institution_name: string | null;
  slug: string | null;
  programme_name: string | null;
  branch: string | null;
  degree: string | null;
  duration_years: number | null;
}

interface PoolRow {
  institute_id: number;
  programme_id: number;
  quota: string | null;
  seat_type: string;
  gender: "neutral" | "female";
  /** Null where the pool is not compared (another seat type or gender) or has no closing that round */
  round: number | null;
  closing_rank: number | null;
  closing_percentile: number | null;
}

const choiceValues = (choices: readonly Choice[]) =>
  sql.join(
    choices.map((c, i) => sql`(${c.instituteId}::int, ${c.programmeId}::int, ${i}::int)`),
    sql`, `,
  );

/** The choices' institutes and programmes, with their institutions where linked. */
async function choiceRows(db: Database, choices: readonly Choice[]): Promise<ChoiceRow[]> {
  const { rows } = (await db.execute(sql`
    select ch.institute_id, ch.programme_id, ci.counselling as institute_body, p.counselling as programme_body,
      ci.name as published_name, ci.institute_type, ci.state, ci.home_university, ci.institution_code, i.name as institution_name,
      ${pageSlug(sql`i.code`, sql`i.slug`)} as slug, p.name_as_published as programme_name, p.branch, p.degree, p.duration_years
    from (values ${choiceValues(choices)}) as ch (institute_id, programme_id, position)
    left join ${cutoffInstitutes} ci on ci.id = ch.institute_id
    left join ${cutoffProgrammes} p on p.id = ch.programme_id
    left join ${institutions} i on i.code = ci.institution_code
    order by ch.position`)) as unknown as { rows: ChoiceRow[] };
  return rows;
}

/**
 * Every seat pool of the choices in the latest year (cutoff_seats), and for the pools of the compared seat
 * types and genders each round's closing (cutoffs, by its pool index): one query for the whole list.
 * Preparatory-course ranks never: a round closed on one has no common-list closing and is not read.
 */
async function poolRows(
  db: Database,
  counselling: CounsellingBody,
  choices: readonly Choice[],
  seatTypes: string[],
  genders: SeatGender[],
): Promise<PoolRow[]> {
  const compared = sql`s.seat_type in (${sql.join(
    seatTypes.map((t) => sql`${t}`),
    sql`, `,
  )}) and s.gender in (${sql.join(
    genders.map((g) => sql`${g}`),
    sql`, `,
  )})`;
  const institutes = [...new Set(choices.map((c) => c.instituteId))];
  // The institutes named outright so the planner reads cutoff_seats by its institute index (a few hundred pools),
  // and the rounds read in a lateral subquery whose seat-type test on the pool is checked once per pool, before
  // the cutoffs index is touched: only the compared pools' rounds are read (`offset 0` keeps the planner from
  // pulling the subquery up into a join that probes the index for every pool, 565 instead of 48 for 25 choices).
  const { rows } = (await db.execute(sql`
    select s.institute_id, s.programme_id, s.quota, s.seat_type, s.gender, c.round, c.closing_rank,
      c.closing_percentile
    from (values ${choiceValues(choices)}) as ch (institute_id, programme_id, position)
    join ${cutoffSeats} s on s.institute_id = ch.institute_id and s.programme_id = ch.programme_id
    left join lateral (
      select c.round, c.closing_rank, c.closing_percentile from ${cutoffs} c
      where ${compared} and c.institute_id = s.institute_id and c.seat_type = s.seat_type
        and c.gender = s.gender and c.programme_id = s.programme_id and c.year = s.year
        and c.quota is not distinct from s.quota
        and (c.closing_rank is not null or c.closing_percentile is not null)
      offset 0
    ) c on true
    where s.counselling = ${counselling} and s.institute_id in (${sql.join(
      institutes.map((id) => sql`${id}::int`),
      sql`, `,
    )})
    order by ch.position, s.quota, s.seat_type, s.gender, c.round`)) as unknown as { rows: PoolRow[] };
  return rows;
}

/** The candidate checked with the predictor's rules; each bad field refused with its message. */
function checkedCandidate(query: MockAllotmentQuery): MockCandidate {
  const { c: _choices, ...candidate } = query;
  const checked = predictQuerySchema.safeParse(candidate);
  if (!checked.success) {
    const fields: Record<string, string> = {};
    for (const issue of checked.error.issues) fields[issue.path.join(".") || "query"] ??= issue.message;
    throw new InputError(fields);
  }
  const { exam, rank, crlRank, categoryRank, pwdRank, categoryPwdRank, percentile, category, gender, homeState } =
    checked.data;
  const { pwd, homeUniversity, ews, defence, feeWaiver } = checked.data;
  return {
    ...{ exam, rank, crlRank, categoryRank, pwdRank, categoryPwdRank, percentile, category, gender, homeState },
    ...{ pwd, homeUniversity, ews, defence, feeWaiver },
  };
}

/**
 * The mock allotment of `query.c` (best preference first) for the candidate, over the latest year's rounds of
 * the exam's counselling body. Refused (InputError, per field): no choice, a choice of another body, an
 * institute or programme that does not exist, or a bad candidate field.
 */
export async function mockAllotment(db: Database, query: MockAllotmentQuery): Promise<MockAllotmentResult> {
  const candidate = checkedCandidate(query);
  const choices = query.c ?? [];
  if (choices.length === 0)
    throw new InputError({ c: "Add at least one choice: c=<instituteId>-<programmeId>, best first." });
  const info = EXAMS[candidate.exam];
  // The exam's own counselling (JoSAA for JEE): a mock allotment replays one body's rounds.
  const counselling = mockCounsellingOf(candidate.exam);
  if (!counselling) throw new InputError({ exam: `${info.label} has no mock allotment.` });
  const coverage = (await cutoffCoverage(db)).find((c) => c.counselling === counselling);
  if (!coverage) throw new InputError({ exam: `No ${info.source} cut-offs are loaded.` });
  const { latestYear: year, latestRound: lastRound, loadedOn } = coverage;

  const found = await choiceRows(db, choices);
  for (const [i, row] of found.entries()) {
    const label = `Choice ${i + 1} (${choiceKey(choices[i])})`;
    if (!row.institute_body || !row.programme_body)
      throw new InputError({ c: `${label}: no such institute or programme.` });
    if (row.institute_body !== counselling || row.programme_body !== counselling)
      throw new InputError({
        c: `${label} is not a ${info.source} programme: ${info.label} choices are ${info.source}'s.`,
      });
  }

  const groups = rankGroupsFor(candidate, counselling);
  const person = candidateOf(candidate);
  const genders = gendersFor(person);
  const seatTypes = [...new Set(groups.flatMap((g) => g.seatTypes))];
  const pools = await poolRows(db, counselling, choices, seatTypes, genders);
  const rounds = Array.from({ length: lastRound }, (_, i) => i + 1);

  const choicesOut: MockChoice[] = found.map((row, i) => {
    const mine = pools.filter((p) => p.institute_id === row.institute_id && p.programme_id === row.programme_id);
    // Each pool is compared with the rank of its own list (the CRL for OPEN seats, the category rank for the
    // category's), MHT-CET's H and O seats only at the colleges they belong to.
    const groupOf = (seatType: string) =>
      groups.find((g) => g.seatTypes.includes(seatType) && placeHolds(g.place, row.home_university));
    const instituteTypeFits = !info.instituteTypes || info.instituteTypes.some((t) => t === row.institute_type);
    // The pools this candidate may hold: a compared seat type and gender, a quota open to them at this institute.
    const open = instituteTypeFits
      ? mine.filter(
          (p) =>
            groupOf(p.seat_type) !== undefined &&
            genders.includes(p.gender) &&
            quotaOpenTo(counselling, p.quota, row.state, person.homeState),
        )
      : [];
    let note: string | null = null;
    if (mine.length === 0) note = `Not offered in ${sourceLine(counselling, year, lastRound).split(",")[0]}.`;
    else if (!instituteTypeFits)
      note = `No seat of this programme is open to you: ${row.institute_type} seats are allotted on ${
        row.institute_type === "IIT" ? "JEE Advanced" : "JEE Main"
      } ranks.`;
    else if (!open.some((p) => p.round !== null))
      note = `No seat of this programme is open to you: its ${year} seats are ${[
        ...new Set(mine.map((p) => poolName({ quota: p.quota, seatType: p.seat_type, gender: p.gender }))),
      ]
        .slice(0, 6)
        .join(", ")}.`;
    const choiceRounds = rounds.map((round): MockChoiceRound => {
      const label = roundLabel(counselling, round);
      if (note) return { round, status: "closed-to-you", pools: [], reason: note };
      const inRound = open.filter((p) => p.round === round);
      if (inRound.length === 0)
        return {
          round,
          status: "not-in-round",
          pools: [],
          reason: `Not offered in ${label.replace(/^Round/, "round")}: no closing rank of a seat open to you was published for it.`,
        };
      // Every open pool has its group (the filter above).
      const compared = inRound.map((p) => ({ group: groupOf(p.seat_type)!, pool: p }));
      const shown: MockPool[] = compared.map(({ group, pool: p }) => ({
        quota: p.quota,
        seatType: p.seat_type,
        gender: p.gender,
        closingRank: p.closing_rank,
        closingPercentile: p.closing_percentile,
        admits: admits(group, p),
      }));
      const admitted = shown.some((p) => p.admits);
      const closings = shown
        .map((p, k) => `${poolName(p)} ${closingText(compared[k].group, p)}; ${compared[k].group.rankName}`)
        .join("; ");
      return {
        round,
        status: admitted ? "admitted" : "missed",
        pools: shown,
        reason: `${label}: ${closings}`,
      };
    });
    return {
      choice: choiceKey(choices[i]),
      preference: i + 1,
      institution: {
        code: row.institution_code,
        name: row.institution_name ?? row.published_name!,
        nameAsPublished: row.published_name!,
        slug: row.slug,
        type: row.institute_type,
        state: row.state,
      },
      program: {
        name: programDisplayName(counselling, {
          branch: row.branch!,
          degree: row.degree,
          durationYears: row.duration_years,
        }),
        nameAsPublished: row.programme_name!,
      },
      note,
      rounds: choiceRounds,
    };
  });

  // The float: after round r the best admitted preference, never worse than the one held after round r−1.
  let held: number | null = null;
  const roundsOut = rounds.map((round, r): MockRound => {
    const admittedNow = choicesOut.find((c) => c.rounds[r].status === "admitted")?.preference ?? null;
    if (admittedNow !== null && (held === null || admittedNow < held)) held = admittedNow;
    return {
      round,
      roundLabel: roundLabel(counselling, round),
      source: sourceLine(counselling, year, round, loadedOn),
      held,
      admitted: admittedNow,
    };
  });

  return {
    exam: { exam: candidate.exam, label: info.label, source: info.source },
    counselling,
    year,
    rounds: roundsOut,
    choices: choicesOut,
    final: held,
    compared: { seatTypes, genders, by: groups[0].by },
    notes: notesFor(counselling, person, groups, year, lastRound),
    method: MOCK_METHOD,
  };
}
