// One institution of the public catalogue with every fact the sources give about it, each figure with the
// source it came from. What no source gives stays null: the page says "Not published".
import { survivingCode, survivingSlug } from "./former-addresses.server.ts";
import { asc, desc, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "../../db/client.server.ts";
import {
  dataSources,
  institutionProgrammes,
  institutions,
  mbbsSeats,
  nirfPlacements,
  rankings,
} from "../../db/institutions-schema.ts";
import { colleges } from "../../db/schema.ts";
import { fakeUniversitiesOf, type FakeUniversityNotice } from "./fake-universities.server.ts";
import { publishedFeesOf, type PublishedFee } from "./published-fees.server.ts";
import { type InstitutionFacts, publishedFactsOf } from "../institution-facts/facts.server.ts";

export interface Source {
  id: string;
  name: string;
  year: string;
  url: string;
}

type InstitutionRow = typeof institutions.$inferSelect;

interface Programme {
  discipline: string;
  level: string;
  course: string;
  shift: string | null;
  intake: number | null;
}

interface Ranking {
  framework: string;
  year: number;
  category: string;
  rank: number;
  score: number | null;
  tlr: number | null;
  rpc: number | null;
  go: number | null;
  oi: number | null;
  perception: number | null;
  nameAsPublished: string;
  sourceId: string;
}

interface Placement {
  /** The NIRF edition the institution disclosed it to */
  year: number;
  category: string;
  academicYear: string;
  programmeType: string;
  firstYearIntake: number | null;
  graduatingOnTime: number | null;
  studentsPlaced: number | null;
  medianSalary: number | null;
  sourceId: string;
}

export interface Institution extends InstitutionRow {
  // (`sources` of the row: the ids of the sources the directory entry itself came from)
  programmes: Programme[];
  mbbs: { year: string; seats: number; university: string | null; sourceId: string } | null;
  rankings: Ranking[];
  placements: Placement[];
  /** For an institution in no NIRF list: the years of the lists we hold ("Overall 2017–2025, other lists 2024–2025") */
  nirfYearsHeld: string | null;
  /** Every source a figure above names, by id */
  sourcesById: Record<string, Source>;
  /** The staff-run college page about this institution, when there is one */
  collegeSlug: string | null;
  /** UGC has declared an institution of exactly this name and place fake: the page warns */
  ugcFake: FakeUniversityNotice | null;
  /** Fees an official committee published, a course each (ACPUGMEC's medical and nursing courses today) */
  publishedFees: PublishedFee[];
  /** What the institution published itself, checked by an editor (decision 059) */
  fromInstitution: InstitutionFacts;
}

const SLUG = /^[a-z0-9-]{1,160}$/;
// The longest code held is a NIRF-only institute's (`NIRF:` and its NIRF name, 61 characters).
const CODE = /^[A-Za-z0-9:-]{1,80}$/;

export async function getInstitutionBySlug(db: Database, slug: string): Promise<Institution | undefined> {
  return (await getInstitutionsBySlugs(db, [slug]))[0];
}

/** Several institutions at once (a comparison): one query per kind of fact, whatever the number asked. */
export async function getInstitutionsBySlugs(db: Database, slugs: string[]): Promise<(Institution | undefined)[]> {
  const valid = slugs.filter((slug) => SLUG.test(slug));
  if (valid.length === 0) return slugs.map(() => undefined);
  const rows = await db.select().from(institutions).where(inArray(institutions.slug, valid));
  const found = await withFacts(db, rows);
  return slugs.map((slug) => found.find((i) => i.slug === slug));
}

/** By AISHE code ("U-0456") or, for a record no AISHE institution matched, its source id ("AICTE:1-…"). */
export async function getInstitutionByCode(db: Database, code: string): Promise<Institution | undefined> {
  if (!CODE.test(code)) return undefined;
  const rows = await db.select().from(institutions).where(eq(institutions.code, code));
  return (await withFacts(db, rows))[0];
}

/** The code of the institution a retired code or slug now leads to (one page per institution), if any. */
export async function survivingInstitutionCode(db: Database, codeOrSlug: string): Promise<string | undefined> {
  const code = survivingCode(codeOrSlug);
  if (code) return code;
  const slug = survivingSlug(codeOrSlug);
  if (!slug) return undefined;
  const [row] = await db.select({ code: institutions.code }).from(institutions).where(eq(institutions.slug, slug));
  return row?.code;
}

async function withFacts(db: Database, rows: InstitutionRow[]): Promise<Institution[]> {
  if (rows.length === 0) return [];
  const codes = rows.map((r) => r.code);
  const [programmes, seats, ranks, placements, pages, fakes, fees, own] = await Promise.all([
    db
      .select({
        institutionCode: institutionProgrammes.institutionCode,
        discipline: institutionProgrammes.programme,
        level: institutionProgrammes.level,
        course: institutionProgrammes.course,
        shift: institutionProgrammes.shift,
        intake: institutionProgrammes.intake,
      })
      .from(institutionProgrammes)
      .where(inArray(institutionProgrammes.institutionCode, codes))
      .orderBy(asc(institutionProgrammes.level), asc(institutionProgrammes.course), asc(institutionProgrammes.id)),
    db.select().from(mbbsSeats).where(inArray(mbbsSeats.institutionCode, codes)),
    db
      .select()
      .from(rankings)
      .where(inArray(rankings.institutionCode, codes))
      .orderBy(desc(rankings.year), asc(rankings.category)),
    db
      .select()
      .from(nirfPlacements)
      .where(inArray(nirfPlacements.institutionCode, codes))
      .orderBy(asc(nirfPlacements.category), asc(nirfPlacements.programmeType)),
    db
      .select({ institutionCode: colleges.institutionCode, slug: colleges.slug })
      .from(colleges)
      .where(inArray(colleges.institutionCode, codes))
      .orderBy(asc(colleges.createdAt), asc(colleges.slug)),
    fakeUniversitiesOf(db, codes),
    publishedFeesOf(db, codes),
    publishedFactsOf(db, codes),
  ]);
  const facts = rows.map((row) => {
    const code = row.code;
    const seat = seats.find((s) => s.institutionCode === code);
    const mbbs = seat
      ? { year: seat.year, seats: seat.seats, university: seat.university, sourceId: seat.sourceId }
      : null;
    const mine = {
      programmes: programmes.filter((p) => p.institutionCode === code).map(({ institutionCode: _c, ...p }) => p),
      ranks: ranks.filter((r) => r.institutionCode === code),
      placements: placements.filter((p) => p.institutionCode === code),
    };
    const sourceIds = new Set<string>([
      ...(mine.programmes.length ? ["aicte"] : []),
      ...(mbbs ? [mbbs.sourceId] : []),
      ...mine.ranks.map((r) => r.sourceId),
      ...mine.placements.map((p) => p.sourceId),
      ...row.sources,
      // The type, the website and the address each name where they come from.
      ...(row.universityTypeSource ? [row.universityTypeSource] : []),
      ...(row.websiteSource ? [row.websiteSource] : []),
      ...(row.addressSource ? [row.addressSource] : []),
    ]);
    return { row, mbbs, mine, sourceIds, collegeSlug: pages.find((p) => p.institutionCode === code)?.slug ?? null };
  });
  const [sources, yearsHeld] = await Promise.all([
    sourcesById(db, [...new Set(facts.flatMap((f) => [...f.sourceIds]))]),
    facts.some((f) => f.mine.ranks.length === 0) ? nirfYearsHeld(db) : null,
  ]);
  return facts.map(({ row, mbbs, mine, sourceIds, collegeSlug }) => ({
    ...row,
    programmes: mine.programmes,
    mbbs,
    rankings: mine.ranks.map(({ id: _id, institutionCode: _c, rankingId: _r, city: _ci, state: _s, ...r }) => r),
    placements: mine.placements.map(({ id: _id, institutionCode: _c, ...p }) => p),
    nirfYearsHeld: mine.ranks.length === 0 ? yearsHeld : null,
    sourcesById: Object.fromEntries([...sourceIds].filter((id) => sources[id]).map((id) => [id, sources[id]])),
    collegeSlug,
    ugcFake: fakes.get(row.code) ?? null,
    publishedFees: fees.get(row.code) ?? [],
    fromInstitution: own.get(row.code) ?? { programmes: [] },
  }));
}

/**
 * The NIRF years the catalogue holds, as a note on an unranked institution says them ("Overall 2017–2025,
 * other lists 2024–2025"): read from the rankings themselves, so a newly loaded year shows at once.
 */
async function nirfYearsHeld(db: Database): Promise<string> {
  const rows = await db
    .select({
      overall: sql<boolean>`${rankings.category} = 'Overall'`,
      first: sql<number>`min(${rankings.year})::int`,
      last: sql<number>`max(${rankings.year})::int`,
    })
    .from(rankings)
    .where(eq(rankings.framework, "NIRF"))
    .groupBy(sql`1`);
  return rows
    .sort((a, b) => Number(b.overall) - Number(a.overall))
    .map((r) => `${r.overall ? "Overall" : "other lists"} ${r.first === r.last ? r.first : `${r.first}–${r.last}`}`)
    .join(", ");
}

async function sourcesById(db: Database, ids: string[]): Promise<Record<string, Source>> {
  if (ids.length === 0) return {};
  const rows = await db
    .select({ id: dataSources.id, name: dataSources.name, year: dataSources.year, url: dataSources.url })
    .from(dataSources)
    .where(inArray(dataSources.id, ids));
  return Object.fromEntries(rows.map((s) => [s.id, s]));
}

/** The institution a staff-run college page is linked to, if any. */
export async function getLinkedInstitution(db: Database, code: string | null): Promise<Institution | undefined> {
  return code ? getInstitutionByCode(db, code) : undefined;
}
