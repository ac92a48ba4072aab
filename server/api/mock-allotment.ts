// A mock allotment over REST: a choice list replayed over the latest year's published rounds (decision 051),
// the same answer as the page /college-predictor/mock-allotment.
import { z } from "zod";
import { seatGenders } from "../../db/cutoffs-schema.ts";
import { exams } from "../../domain/cutoffs/exams.ts";
import { mockAllotmentQuerySchema } from "../../domain/cutoffs/mock-allotment.schema.ts";
import { mockAllotment } from "../../domain/cutoffs/mock-allotment.server.ts";
import { InputError } from "../../domain/errors.ts";
import { badInput } from "./http.ts";
import { type ApiContext, type Operation, operation } from "./operations.ts";

const preference = z.number().int().nullable();

const mockAnswer = z.object({
  exam: z.object({ exam: z.enum(exams), label: z.string(), source: z.string() }),
  counselling: z.enum(["josaa", "mcc", "mhtcet"]),
  year: z.number().int().meta({ description: "The latest year published, whose rounds are replayed" }),
  rounds: z.array(
    z.object({
      round: z.number().int(),
      roundLabel: z.string(),
      source: z.string().meta({ description: "For example “JoSAA 2025, round 3”" }),
      held: preference.meta({ description: "The preference (1 = first) held after this round; null: none" }),
      admitted: preference.meta({ description: "The best preference this round's closing ranks alone admit" }),
    }),
  ),
  choices: z.array(
    z.object({
      choice: z.string().meta({ description: "`<instituteId>-<programmeId>`, as `c` lists it" }),
      preference: z.number().int(),
      institution: z.object({
        code: z.string().nullable(),
        name: z.string(),
        nameAsPublished: z.string(),
        slug: z.string().nullable().meta({ description: "/college/{slug}; null where not linked" }),
        type: z.string().nullable(),
        state: z.string().nullable(),
      }),
      program: z.object({ name: z.string(), nameAsPublished: z.string() }),
      note: z.string().nullable().meta({ description: "Why no round can admit: not offered, or no seat open to you" }),
      rounds: z.array(
        z.object({
          round: z.number().int(),
          status: z.enum(["admitted", "missed", "not-in-round", "closed-to-you"]),
          pools: z.array(
            z.object({
              quota: z.string().nullable(),
              seatType: z.string(),
              gender: z.enum(seatGenders),
              closingRank: z.number().int().nullable(),
              closingPercentile: z.number().nullable(),
              admits: z.boolean(),
            }),
          ),
          reason: z.string().meta({
            description: "For example “Round 3: OPEN seats (All-India quota) closed at rank 1,850; your rank 2,000”",
          }),
        }),
      ),
    }),
  ),
  final: preference,
  compared: z.object({
    seatTypes: z.array(z.string()),
    genders: z.array(z.enum(seatGenders)),
    by: z.enum(["rank", "percentile"]),
  }),
  notes: z.array(z.string()),
  method: z.object({
    name: z.string(),
    version: z.number().int(),
    summary: z.string(),
    float: z.string(),
    caveats: z.array(z.string()),
  }),
});

export function mockAllotmentOperations({ db }: ApiContext): Operation[] {
  return [
    operation({
      method: "GET",
      path: "/api/mock-allotment",
      tag: "Cut-offs",
      summary: "A choice list replayed over last year's published rounds: the choice held after each round, and why",
      description:
        "The candidate's fields are the predictor's (`exam`, `rank` or, for MHT-CET, `percentile`, `category`, " +
        "`gender`, `homeState`, `pwd`); `c` lists the choices best first, comma-separated " +
        "`<instituteId>-<programmeId>` pairs of the exam's counselling body (at most 50). Each round of the " +
        "latest year (JoSAA: 1–6; MHT-CET: CAP I–II; MCC: its one compiled round) admits to a choice when a seat " +
        "pool of it open to the candidate closed at or after their rank; the choice held is the best admitted, " +
        "never worse than the round before. It replays published closing ranks, not the allotment algorithm.",
      query: mockAllotmentQuerySchema,
      responses: { 200: { description: "The rounds and each choice's reasons", schema: mockAnswer } },
      handler: async (req) => {
        try {
          const result = await mockAllotment(db, req.query);
          const { method } = result;
          return { ...result, method: { ...method, caveats: [...method.caveats] } };
        } catch (err) {
          throw err instanceof InputError ? badInput(err) : err;
        }
      },
    }),
  ];
}
