// The dashboard's "Out of date" list: what the site holds that the calendar has overtaken, grouped by kind,
// each with the page that fixes it. Long groups stay folded so the leads below are still in reach on a phone.
import { Link } from "react-router";
import type { StaleItem } from "../../../domain/dashboard/stale-content.server.ts";

const KINDS: Record<StaleItem["kind"], string> = {
  exam: "Exams without a next edition",
  "admission-alert": "Admission alerts past their last day",
  notification: "Notifications that ended",
  scholarship: "Scholarships not checked in the last six months",
  data: "Official data whose next year is out and not loaded",
};

export function StaleList({ items }: { items: StaleItem[] }) {
  const kinds = [...new Set(items.map((i) => i.kind))];
  return (
    <section
      aria-labelledby="stale-heading"
      className="mt-6 rounded-2xl border border-amber-200 bg-white p-4 shadow-sm sm:p-6"
      data-testid="stale-list"
    >
      <h2 id="stale-heading" className="text-lg font-bold text-slate-900">
        Out of date {items.length ? `(${items.length})` : ""}
      </h2>
      {items.length === 0 ? <p className="mt-2 text-slate-700">Nothing on the site is out of date.</p> : null}
      {kinds.map((kind) => {
        const group = items.filter((i) => i.kind === kind);
        return (
          <details key={kind} className="mt-3 rounded-xl border border-slate-200" open={group.length <= 12}>
            <summary className="cursor-pointer px-3 py-2 font-semibold text-slate-800">
              {KINDS[kind] ?? kind} ({group.length})
            </summary>
            <ul className="divide-y divide-slate-100 px-3 pb-2">
              {group.map((item) => (
                <li key={`${item.href}-${item.title}`} className="py-2">
                  <Link to={item.href} className="font-semibold text-brand-700 hover:underline">
                    {item.title}
                  </Link>
                  <p className="text-sm text-slate-600">{item.why}</p>
                </li>
              ))}
            </ul>
          </details>
        );
      })}
    </section>
  );
}
