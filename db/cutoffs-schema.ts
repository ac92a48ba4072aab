// Admission cut-offs as the counselling bodies published them: JoSAA (JEE Main and Advanced: IITs, NITs,
// IIITs, GFTIs), MCC (NEET-UG All-India Quota) and Maharashtra's State CET Cell (MHT-CET CAP). Loaded with
// the catalogue from db/data (cutoff-*.csv.gz, *-cutoffs.csv.gz); staff do not edit them.
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { institutions } from "./institutions-schema.ts";

/** The national bodies and Maharashtra's State CET Cell, whose cut-offs the portal held first: JoSAA, MCC, MHT-CET. */
export const counsellingBodies = ["josaa", "mcc", "mhtcet"] as const;
export type CounsellingBody = (typeof counsellingBodies)[number];

/**
 * Every body whose cut-offs the tables hold: those above and the state bodies of
 * domain/cutoffs/state-counselling.ts (KEA, COMEDK, CEE Kerala, WBJEEB twice: its WBJEE seats and its JEE (Main)
 * seats are two rank lists, ACPC Gujarat, OJEE). Each body's closing ranks are in one rank list (decision 049).
 */
export const cutoffBodies = [
  ...counsellingBodies,
  "kcet",
  "comedk",
  "keam",
  "wbjee",
  "wbjee-jee-main",
  "acpc",
  "ojee",
] as const;
export type CutoffBody = (typeof cutoffBodies)[number];

/**
 * The bodies whose official files staff load on /admin/data (decision 038): every body but MCC, whose
 * allotment lists come as JSON lines only the import reads.
 */
export const loadableBodies = [
  "josaa",
  "mhtcet",
  "kcet",
  "comedk",
  "keam",
  "wbjee",
  "wbjee-jee-main",
  "acpc",
  "ojee",
] as const satisfies readonly CutoffBody[];
export type LoadableBody = (typeof loadableBodies)[number];
/** The check the data-load tables hold their body to. */
const LOADABLE_CHECK = sql.raw(loadableBodies.map((b) => `'${b}'`).join(", "));

/** The pool a seat belongs to: open to everyone, or female candidates only (female-only / ladies' seats). */
export const seatGenders = ["neutral", "female"] as const;
export type SeatGender = (typeof seatGenders)[number];

/** An institute as a counselling body names it, linked to its institution of the catalogue where one was found. */
export const cutoffInstitutes = pgTable(
  "cutoff_institutes",
  {
    /** The id of cutoff-institutes.csv.gz */
    id: integer().primaryKey(),
    counselling: text({ enum: cutoffBodies }).notNull(),
    /** The latest spelling the counselling body printed */
    name: text().notNull(),
    /** Every spelling printed, the latest first */
    namesAsPublished: text().array().notNull(),
    /** The CET Cell's college code(s) */
    sourceCode: text(),
    institutionCode: text().references(() => institutions.code, { onDelete: "set null" }),
    /** JoSAA: IIT, NIT, IIIT or GFTI; MHT-CET: the CET Cell's college type */
    instituteType: text(),
    /** Decides JoSAA's home-state quota; null where unknown */
    state: text(),
    /** MHT-CET: the college's home university, where printed */
    homeUniversity: text(),
  },
  (t) => [
    index("cutoff_institutes_institution_idx").on(t.institutionCode),
    check(
      "cutoff_institutes_counselling_check",
      sql`${t.counselling} in ('josaa', 'mcc', 'mhtcet', 'kcet', 'comedk', 'keam', 'wbjee', 'wbjee-jee-main', 'acpc', 'ojee')`,
    ),
  ],
);

/** A programme as printed, with branch, degree and duration where the source gives them. */
export const cutoffProgrammes = pgTable("cutoff_programmes", {
  id: integer().primaryKey(),
  counselling: text({ enum: cutoffBodies }).notNull(),
  nameAsPublished: text().notNull(),
  branch: text().notNull(),
  degree: text(),
  durationYears: integer(),
});

