// What the predictor and an institution's cut-off section may be asked, as query strings (the REST API) or a
// form (the predictor page) send it: each bad value gets its own message, named by its field
// (domain/errors.ts fieldMessages). Safe in the browser.
import { z } from "zod";
import { seatGenders } from "../../db/cutoffs-schema.ts";
import { wholeNumberParam } from "../paging.ts";
import { stateNamed } from "../states.ts";
import {
  baseCategory,
  categoryFor,
  EXAMS,
  exams,
  instituteTypes,
  isPwdCategory,
  MHTCET_CATEGORY,
  mhtcetCategories,
  mhtcetHomeUniversities,
  predictorSorts,
  stateBodyOf,
  stateCategoryChoices,
} from "./exams.ts";

/** The most results a page may hold; 50 when not asked. */
export const MAX_PREDICTION_LIMIT = 200;
export const DEFAULT_PREDICTION_LIMIT = 50;

/** A form's empty field is a field not given. */
const blankIsAbsent = (value: unknown) => (typeof value === "string" && value.trim() === "" ? undefined : value);

const PERCENTILE = "percentile must be a number from 0 to 100.";
const STATE = "must be a state or union territory of India.";

const boolParam = (name: string) =>
  z.preprocess(
    (value) => {
      if (typeof value !== "string") return value;
      const text = value.trim().toLowerCase();
      if (["true", "1", "yes", "on"].includes(text)) return true;
      if (["false", "0", "no", "off", ""].includes(text)) return false;
      return value;
    },
    z.boolean({ error: `${name} must be true or false.` }),
  );

/** A state or union territory as a student types it ("tamil nadu"); checked here, spelled by stateNamed. */
const stateParam = (name: string) =>
  z
    .string()
    .trim()
    .max(60, `${name} ${STATE}`)
    .refine((value) => stateNamed(value) !== undefined, `${name} ${STATE}`)
    .optional();

/** A rank: a whole number from 1, each field named in its message. */
const rankParam = (name: string) => {
  const message = `${name} must be a whole number from 1.`;
  return z.preprocess(
    blankIsAbsent,
    z.coerce.number({ error: message }).int(message).min(1, message).max(10_000_000, message).optional(),
  );
};

/** JEE's own ranks: one per JoSAA rank list, as the scorecard prints them. */
const JEE_RANKS = ["crlRank", "categoryRank", "pwdRank", "categoryPwdRank"] as const;

const lowerCase = (value: unknown) => (typeof value === "string" ? value.trim().toLowerCase() : value);
const upperCase = (value: unknown) => (typeof value === "string" ? value.trim().toUpperCase() : value);

