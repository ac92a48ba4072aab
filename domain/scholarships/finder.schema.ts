// The scholarship finder's question, as /Scholarship's GET form and GET /api/scholarships both read it: every
// field optional (a field left out does not filter), each with its own message when it is not understood.
// The predictor links here with the same names (/Scholarship?level=passed-12&category=obc&state=Maharashtra).
import { z } from "zod";
import { stateNamed } from "../states.ts";
import { CATEGORIES, type FINDER_PARAMS, GENDERS, keysOf, LEVELS, STREAMS } from "./finder-terms.ts";

/** The largest family income the form takes: beyond every cap in the data, and far below integer limits. */
const MAX_INCOME = 100_000_000;

export const finderFields = {
  level: z.enum(keysOf(LEVELS), { error: "Choose a class or level from the list." }),
  gender: z.enum(keysOf(GENDERS), { error: "Choose female, male or transgender/other." }),
  category: z.enum(keysOf(CATEGORIES), { error: "Choose General, OBC, SC, ST or EWS." }),
  disability: z.enum(["yes"], { error: 'Tick the box, or leave it out: "yes" is the only value.' }),
  // "2,00,000" and "200000" alike: the separators are only how Indians write lakhs.
  income: z
    .string()
    .transform((v) => v.replace(/[,\s₹]/g, ""))
    .pipe(
      z
        .string()
        .regex(/^\d+$/, "Enter your family's yearly income in rupees as a whole number, such as 200000.")
        .transform(Number)
        .pipe(z.number().max(MAX_INCOME, "Enter a yearly income of at most ₹10,00,00,000.")),
    ),
  state: z.string().transform((v, ctx) => {
    const state = stateNamed(v);
    if (!state) ctx.addIssue({ code: "custom", message: "Choose a state or union territory of India from the list." });
    return state ?? "";
  }),
  stream: z.enum(keysOf(STREAMS), { error: "Choose a stream from the list." }),
} as const satisfies Record<(typeof FINDER_PARAMS)[number], z.ZodType>;

/** GET /api/scholarships: the same fields, each optional; an empty one asks for nothing, as on the page. */
export const finderQuerySchema = z.object(
  Object.fromEntries(
    Object.entries(finderFields).map(([name, schema]) => [
      name,
      z.preprocess((v) => (v === "" ? undefined : v), (schema as z.ZodType).optional()),
    ]),
  ) as unknown as { [K in keyof typeof finderFields]: z.ZodOptional<(typeof finderFields)[K]> },
);

export type FinderQuery = {
  [K in keyof typeof finderFields]?: z.output<(typeof finderFields)[K]>;
};
