// A NIRF ranking table (one category and year): rank, institution (linked to its page), city and state,
// score and, where NIRF's file gives them, the five sub-scores. Cards below 640 px, a table above; the
// source line and a short note on NIRF's method go with it. Sorting is by address (?sort=score), so it
// works without JavaScript.
import { Link } from "react-router";
import { hostOf } from "../../lib/format.ts";
import type { RankingSort, RankingTable } from "../../../domain/institutions/rankings.server.ts";

interface ShownRankingRow {
  rank: number;
  score: number | null;
  subScores: [number | null, number | null, number | null, number | null, number | null] | null;
  name: string;
  /** NIRF's spelling, only where it names the institution differently (not just punctuation or a suffix) */
  publishedName: string | null;
  place: string;
  slug: string;
}

export interface ShownRankingTable {
  category: string;
  year: number;
  rankedCount: number;
  rows: ShownRankingRow[];
  source: { name: string; url: string } | null;
  placementsDisclosed: boolean;
}

const SUB_SCORES = [
  ["TLR", "Teaching, Learning and Resources"],
  ["RPC", "Research and Professional Practice"],
  ["GO", "Graduation Outcomes"],
  ["OI", "Outreach and Inclusivity"],
  ["PR", "Perception"],
] as const;

const key = (name: string) =>
  name
    .toLowerCase()
    .replaceAll("&", "and")
    .replace(/[^a-z0-9]/g, "");

function publishedNameIfUseful(name: string, published: string): string | null {
  const [a, b] = [key(name), key(published)];
  return a.startsWith(b) || b.startsWith(a) ? null : published;
}

/** What the page needs of a domain table, and no more: it goes to the browser with the page. */
export function toShownRankingTable(table: RankingTable): ShownRankingTable {
  return {
    category: table.category,
    year: table.year,
    rankedCount: table.rankedCount,
    source: table.source ? { name: table.source.name, url: table.source.url } : null,
    placementsDisclosed: table.placementsDisclosed,
    rows: table.rows.map((r) => ({
      rank: r.rank,
      score: r.score,
      subScores: r.subScores
        ? [r.subScores.tlr, r.subScores.rpc, r.subScores.go, r.subScores.oi, r.subScores.perception]
        : null,
      name: r.institution.name,
      publishedName: publishedNameIfUseful(r.institution.name, r.nameAsPublished),
      place: [r.city, r.state].filter(Boolean).join(", "),
      slug: r.institution.slug,
    })),
  };
}

const score = (v: number | null) => (v === null ? "Not published" : v.toFixed(2));
const subScore = (v: number | null) => (v === null ? "–" : v.toFixed(2));

const link =
  "text-brand-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600";

interface Props {
  table: ShownRankingTable;
  /** Says which list, year and filter this is */
  caption: string;
  /** The query string of each order ("?sort=score"), when the table can be sorted */
  sortSearch?: (sort: RankingSort) => string;
  sort?: RankingSort;
}

// One markup for both layouts: from 640 px a table, below it a card per row (the site's card-table, see
// app.css), five columns wide so the five sub-scores sit side by side under the rank and the score.
const tableLayout = [
  "w-full text-left text-sm max-sm:[--card-columns:5]",
  "[&_td]:px-4 [&_td]:py-3 [&_tbody_th]:px-4 [&_tbody_th]:py-3 [&_tbody]:divide-y [&_tbody]:divide-slate-100",
  "[&_tbody_tr:hover]:bg-slate-50 [&_td]:whitespace-nowrap",
].join(" ");

const frame =
  "overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm focus-visible:outline-2 focus-visible:outline-brand-600";

