// Admission cut-offs as the counselling bodies published them: JoSAA (JEE Main and Advanced: IITs, NITs,
// IIITs, GFTIs), MCC (NEET-UG All-India Quota) and Maharashtra's State CET Cell (MHT-CET CAP). Loaded with
// the catalogue from db/data (cutoff-*.csv.gz, *-cutoffs.csv.gz); staff do not edit them.
import { sql } from "drizzle-orm";
import { boolean, check, doublePrecision, index, integer, pgTable, smallint, text } from "drizzle-orm/pg-core";
import { institutions } from "./institutions-schema.ts";

/** Who published the cut-offs: JoSAA, MCC, the State CET Cell of Maharashtra. */
export const counsellingBodies = ["josaa", "mcc", "mhtcet"] as const;
export type CounsellingBody = (typeof counsellingBodies)[number];

/** The pool a seat belongs to: open to everyone, or female candidates only (female-only / ladies' seats). */
export const seatGenders = ["neutral", "female"] as const;
export type SeatGender = (typeof seatGenders)[number];

/** An institute as a counselling body names it, linked to its institution of the catalogue where one was found. */
export const cutoffInstitutes = pgTable(
  "cutoff_institutes",
  {
    /** The id of cutoff-institutes.csv.gz */
    id: integer().primaryKey(),
    counselling: text({ enum: counsellingBodies }).notNull(),
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
    check("cutoff_institutes_counselling_check", sql`${t.counselling} in ('josaa', 'mcc', 'mhtcet')`),
  ],
);

/** A programme as printed, with branch, degree and duration where the source gives them. */
export const cutoffProgrammes = pgTable("cutoff_programmes", {
  id: integer().primaryKey(),
  counselling: text({ enum: counsellingBodies }).notNull(),
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
    counselling: text({ enum: counsellingBodies }).notNull(),
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

export const cutoffTables = { cutoffInstitutes, cutoffProgrammes, cutoffs, cutoffSeats };
