// The first facts of a real institution's page, each from an official source with its year and a link to it:
// the NIRF rank (headline-rank.ts says which), the median salary disclosed to NIRF, a closing rank, AICTE's
// approved intake and NMC's MBBS seats. What no source gives says "Not published" (decision 036).
import type { ReactNode } from "react";
import { headlineRank, rankLabel } from "../../../domain/institutions/headline-rank.ts";
import type { Institution, Source } from "../../../domain/institutions/institutions.server.ts";
import { sourceLine } from "../../../domain/cutoffs/exams.ts";
import { isStateBody, STATE_BODIES, stateSourceLine } from "../../../domain/cutoffs/state-counselling.ts";
import type { CutoffSectionData } from "../../lib/institution-cutoffs.server.ts";
import { rupees } from "../../../domain/rupees.ts";
import { NOT_PUBLISHED } from "./source-line.tsx";
import type { Language } from "../../../domain/i18n/language.ts";
import { textIn } from "../../../domain/i18n/text.ts";
import { institutionText } from "../../../content/i18n/institution.ts";
import { useLocalPath, useText } from "../../lib/i18n.ts";
import { formatNumber } from "../../lib/format.ts";

const BODY = { josaa: "JoSAA", mcc: "MCC NEET-UG", mhtcet: "MHT-CET" } as const;

export interface HeadlineFact {
  term: string;
  value: string;
  /** What exactly the figure is: list, year, programme */
  detail?: string;
  /** `entered`: an address staff typed, which search engines are not asked to follow */
  source?: { name: string; url: string; entered?: boolean };
  /** Where a student asks the college for what no source gives (the enquiry page, with the college named) */
  ask?: string;
}

/**
 * The fees card of a page that holds no fee: say so, and offer to ask the college through the enquiry (consent
 * as ever); `askCollege` null where no enquiry is taken (UGC's fake universities).
 */
export function feesNotPublished(askCollege: string | null, language: Language = "en"): HeadlineFact {
  const t = textIn(language, institutionText);
  return {
    term: t("fees"),
    value: t("notPublished"),
    detail: t("feesNone"),
    ...(askCollege ? { ask: `/enquiry?kind=apply&college=${encodeURIComponent(askCollege)}` } : {}),
  };
}

export function officialFacts(
  i: Institution,
  cutoffs: CutoffSectionData | null | undefined,
  language: Language = "en",
): HeadlineFact[] {
  const t = textIn(language, institutionText);
  const link = (s: Source | undefined) => (s ? { name: s.name, url: s.url } : undefined);
  const facts: HeadlineFact[] = [];

  const rank = headlineRank(i.rankings, i.disciplines);
  facts.push(
    rank
      ? { term: t("nirfRank"), value: rankLabel(rank, language), source: link(i.sourcesById[rank.sourceId]) }
      : { term: t("nirfRank"), value: t("notRanked") },
  );

  const salary = medianSalary(i, rank?.category);
  facts.push(
    salary?.medianSalary
      ? {
          term: t("medianSalary"),
          value: t("salaryValue", { lakh: (salary.medianSalary / 100_000).toFixed(2) }),
          detail: t("salaryDetail", {
            programme: salary.programmeType,
            academicYear: salary.academicYear,
            year: salary.year,
            category: salary.category,
          }),
          source: link(i.sourcesById[salary.sourceId]),
        }
      : { term: t("medianSalary"), value: t("notPublished") },
  );

  const body = cutoffs?.bodies[0];
  const pool = headlinePool(body?.pools ?? []);
  const last = pool?.years.at(-1);
  facts.push(
    body && pool && last && last.closingRank !== null
      ? {
          term: t("closingRank", {
            body: isStateBody(body.counselling) ? STATE_BODIES[body.counselling].short : BODY[body.counselling],
          }),
          value: formatNumber(last.closingRank, language),
          detail: `${pool.name}, ${body.seatType}${pool.quota ? `, ${pool.quota} quota` : ""}, ${isStateBody(body.counselling) ? stateSourceLine(body.counselling, last.year, last.round) : sourceLine(body.counselling, last.year, last.round)}`,
          source: { name: body.source.name, url: body.source.url },
        }
      : { term: t("closingRank", { body: BODY.josaa }), value: t("notPublished") },
  );

  const withIntake = i.programmes.filter((p) => p.intake !== null);
  const intake = withIntake.reduce((sum, p) => sum + (p.intake ?? 0), 0);
  facts.push(
    withIntake.length
      ? {
          term: t("intake"),
          value: t("seatsAYear", { seats: formatNumber(intake, language) }),
          detail: t("intakeDetail", {
            count: withIntake.length,
            shown: formatNumber(withIntake.length, language),
            year: i.sourcesById.aicte?.year ?? t("yearNotGiven"),
          }),
          source: link(i.sourcesById.aicte),
        }
      : { term: t("intake"), value: t("notPublished") },
  );

  // The fee of the first course the committee printed (MBBS before BDS where both are); the rest are listed below.
  const fee = i.publishedFees[0];
  if (fee) {
    const others = i.publishedFees.length - 1;
    facts.push({
      term: t("feesOfficial"),
      value: t("aYear", { amount: rupees(fee.feePerYear) }),
      detail: others
        ? t("feesDetailMore", { course: fee.course, others, year: fee.year })
        : `${fee.course}; ${fee.year}`,
      source: fee.source,
    });
  }

  if (i.mbbs)
    facts.push({
      term: t("mbbsNmc"),
      value: t("aYear", { amount: formatNumber(i.mbbs.seats, language) }),
      detail: i.mbbs.year,
      source: link(i.sourcesById[i.mbbs.sourceId]),
    });
  return facts;
}

