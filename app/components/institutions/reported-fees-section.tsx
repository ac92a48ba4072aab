// "What students paid": the yearly fees students reported in approved reviews, as ranges per programme and
// year and kind of seat, never one student's figure (domain/reviews/reported-fees.server.ts, decision 055). Plain markup: it
// needs no script and wraps on a 360 px phone.
import type { ReportedFees } from "../../../domain/reviews/reported-fees.server.ts";
import { FEE_REPORTS_NEEDED } from "../../../domain/reviews/review-fees.ts";
import { REPORTED_FEES_SOURCE, reportedFeeText } from "../../lib/fee-wording.ts";
import { institutionText } from "../../../content/i18n/institution.ts";
import { useText } from "../../lib/i18n.ts";

const link = "font-semibold text-brand-700 underline hover:text-brand-900";

export function ReportedFeesSection({ fees, writeHref }: { fees: ReportedFees; writeHref: string }) {
  const t = useText(institutionText);
  return (
    <section aria-labelledby="paid-heading" className="mt-10" data-testid="reported-fees">
      <h2 id="paid-heading" className="text-2xl font-bold text-brand-900">
        {t("paid")}
      </h2>
      {fees.groups.length === 0 ? (
        <p className="mt-2 text-slate-700">
          {t("paidTooFew", { count: FEE_REPORTS_NEEDED })}{" "}
          <a href={writeHref} className={link}>
            {t("writeReview")}
          </a>
          {t("paidTooFewEnd")}
        </p>
      ) : (
        <>
          <ul className="mt-4 space-y-3">
            {fees.groups.map((g) => (
              <li
                key={`${g.programme} ${g.year} ${g.seats}`}
                className="rounded-xl border border-slate-200 bg-white p-4 break-words text-slate-800 shadow-sm"
              >
                <span className="font-semibold text-slate-900">{g.programme}</span>
                {reportedFeeText(g)}
              </li>
            ))}
          </ul>
          <p className="mt-3 text-sm text-slate-700">
            {REPORTED_FEES_SOURCE} Ask the college for its fees before you pay. Only a figure at least{" "}
            {FEE_REPORTS_NEEDED} students gave for the same course, year and kind of seat is shown: management and NRI
            seats apart from merit seats.{" "}
            <a href={writeHref} className={link}>
              Add what you paid
            </a>
          </p>
        </>
      )}
    </section>
  );
}
