// /college-predictor: the college predictor (a GET form whose answer has its own address, working without
// JavaScript) above the nine exam cards of SPEC.md §2. The query is checked on the server with the schema of
// GET /api/predictor; bad input shows the form again with each field's message and a 400.
import { data, Link } from "react-router";
import { dbContext } from "#context";
import { todayInIndia } from "../../../domain/clock.ts";
import { datedExams } from "../../lib/exam-dates.server.ts";
import { Breadcrumb } from "../../components/content/breadcrumb.tsx";
import { primaryButton, secondaryButton, textLink } from "../../components/content/content-links.ts";
import { ContentPage } from "../../components/content/content-page.tsx";
import { ExamCards } from "../../components/content/exam-cards.tsx";
import { PageBanner } from "../../components/content/page-banner.tsx";
import { CounsellingButton } from "../../components/lead-form/counselling-button.tsx";
import { CoverageLine } from "../../components/predictor/coverage-line.tsx";
import { PredictionResults } from "../../components/predictor/prediction-results.tsx";
import { PredictorForm } from "../../components/predictor/predictor-form.tsx";
import { cutoffCoverage } from "../../../domain/cutoff-coverage.server.ts";
import { dataFreshness } from "../../../domain/data-freshness/data-freshness.server.ts";
import { readPredictor } from "../../lib/predictor.server.ts";
import { pageMeta } from "../../lib/seo.ts";
import { pageSeo } from "../../lib/seo.server.ts";
import type { Route } from "./+types/college-predictor";
import { readsQuery, PREDICTOR_FIELDS } from "../../../web/page-query.ts";

const TITLE = "College Predictor: JEE, NEET-UG, MHT-CET, KCET, COMEDK, KEAM, WBJEE and GUJCET Cut-offs";
const DESCRIPTION =
  "Enter your JEE Main, JEE Advanced, NEET-UG, KCET, COMEDK UGET, KEAM, WBJEE or GUJCET rank or MHT-CET percentile and see the seats whose published closing ranks it meets, each labelled Likely, Possible or Reach. Free, no sign-up.";

export const handle = readsQuery(PREDICTOR_FIELDS, "page");

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData ? pageMeta(loaderData.seo) : [];
}

export async function loader({ url, context }: Route.LoaderArgs) {
  const seo = pageSeo(url, "/college-predictor", TITLE, DESCRIPTION);
  const db = context.get(dbContext);
  const [page, coverage, exams, freshness] = await Promise.all([
    readPredictor(db, url.searchParams),
    cutoffCoverage(db),
    datedExams(db, todayInIndia()),
    dataFreshness(db, todayInIndia()),
  ]);
  if (page.state === "results") {
    const { result } = page;
    seo.title = `College Predictor: ${result.exam.label} results${result.page > 1 ? ` (page ${result.page})` : ""}`;
  }
  return data({ seo, page, coverage, exams, freshness }, { status: page.state === "invalid" ? 400 : 200 });
}

export default function CollegePredictor({ loaderData: { page, coverage, exams, freshness } }: Route.ComponentProps) {
  return (
    <ContentPage>
      <PageBanner
        title="College Predictor"
        subtitle="Enter your rank and see which IIT, NIT, IIIT, GFTI and medical seats, and engineering seats of Maharashtra, Karnataka, Kerala, West Bengal, Gujarat and Odisha, the published closing ranks put within reach. Free, no sign-up."
      />
      <div className="mx-auto max-w-6xl px-4 pt-6">
        <Breadcrumb items={[{ label: "Home", to: "/" }, { label: "College Predictor" }]} />
        <section
          aria-labelledby="predictor-heading"
          className="mt-6 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
        >
          <h2 id="predictor-heading" className="text-2xl font-bold text-brand-900">
            Predict your colleges
          </h2>
          {page.state === "results" ? (
            <p className="mt-2">
              <a href="#results-heading" className={textLink}>
                Skip to your {page.result.total.toLocaleString("en-IN")} results
              </a>
            </p>
          ) : null}
          {page.state === "invalid" ? (
            <p role="alert" className="mt-2 font-semibold text-red-700" data-testid="form-errors">
              Please correct the {Object.keys(page.errors).length === 1 ? "field" : "fields"} marked below.
            </p>
          ) : null}
          <div className="mt-4">
            <PredictorForm
              // A new answer resets the fields to what was sent.
              key={JSON.stringify(page.values)}
              values={page.values}
              errors={page.state === "invalid" ? page.errors : undefined}
            />
          </div>
          <div className="mt-6 space-y-3 border-t border-slate-200 pt-4">
            <CoverageLine coverage={coverage} freshness={freshness} />
            <div className="flex flex-wrap gap-3">
              <Link to="/college-predictor/methodology" className={secondaryButton}>
                How the chances are worked out
              </Link>
              <CounsellingButton
                className={primaryButton}
                title="Get free counselling"
                description="Leave your details and a counsellor will call you back to go through your college choices."
                context={
                  page.state === "results" ? `College predictor: ${page.result.exam.label}` : "College predictor"
                }
              >
                Get free counselling
              </CounsellingButton>
            </div>
          </div>
        </section>
        {page.state === "results" ? <PredictionResults result={page.result} asked={page.asked} /> : null}
        <div className="mt-12">
          <ExamCards heading="Which exam did you take?" exams={exams} />
          <p className="mt-8 text-slate-700">
            Another exam? Check its result dates, then{" "}
            <Link to="/contact" className={textLink}>
              get your free college shortlist
            </Link>{" "}
            from a counsellor.
          </p>
        </div>
      </div>
    </ContentPage>
  );
}
