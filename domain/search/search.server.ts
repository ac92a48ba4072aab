// The site search: every institution of the public catalogue, the staff's course pages and the site's fixed
// course and exam pages, found by what a student types, typos and all (decision 023).
//
// 1. The query is spelt as the search text is (search-text.ts) and cut into words.
// 2. Each word is looked up in `search_words`, the dictionary of the catalogue's words: a word that is not
//    there (nor, for the last word, the start of one) is also read as its nearest words by trigram
//    similarity (pg_trgm): "bomby" as "bombay", "univercity" as "university".
// 3. Institutions are those whose search text holds every word (or one of its readings, the last one as a
//    prefix): full-text search over a GIN index, without stemming.
// 4. Ranking: a whole name equal to the query, then a name starting with it, then the similarity of the
//    query to the names (pg_trgm's word similarity; skipped as all-equal for the broad queries where every
//    match holds every word as typed), then the NIRF rank, then the name.
// Facet counts (kind, state, management, ranked) come from one grouped pass over the matches.
import { sql } from "drizzle-orm";
import type { Database } from "../../db/client.server.ts";
import { type InstitutionKind, searchWords, type UniversityType } from "../../db/institutions-schema.ts";
import { navCoursePages } from "../../db/schema.ts";
import type { FacetCount } from "../institutions/directory.server.ts";
import { headlineRanks, type ShownRank } from "../institutions/headline-rank.server.ts";
import { optionValue } from "../institutions/directory-filters.ts";
import { listSources } from "../institutions/directory.server.ts";
import { shownType, type ShownType } from "../institutions/university-type.ts";
import { pageSlug } from "../institutions/page-slug.ts";
import { fakeUniversitiesNamed, type FakeUniversityNotice } from "../institutions/fake-universities.server.ts";
import { kindOptions, MIN_WORD_LENGTH, SEARCH_PAGE_SIZE, type SearchFilters, typeOptions } from "./search-links.ts";
import { normaliseSearchText } from "./search-text.ts";
import { readSearchIntent } from "./search-intent.server.ts";
import type { SearchIntent } from "./search-intent.ts";

/** A page of the site that is not an institution: a course or an exam, with words it is also found by. */
export interface SitePage {
  type: "course" | "exam";
  name: string;
  url: string;
  keywords?: string[];
}

export interface SearchQuery extends Omit<SearchFilters, "q"> {
  q: string;
  /** Results per page (the API's suggestions ask for a few) */
  limit?: number;
}

interface SearchResult {
  type: "institution" | "course" | "exam";
  name: string;
  url: string;
  /** Where an institution is: "Mumbai, Maharashtra"; null for courses and exams */
  place: string | null;
  kind: InstitutionKind | null;
  /** The rank the institution's card shows (headline-rank.ts); the list is sorted by it */
  nirfRank: number | null;
  /** That rank's year and category, which every rank shown names */
  nirf: ShownRank | null;
  /** Central, state, deemed, private university or institute of national importance, with its source */
  universityType: ShownType | null;
}

interface SearchFacets {
  kind: FacetCount[];
  type: FacetCount[];
  /** States with at least one match, most matches first */
  state: FacetCount[];
  ranked: number;
}

export interface SearchPage {
  results: SearchResult[];
  total: number;
  page: number;
  limit: number;
  pageCount: number;
  facets: SearchFacets;
  /** No word of the query was long enough to search for (MIN_WORD_LENGTH) */
  tooShort?: true;
  /** UGC's fake universities whose exact name the query is: the results page warns about each */
  fakeUniversities: FakeUniversityNotice[];
  /** The directory list the query asks for ("mba pune"), shown before the names that match; null for a name */
  intent: SearchIntent | null;
}

// Words that say nothing about which institution is meant ("colleges in pune"), dropped unless alone.
const FILLER = new Set(["in", "at", "near", "best", "top", "list"]);
const MAX_WORDS = 8;
// A word not in the dictionary is also read as up to this many nearest words, each at least this similar.
const READINGS = 3;
const MIN_READING_SIMILARITY = 0.3;
// Above this many matches, ranking does not compute each match's similarity (all hold every word).
const SIMILARITY_LIMIT = 500;

