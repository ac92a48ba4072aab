// /search?q=…: the site search's results, 20 a page, with filters (kind, state, management as `type`, NIRF
// ranked) as links carrying their counts. A query that asks for a directory list ("mba pune", "law colleges
// delhi") gets that list's first institutions and a link to it before the names that match. Everything is a plain link or a GET form, so it works without
// JavaScript; the header's suggestions link here for "See all results".
import { X } from "lucide-react";
import { Form, Link } from "react-router";
import { dbContext } from "#context";
import { searchSite, type SearchPage } from "../../../domain/search/search.server.ts";
import { getStatePlaces, listInstitutions } from "../../../domain/institutions/directory.server.ts";
import type { SearchIntent } from "../../../domain/search/search-intent.ts";
import { IntentList } from "../../components/directory/intent-list.tsx";
import { FakeUniversityWarning } from "../../components/institutions/fake-university-warning.tsx";
import { UniversityTypeLine } from "../../components/institutions/university-type.tsx";
import {
  hasSearchFilters,
  MAX_QUERY_LENGTH,
  SEARCH_PAGE_SIZE,
  searchHref,
  type SearchFilters,
} from "../../../domain/search/search-links.ts";
import { readSearchFilters } from "../../../domain/search/search.schema.ts";
import { Pagination } from "../../components/catalogue/pagination.tsx";
import { textLink } from "../../components/content/content-links.ts";
import { ContentPage } from "../../components/content/content-page.tsx";
import { PageBanner } from "../../components/content/page-banner.tsx";
import { FacetGroup, FacetLink } from "../../components/directory/directory-filters.tsx";
import { sitePages } from "../../../web/site-pages.server.ts";
import type { Route } from "./+types/search";
import { readsQuery } from "../../../web/page-query.ts";
import { SEARCH_PAGE_PARAMS } from "../../../domain/search/search-links.ts";
import { rankLabel } from "../../../domain/institutions/headline-rank.ts";
import type { Language } from "../../../domain/i18n/language.ts";
import { textIn } from "../../../domain/i18n/text.ts";
import { directoryText } from "../../../content/i18n/directory.ts";
import { layoutText } from "../../../content/i18n/layout.ts";
import { searchText } from "../../../content/i18n/search.ts";
import { languageOfPath } from "../../../web/language.ts";
import { placeNameIn, useLanguage, usePlaceName, useText } from "../../lib/i18n.ts";
import { formatNumber } from "../../lib/format.ts";
import { optionLabel, type DirectoryTranslate } from "../../components/directory/filter-labels.ts";

export const handle = readsQuery(SEARCH_PAGE_PARAMS);

export function meta({ loaderData }: Route.MetaArgs) {
  return [...(loaderData ? [{ title: loaderData.title }] : []), { name: "robots", content: "noindex" }];
}

/**
 * "पुणे, महाराष्ट्र के कॉलेज: MBA / PGDM": the list a query asks for, named in Hindi from its slugs and the
 * catalogue's names of its place (the intent names it in English).
 */
async function intentLabelIn(language: Language, db: Parameters<typeof getStatePlaces>[0], intent: SearchIntent) {
  if (language === "en") return intent.label;
  const t = textIn(language, directoryText);
  const placeIn = placeNameIn(language);
  const places = intent.state ? await getStatePlaces(db, intent.state) : undefined;
  const district = intent.district ? places?.districts.find((d) => d.slug === intent.district) : undefined;
  const place = places
    ? [district?.name, places.name]
        .filter((name): name is string => Boolean(name))
        .map(placeIn)
        .join(", ")
    : t("india");
  const chosen = [
    optionLabel(t, "management", intent.management ?? undefined),
    optionLabel(t, "stream", intent.stream ?? undefined),
    optionLabel(t, "course", intent.course ?? undefined),
  ].filter(Boolean);
  return `${t("collegesIn", { place })}: ${chosen.join(", ")}`;
}

// How many of the list a query asks for ("mba pune") the page shows before the names that match.
const INTENT_SHOWN = 5;

export async function loader({ url, context }: Route.LoaderArgs) {
  const db = context.get(dbContext);
  const filters = readSearchFilters(url.searchParams);
  // The page's words in the language of its address (decision 062).
  const language = languageOfPath(url.pathname);
  const t = textIn(language, searchText);
  const title = filters.q ? t("seoTitleQuery", { q: filters.q }) : t("seoTitle");
  if (!filters.q) return { title, filters, page: null, intentList: [] };
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
  const shownIntent = intent ? { ...intent, label: await intentLabelIn(language, db, intent) } : null;
  return { title, filters: { ...filters, page: page.page }, page: { ...page, intent: shownIntent }, intentList };
}

