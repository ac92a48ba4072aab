// /college-predictor/mock-allotment: a student's ordered choice list replayed over last year's published rounds
// (decision 051). A GET form whose answer has its own address: the list lives in `c`, and Add, Move up, Move down
// and Remove are links to the new address, so the page works without JavaScript and can be shared. Bad input
// shows each field's message with a 400, as the predictor does.
import { data, Link } from "react-router";
import { dbContext } from "#context";
import { Breadcrumb } from "../../components/content/breadcrumb.tsx";
import { secondaryButton } from "../../components/content/content-links.ts";
import { ContentPage } from "../../components/content/content-page.tsx";
import { PageBanner } from "../../components/content/page-banner.tsx";
import { ChoiceList, SearchResults } from "../../components/mock-allotment/choice-list.tsx";
import { MockForm } from "../../components/mock-allotment/mock-form.tsx";
import { MockResults } from "../../components/mock-allotment/mock-results.tsx";
import { readMockAllotment } from "../../lib/mock-allotment.server.ts";
import { pageMeta } from "../../lib/seo.ts";
import { pageSeo } from "../../lib/seo.server.ts";
import { MOCK_ALLOTMENT_FIELDS, readsQuery } from "../../../web/page-query.ts";
import type { Route } from "./+types/college-predictor-mock-allotment";

const TITLE = "Mock Allotment: Your JoSAA, MHT-CET or MCC Choice List Over Last Year's Rounds";
const DESCRIPTION =
  "List your choices in order, give your rank, and see which choice last year's published closing ranks would have given you after each round, and why the ones above it were missed.";

export const handle = readsQuery(MOCK_ALLOTMENT_FIELDS);

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData ? pageMeta(loaderData.seo) : [];
}

export async function loader({ url, context }: Route.LoaderArgs) {
  const seo = pageSeo(url, "/college-predictor/mock-allotment", TITLE, DESCRIPTION);
  const page = await readMockAllotment(context.get(dbContext), url.searchParams);
  return data({ seo, page }, { status: Object.keys(page.errors).length ? 400 : 200 });
}

export default function MockAllotment({ loaderData: { page } }: Route.ComponentProps) {
  const { values, errors, choices, found, result } = page;
  const fieldErrors = Object.keys(errors).length;
  return (
    <ContentPage>
      <PageBanner
        title="Mock allotment"
        subtitle="List your choices in order of preference and see which one last year's published rounds would have given you, round by round."
      />
      <div className="mx-auto max-w-4xl px-4 pt-6">
        <Breadcrumb
          items={[
            { label: "Home", to: "/" },
            { label: "College Predictor", to: "/college-predictor" },
            { label: "Mock allotment" },
          ]}
        />
        <section
          aria-labelledby="mock-form-heading"
          className="mt-6 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
        >
          <h2 id="mock-form-heading" className="text-2xl font-bold text-brand-900">
            Your details and choices
          </h2>
          {fieldErrors ? (
            <p role="alert" className="mt-2 font-semibold text-red-700" data-testid="form-errors">
              Please correct the {fieldErrors === 1 ? "field" : "fields"} marked below.
            </p>
          ) : null}
          <p className="mt-2 text-slate-700">
            This replays published closing ranks; it is not the counselling's algorithm with everyone's choices.
          </p>
          <div className="mt-4">
            <MockForm key={JSON.stringify(values)} values={values} errors={errors} />
          </div>
        </section>
        {found ? <SearchResults values={values} choices={choices} found={found} /> : null}
        <ChoiceList values={values} choices={choices} error={errors.c} />
        {result ? <MockResults result={result} /> : null}
        <div className="mt-10 flex flex-wrap gap-3">
          <Link to="/college-predictor" className={secondaryButton}>
            Back to the predictor
          </Link>
        </div>
      </div>
    </ContentPage>
  );
}
