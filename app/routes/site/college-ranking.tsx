// /CollegRanking and /College-Ranking (both spellings are in SPEC.md §2): the rankings hub. A student picks
// a NIRF category and year (?category=Engineering&year=2025) and an order (&sort=score), all by address, so
// the page works without JavaScript; one canonical address per category and year.
import { READING_PAGE } from "../../lib/page-scripts.ts";
import { dbContext } from "#context";
import { Link } from "react-router";
import {
  rankingCategories,
  rankingSorts,
  rankingTable,
  type RankingSort,
} from "../../../domain/institutions/rankings.server.ts";
import {
  NirfMethodNote,
  NirfRankingTable,
  RankingSource,
  toShownRankingTable,
} from "../../components/content/ranking-table.tsx";
import { ContentPage } from "../../components/content/content-page.tsx";
import { PageBanner } from "../../components/content/page-banner.tsx";
import { rankingPages } from "../../../content/ranking-pages.ts";
import { DEFAULT_CATEGORY, hubSearch, rankingHubPath } from "../../../web/ranking-hub.ts";
import { pageMeta } from "../../lib/seo.ts";
import { rankingList } from "../../lib/structured-data.ts";
import { exactPathAmong, pageSeo } from "../../lib/seo.server.ts";
import type { Route } from "./+types/college-ranking";
import { z } from "zod";
import { queryReader } from "../../../domain/read-query.ts";
import { admissionsCycle } from "../../../domain/admissions-cycle.ts";
import { todayInIndia } from "../../../domain/clock.ts";
import { useCycle } from "../../lib/admissions-cycle.ts";
import { readsQuery } from "../../../web/page-query.ts";

export const handle = { ...readsQuery("category", "year", "sort"), ...READING_PAGE };

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  const { seo, table } = loaderData;
  const name = table ? `NIRF ${table.year} ${table.category} ranking` : "";
  return pageMeta(seo, { structuredData: table ? [rankingList(name, table, seo.canonical)] : [] });
}

// What the address asks for (domain/read-query.ts); a category or year the rankings do not hold is noted below.
const readQuery = queryReader({
  category: z.string().trim(),
  year: z.coerce.number().int(),
  sort: z.enum(rankingSorts),
});

export async function loader({ url, context }: Route.LoaderArgs) {
  const db = context.get(dbContext);
  const path = exactPathAmong(url, ["/CollegRanking", "/College-Ranking"]);
  const categories = await rankingCategories(db);
  const notices: string[] = [];
  const { values, invalid } = readQuery(url.searchParams);

  const asked = values.category ?? "";
  let chosen = categories.find((c) => c.category.toLowerCase() === asked.toLowerCase());
  if (asked && !chosen)
    notices.push(`We hold no NIRF category called “${asked.slice(0, 60)}”: here is ${DEFAULT_CATEGORY}.`);
  chosen ??= categories.find((c) => c.category === DEFAULT_CATEGORY) ?? categories[0];

  let year = chosen?.years[0];
  if (chosen && (values.year !== undefined || invalid.year)) {
    if (values.year !== undefined && chosen.years.includes(values.year)) year = values.year;
    else {
      const askedYear = (url.searchParams.get("year") ?? "").slice(0, 10);
      notices.push(`We hold no NIRF ${chosen.category} ranking for ${askedYear}: here is ${year}.`);
    }
  }
  const sort: RankingSort = values.sort ?? "rank";

  const table = chosen && year ? await rankingTable(db, { category: chosen.category, year, sort }) : undefined;
  const isDefault = !chosen || (chosen.category === DEFAULT_CATEGORY && year === chosen.years[0]);
  const seo = pageSeo(
    url,
    path,
    isDefault
      ? `College Ranking ${admissionsCycle(todayInIndia()).label}: Top Colleges in India by Rank`
      : `NIRF ${year} ${chosen!.category} Ranking: College Ranking`,
    table
      ? `NIRF ${table.year} ${table.category} ranking of India's institutions: all ${table.rankedCount} ranked, with scores, sub-scores where NIRF gives them and the official source.`
      : "India's NIRF rankings by category and year, with scores and the official source.",
    chosen && year ? rankingHubPath(chosen.category, year, chosen.years[0]) : "/CollegRanking",
  );
  return {
    seo,
    notices,
    sort,
    categories,
    chosen: chosen ? { category: chosen.category, years: chosen.years } : null,
    table: table ? toShownRankingTable(table) : null,
    fixedPages: rankingPages.map(({ path: to, title }) => ({ to, title })),
  };
}

