// Up to four institutions side by side (/compare?c=slug1,slug2,…): each one's public facts with their sources,
// the fees and placements staff entered on a college page linked to it, what students reported paying, and the
// JoSAA closing rank of one programme for one seat type and gender pool. A slug may be an institution's or a linked college page's.
import { and, eq, inArray, isNotNull, sql } from "drizzle-orm";
import type { Database } from "../../db/client.server.ts";
import { cutoffInstitutes, cutoffProgrammes, cutoffs, cutoffSeats, type SeatGender } from "../../db/cutoffs-schema.ts";
import { dataSources, institutions } from "../../db/institutions-schema.ts";
import { colleges } from "../../db/schema.ts";
import { programDisplayName, sourceLine } from "../cutoffs/exams.ts";
import { type FiguresBasis, withShownFigures } from "../colleges/shown-figures.ts";
import { MAX_COMPARED } from "./compare.ts";
import { survivingSlug } from "./former-addresses.server.ts";
import { getInstitutionsBySlugs, type Institution } from "./institutions.server.ts";
import { type ReportedFeeGroup, reportedFeesOf } from "../reviews/reported-fees.server.ts";

/** The staff's figures from the college page linked to the institution. */
interface ComparedCollege {
  slug: string;
  fee: string;
  placementAvg: string;
  placementHigh: string;
  /** Whether the figures above are shown (shown-figures.ts): withheld ones are empty */
  figuresBasis: FiguresBasis;
  figuresAsOf: string | null;
  figuresSourceUrl: string | null;
}

export interface ComparedInstitution {
  /** The slug as asked (an institution's or its college page's) */
  slug: string;
  /** The address of its page: the linked college page when there is one */
  href: string;
  institution: Omit<Institution, "placements">;
  college: ComparedCollege | null;
  /** What students reported paying (decision 055): ranges of three or more approved reviews */
  reportedFees: ReportedFeeGroup[];
}

/** One institution's closing rank for the chosen programme and pool (null: it has no such seats). */
interface ComparedCutoff {
  slug: string;
  exam: string;
  quota: string | null;
  year: number;
  round: number;
  openingRank: number | null;
  closingRank: number | null;
  source: string;
  sourceUrl: string;
}

interface CompareCutoffs {
  /** Programmes offered by at least one of the institutions, those shared by most first */
  programmes: string[];
  programme: string;
  seatTypes: string[];
  seatType: string;
  gender: SeatGender;
  /** One per compared institution, in order; null where it has no JoSAA seats for the programme */
  rows: (ComparedCutoff | null)[];
}

export interface Comparison {
  compared: ComparedInstitution[];
  /** Slugs asked that match no institution */
  notFound: string[];
  /** Slugs asked beyond the fourth */
  leftOut: string[];
  /** JoSAA closing ranks; null when none of the institutions has JoSAA rows */
  cutoffs: CompareCutoffs | null;
}

export interface CompareOptions {
  programme?: string;
  category?: string;
  gender?: SeatGender;
}

const SLUG = /^[a-z0-9-]{1,160}$/;

/** The institutions the slugs name, in order: an institution's own slug, else a college page linked to one. */
async function resolve(db: Database, slugs: string[]): Promise<(ComparedInstitution | undefined)[]> {
  const valid = slugs.filter((slug) => SLUG.test(slug));
  // A merged or renamed institution's old slug compares its survivor.
  const direct = await getInstitutionsBySlugs(
    db,
    valid.map((slug) => survivingSlug(slug) ?? slug),
  );
  const missing = valid.filter((_, n) => !direct[n]);
  const pages = missing.length
    ? await db
        .select({ slug: colleges.slug, institutionSlug: institutions.slug })
        .from(colleges)
        .innerJoin(institutions, eq(institutions.code, colleges.institutionCode))
        .where(inArray(colleges.slug, missing))
    : [];
  const viaPages = await getInstitutionsBySlugs(
    db,
    pages.map((p) => p.institutionSlug),
  );
  return slugs.map((slug) => {
    const page = pages.findIndex((p) => p.slug === slug);
    const institution = direct[valid.indexOf(slug)] ?? (page >= 0 ? viaPages[page] : undefined);
    if (!institution) return undefined;
    const { placements: _p, ...rest } = institution;
    return {
      slug,
      href: `/college/${institution.collegeSlug ?? institution.slug}`,
      institution: rest,
      college: null,
      reportedFees: [],
    };
  });
}

