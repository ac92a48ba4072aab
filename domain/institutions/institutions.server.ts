// One institution of the public catalogue with every fact the sources give about it, each figure with the
// source it came from. What no source gives stays null: the page says "Not published".
import { asc, desc, eq, inArray } from "drizzle-orm";
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
  /** Every source a figure above names, by id */
  sourcesById: Record<string, Source>;
  /** The staff-run college page about this institution, when there is one */
  collegeSlug: string | null;
}

const SLUG = /^[a-z0-9-]{1,160}$/;
const CODE = /^[A-Za-z0-9:-]{1,40}$/;

export async function getInstitutionBySlug(db: Database, slug: string): Promise<Institution | undefined> {
  if (!SLUG.test(slug)) return undefined;
  const [row] = await db.select().from(institutions).where(eq(institutions.slug, slug));
  return row ? withFacts(db, row) : undefined;
}

/** By AISHE code ("U-0456") or, for a record no AISHE institution matched, its source id ("AICTE:1-…"). */
export async function getInstitutionByCode(db: Database, code: string): Promise<Institution | undefined> {
  if (!CODE.test(code)) return undefined;
  const [row] = await db.select().from(institutions).where(eq(institutions.code, code));
  return row ? withFacts(db, row) : undefined;
}

async function withFacts(db: Database, row: InstitutionRow): Promise<Institution> {
  const code = row.code;
  const [programmes, seats, ranks, placements, college] = await Promise.all([
    db
      .select({
        discipline: institutionProgrammes.programme,
        level: institutionProgrammes.level,
        course: institutionProgrammes.course,
        shift: institutionProgrammes.shift,
        intake: institutionProgrammes.intake,
      })
      .from(institutionProgrammes)
      .where(eq(institutionProgrammes.institutionCode, code))
      .orderBy(asc(institutionProgrammes.level), asc(institutionProgrammes.course), asc(institutionProgrammes.id)),
    db.select().from(mbbsSeats).where(eq(mbbsSeats.institutionCode, code)),
    db
      .select()
      .from(rankings)
      .where(eq(rankings.institutionCode, code))
      .orderBy(desc(rankings.year), asc(rankings.category)),
    db
      .select()
      .from(nirfPlacements)
      .where(eq(nirfPlacements.institutionCode, code))
      .orderBy(asc(nirfPlacements.category), asc(nirfPlacements.programmeType)),
    db
      .select({ slug: colleges.slug })
      .from(colleges)
      .where(eq(colleges.institutionCode, code))
      .orderBy(asc(colleges.createdAt))
      .limit(1),
  ]);
  const mbbs = seats[0]
    ? { year: seats[0].year, seats: seats[0].seats, university: seats[0].university, sourceId: seats[0].sourceId }
    : null;
  const sourceIds = new Set<string>([
    ...(programmes.length ? ["aicte"] : []),
    ...(mbbs ? [mbbs.sourceId] : []),
    ...ranks.map((r) => r.sourceId),
    ...placements.map((p) => p.sourceId),
    ...row.sources,
  ]);
  return {
    ...row,
    programmes,
    mbbs,
    rankings: ranks.map(({ id: _id, institutionCode: _c, rankingId: _r, city: _ci, state: _s, ...r }) => r),
    placements: placements.map(({ id: _id, institutionCode: _c, year: _y, ...p }) => p),
    sourcesById: await sourcesById(db, [...sourceIds]),
    collegeSlug: college[0]?.slug ?? null,
  };
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
