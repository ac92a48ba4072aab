// One scholarship of the finder: amount as printed, where its applications stand, who may apply, the
// provider's page and where the row comes from. A tentative date reads "Expected around …", never as a deadline.
import { Banknote, CalendarClock, ExternalLink } from "lucide-react";
import type { ReactNode } from "react";
import type { FoundScholarship } from "../../../domain/scholarships/finder.server.ts";
import { FREQUENCIES, GENDERS, LEVELS, ROW_CATEGORIES, STREAMS } from "../../../domain/scholarships/finder-terms.ts";
import { rupees } from "../../../domain/rupees.ts";
import { formatDate, hostOf } from "../../lib/format.ts";
import { textLink } from "../content/content-links.ts";

const shortDate = (iso: string) =>
  new Date(`${iso}T00:00:00Z`).toLocaleDateString("en-GB", {
    day: "numeric",
    month: "short",
    year: "numeric",
    timeZone: "UTC",
  });

/** What a tentative date rests on: "last year" when it is the year before, else the date it was carried from. */
function basis(expected: string, from: string | null): string {
  if (!from) return "based on an earlier year";
  return Number(from.slice(0, 4)) === Number(expected.slice(0, 4)) - 1
    ? "based on last year"
    : `based on the date of ${shortDate(from)}`;
}

function dateLine(s: FoundScholarship): string {
  switch (s.phase) {
    case "open":
      return `Last date ${shortDate(s.closesOn!)}`;
    case "upcoming":
      return `Opens ${shortDate(s.opensOn!)}${s.closesOn ? `; last date ${shortDate(s.closesOn)}` : ""}`;
    case "expected":
      return `Expected around ${shortDate(s.expectedCloseOn!)}, ${basis(s.expectedCloseOn!, s.expectedBasisOn)}`;
    case "expected-passed":
      return `Expected around ${shortDate(s.expectedCloseOn!)}, ${basis(s.expectedCloseOn!, s.expectedBasisOn)}; that day has passed and no new date is announced`;
    case "closed":
      return `Closed: the last date was ${shortDate(s.closesOn!)}`;
    case "closed-at-source":
      return "Closed when the list was compiled; next dates not announced";
    default:
      return "Dates not announced";
  }
}

/** Who may apply, in short: each limit the scholarship sets; the ones it does not set are left out. */
function whoMayApply(s: FoundScholarship): string[] {
  return [
    s.levels.map((l) => LEVELS[l]).join(", "),
    s.genders.map((g) => GENDERS[g]).join(" or "),
    s.categories.map((c) => ROW_CATEGORIES[c]).join(" or "),
    s.incomeCapRupees !== null ? `Family income up to ${rupees(s.incomeCapRupees)} a year` : "",
    s.states.length ? `From ${s.states.join(", ")}` : "",
    s.cities.length ? `Studying in ${s.cities.join(", ")}` : "",
    s.streams.map((x) => STREAMS[x]).join(", "),
  ].filter(Boolean);
}

const PHASE_STYLE: Record<FoundScholarship["phase"], string> = {
  open: "bg-green-50 text-green-900",
  upcoming: "bg-orange-50 text-orange-900",
  expected: "bg-amber-50 text-amber-900",
  "not-announced": "bg-slate-100 text-slate-800",
  "expected-passed": "bg-slate-100 text-slate-800",
  closed: "bg-slate-100 text-slate-800",
  "closed-at-source": "bg-slate-100 text-slate-800",
};

/** The amount as printed, a bare figure ("200,000", "6000") written as rupees ("₹2,00,000"). */
function amountText(amount: string): string {
  if (!amount) return "Amount not published";
  return /^\d[\d,]*$/.test(amount) ? `₹${Number(amount.replace(/,/g, "")).toLocaleString("en-IN")}` : amount;
}

/** `action`: the card's Apply Now (the page's enquiry popup, or before scripts a link to the contact form). */

export function ScholarshipCard({ s, action }: { s: FoundScholarship; action?: ReactNode }) {
  const who = whoMayApply(s);
  return (
    <li
      data-phase={s.phase}
      data-slug={s.slug}
      className="flex min-w-0 flex-col rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <h2 className="text-lg font-bold leading-snug break-words text-brand-900">{s.title}</h2>
      {s.provider && <p className="mt-1 text-sm text-slate-600">{s.provider}</p>}
      <p className="mt-3 flex items-start gap-2 font-semibold break-words text-slate-900">
        <Banknote aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-orange-700" />
        <span>
          {amountText(s.amount)}
          {s.frequency && <span className="font-normal text-slate-700"> ({FREQUENCIES[s.frequency]})</span>}
        </span>
      </p>
      <p
        data-testid="scholarship-date"
        className={`mt-3 flex items-start gap-2 rounded-lg px-3 py-2 text-sm font-semibold ${PHASE_STYLE[s.phase]}`}
      >
        <CalendarClock aria-hidden="true" className="mt-0.5 size-4 shrink-0" /> {dateLine(s)}
      </p>
      <p data-testid="scholarship-who" className="mt-3 text-sm text-slate-800">
        <span className="font-semibold">Who may apply: </span>
        {who.length ? who.join(" · ") : "No limit published"}
      </p>
      {s.eligibility && (
        <details className="mt-2 text-sm text-slate-800">
          <summary className="cursor-pointer font-medium text-brand-800">Eligibility as published</summary>
          <p className="mt-1 whitespace-pre-line break-words">{s.eligibility}</p>
        </details>
      )}
      <div className="mt-auto space-y-2 pt-4 text-sm">
        {s.applyUrl ? (
          <a href={s.applyUrl} className={`${textLink} inline-block py-1 break-words`} rel="noopener" target="_blank">
            Details and how to apply on {hostOf(s.applyUrl)}
            <ExternalLink aria-hidden="true" className="ml-0.5 inline size-3" />
            <span className="sr-only"> for {s.title} (opens in a new tab)</span>
          </a>
        ) : (
          <p className="text-slate-700">No application page published.</p>
        )}
        <p className="text-xs text-slate-600">
          {s.source.kind === "imported" ? (
            <>
              Source:{" "}
              <a href={s.source.url} className={textLink} rel="noopener" target="_blank">
                {s.source.name}, {s.source.year}
              </a>
              . Check the provider&apos;s notice before you apply.
            </>
          ) : s.source.checkedOn ? (
            `Entered by our staff; checked against the provider's notice on ${formatDate(s.source.checkedOn)}.`
          ) : (
            "Entered by our staff; not yet checked against this year's notice."
          )}
        </p>
        {action}
      </div>
    </li>
  );
}
