// MBBS seats (NMC), fees an official committee published, and the placement figures the institution disclosed to
// NIRF, each with its source.
import type { Institution } from "../../../domain/institutions/institutions.server.ts";
import { rupees } from "../../../domain/rupees.ts";
import { SourceLine } from "./source-line.tsx";
import { institutionText } from "../../../content/i18n/institution.ts";
import { useLanguage, useText } from "../../lib/i18n.ts";
import { formatNumber } from "../../lib/format.ts";

export function MbbsSeats({ institution: i }: { institution: Institution }) {
  const t = useText(institutionText);
  if (!i.mbbs) return null;
  return (
    <section aria-labelledby="mbbs-heading" className="mt-10">
      <h2 id="mbbs-heading" className="text-2xl font-bold text-brand-900">
        {t("mbbsSeats")}
      </h2>
      <p className="mt-2 text-lg text-slate-800">
        <strong>{i.mbbs.seats}</strong>
        {t("mbbsLine", { year: i.mbbs.year })}
        {i.mbbs.university ? t("affiliatedTo", { university: i.mbbs.university }) : ""}
        {t("fullStop")}
      </p>
      <SourceLine source={i.sourcesById[i.mbbs.sourceId]} />
    </section>
  );
}

export function PublishedFees({ institution: i }: { institution: Institution }) {
  const t = useText(institutionText);
  if (!i.publishedFees.length) return null;
  const { source, year } = i.publishedFees[0];
  return (
    <section aria-labelledby="fees-heading" className="mt-10">
      <h2 id="fees-heading" className="text-2xl font-bold text-brand-900">
        {t("feesPublished")}
      </h2>
      <ul className="mt-3 grid gap-3 sm:grid-cols-2" data-testid="published-fees">
        {i.publishedFees.map((fee) => (
          <li key={fee.course} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
            <p className="font-semibold text-slate-900">{fee.course}</p>
            <p className="mt-1 text-lg text-slate-800">
              <strong>{rupees(fee.feePerYear)}</strong> {t("aYearAfter")}
            </p>
            {fee.seats !== null ? <p className="text-sm text-slate-700">{t("seats", { seats: fee.seats })}</p> : null}
          </li>
        ))}
      </ul>
      <SourceLine source={source} detail={year} />
    </section>
  );
}

export function NirfPlacements({ institution: i }: { institution: Institution }) {
  // A programme type disclosed with nothing but zeros (none graduated yet) says nothing to a student.
  const placements = i.placements.filter((p) => p.graduatingOnTime || p.studentsPlaced || p.medianSalary);
  const t = useText(institutionText);
  const language = useLanguage();
  const count = (v: number | null) => (v === null ? t("notPublished") : formatNumber(v, language));
  if (placements.length === 0) return null;
  return (
    <section aria-labelledby="placements-heading" className="mt-10">
      <h2 id="placements-heading" className="text-2xl font-bold text-brand-900">
        {t("placements")}
      </h2>
      <p className="mt-1 text-sm text-slate-700">{t("placementsIntro", { year: placements[0].academicYear })}</p>
      <ul className="mt-3 grid gap-3 sm:grid-cols-2">
        {placements.map((p) => (
          <li
            key={`${p.category}-${p.programmeType}`}
            className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
          >
            <p className="font-bold text-slate-900">{p.programmeType}</p>
            <p className="text-xs text-slate-600">
              NIRF {p.year}, {p.category}
            </p>
            <dl className="mt-2 grid grid-cols-2 gap-1 text-sm">
              <dt className="text-slate-600">{t("graduatedOnTime")}</dt>
              <dd className="text-right font-semibold">{count(p.graduatingOnTime)}</dd>
              <dt className="text-slate-600">{t("placed")}</dt>
              <dd className="text-right font-semibold">{count(p.studentsPlaced)}</dd>
              <dt className="text-slate-600">{t("salary")}</dt>
              <dd className="text-right font-semibold">
                {p.medianSalary ? t("aYear", { amount: rupees(p.medianSalary) }) : t("notPublished")}
              </dd>
            </dl>
          </li>
        ))}
      </ul>
      {[...new Set(placements.map((p) => p.sourceId))].map((id) => (
        <SourceLine key={id} source={i.sourcesById[id]} />
      ))}
    </section>
  );
}
