// An institution's admission cut-offs, for the cut-off section of its page: per programme, the final-round
// closing rank of every year published (the trend chart) and one year round by round, for one seat type,
// gender pool and (optionally) quota, per counselling body that publishes cut-offs for it.
import { currentSlugOrCode } from "../institutions/former-addresses.server.ts";
import { and, asc, eq, inArray, or, sql } from "drizzle-orm";
import type { Database } from "../../db/client.server.ts";
import {
  type CounsellingBody,
  type CutoffBody,
  cutoffBodies,
  cutoffInstitutes,
  cutoffProgrammes,
  cutoffs,
  cutoffSeats,
  dataLoads,
  type SeatGender,
} from "../../db/cutoffs-schema.ts";
import { dataSources, institutions } from "../../db/institutions-schema.ts";
import { colleges } from "../../db/schema.ts";
import { programDisplayName, roundLabel, sourceLine } from "./exams.ts";
import { isStateBody, STATE_BODIES, stateSourceLine } from "./state-counselling.ts";
import type { PredictedProgram } from "./predict.server.ts";

export interface InstitutionCutoffsOptions {
  /** The year shown round by round; each body's latest year for this institution when left out */
  year?: number;
  /** Seat type as the body prints it; OPEN (JoSAA, MCC) or GOPENS (MHT-CET) when left out */
  category?: string;
  /** neutral when left out */
  gender?: SeatGender;
  /** Only this quota (AI, HS, OS, …; MCC's as printed); every quota when left out */
  quota?: string;
  /**
   * The bodies read: JoSAA, MCC and the CET Cell when left out (what GET /api/cutoffs answers); the institution's
   * page also reads the state bodies (domain/cutoffs/state-counselling.ts).
   */
  bodies?: readonly CutoffBody[];
}

/** A final round of one year: the point of the trend chart. */
export interface CutoffYear {
  year: number;
  round: number;
  openingRank: number | null;
  closingRank: number | null;
  closingPercentile: number | null;
  /** "JoSAA 2025, round 6", and "· loaded 27 Nov 2026" for a year staff loaded */
  source: string;
  /** The day staff published the file this year's figures came from (YYYY-MM-DD); null: bundled with the release */
  loadedOn: string | null;
}

export interface CutoffRound {
  round: number;
  roundLabel: string;
  openingRank: number | null;
  closingRank: number | null;
  closingPercentile: number | null;
}

/** One seat pool of one programme: its chart (years) and its rounds in the chosen year. */
export interface CutoffPool {
  program: PredictedProgram;
  quota: string | null;
  seatType: string;
  gender: SeatGender;
  /**
   * "preparatory": JoSAA's preparatory-course ranks (PwD seats), a rank list of their own. Such a pool's ranks
   * are never to be compared with another pool's or with a candidate's rank.
   */
  rankList: "common" | "preparatory";
  /** Final round of each year, oldest first */
  years: CutoffYear[];
  /** Every round of the chosen year; empty when the programme was not offered that year */
  rounds: CutoffRound[];
}

export interface CounsellingCutoffs<B extends CutoffBody = CounsellingBody> {
  counselling: B;
  /** "JEE Advanced", "JEE Main", "NEET-UG", "MHT-CET" */
  exam: string;
  source: { name: string; year: string; url: string };
  /** The institute as the body printed it, every spelling, the latest first */
  namesAsPublished: string[];
  /** The year shown round by round */
  year: number;
  /** Every year held for the chosen seat type and gender */
  years: number[];
  seatType: string;
  gender: SeatGender;
  quota: string | null;
  /** The choices the section can offer (from the latest year's seats) */
  available: { seatTypes: string[]; genders: SeatGender[]; quotas: string[] };
  pools: CutoffPool[];
}

export interface InstitutionCutoffs<B extends CutoffBody = CounsellingBody> {
  institution: { code: string; name: string; slug: string };
  /** One per counselling body with cut-offs for the institution; empty when none has */
  counselling: CounsellingCutoffs<B>[];
}

const SLUG_OR_CODE = /^[A-Za-z0-9:-]{1,160}$/;
/** The data_sources id of each body: the state bodies' ids are their own names. */
const sourceId = (body: CutoffBody) =>
  ({ josaa: "josaa", mcc: "mcc-neet", mhtcet: "mhtcet-cap" })[body as CounsellingBody] ?? body;
const BODY_ORDER: readonly CounsellingBody[] = ["josaa", "mcc", "mhtcet"];
/** Every body whose cut-offs the tables hold, the state bodies included: what an institution's page reads. */
export const EVERY_BODY: readonly CutoffBody[] = cutoffBodies;
const QUOTA_ORDER = ["AI", "HS", "OS", "JK", "LA", "GO", "AP", "All India", "Home State"];

