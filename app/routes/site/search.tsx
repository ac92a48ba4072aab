// /search?q=…: the site search's results, 20 a page, with filters (kind, state, management as `type`, NIRF
// ranked) as links carrying their counts. A query that asks for a directory list ("mba pune", "law colleges
// delhi") gets that list's first institutions and a link to it before the names that match. Everything is a plain link or a GET form, so it works without
// JavaScript; the header's suggestions link here for "See all results".
import { X } from "lucide-react";
import { Form, Link } from "react-router";
import { dbContext } from "#context";
import { searchSite, type SearchPage } from "../../../domain/search/search.server.ts";
import { listInstitutions } from "../../../domain/institutions/directory.server.ts";
import { IntentList } from "../../components/directory/intent-list.tsx";
import { FakeUniversityWarning } from "../../components/institutions/fake-university-warning.tsx";
import { UniversityTypeLine } from "../../components/institutions/university-type.tsx";
import {
  hasSearchFilters,
  kindOptions,
  MAX_QUERY_LENGTH,
  SEARCH_PAGE_SIZE,
  searchHref,
  type SearchFilters,
  typeOptions,
} from "../../../domain/search/search-links.ts";
import { readSearchFilters } from "../../../domain/search/search.schema.ts";
import { Pagination } from "../../components/catalogue/pagination.tsx";
import { textLink } from "../../components/content/content-links.ts";
import { ContentPage } from "../../components/content/content-page.tsx";
import { PageBanner } from "../../components/content/page-banner.tsx";
import { FacetGroup, FacetLink } from "../../components/directory/directory-filters.tsx";
import { noPageMessage } from "../../lib/search.ts";
import { sitePages } from "../../../web/site-pages.server.ts";
import type { Route } from "./+types/search";
import { readsQuery } from "../../../web/page-query.ts";
import { SEARCH_PAGE_PARAMS } from "../../../domain/search/search-links.ts";
import { rankLabel } from "../../../domain/institutions/headline-rank.ts";

export const handle = readsQuery(SEARCH_PAGE_PARAMS);

export function meta({ loaderData }: Route.MetaArgs) {
  const q = loaderData?.filters.q;
  return [
    { title: q ? `“${q}”: colleges, exams and courses` : "Search colleges, exams and courses" },
    { name: "robots", content: "noindex" },
  ];
}

// How many of the list a query asks for ("mba pune") the page shows before the names that match.
const INTENT_SHOWN = 5;

export async function loader({ url, context }: Route.LoaderArgs) {
  const db = context.get(dbContext);
  const filters = readSearchFilters(url.searchParams);
  if (!filters.q) return { filters, page: null, intentList: [] };
  const page = await searchSite(db, { ...filters, q: filters.q, limit: SEARCH_PAGE_SIZE }, { pages: sitePages });
  // The list comes first on the first page only; the filters and later pages are the names'.
  const intent = page.page === 1 && !hasSearchFilters(filters) ? page.intent : null;
  const intentList = intent
    ? (
        await listInstitutions(db, {
          stream: intent.stream ?? undefined,
          course: intent.course ?? undefined,
          management: intent.management ?? undefined,
          state: intent.state ?? undefined,
          district: intent.district ?? undefined,
          sort: "nirf",
          limit: INTENT_SHOWN,
        })
      ).institutions
    : [];
  return { filters: { ...filters, page: page.page }, page: { ...page, intent }, intentList };
}

const typeLabel = { course: "Course", exam: "Exam" } as const;
const kindLabel: Record<string, string> = {
  college: "College",
  university: "University",
  standalone: "Institute",
  research: "Research institution",
};
const chipColour = {
  institution: "bg-brand-50 text-brand-900",
  course: "bg-green-50 text-green-900",
  exam: "bg-orange-50 text-orange-900",
};

const labelOf = (options: { slug: string; label: string }[], slug: string | undefined) =>
  options.find((o) => o.slug === slug)?.label;

