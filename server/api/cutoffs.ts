// Admission cut-offs over REST: the college predictor (which seats a rank may get, labelled by the published
// method) and one institution's cut-offs year by year and round by round. Read-only: the datasets change
// through `npm run data:import`.
import { z } from "zod";
import { cutoffBodies, seatGenders } from "../../db/cutoffs-schema.ts";
import { chances } from "../../domain/cutoffs/chance.ts";
import {
  type InstitutionCutoffsQuery,
  institutionCutoffsQuerySchema,
  predictQuerySchema,
} from "../../domain/cutoffs/cutoffs.schema.ts";
import { baseCategories, exams, mhtcetCategoryHelp, predictorSorts } from "../../domain/cutoffs/exams.ts";
import {
  type CounsellingCutoffs,
  type CutoffPool,
  institutionCutoffs,
} from "../../domain/cutoffs/institution-cutoffs.server.ts";
import { type Prediction, predict } from "../../domain/cutoffs/predict.server.ts";
import { InputError } from "../../domain/errors.ts";
import { badInput, notFound } from "./http.ts";
import { type ApiContext, type Operation, operation } from "./operations.ts";
import { messageSchema } from "./shapes.ts";

const rank = z.number().int().nullable();
const percentile = z.number().nullable();
const gender = z.enum(seatGenders).meta({ description: "neutral: open to everyone; female: the female-only pool" });

const programSchema = z.object({
  name: z.string().meta({ description: "As shown: “Computer Science and Engineering (B.Tech, 4 years)”" }),
  nameAsPublished: z.string().meta({ description: "As the counselling body printed it" }),
  branch: z.string(),
  degree: z.string().nullable(),
  durationYears: z.number().int().nullable(),
});

const roundSchema = z.object({
  round: z.number().int(),
  openingRank: rank,
  closingRank: rank,
  closingPercentile: percentile,
});
const yearSchema = z.object({
  year: z.number().int(),
  round: z.number().int(),
  closingRank: rank,
  closingPercentile: percentile,
});

const rankUsed = z.object({
  name: z
    .string()
    .meta({ description: "“CRL rank”, “OBC-NCL rank”, “CRL-PwD rank”, “All-India Rank”, “percentile”, …" }),
  value: z.number().meta({ description: "The rank (or MHT-CET percentile) as given" }),
  by: z.enum(["rank", "percentile"]),
});

const predictionSchema = z.object({
  counselling: z.enum(cutoffBodies).meta({
    description:
      "The body that published the seat: josaa, mcc, mhtcet, or a state body (kcet, comedk, keam, wbjee, " +
      "wbjee-jee-main, acpc, ojee); JEE Main's answer holds JoSAA's, OJEE's and WBJEEB's JEE (Main) seats",
  }),
  choice: z.string().meta({
    description: "The institute and programme as GET /api/mock-allotment's choice (`c`): `<instituteId>-<programmeId>`",
  }),
  institution: z.object({
    code: z
      .string()
      .nullable()
      .meta({ description: "The catalogue's institution; null where the institute is not linked" }),
    name: z.string(),
    slug: z.string().nullable().meta({ description: "/college/{slug}; null where not linked" }),
    nameAsPublished: z.string(),
    type: z.string().nullable().meta({ description: "IIT, NIT, IIIT, GFTI (JoSAA); the CET Cell's college type" }),
    state: z.string().nullable(),
    homeUniversity: z.string().nullable().meta({ description: "MHT-CET: decides who may take its H and O seats" }),
    nirfRank: z.number().int().nullable().meta({
      description:
        "The institution's latest NIRF rank in the list that fits the seat (Engineering; Medical or Dental for MCC)",
    }),
    nirf: z
      .object({
        rank: z.number().int(),
        year: z.number().int(),
        category: z.string(),
        source: z.object({ name: z.string(), url: z.string() }),
      })
      .nullable()
      .meta({
        description:
          "That rank with its list, year and source, which a client showing the rank should print too: " +
          "“NIRF 2025 · Engineering #3” (decision 036); null when not ranked",
      }),
  }),
  program: programSchema,
  quota: z.string().nullable().meta({ description: "AI, HS, OS, JK, LA (JoSAA); MCC's quota; null for MHT-CET" }),
  seatType: z.string(),
  gender,
  year: z.number().int().meta({ description: "The latest year published" }),
  round: z.number().int().meta({ description: "This seat's final round of `year`" }),
  roundLabel: z.string(),
  openingRank: rank,
  closingRank: rank,
  closingPercentile: percentile,
  rounds: z.array(roundSchema).meta({ description: "Every round of `year`" }),
  trend: z
    .array(yearSchema)
    .meta({ description: "The final round of each of the last three years held, oldest first" }),
  chance: z.enum(chances),
  comparedWith: rankUsed.meta({ description: "The candidate's rank this seat was compared with" }),
  kind: z
    .object({
      label: z.string().meta({
        description:
          "The seat's kind in words: “All-India quota”, “Government seat, All-India quota”, “AIIMS, All-India seat”, …",
      }),
      paid: z
        .boolean()
        .meta({ description: "Deemed-university, NRI and other paid quotas: fees far above a government seat's" }),
    })
    .meta({ description: "What kind of seat this is, from the quota printed and the institute" }),
  source: z.string().meta({
    description:
      "For example “JoSAA 2025, round 6”; “JoSAA 2026, round 6 · loaded 27 Nov 2026” when staff loaded the year",
  }),
  sourceBody: z
    .object({ name: z.string(), url: z.string() })
    .meta({ description: "The official body that publishes the figures, and its address" }),
  fee: z
    .object({
      perYear: z.number().int().meta({ description: "Rupees a year" }),
      source: z.object({ name: z.string(), url: z.string() }),
      year: z.string().meta({ description: "The academic year, or “year not given by the source”" }),
      publishedBy: z
        .string()
        .optional()
        .meta({
          description:
            "Set when the institution published the tuition itself (decision 059): who published it and when " +
            "the portal checked it, said instead of a committee's name",
        }),
    })
    .nullable()
    .meta({
      description:
        "The fee per year a committee published for the seats it allots (ACPUGMEC), else the tuition the " +
        "institution published for the programme; null: fee not published. `sort=fee` orders by it",
    }),
});

