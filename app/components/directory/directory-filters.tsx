// The directory's filters as plain links, each value with the number of institutions it would list: they
// work without JavaScript, and a chosen value links back to the list without it.
import { Check } from "lucide-react";
import { Link } from "react-router";
import type { DirectoryFacets, FacetCount } from "../../../domain/institutions/directory.server.ts";
import { directoryHref, type DirectoryFilters } from "../../../domain/institutions/directory-filters.ts";
import { directoryText } from "../../../content/i18n/directory.ts";
import { useLanguage, useText } from "../../lib/i18n.ts";
import { formatNumber } from "../../lib/format.ts";
import { optionLabel, type Dimension } from "./filter-labels.ts";

type Key = keyof typeof directoryText.en;

// Streams and courses say beside them what they are read from: a stream from a name is a lesser claim.
const groups: { key: Dimension; title: Key; note?: Key }[] = [
  { key: "stream", title: "groupStream", note: "streamNote" },
  { key: "course", title: "groupCourse", note: "courseNote" },
  { key: "kind", title: "groupKind" },
  { key: "type", title: "groupType" },
  { key: "management", title: "groupManagement" },
  { key: "level", title: "groupLevel" },
];

interface Props {
  pathname: string;
  filters: DirectoryFilters;
  facets: DirectoryFacets;
}

const row =
  "flex items-center justify-between gap-2 rounded-lg px-2 py-1.5 text-sm focus-visible:outline-2 focus-visible:outline-brand-600";

export function FacetLink({
  label,
  count,
  chosen,
  href,
}: {
  label: string;
  count: number;
  chosen: boolean;
  href: string;
}) {
  const t = useText(directoryText);
  const language = useLanguage();
  const figure = <span className="tabular-nums text-slate-600">{formatNumber(count, language)}</span>;
  if (chosen) {
    return (
      <Link
        to={href}
        aria-current="true"
        className={`${row} bg-brand-50 font-semibold text-brand-900 hover:bg-brand-100`}
      >
        <span className="flex items-center gap-1.5">
          <Check aria-hidden="true" className="size-4" />
          {label}
          <span className="sr-only">{t("chosenFollowToRemove")}</span>
        </span>{" "}
        {figure}
      </Link>
    );
  }
  if (count === 0) {
    return (
      <span className={`${row} text-slate-500`}>
        <span>{label}</span> <span className="tabular-nums">0</span>
      </span>
    );
  }
  return (
    <Link to={href} className={`${row} text-brand-700 hover:bg-brand-50`}>
      <span className="underline-offset-2 hover:underline">{label}</span> {figure}
    </Link>
  );
}

/** One filter's values as links with their counts; the chosen value's link takes the filter off again. */
export function FacetGroup({
  id,
  title,
  note,
  facets,
  chosen,
  hrefFor,
  labelOf = (_slug, label) => label,
}: {
  id: string;
  title: string;
  /** Where the values come from, shown under the title */
  note?: string;
  facets: FacetCount[];
  chosen: string | undefined;
  hrefFor: (slug: string | undefined) => string;
  /** A value's name in the page's language; as the facet names it unless given */
  labelOf?: (slug: string, label: string) => string;
}) {
  return (
    <section aria-labelledby={id} aria-describedby={note ? `${id}-note` : undefined} className="mt-4">
      <h3 id={id} className="px-2 text-xs font-bold uppercase tracking-wide text-slate-600">
        {title}
      </h3>
      {note ? (
        <p id={`${id}-note`} className="px-2 text-xs text-slate-600">
          {note}
        </p>
      ) : null}
      <ul className="mt-1">
        {facets.map((f) => {
          const isChosen = chosen === f.slug;
          return (
            <li key={f.slug}>
              <FacetLink
                label={labelOf(f.slug, f.label)}
                count={f.count}
                chosen={isChosen}
                href={hrefFor(isChosen ? undefined : f.slug)}
              />
            </li>
          );
        })}
      </ul>
    </section>
  );
}

export function DirectoryFilters({ pathname, filters, facets }: Props) {
  const t = useText(directoryText);
  return (
    <nav
      aria-labelledby="filters-heading"
      id="filters"
      className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <h2 id="filters-heading" className="text-lg font-bold text-brand-900">
        {t("filters")}
      </h2>
      <ul className="mt-2">
        <li>
          <FacetLink
            label={t("rankedOnly")}
            count={facets.ranked}
            chosen={Boolean(filters.ranked)}
            href={directoryHref(pathname, filters, { ranked: filters.ranked ? undefined : true })}
          />
        </li>
      </ul>
      {groups.map(({ key, title, note }) => (
        <FacetGroup
          key={key}
          id={`filter-${key}`}
          title={t(title)}
          note={note ? t(note) : undefined}
          facets={facets[key]}
          chosen={filters[key]}
          hrefFor={(slug) => directoryHref(pathname, filters, { [key]: slug })}
          labelOf={(slug, label) => optionLabel(t, key, slug) ?? label}
        />
      ))}
      <p className="mt-4 px-2 text-xs text-slate-600">{t("filtersNote")}</p>
    </nav>
  );
}