/**
 * The programme whose closing rank a headline shows: Computer Science and Engineering where offered (the one
 * most students ask about), else the most sought-after; never B.Arch or B.Planning, whose ranks come from
 * another rank list (JEE Main paper 2), nor preparatory-course ranks.
 */
function headlinePool(pools: CutoffSectionData["bodies"][number]["pools"]) {
  const comparable = pools.filter(
    (p) =>
      p.rankList === "common" && p.years.at(-1)?.closingRank != null && !/^(Architecture|Planning)\b/i.test(p.name),
  );
  return comparable.find((p) => /^Computer Science and Engineering\b/.test(p.name)) ?? comparable[0];
}

/**
 * The one median salary a headline shows: of the ranked category's disclosure when there is one, else any;
 * an undergraduate programme before others, and of those the one with the most graduates.
 */
function medianSalary(i: Institution, category: string | undefined) {
  const disclosed = i.placements.filter((p) => p.medianSalary);
  const inCategory = disclosed.filter((p) => p.category === category);
  const pool = inCategory.length ? inCategory : disclosed;
  const ug = pool.filter((p) => /^UG/i.test(p.programmeType));
  return [...(ug.length ? ug : pool)].sort((a, b) => (b.graduatingOnTime ?? 0) - (a.graduatingOnTime ?? 0))[0];
}

/** Cards of facts, each with what it is and its source linked. */
export function FactCards({ facts, label }: { facts: HeadlineFact[]; label: string }) {
  const t = useText(institutionText);
  const local = useLocalPath();
  const missing = [NOT_PUBLISHED, NOT_RANKED, t("notPublished"), t("notRanked")];
  return (
    <dl className="mt-6 grid grid-cols-1 gap-3 min-[420px]:grid-cols-2 lg:grid-cols-3" aria-label={label}>
      {facts.map((f) => (
        <div
          key={f.term}
          className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
          data-testid="headline-fact"
        >
          <dt className="text-xs font-semibold uppercase tracking-wide text-slate-600">{f.term}</dt>
          <dd className={`mt-1 font-semibold ${missing.includes(f.value) ? "text-slate-500" : "text-slate-900"}`}>
            {f.value}
          </dd>
          {f.detail ? <dd className="mt-1 text-xs text-slate-600">{f.detail}</dd> : null}
          {f.source ? (
            <dd className="mt-1 text-xs text-slate-600">
              {t("source")} <SourceLink {...f.source} />
            </dd>
          ) : null}
          {f.ask ? (
            <dd className="mt-1 text-sm">
              <a href={local(f.ask)} className="font-semibold text-brand-700 underline">
                {t("askCollege")}
              </a>
            </dd>
          ) : null}
        </div>
      ))}
    </dl>
  );
}

const NOT_RANKED = "Not ranked by NIRF";

export function SourceLink({ name, url, entered }: { name: string; url: string; entered?: boolean }): ReactNode {
  return (
    <a
      href={url}
      className="font-semibold text-brand-700 underline"
      rel={entered ? "noopener noreferrer nofollow" : "noopener noreferrer"}
    >
      {name}
    </a>
  );
}
