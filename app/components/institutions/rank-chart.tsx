// A small server-drawn chart of one category's NIRF rank by year (rank 1 at the top). The numbers are also
// in the table beside it, so the chart is a picture of them, not the only way to read them.
interface Point {
  year: number;
  rank: number;
}

const W = 560;
const H = 200;
const PAD = { left: 40, right: 16, top: 16, bottom: 28 };

export function RankChart({ category, points }: { category: string; points: Point[] }) {
  const sorted = [...points].sort((a, b) => a.year - b.year);
  const years = sorted.map((p) => p.year);
  const [first, last] = [Math.min(...years), Math.max(...years)];
  const worst = Math.max(...sorted.map((p) => p.rank));
  const top = 1;
  const bottom = Math.max(worst, 5);
  const x = (year: number) => PAD.left + ((year - first) / Math.max(last - first, 1)) * (W - PAD.left - PAD.right);
  const y = (rank: number) => PAD.top + ((rank - top) / (bottom - top)) * (H - PAD.top - PAD.bottom);
  const line = sorted.map((p) => `${x(p.year).toFixed(1)},${y(p.rank).toFixed(1)}`).join(" ");
  const summary = sorted.map((p) => `${p.year}: ${p.rank}`).join(", ");
  return (
    <figure className="mt-4 max-w-2xl rounded-2xl border border-slate-200 bg-white p-3 shadow-sm">
      <svg
        viewBox={`0 0 ${W} ${H}`}
        className="h-auto w-full"
        role="img"
        aria-label={`NIRF ${category} rank by year: ${summary}`}
      >
        <line x1={PAD.left} x2={W - PAD.right} y1={y(top)} y2={y(top)} stroke="#cbd5e1" strokeDasharray="4 4" />
        <text x={PAD.left - 6} y={y(top) + 4} textAnchor="end" fontSize="12" fill="#475569">
          1
        </text>
        <text x={PAD.left - 6} y={y(bottom) + 4} textAnchor="end" fontSize="12" fill="#475569">
          {bottom}
        </text>
        <polyline points={line} fill="none" stroke="#1d4ed8" strokeWidth="2.5" />
        {sorted.map((p) => (
          <g key={p.year}>
            <circle cx={x(p.year)} cy={y(p.rank)} r="4" fill="#1d4ed8" />
            <text x={x(p.year)} y={y(p.rank) - 8} textAnchor="middle" fontSize="12" fontWeight="700" fill="#0f172a">
              {p.rank}
            </text>
            <text x={x(p.year)} y={H - 8} textAnchor="middle" fontSize="12" fill="#475569">
              {p.year}
            </text>
          </g>
        ))}
      </svg>
      <figcaption className="mt-1 text-xs text-slate-600">NIRF {category} rank by year (lower is better)</figcaption>
    </figure>
  );
}