const pill = "rounded-full px-3 py-1.5 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-brand-600";
const pillOn = `${pill} bg-brand-700 text-white`;
const pillOff = `${pill} border border-slate-300 bg-white text-brand-700 hover:border-brand-700 hover:bg-brand-50`;

export default function CollegeRanking({ loaderData }: Route.ComponentProps) {
  const { notices, sort, categories, chosen, table, fixedPages } = loaderData;
  const { cycle } = useCycle();
  return (
    <ContentPage>
      <PageBanner
        title={`College Ranking ${cycle.label}`}
        subtitle="India's NIRF rankings, every category and year we hold: rank, score and the official source. Pick a category and a year."
      />
      <div className="mx-auto max-w-6xl px-4 pt-8">
        <nav aria-labelledby="categories-heading">
          <h2 id="categories-heading" className="text-sm font-bold tracking-wide text-slate-600 uppercase">
            NIRF category
          </h2>
          <ul className="mt-2 flex flex-wrap gap-2">
            {categories.map((c) => (
              <li key={c.category}>
                {c.category === chosen?.category ? (
                  <span aria-current="page" className={pillOn}>
                    {c.category}
                  </span>
                ) : (
                  <Link to={{ search: hubSearch(c.category, null, "rank") }} preventScrollReset className={pillOff}>
                    {c.category}
                  </Link>
                )}
              </li>
            ))}
          </ul>
        </nav>
        {chosen ? (
          <nav aria-labelledby="years-heading" className="mt-5">
            <h2 id="years-heading" className="text-sm font-bold tracking-wide text-slate-600 uppercase">
              Year
            </h2>
            <ul className="mt-2 flex flex-wrap gap-2">
              {chosen.years.map((y) => (
                <li key={y}>
                  {y === table?.year ? (
                    <span aria-current="page" className={pillOn}>
                      {y}
                    </span>
                  ) : (
                    <Link to={{ search: hubSearch(chosen.category, y, sort) }} preventScrollReset className={pillOff}>
                      {y}
                    </Link>
                  )}
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
        {notices.map((n) => (
          <p
            key={n}
            role="status"
            data-testid="ranking-notice"
            className="mt-5 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950"
          >
            {n}
          </p>
        ))}
        {table ? (
          <section aria-labelledby="table-heading" className="mt-8">
            <h2 id="table-heading" className="text-2xl font-bold text-brand-900">
              NIRF {table.year}: {table.category}
            </h2>
            <p className="mt-1 mb-4 text-slate-700">
              {table.rankedCount} institutions ranked. Pick a name for everything the public sources say about it.
            </p>
            <NirfRankingTable
              table={table}
              caption={`NIRF ${table.year} ${table.category} ranking: all ${table.rankedCount} ranked institutions in India, sorted by ${sort}`}
              sort={sort}
              sortSearch={(s) => hubSearch(table.category, table.year, s)}
            />
            <RankingSource table={table} />
            <NirfMethodNote table={table} />
          </section>
        ) : (
          <p className="mt-8 rounded-xl bg-white p-6 text-slate-700 shadow-sm">
            No NIRF rankings are loaded yet. Please check back soon.
          </p>
        )}
        <nav aria-labelledby="fixed-rankings" className="mt-10">
          <h2 id="fixed-rankings" className="text-lg font-bold text-brand-900">
            Rankings by course and city
          </h2>
          <ul className="mt-3 grid gap-2 text-sm sm:grid-cols-2 lg:grid-cols-3">
            {fixedPages.map((p) => (
              <li key={p.to}>
                <Link
                  to={p.to}
                  className="text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
                >
                  {p.title}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </ContentPage>
  );
}
