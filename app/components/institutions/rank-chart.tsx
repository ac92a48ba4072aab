// A small server-drawn chart of a rank by year, the best rank at the top: an NIRF rank (the axis starts at
// rank 1) or a programme's closing rank (the axis spans the ranks shown, so a change from 8,000 to 9,000 is
// visible). The numbers are also in a table beside it, so the chart is a picture of them, not the only way to
// read them; its accessible name says what it shows and lists every point.
interface Point {
  year: number;
  rank: number;
}

const H = 200;
const PAD = { right: 16, top: 20, bottom: 28 };
const fmt = (n: number) => n.toLocaleString("en-IN");

export function RankChart({
  points,
  label,
  caption,
  fromRankOne = true,
  width = 560,
  className = "mt-4 max-w-2xl",
}: {
  points: Point[];
  /** The accessible name's opening ("NIRF Overall rank by year"); the points follow it */
  label: string;
  caption: string;
  /** The axis starts at rank 1 (NIRF), or at the best rank shown (closing ranks) */
  fromRankOne?: boolean;
  /** The drawing's width: narrower charts keep their text readable when a phone shrinks them */
  width?: number;
  className?: string;
}) {
  const W = width;
  const sorted = [...points].sort((a, b) => a.year - b.year);
  const years = sorted.map((p) => p.year);
  const [first, last] = [Math.min(...years), Math.max(...years)];
  const best = Math.min(...sorted.map((p) => p.rank));
  const worst = Math.max(...sorted.map((p) => p.rank));
  const top = fromRankOne ? 1 : best;
  const bottom = fromRankOne ? Math.max(worst, 5) : Math.max(worst, best + 1);
  // Room on the left for the axis's longest number ("1,23,456").
  const left = 12 + 7 * Math.max(fmt(top).length, fmt(bottom).length);
  // The first and last points sit a little inside the axis, so their labels clear the axis's numbers.
  const inset = 14;
  const x = (year: number) =>
    left + inset + ((year - first) / Math.max(last - first, 1)) * (W - left - inset * 2 - PAD.right);
  const y = (rank: number) => PAD.top + ((rank - top) / (bottom - top)) * (H - PAD.top - PAD.bottom);
  const line = sorted.map((p) => `${x(p.year).toFixed(1)},${y(p.rank).toFixed(1)}`).join(" ");
  const summary = sorted.map((p) => `${p.year}: ${p.rank}`).join(", ");
  // Every point is labelled when the labels fit; otherwise the first and the last (the table has them all).
  const room = (W - left - inset * 2 - PAD.right) / Math.max(sorted.length - 1, 1);
  const labelAll = sorted.every((p) => fmt(p.rank).length * 7.5 < room);
  return (
    <figure className={`${className} rounded-2xl border border-slate-200 bg-white p-3 shadow-sm`}>
      <svg viewBox={`0 0 ${W} ${H}`} className="h-auto w-full" role="img" aria-label={`${label}: ${summary}`}>
        <line x1={left} x2={W - PAD.right} y1={y(top)} y2={y(top)} stroke="#cbd5e1" strokeDasharray="4 4" />
        <text x={left - 6} y={y(top) + 4} textAnchor="end" fontSize="12" fill="#475569">
          {fmt(top)}
        </text>
        <text x={left - 6} y={y(bottom) + 4} textAnchor="end" fontSize="12" fill="#475569">
          {fmt(bottom)}
        </text>
        <polyline points={line} fill="none" stroke="#1d4ed8" strokeWidth="2.5" />
        {sorted.map((p, i) => (
          <g key={p.year}>
            <circle cx={x(p.year)} cy={y(p.rank)} r="4" fill="#1d4ed8" />
            {labelAll || i === 0 || i === sorted.length - 1 ? (
              <text
                x={x(p.year)}
                y={y(p.rank) - 8}
                textAnchor={labelAll ? "middle" : i === 0 ? "start" : "end"}
                fontSize="12"
                fontWeight="700"
                fill="#0f172a"
              >
                {fmt(p.rank)}
              </text>
            ) : null}
            <text x={x(p.year)} y={H - 8} textAnchor="middle" fontSize="12" fill="#475569">
              {room < 36 && i % 2 === 1 && i !== sorted.length - 1 ? "" : p.year}
            </text>
          </g>
        ))}
      </svg>
      <figcaption className="mt-1 text-xs text-slate-600">{caption}</figcaption>
    </figure>
  );
}
