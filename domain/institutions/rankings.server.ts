// NIRF ranking tables: one category of one year, row by row as NIRF published it, each row with the
// institution it belongs to (for /college/{slug}) and the source it came from.
import { and, asc, desc, eq, inArray, sql, type SQL } from "drizzle-orm";
import type { Database } from "../../db/client.server.ts";
import { dataSources, institutions, nirfPlacements, rankings } from "../../db/institutions-schema.ts";
import type { Source } from "./institutions.server.ts";
import { pageSlug } from "./page-slug.ts";

const RANKING_FRAMEWORK = "NIRF";

/** NIRF's own order of its categories; a category not listed here comes after these, by name. */
const CATEGORY_ORDER = [
  "Overall",
  "Universities",
  "Colleges",
  "Research Institutions",
  "State Public Universities",
  "Engineering",
  "Management",
  "Medical",
  "Pharmacy",
  "Dental",
  "Law",
  "Architecture and Planning",
  "Agriculture and Allied Sectors",
];

export const rankingSorts = ["rank", "score", "name"] as const;
export type RankingSort = (typeof rankingSorts)[number];

export interface RankingCategory {
  category: string;
  /** Newest first */
  years: number[];
}

interface SubScores {
  /** Teaching, Learning and Resources */
  tlr: number | null;
  /** Research and Professional Practice */
  rpc: number | null;
  /** Graduation Outcomes */
  go: number | null;
  /** Outreach and Inclusivity */
  oi: number | null;
  perception: number | null;
}

interface RankingRow {
  rank: number;
  score: number | null;
  /** Only where NIRF's file gives them (Overall) */
  subScores: SubScores | null;
  /** The name, city and state as NIRF printed them that year */
  nameAsPublished: string;
  city: string | null;
  state: string | null;
  institution: { code: string; aisheCode: string | null; name: string; slug: string; state: string };
  source: Source;
}

export interface RankingTable {
  framework: typeof RANKING_FRAMEWORK;
  category: string;
  year: number;
  /** How many institutions NIRF ranked in this category and year (before any filter below) */
  rankedCount: number;
  rows: RankingRow[];
  /** The source of the rows (one per table: every row of a category and year comes from the same file) */
  source: Source | null;
  /** Whether institutions of this category disclosed placements to NIRF that year (shown on their pages) */
  placementsDisclosed: boolean;
}

export interface RankingQuery {
  category: string;
  /** The newest year held for the category when left out */
  year?: number;
  /** Only institutions in these states (the directory's spelling, any case) */
  states?: string[];
  sort?: RankingSort;
  /** The first rows in the chosen order */
  limit?: number;
}

const categoryRank = (c: string) => {
  const i = CATEGORY_ORDER.indexOf(c);
  return i === -1 ? CATEGORY_ORDER.length : i;
};

/** Every NIRF category held, in NIRF's order, with the years held for it. */
export async function rankingCategories(db: Database): Promise<RankingCategory[]> {
  const rows = await db
    .selectDistinct({ category: rankings.category, year: rankings.year })
    .from(rankings)
    .where(eq(rankings.framework, RANKING_FRAMEWORK))
    .orderBy(asc(rankings.category), desc(rankings.year));
  const byCategory = Map.groupBy(rows, (r) => r.category);
  return [...byCategory]
    .map(([category, years]) => ({ category, years: years.map((y) => y.year) }))
    .sort((a, b) => categoryRank(a.category) - categoryRank(b.category) || a.category.localeCompare(b.category));
}

const orderBy: Record<RankingSort, SQL[]> = {
  rank: [asc(rankings.rank), asc(institutions.name)],
  score: [sql`${rankings.score} desc nulls last`, asc(rankings.rank), asc(institutions.name)],
  name: [asc(institutions.name), asc(rankings.rank)],
};

/**
 * One NIRF table (category and year), optionally narrowed to some states, in the chosen order. Undefined when
 * the category is not held at all, or not for that year.
 */
