// One institution of the directory: its name (to its page), kind, place and management, and the figures the
// sources publish about it: NIRF rank, MBBS seats, AICTE-approved programmes.
import { Link } from "react-router";
import type { DirectoryInstitution } from "../../../domain/institutions/directory.server.ts";
import { CompareButton } from "../compare/compare-button.tsx";
import { kindOptions } from "../../../domain/institutions/directory-filters.ts";
import { rankLabel } from "../../../domain/institutions/headline-rank.ts";
import type { ShownType } from "../../../domain/institutions/university-type.ts";
import { UniversityTypeLine } from "../institutions/university-type.tsx";

function placeOf(i: DirectoryInstitution): string {
  const town = i.city ?? i.district;
  return town && town !== i.state ? `${town}, ${i.state}` : i.state;
}

export function InstitutionCard({
  institution: i,
  type,
}: {
  institution: DirectoryInstitution;
  type: ShownType | null;
}) {
  const kind = kindOptions.find((k) => k.value === i.kind)?.label ?? i.kind;
  const management = i.managementGroup ?? i.management;
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
        {kind} · {placeOf(i)}
        {management ? ` · ${management}` : null}
      </p>
      <UniversityTypeLine shown={type} />
      <dl className="mt-3 flex flex-wrap gap-x-5 gap-y-1 text-sm">
        <div className="flex gap-1">
          <dt className="sr-only">NIRF rank</dt>
          <dd data-testid="nirf-rank" className={i.nirf ? "font-semibold text-slate-900" : "text-slate-600"}>
            {i.nirf ? rankLabel(i.nirf) : "Not ranked by NIRF"}
          </dd>
        </div>
        {i.mbbsSeats ? (
          <div className="flex gap-1">
            <dt className="text-slate-600">MBBS seats</dt>
            <dd className="font-semibold text-slate-900">{i.mbbsSeats.toLocaleString("en-IN")}</dd>
          </div>
        ) : null}
        {i.programmes ? (
          <div className="flex gap-1">
            <dt className="text-slate-600">AICTE programmes</dt>
            <dd className="font-semibold text-slate-900">{i.programmes.toLocaleString("en-IN")}</dd>
          </div>
        ) : null}
      </dl>
      <div className="mt-auto flex flex-wrap items-center gap-2 pt-3">
        <CompareButton slug={i.slug} name={i.name} />
      </div>
    </article>
  );
}
