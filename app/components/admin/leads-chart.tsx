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

const W = 600;
const H = 200;
const PAD = { top: 10, right: 8, bottom: 22, left: 28 };

const shortDay = (day: string) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString("en-IN", { day: "numeric", month: "short", timeZone: "UTC" });

export function LeadsChart({ days }: { days: LeadDay[] }) {
  const max = Math.max(1, ...days.map((d) => d.total));
  const plotW = W - PAD.left - PAD.right;
  const plotH = H - PAD.top - PAD.bottom;
  const slot = plotW / days.length;
  const y = (n: number) => (n / max) * plotH;
  const total = days.reduce((sum, d) => sum + d.total, 0);
  const used = sources.filter((s) => days.some((d) => d.bySource[s]));
  return (
    <figure>
      <svg
        viewBox={`0 0 ${W} ${H}`}
        className="h-auto w-full"
        role="img"
        aria-label={`${total} leads in the last ${days.length} days; exact figures in the table below.`}
      >
        {[0, 0.5, 1].map((f) => (
          <g key={f}>
            <line
              x1={PAD.left}
              x2={W - PAD.right}
              y1={PAD.top + plotH - f * plotH}
              y2={PAD.top + plotH - f * plotH}
              stroke="#e2e8f0"
            />
            <text x={PAD.left - 4} y={PAD.top + plotH - f * plotH + 4} textAnchor="end" fontSize="10" fill="#475569">
              {Math.round(f * max)}
            </text>
          </g>
        ))}
        {days.map((d, i) => {
          let base = PAD.top + plotH;
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
                    x={PAD.left + i * slot + slot * 0.15}
                    y={base}
                    width={slot * 0.7}
                    height={y(n)}
                    fill={colours[s]}
                  />
                );
              })}
              {i % 5 === 4 || i === days.length - 1 ? (
                <text x={PAD.left + i * slot + slot / 2} y={H - 6} textAnchor="middle" fontSize="10" fill="#475569">
                  {shortDay(d.day)}
                </text>
              ) : null}
            </g>
          );
        })}
      </svg>
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
          <table className="w-full text-left text-xs">
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
