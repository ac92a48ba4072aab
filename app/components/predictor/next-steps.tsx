// What a student can do with a predictor's answer: replay the page's programmes, in the order shown, in a mock
// allotment (decision 051), and see the scholarships a student of their category, gender and state may apply for
// after class 12. Both are plain links carrying the candidate's own answers, so they work without JavaScript.
import { Link } from "react-router";
import { baseCategory, type Exam, MHTCET_CATEGORY, mockCounsellingOf } from "../../../domain/cutoffs/exams.ts";
import { isOn } from "../forms/checkbox-field.tsx";
import type { PredictResult } from "../../../domain/cutoffs/predict.server.ts";
import { textLink } from "../content/content-links.ts";
import { MOCK_CANDIDATE_FIELDS } from "../../../web/page-query.ts";
import { MOCK_ALLOTMENT_PATH } from "../mock-allotment/address.ts";

/** The speed goal of a mock allotment: the page's first 25 programmes at most. */
const MOCK_CHOICES = 25;

const FINDER_CATEGORIES: Record<string, string> = {
  OPEN: "general",
  EWS: "ews",
  "OBC-NCL": "obc",
  OBC: "obc",
  SC: "sc",
  ST: "st",
};

/** The scholarship finder's category for a seat type: JoSAA's and MCC's names, or the CET Cell's codes. */
function finderCategory(category: string): string | undefined {
  const code = MHTCET_CATEGORY.exec(category.trim().toUpperCase());
  return FINDER_CATEGORIES[code ? (code[2] ?? code[0]) : baseCategory(category.trim()).toUpperCase()];
}

/** /Scholarship's address for this candidate after class 12 (FINDER_PARAMS of domain/scholarships). */
function scholarshipsAddress(asked: Record<string, string>, exam: Exam): string {
  const query = new URLSearchParams({ level: "passed-12" });
  const category = finderCategory(asked.category || "OPEN");
  if (category) query.set("category", category);
  if (asked.gender === "female") query.set("gender", "female");
  if (isOn(asked.pwd ?? "")) query.set("disability", "yes");
  const homeState = asked.homeState?.trim();
  if (homeState) query.set("state", homeState);
  query.set("stream", exam === "neet-ug" ? "mbbs" : "engineering");
  return `/Scholarship?${query.toString()}`;
}

/** The mock allotment's address with the page's programmes of the exam's own counselling, in the order shown. */
function mockAllotmentAddress(asked: Record<string, string>, result: PredictResult): string | null {
  const body = mockCounsellingOf(result.exam.exam);
  if (!body) return null;
  const choices = [...new Set(result.results.filter((p) => p.counselling === body).map((p) => p.choice))].slice(
    0,
    MOCK_CHOICES,
  );
  if (choices.length === 0) return null;
  const query = new URLSearchParams();
  for (const name of MOCK_CANDIDATE_FIELDS) {
    const value = asked[name]?.trim();
    if (value) query.set(name, value);
  }
  query.set("c", choices.join(","));
  return `${MOCK_ALLOTMENT_PATH}?${query.toString()}`;
}

export function NextSteps({ result, asked }: { result: PredictResult; asked: Record<string, string> }) {
  const mock = mockAllotmentAddress(asked, result);
  return (
    <ul className="mt-3 space-y-1 text-sm" data-testid="next-steps">
      {mock ? (
        <li>
          <Link to={mock} className={textLink}>
            Replay this page's programmes in a mock allotment
          </Link>{" "}
          <span className="text-slate-700">
            (last year's rounds, in the order shown; reorder them there as you would fill your choices)
          </span>
        </li>
      ) : null}
      <li>
        <Link to={scholarshipsAddress(asked, result.exam.exam)} className={textLink}>
          Scholarships you may apply for after class 12
        </Link>
      </li>
    </ul>
  );
}
