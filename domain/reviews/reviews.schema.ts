// The zod rules of the eight-step college review (the steps themselves are in review-steps.ts). Safe in
// the browser: the review wizard checks a step with its stepSchemas entry and the whole review with
// reviewFormSchema before sending it, the route action checks the whole flat form with reviewFormSchema
// again, all through the one form pipeline (app/lib/checked-form.ts), so they give the same messages.
import { z } from "zod";
import { emailAddress, formText, personName, rupeeAmount } from "../fields.ts";
import { todayInIndia } from "../clock.ts";
import { normaliseIndianMobile } from "../leads/leads.schema.ts";
import { admissionQuotas, recentAcademicYears } from "./review-fees.ts";
import { FEE_LIMITS } from "../rupees.ts";
import {
  ratingField,
  REVIEW_TEXT_MAX,
  REVIEW_TEXT_MIN,
  reviewSteps,
  textField,
  type ReviewInput,
  type ReviewStepDefinition,
} from "./review-steps.ts";

export * from "./review-steps.ts";
export * from "./review-fees.ts";
// The moderation states, as the database keeps them: the admin page filters by them.
export { reviewStatuses, type ReviewStatus } from "../../db/review-values.ts";

const rating = z.coerce
  .number({ error: "Please choose a rating from 1 to 5." })
  .int("Please choose a rating from 1 to 5.")
  .min(1, "Please choose a rating from 1 to 5.")
  .max(5, "Please choose a rating from 1 to 5.");

const requiredText = formText({ error: `Please write at least ${REVIEW_TEXT_MIN} characters.` })
  .trim()
  .min(REVIEW_TEXT_MIN, `Please write at least ${REVIEW_TEXT_MIN} characters.`)
  .max(REVIEW_TEXT_MAX, `Please keep this under ${REVIEW_TEXT_MAX} characters.`);

const optionalText = formText()
  .trim()
  .max(REVIEW_TEXT_MAX, `Please keep this under ${REVIEW_TEXT_MAX} characters.`)
  .default("");

/** A yearly fee in whole rupees, optional: refused with a message that names the bounds when outside them. */
const yearlyFee = (what: "tuition" | "hostel") =>
  rupeeAmount(what === "tuition" ? "tuition fee" : "hostel fee", FEE_LIMITS[what]);

const FEE_YEAR_NEEDED = "Please choose the academic year these fees were for.";

/** A fee figure is only useful with its year: asked on the year's field (the step's and the whole form's check). */
function feeYearGiven(v: Record<string, unknown>, ctx: z.RefinementCtx) {
  if ((v.feeTuition !== undefined || v.feeHostel !== undefined) && !v.feeYear) {
    ctx.addIssue({ code: "custom", path: ["feeYear"], message: FEE_YEAR_NEEDED });
  }
}

const extraFieldRules = {
  collegeName: formText({ error: "Please enter your college's name." })
    .trim()
    .min(3, "Please enter your college's name.")
    .max(150, "Please keep the college name under 150 characters."),
  institution: formText()
    .trim()
    .max(160, "We could not find that college. Please choose it from the list again.")
    .default("")
    .transform((v) => v || undefined),
  courseName: formText({ error: "Please enter your course." })
    .trim()
    .min(2, "Please enter your course, for example B.Tech CSE.")
    .max(100, "Please keep the course under 100 characters."),
  // Shown with the published review (see personName).
  reviewerName: personName(
    formText({ error: "Please enter your name." })
      .trim()
      .min(2, "Please enter your name (at least 2 letters).")
      .max(100, "Please keep your name under 100 characters."),
    "your name",
  ),
  email: emailAddress(),
  phone: formText()
    .default("")
    .transform((v, ctx) => {
      if (v.trim() === "") return undefined;
      const phone = normaliseIndianMobile(v);
      if (!phone) {
        ctx.addIssue({ code: "custom", message: "Please enter a 10-digit Indian mobile number, or leave it empty." });
        return z.NEVER;
      }
      return phone;
    }),
  feeTuition: yearlyFee("tuition"),
  feeHostel: yearlyFee("hostel"),
  // The years are read at each check: the list moves on in June (review-fees.ts).
  feeYear: formText()
    .trim()
    .default("")
    .refine(
      (v) => v === "" || recentAcademicYears(todayInIndia()).includes(v),
      "Please choose an academic year from the list.",
    )
    .transform((v) => v || undefined),
  feeQuota: formText()
    .trim()
    .default("")
    .refine(
      (v) => v === "" || (admissionQuotas as readonly string[]).includes(v),
      "Please choose a quota from the list.",
    )
    .transform((v) => v || undefined),
  consent: formText({ error: "Please tick the box to let us publish your review." })
    .refine((v) => v === "on" || v === "true", "Please tick the box to let us publish your review.")
    .transform(() => true as const),
} as const;

function stepShape(step: ReviewStepDefinition) {
  const shape: Record<string, z.ZodType> = step.figuresOnly
    ? {}
    : {
        [ratingField(step.key)]: rating,
        [textField(step.key)]: step.textRequired ? requiredText : optionalText,
      };
  for (const f of step.extraFields) shape[f] = extraFieldRules[f as keyof typeof extraFieldRules];
  return shape;
}

/** Each step's own rules, in step order (index 0 is step 1). */
export const stepSchemas = reviewSteps.map((s) =>
  s.key === "fees" ? z.object(stepShape(s)).superRefine(feeYearGiven) : z.object(stepShape(s)),
);

/** The whole review as the form posts it (flat field names), turned into a ReviewInput. */
export const reviewFormSchema = z
  .object(Object.assign({}, ...reviewSteps.map(stepShape)) as Record<string, z.ZodType>)
  .superRefine(feeYearGiven)
  .transform((v): ReviewInput => {
    const f = v as Record<string, unknown>;
    return {
      collegeName: f.collegeName as string,
      institution: f.institution as string | undefined,
      courseName: f.courseName as string,
      reviewerName: f.reviewerName as string,
      email: f.email as string,
      phone: f.phone as string | undefined,
      consent: true,
      fees: {
        tuition: f.feeTuition as number | undefined,
        hostel: f.feeHostel as number | undefined,
        year: f.feeYear as string | undefined,
        quota: f.feeQuota as string | undefined,
      },
      steps: reviewSteps
        .filter((s) => !s.figuresOnly)
        .map((s) => ({
          step: s.number,
          key: s.key,
          title: s.title,
          rating: f[ratingField(s.key)] as number,
          text: f[textField(s.key)] as string,
        })),
    };
  });
