// Who and where the institution is, from the directory's sources; each missing fact says "Not published".
import type { Institution } from "../../../domain/institutions/institutions.server.ts";
import { NOT_PUBLISHED } from "./source-line.tsx";
import { SourceLink } from "./official-headline.tsx";

export const KIND: Record<Institution["kind"], string> = {
  college: "College (affiliated)",
  university: "University",
  standalone: "Standalone institution",
  research: "Research institution",
};

export function placeOf(i: Pick<Institution, "city" | "district" | "state">): string {
  const town = i.city ?? i.district;
  return town && town !== i.state ? `${town}, ${i.state}` : i.state;
}

export function InstitutionOverview({ institution: i }: { institution: Institution }) {
  const facts: [string, string][] = [
    ["Kind", KIND[i.kind]],
    ["Location", [i.city, i.district, i.state].filter((v, n, all) => v && all.indexOf(v) === n).join(", ")],
    ["Management", i.management ?? NOT_PUBLISHED],
    ["Affiliating university", i.affiliatingUniversity ?? NOT_PUBLISHED],
    ["Established", i.established ? String(i.established) : NOT_PUBLISHED],
    ["AISHE code", i.aisheCode ?? "Not listed in AISHE"],
  ];
  const named = i.sources.map((id) => i.sourcesById[id]).filter((s) => s !== undefined);
  const addressSource = i.addressSource ? i.sourcesById[i.addressSource] : undefined;
  return (
    <section aria-labelledby="overview-heading" className="mt-6">
      <h2 id="overview-heading" className="sr-only">
        Overview
      </h2>
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-3">
        {facts.map(([term, value]) => (
          <div key={term} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
            <dt className="text-xs font-semibold uppercase tracking-wide text-slate-600">{term}</dt>
            <dd className={`mt-1 font-semibold ${value === NOT_PUBLISHED ? "text-slate-500" : "text-slate-900"}`}>
              {value}
            </dd>
          </div>
        ))}
        <div className="col-span-2 rounded-xl border border-slate-200 bg-white p-4 shadow-sm lg:col-span-3">
          <dt className="text-xs font-semibold uppercase tracking-wide text-slate-600">Address</dt>
          {i.address && addressSource ? (
            <dd className="mt-1" data-testid="institution-address">
              <span className="font-semibold text-slate-900">{i.address}</span>{" "}
              <span className="text-xs text-slate-600">
                (as printed in <SourceLink name={addressSource.name} url={addressSource.url} />, {addressSource.year})
              </span>
            </dd>
          ) : (
            <dd className="mt-1 font-semibold text-slate-500">{NOT_PUBLISHED}</dd>
          )}
        </div>
      </dl>
      <p className="mt-2 text-xs text-slate-600">
        Sources:{" "}
        {named.map((s, n) => (
          <span key={s.id}>
            {n > 0 ? "; " : null}
            <SourceLink name={s.name} url={s.url} />
          </span>
        ))}
        .
      </p>
      {i.aliases.length ? <p className="mt-1 text-xs text-slate-600">Also listed as: {i.aliases.join("; ")}</p> : null}
    </section>
  );
}