/** The institutions the compare tray holds (web/compare-tray.server.ts), in its order, each by the slug it was
 * added under; a slug that names none (retired, mistyped) is left out. */
export async function trayInstitutions(db: Database, slugs: string[]): Promise<{ slug: string; name: string }[]> {
  const found = await resolve(db, slugs);
  return found.flatMap((c) => (c ? [{ slug: c.slug, name: c.institution.name }] : []));
}

/** The programme most of the institutions offer; among equals, the one with the lowest closing rank. */
function defaultProgramme(counts: Map<string, { n: number; best: number }>): string {
  return [...counts].sort((a, b) => b[1].n - a[1].n || a[1].best - b[1].best || a[0].localeCompare(b[0]))[0][0];
}

async function compareCutoffs(
  db: Database,
  compared: ComparedInstitution[],
  options: CompareOptions,
): Promise<CompareCutoffs | null> {
  const gender = options.gender ?? "neutral";
  const seatType = options.category ?? "OPEN";
  const codes = compared.map((c) => c.institution.code);
  const institutes = await db
    .select({
      id: cutoffInstitutes.id,
      institutionCode: cutoffInstitutes.institutionCode,
      instituteType: cutoffInstitutes.instituteType,
    })
    .from(cutoffInstitutes)
    .where(and(eq(cutoffInstitutes.counselling, "josaa"), inArray(cutoffInstitutes.institutionCode, codes)));
  if (institutes.length === 0) return null;
  const ids = institutes.map((i) => i.id);
  // The final round of each institute's latest year for this seat type and pool (the common rank list only),
  // the seats offered (for the choices), and the source. The latest years first: a correlated subquery per
  // row is slow on PGlite.
  const pool = and(
    inArray(cutoffs.instituteId, ids),
    eq(cutoffs.seatType, seatType),
    eq(cutoffs.gender, gender),
    eq(cutoffs.final, true),
  );
  const latest = await db
    .select({ instituteId: cutoffs.instituteId, year: sql<number>`max(${cutoffs.year})`.mapWith(Number) })
    .from(cutoffs)
    .where(pool)
    .groupBy(cutoffs.instituteId);
  const latestOf = new Map(latest.map((l) => [l.instituteId, l.year]));
  const [allRows, offered, [source]] = await Promise.all([
    latest.length
      ? db
          .select({
            instituteId: cutoffs.instituteId,
            quota: cutoffs.quota,
            year: cutoffs.year,
            round: cutoffs.round,
            openingRank: cutoffs.openingRank,
            closingRank: cutoffs.closingRank,
            branch: cutoffProgrammes.branch,
            degree: cutoffProgrammes.degree,
            durationYears: cutoffProgrammes.durationYears,
          })
          .from(cutoffs)
          .innerJoin(cutoffProgrammes, eq(cutoffProgrammes.id, cutoffs.programmeId))
          .where(and(pool, isNotNull(cutoffs.closingRank), inArray(cutoffs.year, [...new Set(latestOf.values())])))
      : [],
    db
      .selectDistinct({
        instituteId: cutoffSeats.instituteId,
        seatType: cutoffSeats.seatType,
        quota: cutoffSeats.quota,
      })
      .from(cutoffSeats)
      .where(inArray(cutoffSeats.instituteId, ids)),
    db.select({ url: dataSources.url }).from(dataSources).where(eq(dataSources.id, "josaa")),
  ]);
  const codeOf = new Map(institutes.map((i) => [i.id, i.institutionCode]));
  const rows = allRows
    .filter((r) => r.year === latestOf.get(r.instituteId))
    .map((r) => ({ ...r, institutionCode: codeOf.get(r.instituteId) }));
  const seatTypes = [...new Set(offered.map((o) => o.seatType))].sort();
  // Per institution, its rows of the quota JoSAA gives most candidates: all-India, else other-state (an NIT).
  const chosen = compared.map((c) => {
    const mine = institutes.filter((i) => i.institutionCode === c.institution.code).map((i) => i.id);
    const quotas = offered.filter((o) => mine.includes(o.instituteId)).map((o) => o.quota);
    const quota = ["AI", "OS"].find((q) => quotas.includes(q)) ?? null;
    const type = institutes.find((i) => i.institutionCode === c.institution.code)?.instituteType ?? null;
    return {
      exam: type === "IIT" ? "JEE Advanced" : "JEE Main",
      rows: rows
        .filter((r) => r.institutionCode === c.institution.code && (quota === null || r.quota === quota))
        .map((r) => ({ ...r, name: programDisplayName("josaa", r) })),
    };
  });
  const counts = new Map<string, { n: number; best: number }>();
  for (const { rows: mine } of chosen) {
    for (const name of new Set(mine.map((r) => r.name))) {
      const best = Math.min(...mine.filter((r) => r.name === name).map((r) => r.closingRank ?? Infinity));
      const entry = counts.get(name) ?? { n: 0, best: Infinity };
      counts.set(name, { n: entry.n + 1, best: Math.min(entry.best, best) });
    }
  }
  const programmes = [...counts.keys()].sort((a, b) => counts.get(b)!.n - counts.get(a)!.n || a.localeCompare(b));
  const programme =
    options.programme && counts.has(options.programme)
      ? options.programme
      : programmes.length
        ? defaultProgramme(counts)
        : "";
  const result = chosen.map(({ exam, rows: mine }, n) => {
    const r = mine.find((row) => row.name === programme);
    if (!r) return null;
    return {
      slug: compared[n].slug,
      exam,
      quota: r.quota,
      year: r.year,
      round: r.round,
      openingRank: r.openingRank,
      closingRank: r.closingRank,
      source: sourceLine("josaa", r.year, r.round),
      sourceUrl: source?.url ?? "",
    };
  });
  return { programmes, programme, seatTypes, seatType, gender, rows: result };
}

