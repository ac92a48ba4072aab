// "What students paid": the yearly fees students reported in approved reviews, as ranges per programme and
// year and kind of seat, never one student's figure (domain/reviews/reported-fees.server.ts, decision 055). Plain markup: it
// needs no script and wraps on a 360 px phone.
import type { FeeRange, ReportedFees } from "../../../domain/reviews/reported-fees.server.ts";
import { FEE_REPORTS_NEEDED, type SeatKind } from "../../../domain/reviews/review-fees.ts";
import { rupees } from "../../../domain/rupees.ts";

const link = "font-semibold text-brand-700 underline hover:text-brand-900";

/** "tuition ₹1,20,000–₹1,80,000 a year (median ₹1,50,000)", or one figure when all reports agree. */
function feeRangeText(what: string, r: FeeRange): string {
  const span = r.min === r.max ? rupees(r.min) : `${rupees(r.min)}–${rupees(r.max)}`;
  return `${what} ${span} a year (median ${rupees(r.median)})`;
}

const SEATS: Record<SeatKind, string> = {
  merit: " (merit seats: open, reserved, state or all-India quota)",
  paid: " (management or NRI quota)",
  unstated: " (quota not given)",
};

export function ReportedFeesSection({ fees, writeHref }: { fees: ReportedFees; writeHref: string }) {
  return (
    <section aria-labelledby="paid-heading" className="mt-10" data-testid="reported-fees">
      <h2 id="paid-heading" className="text-2xl font-bold text-brand-900">
        What students paid
      </h2>
      {fees.groups.length === 0 ? (
        <p className="mt-2 text-slate-700">
          Not enough students have reported their fees here yet: we show fees once {FEE_REPORTS_NEEDED} approved reviews
          give them for the same course and year.{" "}
          <a href={writeHref} className={link}>
            Write a review
          </a>{" "}
          and say what you paid.
        </p>
      ) : (
        <>
          <ul className="mt-4 space-y-3">
            {fees.groups.map((g) => (
              <li
                key={`${g.programme} ${g.year}`}
                className="rounded-xl border border-slate-200 bg-white p-4 break-words text-slate-800 shadow-sm"
              >
                <span className="font-semibold text-slate-900">{g.programme}</span>
                {SEATS[g.seats]}:{" "}
                {[
                  g.tuition ? feeRangeText("tuition", g.tuition) : null,
                  g.hostel ? feeRangeText("hostel", g.hostel) : null,
                ]
                  .filter(Boolean)
                  .join("; ")}
                , reported by {g.reports} students, {g.year}
              </li>
            ))}
          </ul>
          <p className="mt-3 text-sm text-slate-700">
            Reported by students in reviews our staff checked before publishing; not an official figure. Ask the college
            for its fees before you pay. Only a figure at least {FEE_REPORTS_NEEDED} students gave for the same course,
            year and kind of seat is shown: management and NRI seats apart from merit seats.{" "}
            <a href={writeHref} className={link}>
              Add what you paid
            </a>
          </p>
        </>
      )}
    </section>
  );
}