const emptyFacets = (): SearchFacets => ({
  kind: kindOptions.map((o) => ({ slug: o.slug, label: o.label, count: 0 })),
  type: typeOptions.map((o) => ({ slug: o.slug, label: o.label, count: 0 })),
  state: [],
  ranked: 0,
});

function queryWords(normalised: string): string[] {
  const words = normalised.split(" ").filter(Boolean);
  const meaningful = words.filter((w) => !FILLER.has(w));
  return (meaningful.length ? meaningful : words).slice(0, MAX_WORDS);
}

interface Reading {
  i: number;
  exact: boolean;
  extended: boolean;
  word: string | null;
  similarity: number | null;
}

/**
 * The full-text query for the words: each word or its readings, the last as a prefix. `corrected` says
 * whether any word is read as another.
 */
async function textQuery(db: Database, words: string[], pageWords: string[]) {
  const { rows } = (await db.execute(sql`
    select q.i::int as i,
      exists (select 1 from ${searchWords} where word = q.w) or q.w = any(${sql.param(pageWords)}::text[]) as exact,
      -- Whether a longer word starts with it: the next word in order does if any does.
      coalesce((select starts_with(word, q.w) from ${searchWords}
        where word > q.w order by word limit 1), false) as extended,
      r.word, r.similarity
    from unnest(${sql.param(words)}::text[]) with ordinality as q(w, i)
    left join lateral (
      select d.word, similarity(d.word, q.w) as similarity
      from (
        select word, institutions from ${searchWords} where word % q.w
        union all
        select p, 1 from unnest(${sql.param(pageWords)}::text[]) as p where p % q.w
      ) d
      where d.word <> q.w
      order by similarity(d.word, q.w) desc, d.institutions desc, d.word
      limit ${READINGS + 2}
    ) r on true
    order by q.i, r.similarity desc nulls last`)) as unknown as { rows: Reading[] };
  let corrected = false;
  const terms = words.map((w, index) => {
    const last = index === words.length - 1;
    const readings = rows.filter((r) => r.i === index + 1);
    const known = readings[0]?.exact || (last && readings[0]?.extended);
    const singular = w.endsWith("ies") ? `${w.slice(0, -3)}y` : w.endsWith("s") ? w.slice(0, -1) : undefined;
    const others = readings
      .filter((r): r is Reading & { word: string; similarity: number } => r.word !== null && r.similarity !== null)
      .filter((r) => (known ? r.word === singular : r.similarity >= MIN_READING_SIMILARITY))
      .slice(0, READINGS)
      .map((r) => r.word);
    if (others.length) corrected = true;
    const own = last ? `'${w}':*` : `'${w}'`;
    return others.length ? `(${[own, ...others.map((o) => `'${o}'`)].join(" | ")})` : own;
  });
  return { tsquery: terms.join(" & "), corrected };
}

function place(r: { city: string | null; district: string | null; state: string }) {
  const local = r.city ?? r.district;
  return local && local.toLowerCase() !== r.state.toLowerCase() ? `${local}, ${r.state}` : r.state;
}

/**
 * One page of results for `query` with its facet counts. `pages` are the site's own course and exam pages
 * (web/site-pages.server.ts); the staff's course pages are read from the database.
 */
export async function searchSite(
  db: Database,
  query: SearchQuery,
  options: { pages?: SitePage[] } = {},
): Promise<SearchPage> {
  // UGC's fake universities are named whatever the catalogue holds: most are in no directory.
  const [found, fakeUniversities, intent] = await Promise.all([
    searchCatalogue(db, query, options),
    fakeUniversitiesNamed(db, query.q),
    readSearchIntent(db, query.q),
  ]);
  return { ...found, fakeUniversities, intent: intent ?? null };
}

