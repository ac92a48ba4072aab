// The college predictor page's reads: the form's query, checked with the same schema as GET /api/predictor
// (one message per field), and the prediction. Server-only: the schema (zod) stays out of the browser.
import type { Database } from "../../db/client.server.ts";
import { predictQuerySchema } from "../../domain/cutoffs/cutoffs.schema.ts";
import { predict, type PredictResult } from "../../domain/cutoffs/predict.server.ts";
import { type FieldErrors, fieldMessages, InputError } from "../../domain/errors.ts";
import { PREDICTOR_FIELDS } from "../../web/page-query.ts";

/** Results per page on the site (the API lets a caller choose). */
const PREDICTOR_PER_PAGE = 20;

const predictorFields = PREDICTOR_FIELDS;
type PredictorField = (typeof predictorFields)[number];
type PredictorValues = Record<PredictorField, string>;

/** Each exam's category field on the page (JEE and NEET-UG share `category`; COMEDK has General Merit only). */
const CATEGORY_FIELDS: Record<string, PredictorField> = {
  "mht-cet": "cetCategory",
  kcet: "kcetCategory",
  keam: "keamCategory",
  wbjee: "wbjeeCategory",
  gujcet: "gujcetCategory",
};

type PredictorPage =
  | { state: "form"; values: PredictorValues }
  | { state: "invalid"; values: PredictorValues; errors: FieldErrors }
  | {
      state: "results";
      values: PredictorValues;
      result: PredictResult;
      /**
       * What was asked, in the API's names (JEE's CRL rank as crlRank, the exam's own category as category),
       * without the fields another exam uses: the next steps' links carry these on.
       */
      asked: Record<string, string>;
    };

/** The form's values as sent (shown again as typed), the query's answer, or each field's message. */
export async function readPredictor(db: Database, params: URLSearchParams): Promise<PredictorPage> {
  const values = Object.fromEntries(predictorFields.map((f) => [f, params.get(f) ?? ""])) as PredictorValues;
  // Submitted: the form always sends the exam. A bare address shows the empty form.
  if (!params.has("exam")) return { state: "form", values };
  const exam = values.exam.trim().toLowerCase();
  const isCet = exam === "mht-cet";
  const isJee = exam === "jee-main" || exam === "jee-advanced";
  // Without JavaScript every field is sent: the ones another exam uses are left out here, not refused.
  const jeeOnly = (value: string) => (isJee ? value : "");
  const only = (exams: string[], value: string) => (exams.includes(exam) ? value : "");
  const categoryField = CATEGORY_FIELDS[exam] ?? "category";
  const input = {
    exam: values.exam,
    // On the page the first rank is JEE's CRL rank: every rank a JEE candidate holds has its own field.
    rank: isJee ? "" : values.rank,
    crlRank: jeeOnly(values.rank),
    categoryRank: jeeOnly(values.categoryRank),
    pwdRank: jeeOnly(values.pwdRank),
    categoryPwdRank: jeeOnly(values.categoryPwdRank),
    percentile: isCet ? values.percentile : "",
    category: exam === "comedk" ? "" : values[categoryField],
    kannadaMedium: only(["kcet"], values.kannadaMedium),
    rural: only(["kcet"], values.rural),
    feeWaiver: only(["mht-cet", "gujcet", "wbjee", "jee-main"], values.feeWaiver),
    ews: only(["mht-cet"], values.ews),
    defence: only(["mht-cet"], values.defence),
    homeUniversity: only(["mht-cet"], values.homeUniversity),
    gender: values.gender,
    homeState: only(["jee-main", "jee-advanced", "neet-ug", "wbjee"], values.homeState),
    pwd: only(["jee-main", "jee-advanced", "neet-ug", "mht-cet", "wbjee"], values.pwd),
    instituteType: isJee ? values.instituteType : "",
    state: values.state,
    branch: values.branch,
    governmentOnly: exam === "neet-ug" ? values.governmentOnly : "",
    sort: values.sort,
    page: params.get("page") ?? "",
  };
  const parsed = predictQuerySchema.safeParse(input);
  const invalid = (errors: FieldErrors): PredictorPage => ({
    state: "invalid",
    values,
    errors: named(errors, categoryField),
  });
  if (!parsed.success) return invalid(fieldMessages(parsed.error));
  try {
    const result = await predict(db, { ...parsed.data, limit: PREDICTOR_PER_PAGE });
    const { page: _page, ...asked } = input;
    return { state: "results", values, result, asked };
  } catch (error) {
    if (error instanceof InputError) return invalid(error.fields);
    throw error;
  }
}

/**
 * The schema names MHT-CET's code `category` and JEE's CRL rank `crlRank`; on the page they are the
 * cetCategory and rank fields (messages say "rank" as the page's label does).
 */
function named(errors: FieldErrors, categoryField: PredictorField): FieldErrors {
  const { category, crlRank, ...rest } = errors;
  // The page's PwD question is a box to tick, not a parameter to set.
  const out: FieldErrors = Object.fromEntries(
    Object.entries(rest).map(([field, message]) => [field, message.replace("set pwd to true.", "tick the PwD box.")]),
  );
  if (category) out[categoryField] = category.replace("set pwd to true.", "tick the PwD box.");
  if (crlRank) out.rank ??= crlRank.replace(/^crlRank/, "rank");
  return out;
}