/**
 * One published cut-off: a seat pool (institute, programme, quota, seat type, gender) in one round of one year.
 * Preparatory-course ranks (JoSAA, PwD seats) are another rank list: they sit in their own columns, so that no
 * comparison with `opening_rank`/`closing_rank` can take them in by mistake.
 *
 * No foreign keys on this table and `cutoff_seats`: their half a million rows are written in one transaction
 * from files whose ids the import made consistent (the load's test checks every id), and the per-row checks
 * took 7 of the 12 seconds the bulk insert needed on the embedded database.
 */
export const cutoffs = pgTable(
  "cutoffs",
  {
    /** cutoff_institutes.id */
    instituteId: integer().notNull(),
    /** cutoff_programmes.id */
    programmeId: integer().notNull(),
    year: smallint().notNull(),
    round: smallint().notNull(),
    /** JoSAA: AI, HS, OS, GO, JK, LA, AP; MCC: its seat type as printed ("All India", …); MHT-CET: null */
    quota: text(),
    /** OPEN, EWS, OBC-NCL, SC, ST and "(PwD)" forms; MHT-CET: the CET Cell's code (GOPENS, LOBCH, …) */
    seatType: text().notNull(),
    gender: text({ enum: seatGenders }).notNull(),
    /** The last round this seat pool appears in that year: its closing rank is the year's */
    final: boolean().notNull(),
    openingRank: integer(),
    closingRank: integer(),
    preparatoryOpeningRank: integer(),
    preparatoryClosingRank: integer(),
    /** MHT-CET: the closing percentile as printed */
    closingPercentile: doublePrecision(),
    /** The staff load (data_loads.id) these rows came from; null: the data bundled with the release (db/data) */
    loadId: integer(),
  },
  (t) => [
    // An institution's section reads (institute, seat type, gender); a prediction's page reads each shown pool
    // (the programme too) for its last three years.
    index("cutoffs_pool_idx").on(t.instituteId, t.seatType, t.gender, t.programmeId, t.year),
    check("cutoffs_one_rank_list", sql`(${t.closingRank} is null) <> (${t.preparatoryClosingRank} is null)`),
  ],
);

/**
 * Every seat pool offered in its counselling body's latest year (preparatory ranks left out), with its final
 * round that year and the strictest and loosest final-round closing of the last three years: what the
 * predictor reads to choose and label, one row per result (a page's rounds and trend then come from
 * `cutoffs`). Derived from `cutoffs` when the data loads. Kept narrow on purpose: the embedded database's
 * `analyze` at every start holds a sample of each table's rows in memory that it never gives back.
 */
export const cutoffSeats = pgTable(
  "cutoff_seats",
  {
    id: integer().primaryKey(),
    counselling: text({ enum: cutoffBodies }).notNull(),
    /** cutoff_institutes.id */
    instituteId: integer().notNull(),
    /** cutoff_programmes.id */
    programmeId: integer().notNull(),
    /** Copied from the institute, for the filters */
    instituteType: text(),
    state: text(),
    quota: text(),
    seatType: text().notNull(),
    gender: text({ enum: seatGenders }).notNull(),
    year: smallint().notNull(),
    /** The final round of `year` for this seat pool */
    round: smallint().notNull(),
    openingRank: integer(),
    closingRank: integer(),
    closingPercentile: doublePrecision(),
    /** The strictest closing of the trend's years (lowest rank, highest percentile) */
    tightestClosingRank: integer(),
    tightestClosingPercentile: doublePrecision(),
    /** The most lenient closing of the trend's years (highest rank, lowest percentile): the predictor's first cut */
    loosestClosingRank: integer(),
    loosestClosingPercentile: doublePrecision(),
    /** The institution's latest NIRF rank in the category that fits (Engineering; Medical or Dental) */
    nirfRank: integer(),
  },
  (t) => [
    index("cutoff_seats_pool_idx").on(t.counselling, t.seatType, t.gender),
    index("cutoff_seats_institute_idx").on(t.instituteId),
  ],
);

