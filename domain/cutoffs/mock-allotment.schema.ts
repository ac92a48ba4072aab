// What a mock allotment may be asked, as GET /api/mock-allotment and the page's address send it: the
// predictor's candidate fields (their own schemas and cross-field rules, cutoffs.schema.ts) and the ordered
// choice list `c`, one parameter of comma-separated `<instituteId>-<programmeId>` pairs (ids of
// cutoff_institutes and cutoff_programmes), best preference first. Safe in the browser.
import { z } from "zod";
import { predictQuerySchema } from "./cutoffs.schema.ts";
import { mockExams } from "./exams.ts";

/** JoSAA lets a candidate fill hundreds; the portal replays at most this many (the speed goal is 25). */
export const MAX_CHOICES = 50;

export interface Choice {
  instituteId: number;
  programmeId: number;
}

const PAIR = /^(\d{1,7})-(\d{1,7})$/;
const FORMAT = "each choice is an institute and a programme id such as 111-45, separated by commas.";

/** A choice as the address lists it: "111-45". */
export const choiceKey = (choice: Choice) => `${choice.instituteId}-${choice.programmeId}`;

/**
 * The choice list: one comma-separated value (a client that repeats `c=` gets its values joined in order).
 * 51 or more, a malformed pair or a pair listed twice is refused with the field's message.
 */
const choicesSchema = z
  .preprocess(
    (value) => (Array.isArray(value) ? value.join(",") : value),
    z
      .string({ error: `c must list your choices: ${FORMAT}` })
      // Long enough for 200 pairs to be counted and refused by number rather than by length.
      .max(4000, `c must hold at most ${MAX_CHOICES} choices.`),
  )
  .transform((text, ctx): Choice[] => {
    const parts = text
      .split(",")
      .map((p) => p.trim())
      .filter(Boolean);
    if (parts.length > MAX_CHOICES) {
      ctx.addIssue({
        code: "custom",
        message: `c holds ${parts.length} choices: at most ${MAX_CHOICES} are accepted.`,
      });
      return z.NEVER;
    }
    const choices: Choice[] = [];
    const seen = new Set<string>();
    for (const [i, part] of parts.entries()) {
      const match = PAIR.exec(part);
      if (!match) {
        ctx.addIssue({
          code: "custom",
          message: `Choice ${i + 1} ("${part.slice(0, 20)}") is not understood: ${FORMAT}`,
        });
        return z.NEVER;
      }
      if (seen.has(part)) {
        ctx.addIssue({ code: "custom", message: `Choice ${i + 1} (${part}) is already listed above it.` });
        return z.NEVER;
      }
      seen.add(part);
      choices.push({ instituteId: Number(match[1]), programmeId: Number(match[2]) });
    }
    return choices;
  })
  .meta({
    description:
      "Your choices in order of preference, comma-separated: `<instituteId>-<programmeId>` (the ids GET /api/mock-allotment answers and the page's search adds), at most 50",
  });

/** The predictor's exam, of those whose counselling's rounds a mock allotment replays (exams.ts). */
const exam = predictQuerySchema.shape.exam.refine((e) => mockExams.includes(e), {
  error: `A mock allotment replays JoSAA, MCC and the CET Cell's rounds: exam must be one of ${mockExams.join(", ")}.`,
});

/** The candidate, as the predictor asks for one: every rank they hold (rank-lists.ts), each field its schema. */
const { rank, crlRank, categoryRank, pwdRank, categoryPwdRank, percentile, category, gender, homeState, pwd } =
  predictQuerySchema.shape;
const { homeUniversity, ews, defence, feeWaiver } = predictQuerySchema.shape;
const candidateFields = {
  ...{ exam, rank, crlRank, categoryRank, pwdRank, categoryPwdRank, percentile, category, gender, homeState, pwd },
  ...{ homeUniversity, ews, defence, feeWaiver },
};

export const mockAllotmentQuerySchema = z
  .object({ ...candidateFields, c: choicesSchema.optional() })
  .superRefine((query, ctx) => {
    // The predictor's own cross-field rules (rank or percentile, category of the exam, PwD, ladies' seats).
    const { c: _choices, ...candidate } = query;
    const checked = predictQuerySchema.safeParse(candidate);
    if (checked.success) return;
    for (const issue of checked.error.issues)
      ctx.addIssue({ code: "custom", path: issue.path as (string | number)[], message: issue.message });
  });

export type MockAllotmentQuery = z.output<typeof mockAllotmentQuerySchema>;

/** The candidate's part of the query: what decides which seats their rank is compared with. */
export type MockCandidate = Omit<MockAllotmentQuery, "c">;

/** The page's address readers, one schema per parameter (decision 045). */
export const mockAllotmentFields = {
  ...candidateFields,
  c: choicesSchema,
  /** Words of an institute or programme to add a choice by */
  q: z.string().trim().max(80, "q must be at most 80 characters."),
};