async function searchCatalogue(
  db: Database,
  query: SearchQuery,
  { pages = [] }: { pages?: SitePage[] } = {},
): Promise<Omit<SearchPage, "fakeUniversities" | "intent">> {
  const limit = Math.min(Math.max(query.limit ?? SEARCH_PAGE_SIZE, 1), 100);
  const empty: Omit<SearchPage, "fakeUniversities" | "intent"> = {
    results: [],
    total: 0,
    page: 1,
    limit,
    pageCount: 1,
    facets: emptyFacets(),
  };
  const normalised = normaliseSearchText(query.q);
  const words = queryWords(normalised);
  // Single letters alone match most names; beside a longer word ("IIT B", as a student types) they narrow it.
  if (!words.some((w) => w.length >= MIN_WORD_LENGTH)) return { ...empty, tooShort: true };

  const navPages = await db.select({ id: navCoursePages.id, name: navCoursePages.pageName }).from(navCoursePages);
  const sitePages = dedupe([
    ...pages,
    ...navPages.map((p) => ({ type: "course" as const, name: p.name, url: `/Collegespage/${p.id}` })),
  ]);
  const pageTexts = sitePages.map((p) => ({
    ...p,
    text: `|${[p.name, ...(p.keywords ?? [])].map(normaliseSearchText).join("|")}|`,
  }));
  const pageWords = [...new Set(pageTexts.flatMap((p) => p.text.split(/[| ]+/).filter(Boolean)))];

  const { tsquery, corrected } = await textQuery(db, words, pageWords);
  const matches = sql`to_tsvector('simple', search_text) @@ to_tsquery('simple', ${tsquery})`;

  // Every match counted by the dimensions of the filters, in one pass.
  const { rows: groups } = (await db.execute(sql`
    select state_slug, min(state) as state, kind, management_group, nirf_rank is not null as ranked,
      count(*)::int as n
    from institutions where ${matches}
    group by state_slug, kind, management_group, nirf_rank is not null`)) as unknown as {
    rows: {
      state_slug: string;
      state: string;
      kind: string;
      management_group: string | null;
      ranked: boolean;
      n: number;
    }[];
  };
  const chosen = {
    kind: optionValue(kindOptions, query.kind),
    type: optionValue(typeOptions, query.type),
    state: query.state,
    ranked: query.ranked,
  };
  const filtered = Boolean(chosen.kind || chosen.type || chosen.state || chosen.ranked);
  const keeps = (g: (typeof groups)[number], except?: keyof typeof chosen) =>
    (except === "kind" || !chosen.kind || g.kind === chosen.kind) &&
    (except === "type" || !chosen.type || g.management_group === chosen.type) &&
    (except === "state" || !chosen.state || g.state_slug === chosen.state) &&
    (except === "ranked" || !chosen.ranked || g.ranked);
  const sum = (rows: typeof groups) => rows.reduce((n, g) => n + Number(g.n), 0);
  const institutionTotal = sum(groups.filter((g) => keeps(g)));
  const states = new Map<string, FacetCount>();
  for (const g of groups.filter((g) => keeps(g, "state"))) {
    const s = states.get(g.state_slug) ?? { slug: g.state_slug, label: g.state, count: 0 };
    s.count += Number(g.n);
    states.set(g.state_slug, s);
  }
  if (chosen.state && !states.has(chosen.state))
    states.set(chosen.state, { slug: chosen.state, label: chosen.state, count: 0 });
  const facets: SearchFacets = {
    kind: kindOptions.map((o) => ({
      slug: o.slug,
      label: o.label,
      count: sum(groups.filter((g) => keeps(g, "kind") && g.kind === o.value)),
    })),
    type: typeOptions.map((o) => ({
      slug: o.slug,
      label: o.label,
      count: sum(groups.filter((g) => keeps(g, "type") && g.management_group === o.value)),
    })),
    state: [...states.values()].sort((a, b) => b.count - a.count || a.label.localeCompare(b.label)),
    ranked: sum(groups.filter((g) => keeps(g, "ranked") && g.ranked)),
  };

  // Course and exam pages match by their words too, or by similarity to the whole query; never when the
  // institutions are filtered.
  const bar = (s: string) => `|${s}`;
  type PageMatch = { type: "course" | "exam"; name: string; url: string; tier: number; similarity: number };
  const pageMatches: PageMatch[] = filtered
    ? []
    : (
        (await db.execute(sql`
          select p.type, p.name, p.url,
            case when position(${bar(normalised) + "|"} in p.text) > 0 then 2
                 when position(${bar(normalised)} in p.text) > 0 then 1 else 0 end as tier,
            word_similarity(${normalised}, p.text) as similarity
          from json_to_recordset(${JSON.stringify(pageTexts)}::json) as p(type text, name text, url text, text text)
          where to_tsvector('simple', p.text) @@ to_tsquery('simple', ${tsquery})
            or ${normalised} <% p.text`)) as unknown as { rows: PageMatch[] }
      ).rows;

  const total = institutionTotal + pageMatches.length;
  const pageCount = Math.max(1, Math.ceil(total / limit));
  const page = Math.min(Math.max(query.page ?? 1, 1), pageCount);
  if (total === 0) return { ...empty, facets };

  const conditions = [
    matches,
    ...(chosen.kind ? [sql`kind = ${chosen.kind}`] : []),
    ...(chosen.type ? [sql`management_group = ${chosen.type}`] : []),
    ...(chosen.state ? [sql`state_slug = ${chosen.state}`] : []),
    ...(chosen.ranked ? [sql`nirf_rank is not null`] : []),
  ];
  // Every match holds every word as typed unless a word was read as another: then how alike the query and
  // the names are tells the matches apart (computed only when there are few enough to afford it).
  const similarity =
    corrected && institutionTotal <= SIMILARITY_LIMIT ? sql`word_similarity(${normalised}, search_text)` : sql`1.0`;
  const pageRows = pageMatches.length
    ? sql`union all
        select null, null, p.type, p.name, p.url, null, null, null, null, p.tier, p.similarity, null, null, null
        from json_to_recordset(${JSON.stringify(pageMatches)}::json)
          as p(type text, name text, url text, tier int, similarity float8)`
    : sql``;
  const { rows } = (await db.execute(sql`
    select * from (
      select code, ${pageSlug(sql`code`, sql`slug`)} as slug, 'institution' as type, name, null as url, kind, city,
        district, state,
        case when position(${bar(normalised) + "|"} in search_text) > 0 then 2
             when position(${bar(normalised)} in search_text) > 0 then 1 else 0 end as tier,
        ${similarity}::float8 as similarity, nirf_rank, university_type, university_type_source
      from institutions where ${sql.join(conditions, sql` and `)}
      ${pageRows}
    ) r
    order by tier desc, similarity desc, nirf_rank asc nulls last, name, code
    limit ${limit} offset ${(page - 1) * limit}`)) as unknown as {
    rows: {
      code: string | null;
      slug: string;
      type: SearchResult["type"];
      name: string;
      url: string | null;
      kind: InstitutionKind | null;
      city: string | null;
      district: string | null;
      state: string | null;
      nirf_rank: number | null;
      university_type: UniversityType | null;
      university_type_source: string | null;
    }[];
  };

  // An institution linked to a staff-run college page is found at that page (decision 018): `slug` is its page's.
  const codes = rows.map((r) => r.code).filter((c): c is string => c !== null);
  const [ranks, sources] = await Promise.all([
    headlineRanks(db, codes),
    rows.some((r) => r.university_type) ? listSources(db) : {},
  ]);

  return {
    results: rows.map((r) =>
      r.code
        ? {
            type: "institution",
            name: r.name,
            url: `/college/${r.slug}`,
            place: place({ city: r.city, district: r.district, state: r.state ?? "" }),
            kind: r.kind,
            nirfRank: r.nirf_rank,
            nirf: ranks.get(r.code) ?? null,
            universityType: shownType(r.university_type, r.university_type_source, sources),
          }
        : {
            type: r.type,
            name: r.name,
            url: r.url!,
            place: null,
            kind: null,
            nirfRank: null,
            nirf: null,
            universityType: null,
          },
    ),
    total,
    page,
    limit,
    pageCount,
    facets,
  };
}

function dedupe(pages: SitePage[]): SitePage[] {
  const seen = new Set<string>();
  return pages.filter((p) => !seen.has(p.url) && seen.add(p.url));
}

/** Rebuilds the dictionary of the institutions' words; run after the catalogue loads. */
export async function refreshSearchWords(db: Pick<Database, "execute">): Promise<void> {
  await db.execute(sql`delete from ${searchWords}`);
  await db.execute(sql`insert into ${searchWords} (word, institutions)
    select word, ndoc from ts_stat('select to_tsvector(''simple'', search_text) from institutions')`);
  // Rows added in bulk wait in a GIN index's pending list, which every search then reads from end to end
  // (20-30 ms a query on PGlite, which runs no autovacuum to merge it): merge them into the index now.
  await db.execute(sql`select gin_clean_pending_list('institutions_search_idx'::regclass),
    gin_clean_pending_list('search_words_trgm_idx'::regclass)`);
}