/**
 * staging: the file is being read and its rows stored (one at a time: the unique index is the lock);
 * staged: ready to preview and publish; published: its rows are the live ones of its body and year;
 * superseded: a later load of the same year replaced it; rolled-back: staff took it back; discarded: never published.
 */
export const dataLoadStatuses = ["staging", "staged", "published", "superseded", "rolled-back", "discarded"] as const;
export type DataLoadStatus = (typeof dataLoadStatuses)[number];

/**
 * An official file staff uploaded on /admin/data (decision 038): one version of one body's year. Its rows stay
 * in data_load_rows for as long as the load is kept, so that a publish, a rollback to it and the re-application
 * after a release's reload of db/data all read the same rows.
 */
export const dataLoads = pgTable(
  "data_loads",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    dataset: text({ enum: loadableBodies }).notNull(),
    year: smallint().notNull(),
    rounds: smallint()
      .array()
      .notNull()
      .default(sql`'{}'`),
    fileName: text().notNull(),
    sha256: text().notNull(),
    rows: integer().notNull().default(0),
    status: text({ enum: dataLoadStatuses }).notNull(),
    uploadedBy: text().notNull(),
    uploadedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    publishedBy: text(),
    publishedAt: timestamp({ withTimezone: true }),
    rolledBackBy: text(),
    rolledBackAt: timestamp({ withTimezone: true }),
    /** Rows added, changed, removed and unchanged against what was live when staged; rows per round */
    preview: jsonb().$type<LoadPreview>(),
    /** Printed institute names no cut-off institute has, each with the closest institutions; new programmes */
    unmatched: jsonb().$type<LoadUnmatched>(),
    /** Staff's choice per unmatched printed institute name: an institution code, or "" to load it unlinked */
    picks: jsonb().$type<Record<string, string>>().notNull().default({}),
  },
  (t) => [
    uniqueIndex("data_loads_one_staging")
      .on(t.status)
      .where(sql`${t.status} = 'staging'`),
    index("data_loads_dataset_year_idx").on(t.dataset, t.year),
    check("data_loads_dataset_check", sql`${t.dataset} in (${LOADABLE_CHECK})`),
  ],
);

export interface LoadPreview {
  added: number;
  changed: number;
  removed: number;
  unchanged: number;
  preparatory: number;
  rowsPerRound: { round: number; rows: number }[];
}

export interface LoadCandidate {
  code: string;
  name: string;
  state: string | null;
}

export interface LoadUnmatched {
  institutes: { name: string; rows: number; candidates: LoadCandidate[] }[];
  programmes: string[];
}

/** A load's rows as printed (names, not ids: ids are resolved when the load is applied, picks included). */
export const dataLoadRows = pgTable(
  "data_load_rows",
  {
    loadId: integer()
      .notNull()
      .references(() => dataLoads.id, { onDelete: "cascade" }),
    institute: text().notNull(),
    instituteType: text().notNull(),
    /** MHT-CET: the CET Cell's college code, which identifies a college across spellings */
    sourceCode: text(),
    /** MHT-CET: the college's home university, where printed */
    homeUniversity: text(),
    programme: text().notNull(),
    quota: text(),
    seatType: text().notNull(),
    gender: text({ enum: seatGenders }).notNull(),
    preparatory: boolean().notNull(),
    round: smallint().notNull(),
    openingRank: integer(),
    closingRank: integer(),
    closingPercentile: doublePrecision(),
  },
  // A publish reads a load's rows a few institutes at a time.
  (t) => [index("data_load_rows_load_idx").on(t.loadId, t.institute)],
);

/**
 * A load's rows made ready to go live while staff publish it: ids resolved and each pool's last round marked
 * final, written a few thousand at a time before the publish's transaction, so that the transaction only copies
 * them (docs/decisions/039). Emptied when the publish ends.
 */
