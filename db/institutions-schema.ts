// The public catalogue: every higher-education institution of India with its programmes, MBBS seats and
// NIRF ranks, loaded from the repository's datasets (db/data, written by `npm run data:import`). Staff do
// not edit these tables; each figure names the source it came from (data_sources).
import { sql } from "drizzle-orm";
import { boolean, check, doublePrecision, index, integer, pgTable, text } from "drizzle-orm/pg-core";

export const institutionKinds = ["college", "university", "standalone", "research"] as const;
export type InstitutionKind = (typeof institutionKinds)[number];

/** UGC's four kinds of university, and institutes of national importance (which UGC does not list). */
export const universityTypes = ["central", "state", "deemed", "private", "national-importance"] as const;
export type UniversityType = (typeof universityTypes)[number];

/** Where a figure comes from: shown beside it as "AICTE approved institutions 2025-26" with a link. */
export const dataSources = pgTable("data_sources", {
  id: text().primaryKey(),
  name: text().notNull(),
  year: text().notNull(),
  url: text().notNull(),
  compiledBy: text().notNull(),
  licence: text().notNull(),
});

export const institutions = pgTable(
  "institutions",
  {
    /** The AISHE code, or a source-prefixed id ("AICTE:1-4463…") for a record no AISHE institution matched */
    code: text().primaryKey(),
    aisheCode: text().unique(),
    slug: text().notNull().unique(),
    name: text().notNull(),
    /** Other names the institution goes by (the AISHE name among them): search finds these too */
    aliases: text()
      .array()
      .notNull()
      .default(sql`'{}'`),
    kind: text({ enum: institutionKinds }).notNull(),
    state: text().notNull(),
    stateSlug: text().notNull(),
    district: text(),
    districtSlug: text(),
    city: text(),
    /** As the source printed it ("Private-Self Financing", "Govt") */
    management: text(),
    /** Government, Government-aided, Private or Other: the directory's filter */
    managementGroup: text(),
    affiliatingUniversity: text(),
    aicteId: text(),
    womenOnly: boolean(),
    minority: boolean(),
    established: integer(),
    sources: text().array().notNull(),
    // Facets of the directory, derived from the rows below when the data loads.
    levels: text()
      .array()
      .notNull()
      .default(sql`'{}'`),
    disciplines: text()
      .array()
      .notNull()
      .default(sql`'{}'`),
    /** What it teaches as the directory names it (Law, Pharmacy…) and from which sources: stream-rules.ts */
    streams: text()
      .array()
      .notNull()
      .default(sql`'{}'`),
    /** Courses a list of programmes names it for (B.Tech CSE, MBA, MBBS…): stream-rules.ts */
    courses: text()
      .array()
      .notNull()
      .default(sql`'{}'`),
    mbbsSeats: integer(),
    /** Best NIRF rank of the latest year the institution is ranked in, for "sort by NIRF rank" */
    nirfRank: integer(),
    /** Central, state, deemed or private university (UGC's list) or institute of national importance (JoSAA) */
    universityType: text({ enum: universityTypes }),
    /** The data_sources id the type comes from, shown beside it */
    universityTypeSource: text(),
    /** An http(s) address matched to this institution with certainty, and the data_sources id it comes from */
    website: text(),
    websiteSource: text(),
    /** The postal address as an official list prints it (UGC's list of universities, AICTE), and that list's id */
    address: text(),
    addressSource: text(),
    /**
     * What the site search reads (domain/search/): every name the institution goes by (its name, aliases and
     * short names such as "IIT Bombay"), lower-case without punctuation, each between bars, then its city,
     * district and state: "|indian institute of technology bombay|iit bombay|iitb| mumbai maharashtra".
     * Written when the catalogue loads.
     */
    searchText: text().notNull().default(""),
  },
  (t) => [
    index("institutions_place_name_idx").on(t.stateSlug, t.districtSlug, t.name),
    index("institutions_state_name_idx").on(t.stateSlug, t.name),
    index("institutions_name_idx").on(t.name),
    index("institutions_rank_idx").on(t.nirfRank, t.name),
    index("institutions_levels_idx").using("gin", t.levels),
    index("institutions_disciplines_idx").using("gin", t.disciplines),
    index("institutions_streams_idx").using("gin", t.streams),
    index("institutions_courses_idx").using("gin", t.courses),
    // The site search's words (full-text search without stemming, so "iit" and "bhu" stay as typed).
    index("institutions_search_idx").using("gin", sql`to_tsvector('simple', ${t.searchText})`),
    check("institutions_kind_check", sql`${t.kind} in ('college', 'university', 'standalone', 'research')`),
    check(
      "institutions_university_type_check",
      sql`${t.universityType} in ('central', 'state', 'deemed', 'private', 'national-importance')`,
    ),
    check("institutions_website_check", sql`${t.website} ~ '^https?://'`),
  ],
);