const methodSchema = z.object({
  name: z.string(),
  version: z.number().int(),
  trendYears: z.number().int(),
  possibleMargin: z.number(),
  reachMargin: z.number(),
  summary: z.string(),
  percentile: z.string(),
  rules: z.array(z.object({ chance: z.enum(chances), rule: z.string() })),
  notListed: z.string(),
  caveats: z.array(z.string()),
});

const predictorAnswer = z.object({
  results: z.array(predictionSchema),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
  exam: z.object({ exam: z.enum(exams), label: z.string(), source: z.string() }),
  compared: z.object({
    seatTypes: z.array(z.string()),
    genders: z.array(gender),
    by: z.enum(["rank", "percentile"]),
    ranks: z
      .array(rankUsed.extend({ seatTypes: z.array(z.string()), counselling: z.enum(cutoffBodies) }))
      .meta({ description: "Each rank given, the body whose seats it was compared with and their seat types" }),
  }),
  sort: z.enum(predictorSorts),
  notes: z.array(z.string()),
  method: methodSchema,
});

const poolSchema = z.object({
  program: programSchema,
  quota: z.string().nullable(),
  seatType: z.string(),
  gender,
  rankList: z.enum(["common", "preparatory"]).meta({
    description: "preparatory: JoSAA's preparatory-course ranks, a list of their own, never compared with others",
  }),
  years: z.array(
    yearSchema.extend({
      openingRank: rank,
      source: z.string(),
      loadedOn: z.string().nullable().meta({
        description:
          "The day (YYYY-MM-DD) staff published the official file of that year; null when bundled with the release",
      }),
    }),
  ),
  rounds: z.array(roundSchema.extend({ roundLabel: z.string() })),
});

const institutionCutoffsAnswer = z.object({
  institution: z.object({ code: z.string(), name: z.string(), slug: z.string() }),
  counselling: z.array(
    z.object({
      counselling: z.enum(cutoffBodies),
      exam: z.string(),
      source: z.object({ name: z.string(), year: z.string(), url: z.string() }),
      namesAsPublished: z.array(z.string()),
      year: z.number().int(),
      years: z.array(z.number().int()),
      seatType: z.string(),
      gender,
      quota: z.string().nullable(),
      available: z.object({
        seatTypes: z.array(z.string()),
        genders: z.array(gender),
        quotas: z.array(z.string()),
      }),
      pools: z.array(poolSchema),
    }),
  ),
});

/** The API's copy of a prediction (the seat pool's internal id left out: it changes with every reload). */
function apiPrediction({ id: _id, ...prediction }: Prediction) {
  return prediction;
}

/** The domain's answer as the API's schema reads it: a drift between the two fails the type check here. */
function apiCounselling(body: CounsellingCutoffs): z.input<typeof institutionCutoffsAnswer>["counselling"][number] {
  const pools: z.input<typeof poolSchema>[] = body.pools satisfies CutoffPool[];
  return { ...body, pools };
}

