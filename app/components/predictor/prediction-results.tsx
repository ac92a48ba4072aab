// The predictor's answer: how many seats match, which rank was compared with which seats, the cards in the
// order predict() gives (the order the student chose), page links keeping every choice, the notes on what was assumed, and what to try when nothing matches.
import { Link, useLocation } from "react-router";
import { predictorSortLabels } from "../../../domain/cutoffs/exams.ts";
import type { PredictResult } from "../../../domain/cutoffs/predict.server.ts";
import { Pagination, pageHref } from "../catalogue/pagination.tsx";
import { textLink } from "../content/content-links.ts";
import { NextSteps } from "./next-steps.tsx";
import { PredictionCard } from "./prediction-card.tsx";

/** A label inside a sentence: "Most sought …" → "most sought …"; "NIRF rank …" and "NEET-UG" stay as written. */
const midSentence = (label: string) => (/^[A-Z][a-z]/.test(label) ? label[0].toLowerCase() + label.slice(1) : label);

export function PredictionResults({ result, asked }: { result: PredictResult; asked: Record<string, string> }) {
  const { pathname, search } = useLocation();
  const params = new URLSearchParams(search);
  const { total, page, limit, results, exam, compared, notes } = result;
  const pageCount = Math.max(1, Math.ceil(total / limit));
  const first = (page - 1) * limit + 1;
  return (
    <section aria-labelledby="results-heading" className="mt-10">
      <h2 id="results-heading" className="text-2xl font-bold text-brand-900">
        Your {exam.label} results
      </h2>
      <p className="mt-2 font-semibold text-slate-900" role="status" data-testid="result-count">
        {total === 0
          ? "No seats match."
          : `${total.toLocaleString("en-IN")} ${total === 1 ? "seat matches" : "seats match"}${pageCount > 1 ? `: ${first}–${first + results.length - 1} shown, page ${page} of ${pageCount}` : ""}.`}
      </p>
      <p className="mt-1 text-sm text-slate-700" data-testid="compared">
        Compared with {exam.source} closing ranks:{" "}
        {compared.ranks
          .map(
            (r) =>
              `${r.seatTypes.join(", ")} seats with your ${r.name} ${r.by === "rank" ? r.value.toLocaleString("en-IN") : r.value}`,
          )
          .join("; ")}
        , {compared.genders.includes("female") ? "gender-neutral and female-only seats" : "gender-neutral seats"}.
        Ordered: {midSentence(predictorSortLabels[result.sort])}.
      </p>
      {total > 0 ? <NextSteps result={result} asked={asked} /> : null}
      {notes.length ? (
        <ul className="mt-3 list-disc space-y-1 pl-5 text-sm text-slate-700">
          {notes.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      ) : null}
      {total === 0 ? (
        <div
          className="mt-4 rounded-xl border border-amber-300 bg-amber-50 p-4 text-slate-800"
          data-testid="no-results"
        >
          <p className="font-semibold">No seat's closing ranks of the last three years come near this rank.</p>
          <ul className="mt-2 list-disc space-y-1 pl-5 text-sm">
            <li>
              Check each rank is in its own field: the CRL rank, your category rank, your PwD ranks (JEE), as your
              scorecard prints them.
            </li>
            <li>Remove the optional filters (institute type, state, branch words), or try the other exam you took.</li>
            <li>Your category rank, PwD ranks or the female-only seats may open more seats if they apply to you.</li>
            <li>
              <Link to="/contact" className={textLink}>
                Talk to a counsellor
              </Link>{" "}
              about state-quota and private colleges, which these cut-offs do not cover.
            </li>
          </ul>
        </div>
      ) : (
        <ol className="mt-4 grid gap-4 lg:grid-cols-2" data-testid="prediction-list">
          {results.map((p) => (
            <li key={p.id} className="min-w-0">
              <PredictionCard prediction={p} />
            </li>
          ))}
        </ol>
      )}
      <Pagination page={page} pageCount={pageCount} hrefFor={(n) => pageHref(pathname, params, n)} />
    </section>
  );
}