/**
 * Every word of the institutions' search text with the number of institutions using it: the site search
 * corrects a mistyped word ("bomby", "univercity") to the nearest of these by trigram similarity (pg_trgm),
 * then looks the institutions up by their words. Rebuilt whenever the catalogue loads.
 */
export const searchWords = pgTable(
  "search_words",
  {
    word: text().primaryKey(),
    institutions: integer().notNull(),
  },
  (t) => [index("search_words_trgm_idx").using("gin", t.word.op("gin_trgm_ops"))],
);

export const directoryScopes = ["country", "state", "district"] as const;

/**
 * How many institutions share each combination of the directory's filters, for the whole country, for each
 * state and for each district: the counts beside the filters, the states and the districts are sums over a
 * few hundred of these rows instead of counts over every institution. Rebuilt whenever the catalogue loads.
 */
export const institutionFacetCounts = pgTable(
  "institution_facet_counts",
  {
    scope: text({ enum: directoryScopes }).notNull(),
    /** null on the country's rows */
    stateSlug: text(),
    state: text(),
    /** null on the country's and the states' rows */
    districtSlug: text(),
    district: text(),
    kind: text({ enum: institutionKinds }).notNull(),
    managementGroup: text(),
    levels: text().array().notNull(),
    streams: text().array().notNull(),
    courses: text().array().notNull(),
    ranked: boolean().notNull(),
    universityType: text({ enum: universityTypes }),
    institutions: integer().notNull(),
  },
  (t) => [index("institution_facet_counts_place_idx").on(t.scope, t.stateSlug, t.districtSlug)],
);

/**
 * The institutions UGC has declared fake, as its notice names them, with the exact name keys a search is
 * compared with and the catalogue's institution of exactly that name and place (null where none).
 */
export const fakeUniversities = pgTable("fake_universities", {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  name: text().notNull(),
  place: text().notNull(),
  nameKeys: text().array().notNull(),
  institutionCode: text().references(() => institutions.code, { onDelete: "set null" }),
  sourceId: text()
    .notNull()
    .references(() => dataSources.id),
});

const institutionCode = () =>
  text()
    .notNull()
    .references(() => institutions.code, { onDelete: "cascade" });
const sourceId = () =>
  text()
    .notNull()
    .references(() => dataSources.id);

/** AICTE-approved programmes with their yearly intake. */
export const institutionProgrammes = pgTable(
  "institution_programmes",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    institutionCode: institutionCode(),
    /** The discipline ("Engineering and Technology", "Management") */
    programme: text().notNull(),
    level: text().notNull(),
    course: text().notNull(),
    shift: text(),
    availability: text(),
    intake: integer(),
    sourceId: sourceId(),
  },
  (t) => [index("institution_programmes_institution_idx").on(t.institutionCode)],
);

/** MBBS seats per medical college (NMC seat matrix). */
export const mbbsSeats = pgTable("mbbs_seats", {
  institutionCode: institutionCode().primaryKey(),
  year: text().notNull(),
  seats: integer().notNull(),
  management: text(),
  university: text(),
  established: integer(),
  nameAsPublished: text().notNull(),
  sourceId: sourceId(),
});

/** Ranks and scores as the framework published them, with the institution's name as printed there. */
export const rankings = pgTable(
  "rankings",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    institutionCode: institutionCode(),
    framework: text().notNull(),
    year: integer().notNull(),
    category: text().notNull(),
    rank: integer().notNull(),
    score: doublePrecision(),
    tlr: doublePrecision(),
    rpc: doublePrecision(),
    go: doublePrecision(),
    oi: doublePrecision(),
    perception: doublePrecision(),
    rankingId: text(),
    nameAsPublished: text().notNull(),
    city: text(),
    state: text(),
    sourceId: sourceId(),
  },
  (t) => [
    index("rankings_table_idx").on(t.framework, t.category, t.year, t.rank),
    index("rankings_institution_idx").on(t.institutionCode, t.year),
  ],
);

/** First-year intake, graduates and placements per programme type, as the institution disclosed them to NIRF. */
export const nirfPlacements = pgTable(
  "nirf_placements",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    institutionCode: institutionCode(),
    year: integer().notNull(),
    category: text().notNull(),
    academicYear: text().notNull(),
    programmeType: text().notNull(),
    firstYearIntake: integer(),
    graduatingOnTime: integer(),
    studentsPlaced: integer(),
    medianSalary: integer(),
    sourceId: sourceId(),
  },
  (t) => [index("nirf_placements_institution_idx").on(t.institutionCode)],
);

export const catalogueTables = {
  dataSources,
  institutions,
  institutionFacetCounts,
  institutionProgrammes,
  mbbsSeats,
  rankings,
  nirfPlacements,
  searchWords,
  fakeUniversities,
};