export default function SearchPageView({ loaderData: { filters, page, intentList } }: Route.ComponentProps) {
  const q = filters.q ?? "";
  return (
    <ContentPage>
      <PageBanner
        title={q ? `Search results for “${q}”` : "Search"}
        subtitle="Colleges, universities and institutes across India, entrance exams and courses"
      >
        <Form method="get" action="/search" role="search" className="mt-5 flex max-w-2xl gap-2">
          <label htmlFor="search-page-q" className="sr-only">
            Search colleges, exams and courses
          </label>
          <input
            id="search-page-q"
            name="q"
            type="search"
            defaultValue={q}
            maxLength={MAX_QUERY_LENGTH}
            placeholder="A college, a city, an exam or a course"
            className="min-w-0 flex-1 rounded-full border border-white/40 bg-white px-4 py-2.5 text-base text-slate-900 placeholder:text-slate-500 focus:outline-2 focus:outline-white"
          />
          <button
            type="submit"
            className="rounded-full bg-orange-500 px-5 py-2.5 font-semibold text-slate-950 hover:bg-orange-400 focus-visible:outline-2 focus-visible:outline-white"
          >
            Search
          </button>
        </Form>
      </PageBanner>
      <div className="mx-auto max-w-6xl px-4 pt-6">
        {page?.intent ? <IntentList intent={page.intent} institutions={intentList} /> : null}
        {page ? (
          <Results filters={filters} page={page} />
        ) : (
          <p className="rounded-xl border border-slate-200 bg-white p-5 text-slate-800">
            Type a college (IIT Bombay, DU, NIT Trichy), a city, an exam (NEET, JEE Main) or a course (B.Tech, MBA).
          </p>
        )}
      </div>
    </ContentPage>
  );
}

function Results({ filters, page }: { filters: SearchFilters; page: SearchPage }) {
  const { results, total, pageCount } = page;
  const chosen = [
    { key: "kind" as const, label: labelOf(kindOptions, filters.kind) },
    { key: "type" as const, label: labelOf(typeOptions, filters.type) },
    { key: "state" as const, label: page.facets.state.find((s) => s.slug === filters.state)?.label ?? filters.state },
    { key: "ranked" as const, label: filters.ranked ? "NIRF-ranked" : undefined },
  ].filter((c) => c.label);
  return (
    <div className="grid gap-6 lg:grid-cols-[17rem_minmax(0,1fr)]">
      <section aria-labelledby="results-heading" className="min-w-0 lg:col-start-2 lg:row-start-1">
        <h2 id="results-heading" className="sr-only">
          Results
        </h2>
        <div className="flex flex-wrap items-end justify-between gap-3">
          <p className="font-semibold text-slate-900" role="status" data-testid="result-count">
            {page.tooShort
              ? "Please type at least two letters: one letter matches almost every college in India."
              : total === 0
                ? noPageMessage
                : `${total.toLocaleString("en-IN")} ${total === 1 ? "result" : "results"}${pageCount > 1 ? `, page ${page.page} of ${pageCount}` : ""}`}
          </p>
          {total > 0 ? (
            <a href="#filters" className={`${textLink} text-sm lg:hidden`}>
              Filter the results
            </a>
          ) : null}
        </div>
        {chosen.length ? (
          <div className="mt-3 flex flex-wrap items-center gap-2" aria-label="Chosen filters" role="group">
            {chosen.map((c) => (
              <Link
                key={c.key}
                to={searchHref(filters, { [c.key]: undefined })}
                className="inline-flex items-center gap-1 rounded-full border border-brand-700 bg-brand-50 px-3 py-1 text-sm font-semibold text-brand-900 hover:bg-brand-100 focus-visible:outline-2 focus-visible:outline-brand-600"
              >
                {c.label}
                <X aria-hidden="true" className="size-4" />
                <span className="sr-only">(remove this filter)</span>
              </Link>
            ))}
            <Link to={searchHref({ q: filters.q })} className={`${textLink} text-sm`}>
              Clear all
            </Link>
          </div>
        ) : null}
        {page.fakeUniversities.length ? (
          <div className="mt-4 space-y-2">
            {page.fakeUniversities.map((notice) => (
              <FakeUniversityWarning key={`${notice.name}|${notice.place}`} notice={notice} />
            ))}
          </div>
        ) : null}
        {results.length ? (
          <ol
            className="mt-4 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white"
            data-testid="search-results"
          >
            {results.map((r) => (
              <li key={r.type + r.url + r.name} className="flex items-start justify-between gap-3 px-4 py-3 sm:px-5">
                <div className="min-w-0">
                  <Link to={r.url} className="font-semibold text-brand-700 hover:underline">
                    {r.name}
                  </Link>
                  {r.place || r.nirf ? (
                    <p className="mt-0.5 text-sm text-slate-600" data-testid="search-result-facts">
                      {[r.place, r.nirf ? rankLabel(r.nirf) : null].filter(Boolean).join(" · ")}
                    </p>
                  ) : null}
                  <UniversityTypeLine shown={r.universityType} />
                </div>
                <span className={`shrink-0 rounded-full px-2 py-0.5 text-xs font-semibold ${chipColour[r.type]}`}>
                  {r.type === "institution" ? (kindLabel[r.kind ?? ""] ?? "College") : typeLabel[r.type]}
                </span>
              </li>
            ))}
          </ol>
        ) : (
          <div className="mt-4 rounded-xl border border-slate-200 bg-white p-5 text-slate-700">
            <p>
              {page.tooShort
                ? "Try a college's name (IIT Bombay, DU), a city or an exam such as NEET."
                : hasSearchFilters(filters)
                  ? "Nothing matches every filter chosen."
                  : "Check the spelling, or try a shorter name, a city or a short name such as IIT Delhi."}
            </p>
            {hasSearchFilters(filters) ? (
              <p className="mt-3">
                <Link to={searchHref({ q: filters.q })} className={textLink}>
                  Clear the filters
                </Link>
              </p>
            ) : null}
          </div>
        )}
        <Pagination page={page.page} pageCount={pageCount} hrefFor={(n) => searchHref(filters, { page: n })} />
      </section>
      {total > 0 || hasSearchFilters(filters) ? (
        <div className="lg:col-start-1 lg:row-start-1">
          <Facets filters={filters} page={page} />
        </div>
      ) : null}
    </div>
  );
}