export async function rankingTable(db: Database, query: RankingQuery): Promise<RankingTable | undefined> {
  // NUL cannot occur in PostgreSQL text: a value holding one matches nothing (and must not reach SQL).
  const category = query.category.trim();
  if (category.includes("\0")) return undefined;
  const year = query.year ?? (await latestYear(db, category));
  if (year === undefined || !Number.isInteger(year)) return undefined;
  const inTable = and(
    eq(rankings.framework, RANKING_FRAMEWORK),
    eq(rankings.category, category),
    eq(rankings.year, year),
  );
  const states = (query.states ?? []).map((s) => s.trim().toLowerCase());
  const stateValues = states.filter((s) => !s.includes("\0"));
  const inStates =
    states.length === 0
      ? undefined
      : stateValues.length
        ? inArray(sql`lower(${institutions.state})`, stateValues)
        : sql`false`;
  const rowsQuery = db
    .select({
      rank: rankings.rank,
      score: rankings.score,
      tlr: rankings.tlr,
      rpc: rankings.rpc,
      go: rankings.go,
      oi: rankings.oi,
      perception: rankings.perception,
      nameAsPublished: rankings.nameAsPublished,
      city: rankings.city,
      state: rankings.state,
      sourceId: dataSources.id,
      sourceName: dataSources.name,
      sourceYear: dataSources.year,
      sourceUrl: dataSources.url,
      code: institutions.code,
      aisheCode: institutions.aisheCode,
      name: institutions.name,
      // A staff-run college page's address where one covers the institution (page-slug.ts).
      slug: pageSlug(institutions.code, institutions.slug),
      institutionState: institutions.state,
    })
    .from(rankings)
    .innerJoin(institutions, eq(institutions.code, rankings.institutionCode))
    .innerJoin(dataSources, eq(dataSources.id, rankings.sourceId))
    .where(and(inTable, inStates))
    .orderBy(...orderBy[query.sort ?? "rank"])
    .$dynamic();
  const [rows, [table]] = await Promise.all([
    query.limit ? rowsQuery.limit(query.limit) : rowsQuery,
    db
      .select({
        count: sql<number>`count(*)::int`,
        sourceId: sql<string | null>`min(${rankings.sourceId})`,
        placements: sql<boolean>`exists (select 1 from ${nirfPlacements} where ${nirfPlacements.year} = ${year}
          and ${nirfPlacements.category} = ${category})`,
      })
      .from(rankings)
      .where(inTable),
  ]);
  if (table.count === 0) return undefined;
  const source = (r: (typeof rows)[number]): Source => ({
    id: r.sourceId,
    name: r.sourceName,
    year: r.sourceYear,
    url: r.sourceUrl,
  });
  const tableSource = rows[0] ? source(rows[0]) : await sourceById(db, table.sourceId);
  return {
    framework: RANKING_FRAMEWORK,
    category,
    year,
    rankedCount: table.count,
    source: tableSource ?? null,
    placementsDisclosed: table.placements,
    rows: rows.map((r) => ({
      rank: r.rank,
      score: r.score,
      subScores:
        r.tlr === null && r.rpc === null && r.go === null && r.oi === null && r.perception === null
          ? null
          : { tlr: r.tlr, rpc: r.rpc, go: r.go, oi: r.oi, perception: r.perception },
      nameAsPublished: r.nameAsPublished,
      city: r.city,
      state: r.state,
      institution: { code: r.code, aisheCode: r.aisheCode, name: r.name, slug: r.slug, state: r.institutionState },
      source: source(r),
    })),
  };
}

async function latestYear(db: Database, category: string): Promise<number | undefined> {
  const [row] = await db
    .select({ year: sql<number | null>`max(${rankings.year})` })
    .from(rankings)
    .where(and(eq(rankings.framework, RANKING_FRAMEWORK), eq(rankings.category, category)));
  return row?.year ?? undefined;
}

async function sourceById(db: Database, id: string | null): Promise<Source | undefined> {
  if (!id) return undefined;
  const [row] = await db
    .select({ id: dataSources.id, name: dataSources.name, year: dataSources.year, url: dataSources.url })
    .from(dataSources)
    .where(eq(dataSources.id, id));
  return row;
}