type SearchTranslate = ReturnType<typeof useText<typeof searchText.en>>;

/** What a result is, on its chip: an institution's kind ("College" when not known), a course or an exam. */
function chipOf(t: SearchTranslate, r: { type: "institution" | "course" | "exam"; kind?: string | null }) {
  if (r.type === "course") return t("chipCourse");
  if (r.type === "exam") return t("chipExam");
  const kinds = {
    college: "chipCollege",
    university: "chipUniversity",
    standalone: "chipStandalone",
    research: "chipResearch",
  } as const;
  return t(Object.hasOwn(kinds, r.kind ?? "") ? kinds[r.kind as keyof typeof kinds] : "chipCollege");
}

/** "Pune, Maharashtra" as the search writes a place, each part in the page's language where the places
 * catalogue names it. */
const placeShown = (place: string, name: (name: string) => string) => place.split(", ").map(name).join(", ");
const chipColour = {
  institution: "bg-brand-50 text-brand-900",
  course: "bg-green-50 text-green-900",
  exam: "bg-orange-50 text-orange-900",
};

export default function SearchPageView({ loaderData: { filters, page, intentList } }: Route.ComponentProps) {
  const t = useText(searchText);
  const q = filters.q ?? "";
  return (
    <ContentPage>
      <PageBanner title={q ? t("resultsFor", { q }) : t("search")} subtitle={t("subtitle")}>
        <Form method="get" action="/search" role="search" className="mt-5 flex max-w-2xl gap-2">
          <label htmlFor="search-page-q" className="sr-only">
            {t("searchLabel")}
          </label>
          <input
            id="search-page-q"
            name="q"
            type="search"
            defaultValue={q}
            maxLength={MAX_QUERY_LENGTH}
            placeholder={t("placeholder")}
            className="min-w-0 flex-1 rounded-full border border-white/40 bg-white px-4 py-2.5 text-base text-slate-900 placeholder:text-slate-500 focus:outline-2 focus:outline-white"
          />
          <button
            type="submit"
            className="rounded-full bg-orange-500 px-5 py-2.5 font-semibold text-slate-950 hover:bg-orange-400 focus-visible:outline-2 focus-visible:outline-white"
          >
            {t("search")}
          </button>
        </Form>
      </PageBanner>
      <div className="mx-auto max-w-6xl px-4 pt-6">
        {page?.intent ? <IntentList intent={page.intent} institutions={intentList} /> : null}
        {page ? (
          <Results filters={filters} page={page} />
        ) : (
          <p className="rounded-xl border border-slate-200 bg-white p-5 text-slate-800">{t("hint")}</p>
        )}
      </div>
    </ContentPage>
  );
}

