// One seat of the predictor's answer: the institution (to its page when the catalogue has it) with its NIRF
// rank, list, year and source, the programme, the fee or that none is published (any exam: an institution may
// publish its tuition), quota, seat type and gender pool, the chance in words, the latest final-round closing
// rank with its year and round, that year's rounds and the three-year trend. Phone-first: everything wraps,
// nothing scrolls.
import { Link } from "react-router";
import type { Chance } from "../../../domain/cutoffs/chance.ts";
import type { Prediction } from "../../../domain/cutoffs/predict.server.ts";
import { rankLabel } from "../../../domain/institutions/headline-rank.ts";

const badge: Record<Chance, string> = {
  Likely: "border-green-700 bg-green-50 text-green-900",
  Possible: "border-amber-700 bg-amber-50 text-amber-900",
  Reach: "border-slate-600 bg-slate-50 text-slate-900",
};

const symbol: Record<Chance, string> = { Likely: "●●●", Possible: "●●○", Reach: "●○○" };

/**
 * A closing figure as printed: a rank, or MHT-CET's percentile; the percentile first when the candidate gave a
 * percentile, so that like is read beside like.
 */
function closingText(
  figure: { closingRank: number | null; closingPercentile: number | null },
  by: "rank" | "percentile",
): string {
  if (by === "percentile" && figure.closingPercentile !== null) return `${figure.closingPercentile} percentile`;
  if (figure.closingRank !== null) return figure.closingRank.toLocaleString("en-IN");
  if (figure.closingPercentile !== null) return `${figure.closingPercentile} percentile`;
  return "not printed";
}

const genderLabel = { neutral: "Gender-neutral", female: "Female-only" } as const;

export function PredictionCard({ prediction: p }: { prediction: Prediction }) {
  const by = p.comparedWith.by;
  const place = [p.institution.type, p.institution.state].filter(Boolean).join(" · ");
  return (
    <article
      className="min-w-0 rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
      data-testid="prediction-card"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 className="min-w-0 text-base font-bold leading-snug break-words text-slate-900">
          {p.institution.slug ? (
            <Link
              to={`/college/${p.institution.slug}`}
              className="text-brand-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
            >
              {p.institution.name}
            </Link>
          ) : (
            p.institution.name
          )}
        </h3>
        <p
          className={`inline-flex shrink-0 items-center gap-1 rounded-full border px-2.5 py-0.5 text-sm font-bold ${badge[p.chance]}`}
          data-testid="chance"
        >
          <span aria-hidden="true" className="text-xs tracking-tighter">
            {symbol[p.chance]}
          </span>
          <span>
            <span className="sr-only">Chance: </span>
            {p.chance}
          </span>
        </p>
      </div>
      {place ? <p className="mt-0.5 text-sm text-slate-600">{place}</p> : null}
      {p.institution.nirf ? (
        <p className="mt-0.5 text-sm text-slate-700" data-testid="nirf-rank">
          {rankLabel(p.institution.nirf)} (
          <a
            href={p.institution.nirf.source.url}
            className="text-brand-700 underline underline-offset-2"
            rel="noopener noreferrer"
          >
            {p.institution.nirf.source.name}
          </a>
          )
        </p>
      ) : null}
      <p className="mt-2 font-semibold break-words text-slate-800" data-testid="programme">
        {p.program.name}
      </p>
      <p
        className={`mt-1 text-sm font-semibold ${p.kind.paid ? "text-amber-900" : "text-slate-800"}`}
        data-testid="seat-kind"
      >
        {p.kind.label}
      </p>
      <p className="mt-1 text-sm text-slate-800" data-testid="fee">
        {p.fee?.publishedBy ? (
          <>
            Fee ₹{p.fee.perYear.toLocaleString("en-IN")} a year (tuition, {p.fee.year}).{" "}
            <a href={p.fee.source.url} className="text-brand-700 underline underline-offset-2">
              {p.fee.publishedBy}
            </a>
          </>
        ) : p.fee ? (
          <>
            Fee ₹{p.fee.perYear.toLocaleString("en-IN")} a year, as{" "}
            <a
              href={p.fee.source.url}
              className="text-brand-700 underline underline-offset-2"
              rel="noopener noreferrer"
            >
              {p.fee.source.name.split(",")[0]}
            </a>{" "}
            published it for the seats it allots ({p.fee.year})
          </>
        ) : (
          "Fee not published"
        )}
      </p>
      <p className="mt-1 text-sm text-slate-700">
        {[p.quota ? `Quota ${p.quota}` : null, `Seat type ${p.seatType}`, `${genderLabel[p.gender]} seats`]
          .filter(Boolean)
          .join(" · ")}
      </p>
      {p.institution.homeUniversity ? (
        <p className="mt-1 text-sm text-slate-700">Home university: {p.institution.homeUniversity}</p>
      ) : null}
      <p className="mt-1 text-sm text-slate-700" data-testid="compared-with">
        Compared with your {p.comparedWith.name}{" "}
        {p.comparedWith.by === "rank" ? p.comparedWith.value.toLocaleString("en-IN") : p.comparedWith.value}
      </p>
      <dl className="mt-3 space-y-2 text-sm">
        <div>
          <dt className="font-semibold text-slate-700">
            Closing {by === "percentile" ? "percentile" : "rank"}, {p.year} final round
          </dt>
          <dd className="text-slate-900" data-testid="closing">
            <span className="text-base font-bold">{closingText(p, by)}</span> (
            <a
              href={p.sourceBody.url}
              className="text-brand-700 underline underline-offset-2"
              rel="noopener noreferrer"
              data-testid="source"
            >
              {p.source}
            </a>
            , {p.sourceBody.name})
          </dd>
        </div>
        {p.rounds.length > 1 ? (
          <div>
            <dt className="font-semibold text-slate-700">{p.year} round by round (closing)</dt>
            <dd>
              <ol className="flex flex-wrap gap-x-3 gap-y-1 text-slate-800" data-testid="rounds">
                {p.rounds.map((r) => (
                  <li key={r.round}>
                    R{r.round}: {closingText(r, by)}
                  </li>
                ))}
              </ol>
            </dd>
          </div>
        ) : null}
        {p.trend.length ? (
          <div>
            <dt className="font-semibold text-slate-700">Final-round closing by year</dt>
            <dd>
              <ol className="flex flex-wrap gap-x-1 gap-y-1 text-slate-800" data-testid="trend">
                {p.trend.map((y, i) => (
                  <li key={y.year}>
                    {i > 0 ? (
                      <span aria-hidden="true" className="mr-1 text-slate-500">
                        ·
                      </span>
                    ) : null}
                    {y.year}: {closingText(y, by)}
                  </li>
                ))}
              </ol>
            </dd>
          </div>
        ) : null}
      </dl>
    </article>
  );
}