export function NirfRankingTable({ table, caption, sortSearch, sort = "rank" }: Props) {
  const withSubScores = table.rows.some((r) => r.subScores);
  if (table.rows.length === 0) {
    return <p className="rounded-xl bg-white p-6 text-slate-700 shadow-sm">{caption}: NIRF ranks none.</p>;
  }
  return (
    <div>
      {sortSearch ? <SortLinks sortSearch={sortSearch} sort={sort} /> : null}
      {/* A wide table may scroll sideways from 640 px, so its box must take keyboard focus (WCAG 2.1.1). */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scroller must be focusable */}
      <div role="region" aria-label={caption} tabIndex={0} className={frame}>
        <table className={`card-table ${tableLayout}`} data-testid="ranking-table">
          <caption className="px-4 pt-3 pb-2 text-left text-sm font-medium text-slate-800">{caption}</caption>
          <thead className="bg-brand-50 text-brand-900">
            <tr>
              <SortableHead label="Rank" column="rank" sortSearch={sortSearch} sort={sort} />
              <SortableHead label="Institution" column="name" sortSearch={sortSearch} sort={sort} />
              <SortableHead label="Score" column="score" sortSearch={sortSearch} sort={sort} numeric />
              {withSubScores
                ? SUB_SCORES.map(([abbr, full]) => (
                    <th key={abbr} scope="col" className="px-3 py-3 text-right">
                      <abbr title={full}>{abbr}</abbr>
                    </th>
                  ))
                : null}
            </tr>
          </thead>
          <tbody>
            {table.rows.map((r) => (
              <tr key={`${r.rank}-${r.slug}`}>
                <td className="font-bold text-slate-900 max-sm:col-span-2 max-sm:text-base">#{r.rank}</td>
                <th scope="row" className="font-normal">
                  <Link to={`/college/${r.slug}`} className={`font-semibold ${link}`}>
                    {r.name}
                  </Link>
                  {r.publishedName ? (
                    <span className="block text-xs text-slate-600">NIRF: {r.publishedName}</span>
                  ) : null}
                  <span className="block text-slate-600">{r.place}</span>
                </th>
                <td className="font-semibold text-slate-900 max-sm:col-span-3 sm:text-right">
                  <span className="font-normal sm:hidden">Score </span>
                  {score(r.score)}
                </td>
                {withSubScores
                  ? SUB_SCORES.map(([abbr], i) => (
                      <td key={abbr} data-label={abbr} className="text-right text-slate-700">
                        {subScore(r.subScores?.[i] ?? null)}
                      </td>
                    ))
                  : null}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}

const SORT_LABELS: Record<RankingSort, string> = { rank: "Rank", score: "Score", name: "Name" };

function SortLinks({ sortSearch, sort }: { sortSearch: (sort: RankingSort) => string; sort: RankingSort }) {
  return (
    <p className="mb-3 flex flex-wrap items-center gap-2 text-sm sm:hidden">
      <span className="text-slate-700">Sort by</span>
      {(Object.keys(SORT_LABELS) as RankingSort[]).map((s) =>
        s === sort ? (
          <span key={s} aria-current="true" className="rounded-full bg-brand-700 px-3 py-1 font-semibold text-white">
            {SORT_LABELS[s]}
          </span>
        ) : (
          <Link
            key={s}
            to={{ search: sortSearch(s) }}
            preventScrollReset
            className="rounded-full border border-brand-700 px-3 py-1 font-semibold text-brand-700 hover:bg-brand-50"
          >
            {SORT_LABELS[s]}
          </Link>
        ),
      )}
    </p>
  );
}

function SortableHead({
  label,
  column,
  sortSearch,
  sort,
  numeric,
}: {
  label: string;
  column: RankingSort;
  sortSearch?: (sort: RankingSort) => string;
  sort: RankingSort;
  numeric?: boolean;
}) {
  const active = sort === column;
  const direction = column === "score" ? "descending" : "ascending";
  return (
    <th
      scope="col"
      className={`px-4 py-3 ${numeric ? "text-right" : ""}`}
      aria-sort={sortSearch && active ? direction : undefined}
    >
      {sortSearch && !active ? (
        <Link
          to={{ search: sortSearch(column) }}
          preventScrollReset
          className="underline underline-offset-2 hover:text-brand-700"
        >
          {label}
          <span className="sr-only"> (sort by {SORT_LABELS[column].toLowerCase()})</span>
        </Link>
      ) : (
        <>
          {label}
          {sortSearch ? <span aria-hidden="true"> {direction === "descending" ? "↓" : "↑"}</span> : null}
        </>
      )}
    </th>
  );
}

/** "Source: NIRF 2025, Engineering", linking to NIRF's own page. */
export function RankingSource({ table }: { table: ShownRankingTable }) {
  const label = `NIRF ${table.year}, ${table.category}`;
  return (
    <p className="mt-3 text-sm text-slate-700" data-testid="ranking-source">
      Source:{" "}
      {table.source ? (
        <a href={table.source.url} className="font-semibold text-brand-700 underline" rel="noopener noreferrer">
          {label}
        </a>
      ) : (
        label
      )}
      {table.source ? <span className="text-slate-600"> ({hostOf(table.source.url)})</span> : null}
    </p>
  );
}

/** How NIRF ranks, in short, with what this table's figures are. */
export function NirfMethodNote({ table }: { table: ShownRankingTable }) {
  const withSubScores = table.rows.some((r) => r.subScores);
  return (
    <div
      className="mt-4 rounded-xl border border-slate-200 bg-slate-50 p-4 text-sm text-slate-700"
      data-testid="nirf-method"
    >
      <h3 className="font-bold text-slate-900">How NIRF ranks</h3>
      <p className="mt-1">
        The National Institutional Ranking Framework of the Ministry of Education scores each institution that applies
        out of 100 on five groups of measures: Teaching, Learning and Resources (TLR), Research and Professional
        Practice (RPC), Graduation Outcomes (GO), Outreach and Inclusivity (OI) and Perception (PR), weighted for each
        category. It ranks whole institutions, not courses, and only those that take part. Institutions with equal
        scores share a rank.
      </p>
      {withSubScores ? (
        <p className="mt-2">
          In the Overall ranking each sub-score is out of 100, and the score is 30% TLR, 30% RPC, 20% GO, 10% OI and 10%
          PR.
        </p>
      ) : (
        <p className="mt-2">
          NIRF&apos;s files for this category and year give the total score only, not the five parts.
        </p>
      )}
      {table.placementsDisclosed ? (
        <p className="mt-2">
          The placement figures these institutions reported for NIRF {table.year} are on each institution&apos;s page,
          marked &ldquo;as disclosed to NIRF&rdquo;: they are the institutions&apos; own figures.
        </p>
      ) : null}
    </div>
  );
}