export const dataLoadCutoffs = pgTable(
  "data_load_cutoffs",
  {
    loadId: integer()
      .notNull()
      .references(() => dataLoads.id, { onDelete: "cascade" }),
    instituteId: integer().notNull(),
    programmeId: integer().notNull(),
    year: smallint().notNull(),
    round: smallint().notNull(),
    quota: text(),
    seatType: text().notNull(),
    gender: text({ enum: seatGenders }).notNull(),
    final: boolean().notNull(),
    openingRank: integer(),
    closingRank: integer(),
    preparatoryOpeningRank: integer(),
    preparatoryClosingRank: integer(),
    closingPercentile: doublePrecision(),
  },
  // The seat pools are derived from them a few institutes at a time.
  (t) => [index("data_load_cutoffs_load_idx").on(t.loadId, t.instituteId)],
);

/**
 * The body's seat pools (cutoff_seats, without ids) as they will be once a load is live, derived before the
 * publish's transaction from the live rows of the other years and the load's ready rows. Emptied when the
 * publish ends.
 */
export const dataLoadSeats = pgTable(
  "data_load_seats",
  {
    loadId: integer()
      .notNull()
      .references(() => dataLoads.id, { onDelete: "cascade" }),
    counselling: text({ enum: loadableBodies }).notNull(),
    instituteId: integer().notNull(),
    programmeId: integer().notNull(),
    instituteType: text(),
    state: text(),
    quota: text(),
    seatType: text().notNull(),
    gender: text({ enum: seatGenders }).notNull(),
    year: smallint().notNull(),
    round: smallint().notNull(),
    openingRank: integer(),
    closingRank: integer(),
    closingPercentile: doublePrecision(),
    tightestClosingRank: integer(),
    tightestClosingPercentile: doublePrecision(),
    loosestClosingRank: integer(),
    loosestClosingPercentile: doublePrecision(),
    nirfRank: integer(),
  },
  (t) => [
    index("data_load_seats_load_idx").on(t.loadId),
    check("data_load_seats_counselling_check", sql`${t.counselling} in (${LOADABLE_CHECK})`),
  ],
);

/**
 * The bundled rows (db/data) of a body's year that a staff load replaced, kept so that rolling back the year's
 * last load brings them back. Emptied when the catalogue reloads (a release's own rows are then live again
 * before the published loads are re-applied over them).
 */
export const replacedCutoffs = pgTable(
  "replaced_cutoffs",
  {
    counselling: text({ enum: loadableBodies }).notNull(),
    instituteId: integer().notNull(),
    programmeId: integer().notNull(),
    year: smallint().notNull(),
    round: smallint().notNull(),
    quota: text(),
    seatType: text().notNull(),
    gender: text({ enum: seatGenders }).notNull(),
    final: boolean().notNull(),
    openingRank: integer(),
    closingRank: integer(),
    preparatoryOpeningRank: integer(),
    preparatoryClosingRank: integer(),
    closingPercentile: doublePrecision(),
  },
  (t) => [
    index("replaced_cutoffs_year_idx").on(t.counselling, t.year),
    check("replaced_cutoffs_counselling_check", sql`${t.counselling} in (${LOADABLE_CHECK})`),
  ],
);

/**
 * Fees per year and seats as ACPUGMEC (Gujarat's medical admissions committee) published them for medical and
 * nursing courses, with no year given by the source: shown as "ACPUGMEC, as published, year not given by the
 * source". Linked to the catalogue's institution where the matching rules found exactly one in Gujarat.
 */
export const publishedFees = pgTable(
  "published_fees",
  {
    id: integer().primaryKey(),
    /** The college as printed */
    college: text().notNull(),
    institutionCode: text().references(() => institutions.code, { onDelete: "set null" }),
    /** The course as printed (MBBS, BDS, …) */
    course: text().notNull(),
    /** Rupees a year */
    feePerYear: integer().notNull(),
    seats: integer(),
    /** data_sources.id */
    source: text().notNull(),
  },
  (t) => [index("published_fees_institution_idx").on(t.institutionCode)],
);

export const cutoffTables = {
  cutoffInstitutes,
  cutoffProgrammes,
  cutoffs,
  cutoffSeats,
  dataLoads,
  dataLoadRows,
  dataLoadCutoffs,
  dataLoadSeats,
  replacedCutoffs,
  publishedFees,
};
