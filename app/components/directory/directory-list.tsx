// A page of the directory: how many institutions match (with the source of that count), the chosen filters,
// the sort, the cards, the page links and the sources of every figure. The filters sit beside the list on
// wide screens and after it on phones, reached by a link at the top.
import { X } from "lucide-react";
import { Link, useLocation } from "react-router";
import type { DirectoryPage } from "../../../domain/institutions/directory.server.ts";
import {
  directoryHref,
  hasDirectoryFilters,
  sortOptions,
  type DirectoryFilters as Filters,
  type DirectorySort,
} from "../../../domain/institutions/directory-filters.ts";
import type { Source } from "../../../domain/institutions/institutions.server.ts";
import { Pagination } from "../catalogue/pagination.tsx";
import { textLink } from "../content/content-links.ts";
import { DirectoryFilters } from "./directory-filters.tsx";
import { CardSources, CountSource } from "./directory-sources.tsx";
import { chosenFilters } from "./filter-labels.ts";
import { InstitutionCard } from "./institution-card.tsx";
import { shownType } from "../../../domain/institutions/university-type.ts";
import { directoryText } from "../../../content/i18n/directory.ts";
import { useLanguage, useText } from "../../lib/i18n.ts";
import { formatNumber } from "../../lib/format.ts";

interface Props {
  list: DirectoryPage;
  filters: Filters;
  sources: Record<string, Source>;
  placeName: string;
}

const SORT_TEXT = { name: "sortName", nirf: "nirfRank" } as const satisfies Record<
  DirectorySort,
  keyof typeof directoryText.en
>;

const chip =
  "inline-flex items-center gap-1 rounded-full border border-brand-700 bg-brand-50 px-3 py-1 text-sm font-semibold text-brand-900 hover:bg-brand-100 focus-visible:outline-2 focus-visible:outline-brand-600";

export function DirectoryList({ list, filters, sources, placeName }: Props) {
  const { pathname } = useLocation();
  const { institutions, total, page, pageCount } = list;
  const sort = filters.sort ?? "name";
  const t = useText(directoryText);
  const language = useLanguage();
  const chosen = chosenFilters(filters, t);
  const counted = t("institutionCount", { count: total, shown: formatNumber(total, language) });
  return (
    <div className="mt-6 grid gap-6 lg:grid-cols-[17rem_minmax(0,1fr)]">
      <section aria-labelledby="results-heading" className="min-w-0 lg:col-start-2 lg:row-start-1">
        <h2 id="results-heading" className="sr-only">
          {t("collegesIn", { place: placeName })}
        </h2>
        <div className="flex flex-wrap items-end justify-between gap-3">
          <div>
            <p className="font-semibold text-slate-900" role="status" data-testid="result-count">
              {total === 0
                ? t("noMatch")
                : pageCount > 1
                  ? t("countPaged", {
                      institutions: counted,
                      page: formatNumber(page, language),
                      pageCount: formatNumber(pageCount, language),
                    })
                  : counted}
            </p>
            <CountSource sources={sources} />
          </div>
          <a href="#filters" className={`${textLink} text-sm lg:hidden`}>
            {t("filterTheList")}
          </a>
        </div>
        {chosen.length ? (
          <div className="mt-3 flex flex-wrap items-center gap-2" aria-label={t("chosenFilters")} role="group">
            {chosen.map((c) => (
              <Link key={c.key} to={directoryHref(pathname, filters, { [c.key]: undefined })} className={chip}>
                {c.label}
                <X aria-hidden="true" className="size-4" />
                <span className="sr-only">{t("removeFilter")}</span>
              </Link>
            ))}
            <Link to={directoryHref(pathname, { sort: filters.sort }, {})} className={`${textLink} text-sm`}>
              {t("clearAll")}
            </Link>
          </div>
        ) : null}
        <nav aria-label={t("sort")} className="mt-4 flex flex-wrap items-center gap-2 text-sm">
          <span className="text-slate-700">{t("sortBy")}</span>
          {sortOptions.map((o) =>
            o.slug === sort ? (
              <span
                key={o.slug}
                aria-current="true"
                className="rounded-full bg-brand-700 px-3 py-1 font-semibold text-white"
              >
                {t(SORT_TEXT[o.slug])}
              </span>
            ) : (
              <Link
                key={o.slug}
                to={directoryHref(pathname, filters, { sort: o.slug === "name" ? undefined : o.slug })}
                className="rounded-full border border-slate-300 px-3 py-1 font-semibold text-brand-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-600"
              >
                {t(SORT_TEXT[o.slug])}
              </Link>
            ),
          )}
        </nav>
        {institutions.length ? (
          <ul className="mt-4 grid gap-3 md:grid-cols-2" data-testid="institution-list">
            {institutions.map((i) => (
              <li key={i.code}>
                <InstitutionCard institution={i} type={shownType(i.universityType, i.universityTypeSource, sources)} />
              </li>
            ))}
          </ul>
        ) : (
          <div className="mt-4 rounded-xl border border-slate-200 bg-white p-6 text-slate-700 shadow-sm">
            <p>{t("noneInPlace", { place: placeName })}</p>
            {hasDirectoryFilters(filters) ? (
              <p className="mt-3">
                <Link to={directoryHref(pathname, { sort: filters.sort }, {})} className={textLink}>
                  {t("clearFilters")}
                </Link>
              </p>
            ) : null}
          </div>
        )}
        <Pagination page={page} pageCount={pageCount} hrefFor={(n) => directoryHref(pathname, filters, { page: n })} />
        <CardSources sources={sources} />
      </section>
      <div className="lg:col-start-1 lg:row-start-1">
        <DirectoryFilters pathname={pathname} filters={filters} facets={list.facets} />
      </div>
    </div>
  );
}