/**
 * The comparison of the institutions the slugs name, in the order asked: the first four found or not; the
 * rest are left out. Unknown slugs are listed, never an error.
 */
export async function compareInstitutions(
  db: Database,
  slugs: string[],
  options: CompareOptions = {},
): Promise<Comparison> {
  const asked = slugs.slice(0, MAX_COMPARED);
  const leftOut = slugs.slice(MAX_COMPARED);
  const found = await resolve(db, asked);
  const notFound = asked.filter((_, n) => !found[n]);
  // The same institution asked twice (by its own slug and its college page's) is shown once.
  const compared = found
    .filter((c): c is ComparedInstitution => c !== undefined)
    .filter((c, n, all) => all.findIndex((o) => o.institution.code === c.institution.code) === n);
  if (compared.length === 0) return { compared, notFound, leftOut, cutoffs: null };
  const codes = compared.map((c) => c.institution.code);
  const [pages, cutoffs, reported] = await Promise.all([
    db
      .select({
        institutionCode: colleges.institutionCode,
        slug: colleges.slug,
        name: colleges.name,
        rank: colleges.rank,
        fee: colleges.fee,
        placementAvg: colleges.placementAvg,
        placementHigh: colleges.placementHigh,
        demo: colleges.demo,
        figuresAsOf: colleges.figuresAsOf,
        figuresSourceUrl: colleges.figuresSourceUrl,
      })
      .from(colleges)
      .where(inArray(colleges.institutionCode, codes)),
    compareCutoffs(db, compared, options),
    // Read as the institution's page reads them: the reviews linked to the institution.
    reportedFeesOf(
      db,
      compared.map((c) => ({ institutionCode: c.institution.code, collegeName: c.institution.name })),
    ),
  ]);
  compared.forEach((c, n) => (c.reportedFees = reported[n].groups));
  for (const c of compared) {
    const page = pages.find((p) => p.institutionCode === c.institution.code && p.slug === c.institution.collegeSlug);
    if (page) {
      // The page is about a real institution: its demo or unsourced figures are withheld (decision 036).
      const { slug, fee, placementAvg, placementHigh, figuresBasis, figuresAsOf, figuresSourceUrl } =
        withShownFigures(page);
      c.college = { slug, fee, placementAvg, placementHigh, figuresBasis, figuresAsOf, figuresSourceUrl };
    }
  }
  return { compared, notFound, leftOut, cutoffs };
}
