// One edition of an exam on its page: the dates as readers see them, then where they come from (each
// event with the report it came from and that report's date, or the official notice staff gave).
import { formatDate } from "../../lib/format.ts";
import type { ShownEdition } from "../../lib/exam-dates.server.ts";

export function ExamEdition({ edition, rows }: { edition: ShownEdition; rows: [string, string][] }) {
  return (
    <>
      <dl className="mt-4 divide-y divide-slate-100">
        {rows.map(([label, value]) => (
          <div key={label} className="grid gap-1 py-3 sm:grid-cols-[180px_1fr]">
            <dt className="font-semibold text-slate-700">{label}</dt>
            <dd className="text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      {edition.events.length ? <EventSources edition={edition} /> : <StaffSource edition={edition} />}
    </>
  );
}

const span = (starts: string, ends: string | null) =>
  ends && ends !== starts ? `${formatDate(starts)} – ${formatDate(ends)}` : formatDate(starts);

function EventSources({ edition }: { edition: ShownEdition }) {
  return (
    <div className="mt-4">
      <h4 className="text-sm font-bold text-slate-800">{edition.edition}: the dates and where they come from</h4>
      <ul className="mt-2 space-y-3 text-sm" data-testid="edition-sources">
        {edition.events.map((e) => (
          <li key={`${e.event}-${e.starts}`}>
            <span className="font-semibold text-slate-900">{e.event}</span>: {span(e.starts, e.ends)}
            {e.status === "tentative" ? " (tentative)" : ""}
            <br />
            <span className="text-slate-600">
              Source:{" "}
              <a href={e.sourceUrl} className="font-semibold text-brand-700 underline" rel="noopener noreferrer">
                {new URL(e.sourceUrl).hostname.replace(/^www\./, "")}
              </a>
              , {e.sourceDate ? `report of ${formatDate(e.sourceDate)}` : "report date not given"}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}

function StaffSource({ edition }: { edition: ShownEdition }) {
  return (
    <p className="mt-3 text-xs text-slate-600">
      Entered by the portal&apos;s admissions staff, last updated {formatDate(edition.updatedOn)}
      {edition.sourceUrl ? (
        <>
          , from{" "}
          <a href={edition.sourceUrl} className="font-semibold text-brand-700 underline" rel="noopener noreferrer">
            the official notice
          </a>
        </>
      ) : null}
      .
    </p>
  );
}
