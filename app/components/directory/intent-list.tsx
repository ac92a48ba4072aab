// The directory list a search asks for ("mba pune"), shown above the names that match: the first few
// institutions of that list and a plain link to the directory's page of it, with every filter and page.
import { Link } from "react-router";
import type { DirectoryInstitution } from "../../../domain/institutions/directory.server.ts";
import { rankLabel } from "../../../domain/institutions/headline-rank.ts";
import type { SearchIntent } from "../../../domain/search/search-intent.ts";
import { textLink } from "../content/content-links.ts";

function placeOf(i: DirectoryInstitution): string {
  const town = i.city ?? i.district;
  return town && town !== i.state ? `${town}, ${i.state}` : i.state;
}

export function IntentList({ intent, institutions }: { intent: SearchIntent; institutions: DirectoryInstitution[] }) {
  const all = `See all ${intent.total.toLocaleString("en-IN")} in the college directory`;
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
      <p className="text-sm text-slate-700">
        {intent.total.toLocaleString("en-IN")} {intent.total === 1 ? "institution" : "institutions"} in the directory.
        Streams and courses are read from AICTE programmes, NMC seats, NIRF lists, counselling programmes and the
        institution&apos;s name.
      </p>
      {institutions.length ? (
        <ol className="mt-3 divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
          {institutions.map((i) => (
            <li key={i.code} className="px-4 py-2.5">
              <Link to={`/college/${i.slug}`} className="font-semibold text-brand-700 hover:underline">
                {i.name}
              </Link>
              <p className="text-sm text-slate-600">
                {[placeOf(i), i.nirf ? rankLabel(i.nirf) : null].filter(Boolean).join(" · ")}
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
