// The scholarship finder over REST: the same question and answer as /Scholarship (findScholarships), for the
// predictor's links and other clients. Bad input is a 400 naming each field.
import { z } from "zod";
import { todayInIndia } from "../../domain/clock.ts";
import { finderQuerySchema } from "../../domain/scholarships/finder.schema.ts";
import { findScholarships } from "../../domain/scholarships/finder.server.ts";
import {
  CATEGORIES,
  FREQUENCIES,
  GENDERS,
  keysOf,
  LEVELS,
  ROW_CATEGORIES,
  STREAMS,
} from "../../domain/scholarships/finder-terms.ts";
import { type ApiContext, type Operation, operation } from "./operations.ts";

const date = z.string().nullable();

const scholarshipSchema = z.object({
  slug: z.string(),
  title: z.string(),
  provider: z
    .string()
    .meta({ description: "The provider staff named; empty for the imported list, whose name says it" }),
  amount: z.string().meta({ description: "The amount as the provider printed it; empty when not published" }),
  amountRupees: z
    .number()
    .int()
    .nullable()
    .meta({ description: "The highest rupee figure of `amount`, when it is one" }),
  frequency: z.enum(keysOf(FREQUENCIES)).nullable(),
  awards: z.string(),
  phase: z
    .enum(["open", "upcoming", "expected", "not-announced", "expected-passed", "closed", "closed-at-source"])
    .meta({
      description:
        "open/upcoming/closed rest on announced dates; expected(-passed) on `expectedCloseOn`, last year's date carried " +
        "forward (never a deadline); closed-at-source: the list said closed, no date",
    }),
  opensOn: date,
  closesOn: date.meta({ description: "The announced last date" }),
  expectedCloseOn: date.meta({ description: "Tentative: the last date expected, from `expectedBasisOn`" }),
  expectedBasisOn: date,
  levels: z.array(z.enum(keysOf(LEVELS))).meta({ description: "Who may apply; empty: no limit (likewise below)" }),
  genders: z.array(z.enum(keysOf(GENDERS))),
  categories: z.array(z.enum(keysOf(ROW_CATEGORIES))),
  incomeCapRupees: z.number().int().nullable().meta({ description: "Family income a year at most; null: no cap" }),
  states: z.array(z.string()),
  cities: z.array(z.string()),
  streams: z.array(z.enum(keysOf(STREAMS))),
  eligibility: z.string(),
  applyUrl: z.string().nullable().meta({ description: "The provider's (or the listing site's) page" }),
  source: z.union([
    z.object({ kind: z.literal("imported"), name: z.string(), year: z.string(), url: z.string() }),
    z.object({ kind: z.literal("staff"), checkedOn: date, updatedAt: z.string() }),
  ]),
});

export function scholarshipOperations({ db }: ApiContext): Operation[] {
  return [
    operation({
      method: "GET",
      path: "/api/scholarships",
      tag: "Scholarships",
      summary: "The scholarships a student may apply for, open ones first, then by nearest date",
      description:
        `Every parameter is optional; one left out does not filter. \`level\`: ${Object.keys(LEVELS).join(", ")}; ` +
        `\`gender\`: ${Object.keys(GENDERS).join(", ")}; \`category\`: ${Object.keys(CATEGORIES).join(", ")}; ` +
        "`disability=yes` adds scholarships for persons with a disability; `income`: the family's yearly income " +
        "in rupees; `state`: a state or union territory of India; " +
        `\`stream\`: ${Object.keys(STREAMS).join(", ")}. /Scholarship takes the same parameters.`,
      query: finderQuerySchema,
      responses: {
        200: {
          description: "The scholarships that admit such a student",
          schema: z.object({ total: z.number().int(), results: z.array(scholarshipSchema) }),
        },
      },
      handler: async (req) => {
        const results = await findScholarships(db, req.query, todayInIndia());
        return { total: results.length, results };
      },
    }),
  ];
}
