// The approved student reviews of a college: how the overall ratings spread, how many reviews there are and
// over which months they were written, with the reward disclosed (decision 005), then the latest in full.
import type { PublishedReviews } from "../../../domain/reviews/published-reviews.server.ts";
import { Disclosure } from "../ui/disclosure.tsx";
import { useLocalPath, useText } from "../../lib/i18n.ts";
import { institutionText } from "../../../content/i18n/institution.ts";

const month = (d: Date) =>
  new Date(d).toLocaleDateString("en-IN", { month: "short", year: "numeric", timeZone: "Asia/Kolkata" });
const day = (d: Date) =>
  new Date(d).toLocaleDateString("en-IN", {
    day: "numeric",
    month: "short",
    year: "numeric",
    timeZone: "Asia/Kolkata",
  });

/** "Aarav Kulkarni" → "Aarav K.": enough to tell reviews apart without publishing a full name. */
const shortName = (name: string) => {
  const [first, ...rest] = name.trim().split(/\s+/);
  return rest.length ? `${first} ${rest.at(-1)!.charAt(0).toUpperCase()}.` : first;
};

const link = "font-semibold text-brand-700 underline hover:text-brand-900";

export function ReviewsSection({ reviews: r, writeHref }: { reviews: PublishedReviews; writeHref: string }) {
  const period =
    r.first && r.last
      ? month(r.first) === month(r.last)
        ? `in ${month(r.first)}`
        : `from ${month(r.first)} to ${month(r.last)}`
      : "";
  const local = useLocalPath();
  const t = useText(institutionText);
  return (
    <section aria-labelledby="reviews-heading" className="mt-10" data-testid="college-reviews">
      <h2 id="reviews-heading" className="text-2xl font-bold text-brand-900">
        {t("reviews")}
      </h2>
      {r.count === 0 ? (
        <p className="mt-2 text-slate-700">{t("noReviews")}</p>
      ) : (
        <div className="mt-4 grid gap-6 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:grid-cols-[auto_1fr] sm:p-6">
          <div>
            <p className="text-4xl font-bold text-slate-900">
              {r.average?.toFixed(1)}
              <span className="text-lg font-semibold text-slate-600"> out of 5</span>
            </p>
            <p className="mt-1 text-sm text-slate-700" data-testid="reviews-summary">
              Overall rating from {r.count} approved {r.count === 1 ? "review" : "reviews"}, written {period}
            </p>
          </div>
          <table className="w-full max-w-md text-sm" data-testid="rating-distribution" data-phone="fits">
            <caption className="sr-only">Number of reviews by overall rating</caption>
            <tbody>
              {[5, 4, 3, 2, 1].map((stars) => {
                const n = r.distribution[stars - 1];
                return (
                  <tr key={stars}>
                    <th scope="row" className="w-16 py-1 pr-3 text-left font-semibold whitespace-nowrap text-slate-800">
                      {stars} of 5
                    </th>
                    <td className="py-1">
                      <div className="h-2.5 rounded-full bg-slate-100" aria-hidden="true">
                        <div className="h-2.5 rounded-full bg-amber-500" style={{ width: `${(n / r.count) * 100}%` }} />
                      </div>
                    </td>
                    <td className="w-10 py-1 pl-3 text-right tabular-nums text-slate-800">{n}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      <p className="mt-3 text-sm text-slate-700" data-testid="review-incentive">
        {t("incentive")}
        <a href={local("/review#rewards-heading")} className={link}>
          {t("howPoints")}
        </a>
        {t("incentiveEnd")}{" "}
        <a href={writeHref} className={link}>
          {t("writeReview")}
        </a>
      </p>
      {r.latest.length > 0 ? (
        <ul className="mt-4 divide-y divide-slate-200 overflow-hidden rounded-2xl border border-slate-200 bg-white">
          {r.latest.map((review) => (
            <li key={review.id}>
              <Disclosure
                name="college-review"
                summary={
                  <span>
                    <span className="block">
                      {review.rating} of 5 · {review.courseName}
                    </span>
                    <span className="block text-sm font-normal text-slate-600">
                      {shortName(review.reviewerName)} · {day(review.createdAt)}
                    </span>
                  </span>
                }
              >
                <dl className="space-y-3">
                  {review.steps
                    .filter((s) => s.text)
                    .map((s) => (
                      <div key={s.key}>
                        <dt className="text-sm font-semibold text-slate-800">
                          {s.title} · {s.rating} of 5
                        </dt>
                        <dd className="mt-0.5 whitespace-pre-line">{s.text}</dd>
                      </div>
                    ))}
                </dl>
              </Disclosure>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
