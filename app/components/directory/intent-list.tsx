// The directory list a search asks for ("mba pune"), shown above the names that match: the first few
// institutions of that list and a plain link to the directory's page of it, with every filter and page.
import { Link } from "react-router";
import type { DirectoryInstitution } from "../../../domain/institutions/directory.server.ts";
import { rankLabel } from "../../../domain/institutions/headline-rank.ts";
import type { SearchIntent } from "../../../domain/search/search-intent.ts";
import { textLink } from "../content/content-links.ts";
import { searchText } from "../../../content/i18n/search.ts";
import { useLanguage, usePlaceName, useText } from "../../lib/i18n.ts";
import { formatNumber } from "../../lib/format.ts";

/** "Pune, Maharashtra", each place in the page's language where the places catalogue names it. */
function placeOf(i: DirectoryInstitution, place: (name: string) => string): string {
  const town = i.city ?? i.district;
  return town && town !== i.state ? `${place(town)}, ${place(i.state)}` : place(i.state);
}

/** `intent.label` is in the page's language already (the search page's loader writes it). */
export function IntentList({ intent, institutions }: { intent: SearchIntent; institutions: DirectoryInstitution[] }) {
  const t = useText(searchText);
  const language = useLanguage();
  const place = usePlaceName();
  const total = formatNumber(intent.total, language);
  const all = t("seeAll", { total });
  return (
    <section
      aria-labelledby="intent-heading"
      className="mt-4 rounded-xl border border-brand-200 bg-brand-50 p-4"
      data-testid="search-intent"
    >
      <h2 id="intent-heading" className="text-lg font-bold text-brand-900">
        <Link to={intent.href} className="hover:underline">
          {intent.label}
        </Link>
      </h2>
      <p className="text-sm text-slate-700">{t("intentCount", { count: intent.total, shown: total })}</p>
      {institutions.length ? (
        <ol className="mt-3 divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
          {institutions.map((i) => (
            <li key={i.code} className="px-4 py-2.5">
              <Link to={`/college/${i.slug}`} className="font-semibold text-brand-700 hover:underline">
                {i.name}
              </Link>
              <p className="text-sm text-slate-600">
                {[placeOf(i, place), i.nirf ? rankLabel(i.nirf, language) : null].filter(Boolean).join(" · ")}
              </p>
            </li>
          ))}
        </ol>
      ) : null}
      {intent.total > institutions.length ? (
        <p className="mt-3">
          <Link to={intent.href} className={`${textLink} font-semibold`}>
            {all}
          </Link>
        </p>
      ) : null}
    </section>
  );
}