export const predictQuerySchema = z
  .object({
    exam: z.preprocess(
      lowerCase,
      z.enum(exams, {
        error: (issue) =>
          issue.input === undefined
            ? `exam is required: one of ${exams.join(", ")}.`
            : `exam must be one of ${exams.join(", ")}.`,
      }),
    ),
    rank: rankParam("rank").meta({
      description:
        "NEET-UG: your All-India Rank; MHT-CET: your merit rank; KCET, COMEDK UGET, KEAM, WBJEE, GUJCET: your rank in " +
        "that exam (compared with its own body's seats only). JEE: the older single question, a rank in the " +
        "list of `category` (the CRL for OPEN, the category rank for OBC-NCL, the PwD rank for a PwD seat type), " +
        "compared with that seat type's seats only; give `crlRank` and your other ranks instead to see all of them",
    }),
    crlRank: rankParam("crlRank").meta({
      description:
        "JEE: your common rank list (CRL) rank, compared with OPEN seats. Required for JEE unless `rank` is given",
    }),
    categoryRank: rankParam("categoryRank").meta({
      description: "JEE, category EWS, OBC-NCL, SC or ST: your category rank, compared with that category's seats",
    }),
    pwdRank: rankParam("pwdRank").meta({
      description: "JEE, with pwd=true: your CRL-PwD rank, compared with OPEN (PwD) seats",
    }),
    categoryPwdRank: rankParam("categoryPwdRank").meta({
      description:
        "JEE, with pwd=true and a category other than OPEN: your category-PwD rank, compared with its PwD seats",
    }),
    percentile: z
      .preprocess(
        blankIsAbsent,
        z.coerce.number({ error: PERCENTILE }).min(0, PERCENTILE).max(100, PERCENTILE).optional(),
      )
      .meta({ description: "MHT-CET only: your percentile, instead of a rank" }),
    category: z
      .preprocess(blankIsAbsent, z.string().trim().max(20, "category must be at most 20 characters.").optional())
      .meta({
        description:
          'JEE and NEET-UG: OPEN, EWS, OBC-NCL, SC, ST or a PwD form ("OPEN (PwD)"); MHT-CET: OPEN, OBC, SC, ST, ' +
          "VJ, NT1, NT2, NT3 or SEBC (the seat-type codes are built from it and gender, pwd, defence, ews, feeWaiver " +
          "and homeUniversity), or one CET Cell code as printed (GOPENS, LOBCH, TFWS, …); KCET: GM, 1, 2A, 2B, 3A, " +
          "3B, SC, ST; COMEDK: GM; KEAM: SM, EW, EZ, MU, BH, LA, DV, VK, KN, BX, KU, SC, ST; WBJEE: Open, EWS, OBC, " +
          "SC, ST; GUJCET: GENERAL, EWS, SEBC, SC, ST, ESM. The exam's open category when left out",
      }),
    gender: z
      .preprocess(
        (value) => blankIsAbsent(lowerCase(value)),
        z.enum(seatGenders, { error: "gender must be neutral or female." }).default("neutral"),
      )
      .meta({ description: "female also opens the female-only (ladies') seats" }),
    homeState: z
      .preprocess(blankIsAbsent, stateParam("homeState"))
      .meta({ description: "For JoSAA's home-state quotas and MCC's Delhi and Puducherry quotas; any case" }),
    pwd: z.preprocess(blankIsAbsent, boolParam("pwd").default(false)),
    kannadaMedium: z
      .preprocess(blankIsAbsent, boolParam("kannadaMedium").default(false))
      .meta({ description: "KCET: studied in Kannada medium (also the K seats of your category)" }),
    rural: z
      .preprocess(blankIsAbsent, boolParam("rural").default(false))
      .meta({ description: "KCET: studied in a rural area (also the R seats of your category)" }),
    feeWaiver: z.preprocess(blankIsAbsent, boolParam("feeWaiver").default(false)).meta({
      description:
        "MHT-CET (TFWS), GUJCET (TFWS), WBJEE (Tuition Fee Waiver), JEE Main's OJEE seats (TFW): you qualify " +
        "for the tuition-fee-waiver seats (family income under the body's limit)",
    }),
    ews: z
      .preprocess(blankIsAbsent, boolParam("ews").default(false))
      .meta({ description: "MHT-CET: you hold an EWS certificate (the EWS seats)" }),
    defence: z
      .preprocess(blankIsAbsent, boolParam("defence").default(false))
      .meta({ description: "MHT-CET: a defence candidate (the DEF seats)" }),
    homeUniversity: z
      .preprocess(
        blankIsAbsent,
        z
          .enum(mhtcetHomeUniversities, {
            error: "homeUniversity must be one of the CET Cell's home universities, as the form lists them.",
          })
          .optional(),
      )
      .meta({
        description:
          "MHT-CET: your home university (where you passed class 12): H seats at its colleges, O seats elsewhere",
      }),
    instituteType: z
      .preprocess(
        (value) => blankIsAbsent(upperCase(value)),
        z.enum(instituteTypes, { error: "instituteType must be IIT, NIT, IIIT or GFTI." }).optional(),
      )
      .meta({ description: "JEE only" }),
    state: z.preprocess(blankIsAbsent, stateParam("state")).meta({ description: "Only institutes in this state" }),
    branch: z
      .preprocess(blankIsAbsent, z.string().trim().max(80, "branch must be at most 80 characters.").optional())
      .meta({ description: 'Words of the programme ("computer science", "mbbs")' }),
    governmentOnly: z
      .preprocess(blankIsAbsent, boolParam("governmentOnly").default(false))
      .meta({ description: "NEET-UG: leave out deemed-university, NRI and other paid seats" }),
    sort: z
      .preprocess(
        (value) => blankIsAbsent(lowerCase(value)),
        z.enum(predictorSorts, { error: `sort must be one of ${predictorSorts.join(", ")}.` }).default("best"),
      )
      .meta({
        description:
          "best (default): Likely and Possible seats with the lowest closing rank (against the rank compared) " +
          "first, then Reach; chance: Likely, Possible, Reach, each by NIRF rank; closing: lowest closing rank " +
          "first; nirf: the institution's NIRF rank; state: the institute's state; fee: the fee per year a " +
          "committee or the institution published, lowest first, seats without one last",
      }),
    page: z.preprocess(blankIsAbsent, wholeNumberParam("page", 10_000).default(1)),
    limit: z.preprocess(
      blankIsAbsent,
      wholeNumberParam("limit", MAX_PREDICTION_LIMIT).default(DEFAULT_PREDICTION_LIMIT),
    ),
  })
  .superRefine((query, ctx) => {
    const info = EXAMS[query.exam];
    const issue = (field: string, message: string) => ctx.addIssue({ code: "custom", path: [field], message });
    const kind = info.seats[0].ranks;
    const category = query.category === undefined ? undefined : categoryFor(query.exam, query.category);
    if (query.category !== undefined) {
      if (!category) {
        const body = stateBodyOf(query.exam);
        issue(
          "category",
          query.exam === "mht-cet"
            ? `category must be one of ${mhtcetCategories.join(", ")} for MHT-CET (or a CET Cell seat-type code such as GOPENS).`
            : body
              ? `category must be one of ${stateCategoryChoices(body)
                  .map((c) => c.value)
                  .join(", ")} for ${info.label}.`
              : `category must be OPEN, EWS, OBC-NCL, SC or ST (or one of their PwD forms, "OPEN (PwD)") for ${info.label}.`,
        );
      } else if (isPwdCategory(category) && !query.pwd) {
        issue("category", "PwD seat types are for candidates with a disability: set pwd to true.");
      } else if (query.exam === "mht-cet" && category.startsWith("L") && query.gender !== "female") {
        issue("category", "Ladies' seats (codes starting with L) are for female candidates.");
      }
    }
    const cetCode = query.exam === "mht-cet" && category !== undefined && MHTCET_CATEGORY.test(category);
    const onlyFor = (field: string, exams: string) => issue(field, `${field} is for ${exams} only.`);
    if (query.kannadaMedium && query.exam !== "kcet") onlyFor("kannadaMedium", "KCET");
    if (query.rural && query.exam !== "kcet") onlyFor("rural", "KCET");
    if (query.feeWaiver && !["mht-cet", "gujcet", "wbjee", "jee-main"].includes(query.exam))
      onlyFor("feeWaiver", "MHT-CET, GUJCET, WBJEE and JEE Main (OJEE's seats)");
    for (const field of ["ews", "defence", "homeUniversity"] as const)
      if (query[field] && query.exam !== "mht-cet") onlyFor(field, "MHT-CET");
    if (cetCode)
      for (const field of ["ews", "defence", "feeWaiver", "homeUniversity"] as const)
        if (query[field])
          issue(
            field,
            `${field} builds the seat-type codes from your category: give category as OPEN, OBC, SC …, not a code.`,
          );
    if (query.pwd && ["comedk", "keam", "kcet", "gujcet"].includes(query.exam))
      issue("pwd", `The ${info.label} cut-offs held print no PwD seats: leave pwd out.`);
    if (info.takesPercentile) {
      if (query.rank === undefined && query.percentile === undefined)
        issue("rank", "Give your MHT-CET percentile or your merit rank.");
      if (query.rank !== undefined && query.percentile !== undefined)
        issue("percentile", "Give your percentile or your rank, not both.");
    } else if (query.percentile !== undefined) {
      issue("percentile", `percentile is for MHT-CET only: give your ${info.label} rank.`);
    }
    if (kind !== "josaa") {
      for (const field of JEE_RANKS)
        if (query[field] !== undefined)
          issue(field, `${field} is for JEE Main and JEE Advanced: give your ${info.label} rank as rank.`);
      if (!info.takesPercentile && query.rank === undefined) issue("rank", `rank is required for ${info.label}.`);
    } else {
      const base = category ? baseCategory(category) : "OPEN";
      const jeeRanks = JEE_RANKS.filter((field) => query[field] !== undefined);
      if (query.rank !== undefined && jeeRanks.length)
        issue(
          "rank",
          `Give your ranks as crlRank (with ${jeeRanks.filter((f) => f !== "crlRank").join(", ") || "categoryRank, pwdRank"}), or one rank with its category as rank, not both.`,
        );
      else if (query.rank === undefined && query.crlRank === undefined)
        issue("crlRank", `crlRank is required for ${info.label}: your common rank list (CRL) rank.`);
      if (query.categoryRank !== undefined && base === "OPEN")
        issue(
          "categoryRank",
          "categoryRank is for EWS, OBC-NCL, SC and ST candidates: with OPEN, give your CRL rank alone.",
        );
      for (const field of ["pwdRank", "categoryPwdRank"] as const)
        if (query[field] !== undefined && !query.pwd)
          issue(field, `${field} is for candidates with a disability: set pwd to true.`);
      if (query.categoryPwdRank !== undefined && query.pwd && base === "OPEN")
        issue(
          "categoryPwdRank",
          "categoryPwdRank is for EWS, OBC-NCL, SC and ST PwD candidates: with OPEN, give pwdRank (your CRL-PwD rank).",
        );
    }
    if (query.governmentOnly && query.exam !== "neet-ug")
      issue("governmentOnly", "governmentOnly is for NEET-UG, whose deemed-university and NRI seats are paid seats.");
    if (query.instituteType !== undefined && !info.instituteTypes?.includes(query.instituteType)) {
      issue(
        "instituteType",
        info.instituteTypes
          ? `${info.label} ranks are used for ${info.instituteTypes.join(", ")} seats.`
          : "instituteType is for JEE Main (NIT, IIIT, GFTI) and JEE Advanced (IIT).",
      );
    }
  });

