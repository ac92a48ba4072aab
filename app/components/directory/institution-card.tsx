// One institution of the directory: its name (to its page), kind, place and management, and the figures the
// sources publish about it: NIRF rank, MBBS seats, AICTE-approved programmes.
import { Link } from "react-router";
import type { DirectoryInstitution } from "../../../domain/institutions/directory.server.ts";
import { CompareButton } from "../compare/compare-button.tsx";
import type { ShownType } from "../../../domain/institutions/university-type.ts";
import { UniversityTypeLine } from "../institutions/university-type.tsx";
import { directoryText } from "../../../content/i18n/directory.ts";
import { useLanguage, usePlaceName, useText } from "../../lib/i18n.ts";
import { formatNumber } from "../../lib/format.ts";
import { optionLabel, valueLabel } from "./filter-labels.ts";
import { rankLabel } from "../../../domain/institutions/headline-rank.ts";

/** "Pune, Maharashtra", each place in the page's language where the places catalogue names it. */
function placeOf(i: DirectoryInstitution, place: (name: string) => string): string {
  const town = i.city ?? i.district;
  return town && town !== i.state ? `${place(town)}, ${place(i.state)}` : place(i.state);
}

export function InstitutionCard({
  institution: i,
  type,
}: {
  institution: DirectoryInstitution;
  type: ShownType | null;
}) {
  const t = useText(directoryText);
  const language = useLanguage();
  const place = usePlaceName();
  const kind = valueLabel(t, "kind", i.kind) ?? i.kind;
  // The group the filters name ("Government-aided") in the page's language; else the source's own words.
  const management = valueLabel(t, "management", i.managementGroup) ?? i.managementGroup ?? i.management;
  const shown = type ? { ...type, label: optionLabel(t, "type", type.type) ?? type.label } : null;
  return (
    <article
      className="flex h-full flex-col rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
      data-testid="institution-card"
    >
      <h3 className="text-base font-bold leading-snug text-slate-900">
        <Link
          to={`/college/${i.slug}`}
          className="text-brand-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          {i.name}
        </Link>
      </h3>
      <p className="mt-1 text-sm text-slate-700">
        {kind} · {placeOf(i, place)}
        {management ? ` · ${management}` : null}
      </p>
      <UniversityTypeLine shown={shown} />
      <dl className="mt-3 flex flex-wrap gap-x-5 gap-y-1 text-sm">
        <div className="flex gap-1">
          <dt className="sr-only">{t("nirfRank")}</dt>
          <dd data-testid="nirf-rank" className={i.nirf ? "font-semibold text-slate-900" : "text-slate-600"}>
            {i.nirf ? rankLabel(i.nirf, language) : t("notRanked")}
          </dd>
        </div>
        {i.mbbsSeats ? (
          <div className="flex gap-1">
            <dt className="text-slate-600">{t("mbbsSeats")}</dt>
            <dd className="font-semibold text-slate-900">{formatNumber(i.mbbsSeats, language)}</dd>
          </div>
        ) : null}
        {i.programmes ? (
          <div className="flex gap-1">
            <dt className="text-slate-600">{t("aicteProgrammes")}</dt>
            <dd className="font-semibold text-slate-900">{formatNumber(i.programmes, language)}</dd>
          </div>
        ) : null}
      </dl>
      <div className="mt-auto flex flex-wrap items-center gap-2 pt-3">
        <CompareButton slug={i.slug} name={i.name} />
      </div>
    </article>
  );
}