export function cutoffOperations({ db }: ApiContext): Operation[] {
  const tag = "Cut-offs";
  return [
    operation({
      method: "GET",
      path: "/api/predictor",
      tag,
      summary: "The seats a rank may get, from the latest published cut-offs, each labelled Likely, Possible or Reach",
      description:
        "JEE Advanced (`exam=jee-advanced`) ranks are compared with IIT seats and JEE Main (`jee-main`) ranks with " +
        "NIT, IIIT and GFTI seats (JoSAA), NEET-UG (`neet-ug`) All-India Ranks with MCC's All-India Quota, MHT-CET " +
        "(`mht-cet`) with Maharashtra's CAP seats; each state exam with its own body's seats and its own rank: KCET " +
        "(`kcet`, KEA), COMEDK UGET (`comedk`, General Merit only), KEAM (`keam`, CEE Kerala), WBJEE (`wbjee`, " +
        "WBJEEB's WBJEE-rank seats) and GUJCET (`gujcet`, ACPC), `category` one of that exam's own categories " +
        "(another exam's category is refused with 400); KCET's `kannadaMedium` and `rural`, `feeWaiver` for the " +
        "tuition-fee-waiver seats. JEE Main's CRL rank is also compared with OJEE's seats (its category's and " +
        "General, HS only with `homeState=Odisha`) and WBJEEB's JEE (Main) seats (Open; Home State only with " +
        "`homeState=West Bengal`). MHT-CET by choices: `category` OPEN, OBC, SC, ST, VJ, NT1, NT2, NT3 or SEBC with " +
        "`gender`, `pwd`, `defence`, `ews`, `feeWaiver` and `homeUniversity` builds the seat-type codes (G/L, " +
        "PWD/DEF, S everywhere, H at the home university's colleges, O at the others'). JEE: give every rank the scorecard prints, each compared with " +
        "its own list's seats in one answer: `crlRank` (OPEN seats), `categoryRank` (the seats of `category`: " +
        `${baseCategories.slice(1).join(", ")}), with \`pwd=true\` \`pwdRank\` (CRL-PwD, OPEN (PwD) seats) and ` +
        "`categoryPwdRank` (the category's PwD seats); each result's `comparedWith` names the rank used. The older " +
        "`rank` with `category` still means a rank in that category's list (a PwD form such as `OPEN (PwD)` for a " +
        "PwD rank), compared with that seat type's seats only: `rank=N&category=OPEN` is `crlRank=N`. NEET-UG: " +
        "`rank` is the All-India Rank, compared with the seats of `category` and OPEN (and their PwD seats with " +
        "`pwd=true`); `governmentOnly=true` leaves out deemed-university and other paid seats. MHT-CET: `rank` " +
        `(merit rank) or \`percentile\` (then answered in percentiles), or \`category\` one CET Cell code as printed: ${mhtcetCategoryHelp} ` +
        "Female-only seats are offered to `gender=female` only, PwD seat types to `pwd=true` only, JoSAA's home-state " +
        "(HS) quota only in `homeState`; preparatory-course ranks are never compared. Order: `sort` (best by " +
        "default: Likely and Possible seats with the lowest closing rank against the rank compared first, then " +
        "Reach); `method` is the labelling method, `notes` what the candidate should know about these results. " +
        "Each result's `kind` names its seat kind in words. No seat fits: `results` is empty and `total` 0.",
      query: predictQuerySchema,
      responses: {
        200: { description: "The seats, a page at a time", schema: predictorAnswer },
      },
      handler: async (req) => {
        try {
          const result = await predict(db, req.query);
          const { method } = result;
          return {
            ...result,
            results: result.results.map(apiPrediction),
            method: { ...method, rules: [...method.rules], caveats: [...method.caveats] },
          };
        } catch (err) {
          throw err instanceof InputError ? badInput(err) : err;
        }
      },
    }),
    operation({
      method: "GET",
      path: "/api/cutoffs",
      tag,
      summary:
        "One institution's cut-offs: each programme's final-round closing rank by year, and a year round by round",
      description:
        "Per counselling body publishing cut-offs for the institution (JoSAA, MCC, the State CET Cell), for one seat " +
        "type (`category`, OPEN or GOPENS by default) and gender pool (`gender`, neutral by default), every quota " +
        "unless `quota` is given. `year` chooses the year shown round by round (the latest by default). An " +
        "institution no body publishes cut-offs for has an empty `counselling` list.",
      query: institutionCutoffsQuerySchema,
      responses: {
        200: { description: "The institution's cut-offs", schema: institutionCutoffsAnswer },
        404: { description: "No institution has this slug or code", schema: messageSchema },
      },
      handler: async (req, reply) => {
        const { institution, ...options }: InstitutionCutoffsQuery = req.query;
        const cutoffs = await institutionCutoffs(db, institution, options);
        if (!cutoffs) return notFound(reply, "No institution has this slug or code.");
        return { institution: cutoffs.institution, counselling: cutoffs.counselling.map(apiCounselling) };
      },
    }),
  ];
}
