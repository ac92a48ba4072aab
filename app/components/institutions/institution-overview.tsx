// Who and where the institution is, from the directory's sources; each missing fact says "Not published".
import type { Institution } from "../../../domain/institutions/institutions.server.ts";
import { SourceLink } from "./official-headline.tsx";
import { institutionText } from "../../../content/i18n/institution.ts";
import { usePlaceName, useText } from "../../lib/i18n.ts";

export const KIND: Record<Institution["kind"], string> = {
  college: "College (affiliated)",
  university: "University",
  standalone: "Standalone institution",
  research: "Research institution",
};

/** "Pune, Maharashtra"; `place` names a state or a listed city in the page's language (placeNameIn). */
export function placeOf(
  i: Pick<Institution, "city" | "district" | "state">,
  place: (name: string) => string = (name) => name,
): string {
  const town = i.city ?? i.district;
  return town && town !== i.state ? `${place(town)}, ${place(i.state)}` : place(i.state);
}

const KIND_KEY = {
  college: "kindCollege",
  university: "kindUniversity",
  standalone: "kindStandalone",
  research: "kindResearch",
} as const satisfies Record<Institution["kind"], keyof typeof institutionText.en>;

export function InstitutionOverview({ institution: i }: { institution: Institution }) {
  const t = useText(institutionText);
  const place = usePlaceName();
  const missing = t("notPublished");
  const facts: [string, string][] = [
    [t("kind"), t(KIND_KEY[i.kind])],
    [
      t("location"),
      [i.city, i.district, i.state]
        .filter((v, n, all) => v && all.indexOf(v) === n)
        .map((v) => place(v!))
        .join(", "),
    ],
    [t("management"), i.management ?? missing],
    [t("affiliatingUniversity"), i.affiliatingUniversity ?? missing],
    [t("established"), i.established ? String(i.established) : missing],
    [t("aisheCode"), i.aisheCode ?? t("notInAishe")],
  ];
  const named = i.sources.map((id) => i.sourcesById[id]).filter((s) => s !== undefined);
  const addressSource = i.addressSource ? i.sourcesById[i.addressSource] : undefined;
  return (
    <section aria-labelledby="overview-heading" className="mt-6">
      <h2 id="overview-heading" className="sr-only">
        {t("overview")}
      </h2>
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-3">
        {facts.map(([term, value]) => (
          <div key={term} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
            <dt className="text-xs font-semibold uppercase tracking-wide text-slate-600">{term}</dt>
            <dd className={`mt-1 font-semibold ${value === missing ? "text-slate-500" : "text-slate-900"}`}>{value}</dd>
          </div>
        ))}
        <div className="col-span-2 rounded-xl border border-slate-200 bg-white p-4 shadow-sm lg:col-span-3">
          <dt className="text-xs font-semibold uppercase tracking-wide text-slate-600">{t("address")}</dt>
          {i.address && addressSource ? (
            <dd className="mt-1" data-testid="institution-address">
              <span className="font-semibold text-slate-900">{i.address}</span>{" "}
              <span className="text-xs text-slate-600">
                {t("asPrintedIn")} <SourceLink name={addressSource.name} url={addressSource.url} />
                {`, ${addressSource.year})`}
              </span>
            </dd>
          ) : (
            <dd className="mt-1 font-semibold text-slate-500">{missing}</dd>
          )}
        </div>
      </dl>
      <p className="mt-2 text-xs text-slate-600">
        {t("sources")}{" "}
        {named.map((s, n) => (
          <span key={s.id}>
            {n > 0 ? "; " : null}
            <SourceLink name={s.name} url={s.url} />
          </span>
        ))}
        {t("fullStop")}
      </p>
      {i.aliases.length ? (
        <p className="mt-1 text-xs text-slate-600">{t("alsoListedAs", { names: i.aliases.join("; ") })}</p>
      ) : null}
    </section>
  );
}
