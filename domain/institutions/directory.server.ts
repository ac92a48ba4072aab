// The college directory: every institution of the public catalogue by state and district, filtered by kind,
// management, level, stream, course and NIRF rank, one page at a time, with the number of institutions behind
// each filter value. Counts are sums over the place's rows of institution_facet_counts (a few hundred at
// most); only the page of institutions shown is read from `institutions`, through its place, name and rank
// indexes.
import { and, asc, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/client.server.ts";
import { headlineRanks, type ShownRank } from "./headline-rank.server.ts";
import { pageSlug } from "./page-slug.ts";
import {
  dataSources,
  institutionFacetCounts,
  institutionProgrammes,
  institutions,
  type InstitutionKind,
  type UniversityType,
} from "../../db/institutions-schema.ts";
import {
  courseOptions,
  type DirectoryFilters,
  type DirectorySort,
  kindOptions,
  levelOptions,
  MAX_LIMIT,
  managementOptions,
  optionValue,
  streamOptions,
  typeOptions,
} from "./directory-filters.ts";
import type { Source } from "./institutions.server.ts";

export interface DirectoryQuery extends Omit<DirectoryFilters, "sort"> {
  /** State slug ("tamil-nadu") */
  state?: string;
  /** District slug ("chennai"), within `state` */
  district?: string;
  sort?: DirectorySort;
}

export interface DirectoryInstitution {
  code: string;
  aisheCode: string | null;
  slug: string;
  name: string;
  kind: InstitutionKind;
  state: string;
  district: string | null;
  city: string | null;
  management: string | null;
  managementGroup: string | null;
  /** Central, state, deemed, private or national-importance, with the data_sources id it comes from */
  universityType: UniversityType | null;
  universityTypeSource: string | null;
  mbbsSeats: number | null;
  /** Streams and courses as the sources give them (stream-rules.ts) */
  streams: string[];
  courses: string[];
  /** AICTE-approved programmes (course and shift rows), 0 when AICTE lists none */
  programmes: number;
  /** The one NIRF rank the card shows, with its year and category (headline-rank.ts) */
  nirf: ShownRank | null;
}

export interface FacetCount {
  slug: string;
  label: string;
  count: number;
}

/** For each filter value: how many institutions the list would hold with that value and the other filters. */
export interface DirectoryFacets {
  kind: FacetCount[];
  type: FacetCount[];
  management: FacetCount[];
  level: FacetCount[];
  stream: FacetCount[];
  course: FacetCount[];
  ranked: number;
}

export interface DirectoryPage {
  institutions: DirectoryInstitution[];
  total: number;
  /** The page shown: the one asked for, or the last when it asked beyond the end */
  page: number;
  limit: number;
  pageCount: number;
  facets: DirectoryFacets;
}

const DEFAULT_LIMIT = 20;

// The filters as conditions on either table: the institutions themselves, or their counts by facet.
interface Columns {
  stateSlug: SQL;
  districtSlug: SQL;
  kind: SQL;
  universityType: SQL;
  managementGroup: SQL;
  levels: SQL;
  streams: SQL;
  courses: SQL;
  ranked: SQL;
}

const countsColumns: FacetColumns = {
  kind: sql`${institutionFacetCounts.kind}`,
  universityType: sql`${institutionFacetCounts.universityType}`,
  managementGroup: sql`${institutionFacetCounts.managementGroup}`,
  levels: sql`${institutionFacetCounts.levels}`,
  streams: sql`${institutionFacetCounts.streams}`,
  courses: sql`${institutionFacetCounts.courses}`,
  ranked: sql`${institutionFacetCounts.ranked}`,
};

const institutionColumns: Columns = {
  stateSlug: sql`${institutions.stateSlug}`,
  districtSlug: sql`${institutions.districtSlug}`,
  kind: sql`${institutions.kind}`,
  universityType: sql`${institutions.universityType}`,
  managementGroup: sql`${institutions.managementGroup}`,
  levels: sql`${institutions.levels}`,
  streams: sql`${institutions.streams}`,
  courses: sql`${institutions.courses}`,
  ranked: sql`(${institutions.nirfRank} is not null)`,
};

type FacetColumns = Omit<Columns, "stateSlug" | "districtSlug">;

type Dimension = "kind" | "type" | "management" | "level" | "stream" | "course" | "ranked";

/** The condition of one filter dimension for one value (a database value; `true` for ranked). */
function dimensionIs(c: FacetColumns, dimension: Dimension, value: string | true): SQL {
  switch (dimension) {
    case "kind":
      return sql`${c.kind} = ${value}`;
    case "type":
      return sql`${c.universityType} = ${value}`;
    case "management":
      return sql`${c.managementGroup} = ${value}`;
    case "level":
      return sql`${c.levels} @> array[${value}]::text[]`;
    case "stream":
      return sql`${c.streams} @> array[${value}]::text[]`;
    case "course":
      return sql`${c.courses} @> array[${value}]::text[]`;
    case "ranked":
      return c.ranked;
  }
}

/** The chosen filters, as database values by dimension. */
function chosen(query: DirectoryQuery): Partial<Record<Dimension, string | true>> {
  return Object.fromEntries(
    Object.entries({
      kind: optionValue(kindOptions, query.kind),
      type: optionValue(typeOptions, query.type),
      management: optionValue(managementOptions, query.management),
      level: optionValue(levelOptions, query.level),
      stream: optionValue(streamOptions, query.stream),
      course: optionValue(courseOptions, query.course),
      ranked: query.ranked ? true : undefined,
    }).filter(([, v]) => v !== undefined),
  ) as Partial<Record<Dimension, string | true>>;
}

function placeConditions(c: Columns, query: DirectoryQuery): SQL[] {
  return [
    ...(query.state ? [sql`${c.stateSlug} = ${query.state}`] : []),
    ...(query.state && query.district ? [sql`${c.districtSlug} = ${query.district}`] : []),
  ];
}

/** The counts' rows of the query's place: the country's, a state's or a district's. */
function scopeOf(query: Pick<DirectoryQuery, "state" | "district">): SQL {
  const t = institutionFacetCounts;
  if (!query.state) return sql`${t.scope} = 'country'`;
  if (!query.district) return sql`${t.scope} = 'state' and ${t.stateSlug} = ${query.state}`;
  return sql`${t.scope} = 'district' and ${t.stateSlug} = ${query.state} and ${t.districtSlug} = ${query.district}`;
}

function filterConditions(
  c: FacetColumns,
  filters: Partial<Record<Dimension, string | true>>,
  except?: Dimension,
): SQL[] {
  return (Object.entries(filters) as [Dimension, string | true][])
    .filter(([d]) => d !== except)
    .map(([d, v]) => dimensionIs(c, d, v));
}

/** A name search: the name or any other name the institution goes by, anywhere in it, any case. */
function nameMatches(q: string): SQL {
  const pattern = `%${q.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
  return sql`(${institutions.name} ilike ${pattern} or array_to_string(${institutions.aliases}, ' ') ilike ${pattern})`;
}

const all = (conditions: SQL[]) => (conditions.length ? sql.join(conditions, sql` and `) : sql`true`);

const facetDimensions: [Exclude<Dimension, "ranked">, { slug: string; value: string; label: string }[]][] = [
  ["kind", kindOptions],
  ["type", typeOptions],
  ["management", managementOptions],
  ["level", levelOptions],
  ["stream", streamOptions],
  ["course", courseOptions],
];

/**
 * The total and every facet count in one pass. Without a name search it reads the counts table; with one,
 * the institutions that match the name.
 */
async function countFacets(db: Database, query: DirectoryQuery): Promise<{ total: number; facets: DirectoryFacets }> {
  const filters = chosen(query);
  const byName = query.q !== undefined;
  const c = byName ? institutionColumns : countsColumns;
  const n = byName ? sql`1` : sql`${institutionFacetCounts.institutions}`;
  const sumWhere = (conditions: SQL[]) => sql`coalesce(sum(${n}) filter (where ${all(conditions)}), 0)::int`;
  const columns: SQL[] = [sumWhere(filterConditions(c, filters))];
  for (const [dimension, options] of facetDimensions) {
    const others = filterConditions(c, filters, dimension);
    for (const o of options) columns.push(sumWhere([...others, dimensionIs(c, dimension, o.value)]));
  }
  columns.push(sumWhere([...filterConditions(c, filters, "ranked"), c.ranked]));
  const from = byName ? sql`${institutions}` : sql`${institutionFacetCounts}`;
  const where = byName ? all([...placeConditions(institutionColumns, query), nameMatches(query.q!)]) : scopeOf(query);
  const selected = sql.join(
    columns.map((col, i) => sql`${col} as ${sql.raw(`c${i}`)}`),
    sql`, `,
  );
  const { rows } = (await db.execute(sql`select ${selected} from ${from} where ${where}`)) as unknown as {
    rows: Record<string, number>[];
  };
  const values = columns.map((_, i) => Number(rows[0]?.[`c${i}`] ?? 0));
  let next = 1;
  const facet = (options: { slug: string; label: string }[]) =>
    options.map((o) => ({ slug: o.slug, label: o.label, count: values[next++] }));
  return {
    total: values[0],
    facets: {
      kind: facet(kindOptions),
      type: facet(typeOptions),
      management: facet(managementOptions),
      level: facet(levelOptions),
      stream: facet(streamOptions),
      course: facet(courseOptions),
      ranked: values[next],
    },
  };
}

const orderings: Record<DirectorySort, SQL[]> = {
  name: [asc(institutions.name), asc(institutions.code)],
  nirf: [sql`${institutions.nirfRank} asc nulls last`, asc(institutions.name), asc(institutions.code)],
};

export async function listInstitutions(db: Database, query: DirectoryQuery): Promise<DirectoryPage> {
  const limit = Math.min(Math.max(query.limit ?? DEFAULT_LIMIT, 1), MAX_LIMIT);
  const { total, facets } = await countFacets(db, query);
  const pageCount = Math.max(1, Math.ceil(total / limit));
  const page = Math.min(Math.max(query.page ?? 1, 1), pageCount);
  if (total === 0) return { institutions: [], total, page, limit, pageCount, facets };
  const c = institutionColumns;
  const rows = await db
    .select({
      code: institutions.code,
      aisheCode: institutions.aisheCode,
      slug: pageSlug(institutions.code, institutions.slug),
      name: institutions.name,
      kind: institutions.kind,
      state: institutions.state,
      district: institutions.district,
      city: institutions.city,
      management: institutions.management,
      managementGroup: institutions.managementGroup,
      universityType: institutions.universityType,
      universityTypeSource: institutions.universityTypeSource,
      mbbsSeats: institutions.mbbsSeats,
      streams: institutions.streams,
      courses: institutions.courses,
    })
    .from(institutions)
    .where(
      and(
        ...placeConditions(c, query),
        ...filterConditions(c, chosen(query)),
        ...(query.q !== undefined ? [nameMatches(query.q)] : []),
      ),
    )
    .orderBy(...orderings[query.sort ?? "name"])
    .limit(limit)
    .offset((page - 1) * limit);
  const codes = rows.map((r) => r.code);
  const [ranks, programmes] = await Promise.all([headlineRanks(db, codes), programmeCounts(db, codes)]);
  return {
    institutions: rows.map((r) => ({ ...r, programmes: programmes.get(r.code) ?? 0, nirf: ranks.get(r.code) ?? null })),
    total,
    page,
    limit,
    pageCount,
    facets,
  };
}

async function programmeCounts(db: Database, codes: string[]) {
  if (codes.length === 0) return new Map<string, number>();
  const rows = await db
    .select({ code: institutionProgrammes.institutionCode, count: sql<number>`count(*)::int` })
    .from(institutionProgrammes)
    .where(inArray(institutionProgrammes.institutionCode, codes))
    .groupBy(institutionProgrammes.institutionCode);
  return new Map(rows.map((r) => [r.code, Number(r.count)]));
}

export interface PlaceCount {
  slug: string;
  name: string;
  count: number;
}

/** Every state with its number of institutions, by name. */
export async function listStates(db: Database): Promise<PlaceCount[]> {
  const rows = await db
    .select({
      slug: institutionFacetCounts.stateSlug,
      name: sql<string>`min(${institutionFacetCounts.state})`,
      count: sql<number>`sum(${institutionFacetCounts.institutions})::int`,
    })
    .from(institutionFacetCounts)
    .where(eq(institutionFacetCounts.scope, "state"))
    .groupBy(institutionFacetCounts.stateSlug);
  return rows
    .map((r) => ({ slug: r.slug!, name: r.name, count: Number(r.count) }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

export interface StatePlaces {
  slug: string;
  name: string;
  count: number;
  /** Districts by name; institutions without a district count towards the state only */
  districts: PlaceCount[];
}

/** A state with its districts and their numbers of institutions; undefined for a state with none. */
export async function getStatePlaces(db: Database, stateSlug: string): Promise<StatePlaces | undefined> {
  const t = institutionFacetCounts;
  const rows = await db
    .select({
      scope: t.scope,
      slug: t.districtSlug,
      name: sql<string | null>`min(${t.district})`,
      state: sql<string>`min(${t.state})`,
      count: sql<number>`sum(${t.institutions})::int`,
    })
    .from(t)
    .where(and(inArray(t.scope, ["state", "district"]), eq(t.stateSlug, stateSlug)))
    .groupBy(t.scope, t.districtSlug);
  const state = rows.find((r) => r.scope === "state");
  if (!state) return undefined;
  const districts = rows
    .filter((r): r is typeof r & { slug: string; name: string } => r.scope === "district")
    .map((r) => ({ slug: r.slug, name: r.name, count: Number(r.count) }))
    .sort((a, b) => a.name.localeCompare(b.name));
  return { slug: stateSlug, name: state.state, count: Number(state.count), districts };
}

/** How many institutions each query would list (its place and filters; no name search), in one pass. */
export async function countInstitutions(db: Database, queries: Omit<DirectoryQuery, "q">[]): Promise<number[]> {
  if (queries.length === 0) return [];
  const c = countsColumns;
  const n = sql`${institutionFacetCounts.institutions}`;
  const columns = queries.map(
    (q, i) =>
      sql`coalesce(sum(${n}) filter (where ${all([scopeOf(q), ...filterConditions(c, chosen(q))])}), 0)::int as ${sql.raw(`c${i}`)}`,
  );
  const scopes = sql.join(
    queries.map((q) => sql`(${scopeOf(q)})`),
    sql` or `,
  );
  const { rows } = (await db.execute(
    sql`select ${sql.join(columns, sql`, `)} from ${institutionFacetCounts} where ${scopes}`,
  )) as unknown as { rows: Record<string, number>[] };
  return queries.map((_, i) => Number(rows[0]?.[`c${i}`] ?? 0));
}

/** Rebuilds the counts by place and facet from the institutions; run after the catalogue loads. */
export async function refreshDirectoryCounts(db: Pick<Database, "execute">): Promise<void> {
  const facets = sql.raw(`kind, management_group, levels, streams, courses, nirf_rank is not null, university_type`);
  const into = sql`insert into ${institutionFacetCounts}
    (scope, state_slug, state, district_slug, district, kind, management_group, levels, streams, courses, ranked,
     university_type, institutions)`;
  await db.execute(sql`delete from ${institutionFacetCounts}`);
  await db.execute(sql`${into}
    select 'country', null, null, null, null, ${facets}, count(*)::int
    from ${institutions} group by ${facets}`);
  await db.execute(sql`${into}
    select 'state', state_slug, min(state), null, null, ${facets}, count(*)::int
    from ${institutions} group by state_slug, ${facets}`);
  await db.execute(sql`${into}
    select 'district', state_slug, min(state), district_slug, min(district), ${facets}, count(*)::int
    from ${institutions} where district_slug is not null group by state_slug, district_slug, ${facets}`);
}

/** Every source of the catalogue, by id: the directory names the source of each figure it shows. */
export async function listSources(db: Database): Promise<Record<string, Source>> {
  const rows = await db
    .select({ id: dataSources.id, name: dataSources.name, year: dataSources.year, url: dataSources.url })
    .from(dataSources);
  return Object.fromEntries(rows.map((s) => [s.id, s]));
}