function Results({ filters, page }: { filters: SearchFilters; page: SearchPage }) {
  const t = useText(searchText);
  const dt = useText(directoryText);
  const lt = useText(layoutText);
  const language = useLanguage();
  const place = usePlaceName();
  const { results, total, pageCount } = page;
  const stateName = page.facets.state.find((s) => s.slug === filters.state)?.label;
  const chosen = [
    { key: "kind" as const, label: optionLabel(dt, "kind", filters.kind) },
    { key: "type" as const, label: optionLabel(dt, "management", filters.type) },
    { key: "state" as const, label: stateName ? place(stateName) : filters.state },
    { key: "ranked" as const, label: filters.ranked ? dt("ranked") : undefined },
  ].filter((c) => c.label);
  const count = t("resultCount", { count: total, shown: formatNumber(total, language) });
  return (
    <div className="grid gap-6 lg:grid-cols-[17rem_minmax(0,1fr)]">
      <section aria-labelledby="results-heading" className="min-w-0 lg:col-start-2 lg:row-start-1">
        <h2 id="results-heading" className="sr-only">
          {t("results")}
        </h2>
        <div className="flex flex-wrap items-end justify-between gap-3">
          <p className="font-semibold text-slate-900" role="status" data-testid="result-count">
            {page.tooShort
              ? t("tooShort")
              : total === 0
                ? lt("noPage")
                : pageCount > 1
                  ? t("resultCountPaged", { results: count, page: String(page.page), pageCount: String(pageCount) })
                  : count}
          </p>
          {total > 0 ? (
            <a href="#filters" className={`${textLink} text-sm lg:hidden`}>
              {t("filterResults")}
            </a>
          ) : null}
        </div>
        {chosen.length ? (
          <div className="mt-3 flex flex-wrap items-center gap-2" aria-label={dt("chosenFilters")} role="group">
            {chosen.map((c) => (
              <Link
                key={c.key}
                to={searchHref(filters, { [c.key]: undefined })}
                className="inline-flex items-center gap-1 rounded-full border border-brand-700 bg-brand-50 px-3 py-1 text-sm font-semibold text-brand-900 hover:bg-brand-100 focus-visible:outline-2 focus-visible:outline-brand-600"
              >
                {c.label}
                <X aria-hidden="true" className="size-4" />
                <span className="sr-only">{dt("removeFilter")}</span>
              </Link>
            ))}
            <Link to={searchHref({ q: filters.q })} className={`${textLink} text-sm`}>
              {dt("clearAll")}
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
                      {[r.place ? placeShown(r.place, place) : null, r.nirf ? rankLabel(r.nirf, language) : null]
                        .filter(Boolean)
                        .join(" · ")}
                    </p>
                  ) : null}
                  <UniversityTypeLine shown={universityTypeIn(dt, r.universityType)} />
                </div>
                <span className={`shrink-0 rounded-full px-2 py-0.5 text-xs font-semibold ${chipColour[r.type]}`}>
                  {chipOf(t, r)}
                </span>
              </li>
            ))}
          </ol>
        ) : (
          <div className="mt-4 rounded-xl border border-slate-200 bg-white p-5 text-slate-700">
            <p>
              {page.tooShort ? t("tryName") : hasSearchFilters(filters) ? t("noneMatchFilters") : t("checkSpelling")}
            </p>
            {hasSearchFilters(filters) ? (
              <p className="mt-3">
                <Link to={searchHref({ q: filters.q })} className={textLink}>
                  {dt("clearFilters")}
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
  const t = useText(searchText);
  const dt = useText(directoryText);
  const place = usePlaceName();
  // `type` in the address is the management (search-links.ts).
  const group = (key: "kind" | "type", title: string) => (
    <FacetGroup
      id={`facet-${key}`}
      title={title}
      facets={facets[key]}
      chosen={filters[key]}
      hrefFor={(slug) => searchHref(filters, { [key]: slug })}
      labelOf={(slug, label) => optionLabel(dt, key === "kind" ? "kind" : "management", slug) ?? label}
    />
  );
  const stateLink = (s: { slug: string; label: string; count: number }) => {
    const chosen = filters.state === s.slug;
    return (
      <li key={s.slug}>
        <FacetLink
          label={place(s.label)}
          count={s.count}
          chosen={chosen}
          href={searchHref(filters, { state: chosen ? undefined : s.slug })}
        />
      </li>
    );
  };
  const states = facets.state;
  const language = useLanguage();
  return (
    <nav
      aria-labelledby="filters-heading"
      id="filters"
      className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <h2 id="filters-heading" className="text-lg font-bold text-brand-900">
        {t("filterInstitutions")}
      </h2>
      <ul className="mt-2">
        <li>
          <FacetLink
            label={dt("rankedOnly")}
            count={facets.ranked}
            chosen={Boolean(filters.ranked)}
            href={searchHref(filters, { ranked: filters.ranked ? undefined : true })}
          />
        </li>
      </ul>
      {group("kind", dt("groupKind"))}
      {group("type", dt("groupManagement"))}
      {states.length ? (
        <section aria-labelledby="facet-state" className="mt-4">
          <h3 id="facet-state" className="px-2 text-xs font-bold uppercase tracking-wide text-slate-600">
            {t("groupState")}
          </h3>
          <ul className="mt-1">{states.slice(0, SHOWN_STATES).map(stateLink)}</ul>
          {states.length > SHOWN_STATES ? (
            <details className="mt-1">
              <summary className="cursor-pointer rounded-lg px-2 py-1.5 text-sm font-semibold text-brand-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-600">
                {t("moreStates", { count: formatNumber(states.length - SHOWN_STATES, language) })}
              </summary>
              <ul>{states.slice(SHOWN_STATES).map(stateLink)}</ul>
            </details>
          ) : null}
        </section>
      ) : null}
      <p className="mt-4 px-2 text-xs text-slate-600">{t("countsNote")}</p>
    </nav>
  );
}

/** A university type's name in the page's language, as the directory's cards write it; its source as it is. */
function universityTypeIn(dt: DirectoryTranslate, shown: SearchPage["results"][number]["universityType"]) {
  return shown ? { ...shown, label: optionLabel(dt, "type", shown.type) ?? shown.label } : null;
}