function examOf(counselling: CutoffBody, instituteType: string | null): string {
  if (isStateBody(counselling)) return STATE_BODIES[counselling].exam;
  if (counselling === "mcc") return "NEET-UG";
  if (counselling === "mhtcet") return "MHT-CET";
  return instituteType === "IIT" ? "JEE Advanced" : "JEE Main";
}

/**
 * The cut-offs of an institution, by its code ("U-0306"), its slug, or the slug of the staff-run college page
 * that covers it (its page's own address). Undefined when none has that code or slug; `counselling` is empty when none of the counselling bodies publishes cut-offs for it.
 */
export async function institutionCutoffs(
  db: Database,
  codeOrSlug: string,
  options?: Omit<InstitutionCutoffsOptions, "bodies">,
): Promise<InstitutionCutoffs | undefined>;
export async function institutionCutoffs(
  db: Database,
  codeOrSlug: string,
  options: InstitutionCutoffsOptions & { bodies: readonly CutoffBody[] },
): Promise<InstitutionCutoffs<CutoffBody> | undefined>;
export async function institutionCutoffs(
  db: Database,
  codeOrSlug: string,
  options: InstitutionCutoffsOptions = {},
): Promise<InstitutionCutoffs<CutoffBody> | undefined> {
  if (!SLUG_OR_CODE.test(codeOrSlug)) return undefined;
  // A merged or renamed institution's old slug or code reads its survivor's cut-offs.
  codeOrSlug = currentSlugOrCode(codeOrSlug);
  // The institution and its institutes of the cut-off files, in one query.
  const found = await db
    .select({
      code: institutions.code,
      name: institutions.name,
      slug: institutions.slug,
      institute: cutoffInstitutes,
    })
    .from(institutions)
    .leftJoin(cutoffInstitutes, eq(cutoffInstitutes.institutionCode, institutions.code))
    .where(
      or(
        eq(institutions.code, codeOrSlug),
        eq(institutions.slug, codeOrSlug),
        sql`${institutions.code} = (select ${colleges.institutionCode} from ${colleges} where ${colleges.slug} = ${codeOrSlug})`,
      ),
    )
    .orderBy(asc(cutoffInstitutes.id));
  if (found.length === 0) return undefined;
  const institution = { code: found[0].code, name: found[0].name, slug: found[0].slug };
  const institutes = found.flatMap((f) => (f.institute ? [f.institute] : []));
  if (institutes.length === 0) return { institution, counselling: [] };

  const asked = options.bodies ?? BODY_ORDER;
  const bodies = cutoffBodies.filter((body) => asked.includes(body) && institutes.some((i) => i.counselling === body));
  const [sources, offered] = await Promise.all([
    db
      .select()
      .from(dataSources)
      .where(inArray(dataSources.id, bodies.map(sourceId))),
    db
      .selectDistinct({
        instituteId: cutoffSeats.instituteId,
        seatType: cutoffSeats.seatType,
        gender: cutoffSeats.gender,
        quota: cutoffSeats.quota,
      })
      .from(cutoffSeats)
      .where(
        inArray(
          cutoffSeats.instituteId,
          institutes.map((i) => i.id),
        ),
      ),
  ]);

  const counselling: CounsellingCutoffs<CutoffBody>[] = [];
  for (const body of bodies) {
    const mine = institutes.filter((i) => i.counselling === body);
    const ids = mine.map((i) => i.id);
    const seatType =
      options.category ??
      (isStateBody(body) ? STATE_BODIES[body].defaultCategory : body === "mhtcet" ? "GOPENS" : "OPEN");
    const gender = options.gender ?? "neutral";
    const quota = options.quota ?? null;
    const pool = and(
      inArray(cutoffs.instituteId, ids),
      eq(cutoffs.seatType, seatType),
      eq(cutoffs.gender, gender),
      quota === null ? undefined : eq(cutoffs.quota, quota),
    );
    // Every year's final round, and every round of the chosen year (by default the latest year held).
    const chosenYear =
      options.year ?? sql`(select max(${cutoffs.year}) from ${cutoffs} where ${and(pool, eq(cutoffs.final, true))})`;
    const rows = await db
      .select({
        programmeId: cutoffs.programmeId,
        quota: cutoffs.quota,
        year: cutoffs.year,
        round: cutoffs.round,
        final: cutoffs.final,
        openingRank: cutoffs.openingRank,
        closingRank: cutoffs.closingRank,
        preparatoryOpeningRank: cutoffs.preparatoryOpeningRank,
        preparatoryClosingRank: cutoffs.preparatoryClosingRank,
        closingPercentile: cutoffs.closingPercentile,
        branch: cutoffProgrammes.branch,
        degree: cutoffProgrammes.degree,
        durationYears: cutoffProgrammes.durationYears,
        nameAsPublished: cutoffProgrammes.nameAsPublished,
        loadedAt: dataLoads.publishedAt,
      })
      .from(cutoffs)
      .innerJoin(cutoffProgrammes, eq(cutoffProgrammes.id, cutoffs.programmeId))
      .leftJoin(dataLoads, eq(dataLoads.id, cutoffs.loadId))
      .where(and(pool, or(eq(cutoffs.final, true), sql`${cutoffs.year} = ${chosenYear}`)))
      .orderBy(asc(cutoffs.year), asc(cutoffs.round));
    const finals = rows.filter((r) => r.final);
    const years = [...new Set(finals.map((r) => r.year))];
    const year = options.year ?? years.at(-1) ?? 0;
    const roundRows = rows.filter((r) => r.year === year);

    type Row = (typeof finals)[number];
    const preparatory = (r: Row) => r.closingRank === null && r.preparatoryClosingRank !== null;
    const keyOf = (r: Row) => `${r.programmeId}|${r.quota ?? ""}|${preparatory(r) ? 1 : 0}`;
    const ranks = (r: Row) =>
      preparatory(r)
        ? { openingRank: r.preparatoryOpeningRank, closingRank: r.preparatoryClosingRank }
        : { openingRank: r.openingRank, closingRank: r.closingRank };
    const pools = new Map<string, CutoffPool>();
    const poolOf = (r: Row) => {
      const key = keyOf(r);
      let entry = pools.get(key);
      if (!entry) {
        entry = {
          program: {
            name: isStateBody(body) ? r.branch : programDisplayName(body, r),
            nameAsPublished: r.nameAsPublished,
            branch: r.branch,
            degree: r.degree,
            durationYears: r.durationYears,
          },
          quota: r.quota,
          seatType,
          gender,
          rankList: preparatory(r) ? "preparatory" : "common",
          years: [],
          rounds: [],
        };
        pools.set(key, entry);
      }
      return entry;
    };
    for (const r of finals) {
      const loadedOn = r.loadedAt ? r.loadedAt.toISOString().slice(0, 10) : null;
      poolOf(r).years.push({
        year: r.year,
        round: r.round,
        ...ranks(r),
        closingPercentile: r.closingPercentile,
        source: isStateBody(body)
          ? stateSourceLine(body, r.year, r.round)
          : sourceLine(body, r.year, r.round, loadedOn),
        loadedOn,
      });
    }
    for (const r of roundRows) {
      poolOf(r).rounds.push({
        round: r.round,
        roundLabel: isStateBody(body) ? STATE_BODIES[body].roundName(r.round) : roundLabel(body, r.round),
        ...ranks(r),
        closingPercentile: r.closingPercentile,
      });
    }
    const source = sources.find((s) => s.id === sourceId(body));
    const seats = offered.filter((o) => ids.includes(o.instituteId));
    const sortedPools = [...pools.values()].sort(
      (a, b) =>
        a.program.name.localeCompare(b.program.name) ||
        quotaRank(a.quota) - quotaRank(b.quota) ||
        (a.quota ?? "").localeCompare(b.quota ?? "") ||
        a.rankList.localeCompare(b.rankList),
    );
    counselling.push({
      counselling: body,
      exam: examOf(body, mine[0].instituteType),
      source: { name: source?.name ?? body, year: source?.year ?? "", url: source?.url ?? "" },
      namesAsPublished: [...new Set(mine.flatMap((i) => i.namesAsPublished))],
      year,
      years,
      seatType,
      gender,
      quota,
      available: {
        seatTypes: [...new Set(seats.map((s) => s.seatType))].sort(),
        genders: [...new Set(seats.map((s) => s.gender))].sort((a, b) =>
          a === "neutral" ? -1 : b === "neutral" ? 1 : 0,
        ),
        quotas: [...new Set(seats.map((s) => s.quota).filter((q): q is string => q !== null))].sort(
          (a, b) => quotaRank(a) - quotaRank(b) || a.localeCompare(b),
        ),
      },
      pools: sortedPools,
    });
  }
  return { institution, counselling };
}

function quotaRank(quota: string | null): number {
  const i = QUOTA_ORDER.indexOf(quota ?? "");
  return i === -1 ? QUOTA_ORDER.length : i;
}