const SHOWN_STATES = 8;

function Facets({ filters, page: { facets } }: { filters: SearchFilters; page: SearchPage }) {
  const group = (key: "kind" | "type", title: string) => (
    <FacetGroup
      id={`facet-${key}`}
      title={title}
      facets={facets[key]}
      chosen={filters[key]}
      hrefFor={(slug) => searchHref(filters, { [key]: slug })}
    />
  );
  const stateLink = (s: { slug: string; label: string; count: number }) => {
    const chosen = filters.state === s.slug;
    return (
      <li key={s.slug}>
        <FacetLink
          label={s.label}
          count={s.count}
          chosen={chosen}
          href={searchHref(filters, { state: chosen ? undefined : s.slug })}
        />
      </li>
    );
  };
  const states = facets.state;
  return (
    <nav
      aria-labelledby="filters-heading"
      id="filters"
      className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <h2 id="filters-heading" className="text-lg font-bold text-brand-900">
        Filter institutions
      </h2>
      <ul className="mt-2">
        <li>
          <FacetLink
            label="NIRF-ranked only"
            count={facets.ranked}
            chosen={Boolean(filters.ranked)}
            href={searchHref(filters, { ranked: filters.ranked ? undefined : true })}
          />
        </li>
      </ul>
      {group("kind", "Type")}
      {group("type", "Management")}
      {states.length ? (
        <section aria-labelledby="facet-state" className="mt-4">
          <h3 id="facet-state" className="px-2 text-xs font-bold uppercase tracking-wide text-slate-600">
            State
          </h3>
          <ul className="mt-1">{states.slice(0, SHOWN_STATES).map(stateLink)}</ul>
          {states.length > SHOWN_STATES ? (
            <details className="mt-1">
              <summary className="cursor-pointer rounded-lg px-2 py-1.5 text-sm font-semibold text-brand-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-600">
                {states.length - SHOWN_STATES} more states
              </summary>
              <ul>{states.slice(SHOWN_STATES).map(stateLink)}</ul>
            </details>
          ) : null}
        </section>
      ) : null}
      <p className="mt-4 px-2 text-xs text-slate-600">
        The counts are institutions of the official directories (AISHE, AICTE, NMC, NIRF); courses and exams are listed
        only while no filter is chosen.
      </p>
    </nav>
  );
}