export type PredictQuery = z.output<typeof predictQuerySchema>;

export const institutionCutoffsQuerySchema = z.object({
  institution: z
    .string({ error: "institution is required: an institution's slug or code." })
    .trim()
    .min(1, "institution is required: an institution's slug or code.")
    .max(160, "institution must be at most 160 characters.")
    .meta({ description: "The institution's slug (as in /college/{slug}) or code (U-0306)" }),
  year: z
    .preprocess(blankIsAbsent, wholeNumberParam("year", 2100).optional())
    .meta({ description: "The year shown round by round; the latest year held when left out" }),
  category: z
    .preprocess(blankIsAbsent, z.string().trim().max(20, "category must be at most 20 characters.").optional())
    .meta({ description: "Seat type: OPEN (JoSAA, MCC) or GOPENS (MHT-CET) when left out" }),
  gender: z.preprocess(
    (value) => blankIsAbsent(lowerCase(value)),
    z.enum(seatGenders, { error: "gender must be neutral or female." }).optional(),
  ),
  quota: z
    .preprocess(blankIsAbsent, z.string().trim().max(60, "quota must be at most 60 characters.").optional())
    .meta({ description: "AI, HS, OS, … (JoSAA) or MCC's quota; every quota when left out" }),
});

export type InstitutionCutoffsQuery = z.output<typeof institutionCutoffsQuerySchema>;
