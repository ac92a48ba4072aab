// The directory's filters as plain links, each value with the number of institutions it would list: they
// work without JavaScript, and a chosen value links back to the list without it.
import { Check } from "lucide-react";
import { Link } from "react-router";
import type { DirectoryFacets, FacetCount } from "../../../domain/institutions/directory.server.ts";
import { directoryHref, type DirectoryFilters } from "../../../domain/institutions/directory-filters.ts";

type Dimension = "kind" | "type" | "management" | "level" | "stream" | "course";

// Streams and courses say beside them what they are read from: a stream from a name is a lesser claim.
const groups: { key: Dimension; title: string; note?: string }[] = [
  {
    key: "stream",
    title: "Stream",
    note: "From AICTE programmes, NMC seats, NIRF lists, counselling programmes and the institution's name.",
  },
  {
    key: "course",
    title: "Course",
    note: "From AICTE programmes, NMC seats and the programmes JoSAA, MCC and state counselling admit to.",
  },
  { key: "kind", title: "Type" },
  { key: "type", title: "University type" },
  { key: "management", title: "Management" },
  { key: "level", title: "Programme level" },
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
  const figure = <span className="tabular-nums text-slate-600">{count.toLocaleString("en-IN")}</span>;
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
          <span className="sr-only">(chosen; follow to remove)</span>
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
}: {
  id: string;
  title: string;
  /** Where the values come from, shown under the title */
  note?: string;
  facets: FacetCount[];
  chosen: string | undefined;
  hrefFor: (slug: string | undefined) => string;
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
                label={f.label}
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
  return (
    <nav
      aria-labelledby="filters-heading"
      id="filters"
      className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <h2 id="filters-heading" className="text-lg font-bold text-brand-900">
        Filters
      </h2>
      <ul className="mt-2">
        <li>
          <FacetLink
            label="NIRF-ranked only"
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
          title={title}
          note={note}
          facets={facets[key]}
          chosen={filters[key]}
          hrefFor={(slug) => directoryHref(pathname, filters, { [key]: slug })}
        />
      ))}
      <p className="mt-4 px-2 text-xs text-slate-600">
        Levels come from AICTE-approved programmes and NMC MBBS seats. A stream is claimed only where a source or the
        institution&apos;s own name says it (&ldquo;Law College&rdquo;, &ldquo;College of Pharmacy&rdquo;); a course
        only where a list of programmes names it. Institutions no source describes count under none. University types
        come from UGC&apos;s list of universities and, for IITs, NITs and IIITs, from JoSAA&apos;s institute types; each
        card names its source and its date, and institutions neither lists count under none.
      </p>
    </nav>
  );
}
