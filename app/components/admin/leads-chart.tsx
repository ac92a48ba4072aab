// Leads per day over the last 30 days, stacked by source: plain SVG (no chart library to ship), with the
// same numbers in a table for screen readers and for anyone who wants the exact figures.
import type { LeadDay } from "../../../domain/dashboard/dashboard.server.ts";

const colours: Record<string, string> = {
  counselling: "#1d4ed8",
  brochure: "#c2410c",
  apply: "#15803d",
  voucher: "#7e22ce",
  scholarship: "#b45309",
  contact: "#0e7490",
  newsletter: "#be123c",
};
const sources = Object.keys(colours);

const shortDay = (day: string) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString("en-IN", { day: "numeric", month: "short", timeZone: "UTC" });

// Bars only in the SVG (stretched to any width); the axis labels are HTML so they stay readable on a phone.
const W = 300;
const H = 100;

export function LeadsChart({ days }: { days: LeadDay[] }) {
  const max = Math.max(1, ...days.map((d) => d.total));
  const slot = W / days.length;
  const y = (n: number) => (n / max) * H;
  const total = days.reduce((sum, d) => sum + d.total, 0);
  const used = sources.filter((s) => days.some((d) => d.bySource[s]));
  const ticks = days.filter((_, i) => i % 7 === 0 || i === days.length - 1);
  return (
    <figure>
      <div className="flex gap-2">
        <div
          aria-hidden="true"
          className="flex w-6 flex-col justify-between text-right text-xs tabular-nums text-slate-600"
        >
          <span>{max}</span>
          <span>0</span>
        </div>
        <svg
          viewBox={`0 0 ${W} ${H}`}
          preserveAspectRatio="none"
          className="h-48 w-full border-b border-l border-slate-300 bg-[linear-gradient(to_bottom,#f1f5f9_1px,transparent_1px)] bg-[length:100%_25%] sm:h-60"
          role="img"
          aria-label={`${total} leads in the last ${days.length} days; exact figures in the table below.`}
        >
          {days.map((d, i) => {
            let base = H;
            return (
              <g key={d.day}>
                <title>{`${shortDay(d.day)}: ${d.total} lead${d.total === 1 ? "" : "s"}`}</title>
                {sources.map((s) => {
                  const n = d.bySource[s] ?? 0;
                  if (!n) return null;
                  base -= y(n);
                  return (
                    <rect
                      key={s}
                      x={i * slot + slot * 0.15}
                      y={base}
                      width={slot * 0.7}
                      height={y(n)}
                      fill={colours[s]}
                    />
                  );
                })}
              </g>
            );
          })}
        </svg>
      </div>
      <div aria-hidden="true" className="ml-8 mt-1 flex justify-between text-xs text-slate-600">
        {ticks.map((d) => (
          <span key={d.day}>{shortDay(d.day)}</span>
        ))}
      </div>
      <figcaption className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-700">
        {(used.length ? used : sources.slice(0, 3)).map((s) => (
          <span key={s} className="inline-flex items-center gap-1.5 capitalize">
            <svg aria-hidden="true" width="10" height="10">
              <rect width="10" height="10" rx="2" fill={colours[s]} />
            </svg>
            {s}
          </span>
        ))}
      </figcaption>
      <details className="mt-3 text-sm">
        <summary className="cursor-pointer font-semibold text-brand-700">Leads per day as a table</summary>
        <div className="mt-2 max-h-64 overflow-auto">
          <table className="w-full text-left text-xs" data-phone="fits">
            <thead>
              <tr className="text-slate-700">
                <th scope="col" className="py-1 pr-3">
                  Day
                </th>
                <th scope="col" className="py-1 pr-3">
                  Leads
                </th>
                <th scope="col" className="py-1">
                  By source
                </th>
              </tr>
            </thead>
            <tbody>
              {days.map((d) => (
                <tr key={d.day} className="border-t border-slate-100">
                  <td className="py-1 pr-3">{shortDay(d.day)}</td>
                  <td className="py-1 pr-3">{d.total}</td>
                  <td className="py-1">
                    {Object.entries(d.bySource)
                      .map(([s, n]) => `${s} ${n}`)
                      .join(", ") || "—"}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}
