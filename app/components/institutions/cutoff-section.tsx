// "Cut-offs" on an institution's page: per counselling body, a GET form choosing the category, gender pool and
// quota (it works without JavaScript; the page reads no other query parameter), then per programme the
// final-round closing rank by year (a chart and the same numbers as a table) and the year shown round by round.
//
// Layout: an IIT has about 30 programmes, so each programme is a <details> whose summary already gives the
// latest closing rank; the first three (the most sought-after: the list is sorted by that rank) are open. A
// phone reads down one column of cards with three-column tables, never sideways; a wide screen puts the chart
// beside its table. Programmes no longer offered follow, closed, as one table of their last closing ranks;
// preparatory-course ranks (a rank list of their own) are shown apart, never mixed into the others.
import { Form, useLocation } from "react-router";
import type { SeatGender } from "../../../db/cutoffs-schema.ts";
import type { CutoffBodySection, CutoffSectionData, SectionPool } from "../../lib/institution-cutoffs.server.ts";

type CutoffYear = SectionPool["years"][number];
type CutoffRound = SectionPool["rounds"][number];
import { loadedDate } from "../../../domain/cutoffs/exams.ts";
import {
  isStateBody,
  STATE_BODIES,
  stateCategoryLabel,
  stateQuotaLabel,
} from "../../../domain/cutoffs/state-counselling.ts";
import { primaryButton, textLink } from "../content/content-links.ts";
import { filterSelectLook, SelectField } from "../forms/select-field.tsx";
import { RankChart } from "./rank-chart.tsx";
import { useLocalPath, useText } from "../../lib/i18n.ts";
import { institutionText } from "../../../content/i18n/institution.ts";

const OPEN_AT_FIRST = 3;

const QUOTA_NAMES: Record<string, string> = {
  AI: "All India (AI)",
  HS: "Home state (HS)",
  OS: "Other state (OS)",
  JK: "Jammu and Kashmir (JK)",
  LA: "Ladakh (LA)",
  GO: "Goa (GO)",
  AP: "Andhra Pradesh (AP)",
};
const GENDER_NAMES: Record<SeatGender, string> = {
  neutral: "Gender-neutral",
  female: "Female-only",
};
const BODY_NAMES = {
  josaa: "JoSAA",
  mcc: "MCC",
  mhtcet: "State CET Cell, Maharashtra",
  ...Object.fromEntries(Object.values(STATE_BODIES).map((info) => [info.body, info.official.name])),
} as Record<CutoffBodySection["counselling"], string>;

const fmt = (n: number | null) => (n === null ? "–" : n.toLocaleString("en-IN"));
const quotaName = (q: string | null, body?: CutoffBodySection) =>
  q === null
    ? ""
    : body && isStateBody(body.counselling)
      ? stateQuotaLabel(body.counselling, q)
      : (QUOTA_NAMES[q] ?? q);
/** A state body's category code with its plain words ("2AG: Category 2A, general"); other bodies' as printed. */
const categoryName = (code: string, body: CutoffBodySection) =>
  isStateBody(body.counselling) && stateCategoryLabel(body.counselling, code) !== code
    ? `${code}: ${stateCategoryLabel(body.counselling, code)}`
    : code;

/** "JoSAA 2025, round 6 opening and closing ranks": the source of a figure, with its year. */
function sourceText(body: CutoffBodySection, years: string, detail: string): string {
  if (isStateBody(body.counselling)) return `${STATE_BODIES[body.counselling].short} ${years}, ${detail}`;
  if (body.counselling === "josaa") return `JoSAA ${years}, ${detail} opening and closing ranks`;
  if (body.counselling === "mcc") return `MCC NEET-UG ${years} All-India Quota, ${detail}`;
  return `State CET Cell, Maharashtra, CAP ${years}, ${detail}`;
}

/** " · 2026 loaded 27 Nov 2026": when staff loaded a year of these figures from the official file. */
function loadedText(years: CutoffYear[]): string {
  return years
    .filter((y) => y.loadedOn)
    .map((y) => ` · ${y.year} loaded ${loadedDate(y.loadedOn!)}`)
    .join("");
}

function Source({ body, text }: { body: CutoffBodySection; text: string }) {
  return (
    <p className="mt-2 text-xs text-slate-600">
      Source:{" "}
      {body.source.url ? (
        <a href={body.source.url} className="font-semibold text-brand-700 underline" rel="noopener noreferrer">
          {text}
        </a>
      ) : (
        text
      )}
    </p>
  );
}

// Cells padded (and numbers right-aligned) from the table: a programme's tables are most of the page's bytes.
const TABLE = "w-full text-left text-sm [&_td]:px-2 [&_td]:py-1.5 [&_td]:text-right [&_th]:px-2 [&_th]:py-1.5";

function ChoiceForm({ body, action }: { body: CutoffBodySection; action: string }) {
  const id = `cutoffs-${body.counselling}`;
  const chosen = { category: body.seatType, gender: body.gender, quota: body.quota ?? undefined };
  const own = (name: keyof typeof chosen) => ({
    id: `${id}-${name}`,
    name,
    ...filterSelectLook,
    defaultValue: chosen[name],
  });
  return (
    <Form
      method="get"
      action={action}
      preventScrollReset
      aria-label={`Choose the ${BODY_NAMES[body.counselling]} seats shown`}
      className="mt-4 grid grid-cols-1 items-end gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-4"
    >
      <SelectField
        {...own("category")}
        label="Category (seat type)"
        options={body.available.seatTypes.map((s) => ({ value: s, label: categoryName(s, body) }))}
      />
      <SelectField
        {...own("gender")}
        label="Seat pool"
        options={body.available.genders.map((g) => ({ value: g, label: GENDER_NAMES[g] }))}
      />
      {body.available.quotas.length > 0 ? (
        <SelectField
          {...own("quota")}
          label="Quota"
          options={body.available.quotas.map((q) => ({ value: q, label: quotaName(q, body) }))}
        />
      ) : null}
      <button type="submit" className={`${primaryButton} justify-center`}>
        Show cut-offs
      </button>
    </Form>
  );
}

/** The heads of a year or round table: opening ranks and percentiles only where the body has them. */
function RankHeads({ first, opening, percentile }: { first: string; opening: boolean; percentile: boolean }) {
  return (
    <thead className="bg-slate-50 text-xs uppercase tracking-wide text-slate-600">
      <tr>
        <th scope="col">{first}</th>
        {opening ? (
          <th scope="col" className="text-right">
            Opening
          </th>
        ) : null}
        <th scope="col" className="text-right">
          Closing
        </th>
        {percentile ? (
          <th scope="col" className="text-right">
            Percentile
          </th>
        ) : null}
      </tr>
    </thead>
  );
}

function YearTable({ name, years, percentile }: { name: string; years: CutoffYear[]; percentile: boolean }) {
  const opening = years.some((y) => y.openingRank !== null);
  return (
    <table className={TABLE} data-phone="fits">
      <caption className="sr-only">{name}: final-round ranks by year</caption>
      <RankHeads first="Year" opening={opening} percentile={percentile} />
      <tbody className="divide-y divide-slate-100">
        {[...years].reverse().map((y) => (
          <tr key={y.year}>
            <th scope="row" className="font-normal">
              {y.year} <span className="text-xs text-slate-600">(round {y.round})</span>
            </th>
            {opening ? <td>{fmt(y.openingRank)}</td> : null}
            <td className="font-bold">{fmt(y.closingRank)}</td>
            {percentile ? <td>{y.closingPercentile ?? "–"}</td> : null}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function RoundTable({
  name,
  year,
  rounds,
  percentile,
}: {
  name: string;
  year: number;
  rounds: CutoffRound[];
  percentile: boolean;
}) {
  const opening = rounds.some((r) => r.openingRank !== null);
  return (
    <table className={TABLE} data-phone="fits">
      <caption className="px-2 pb-1 text-left text-sm font-semibold text-slate-800">
        {year} round by round<span className="sr-only">: {name}</span>
      </caption>
      <RankHeads first="Round" opening={opening} percentile={percentile} />
      <tbody className="divide-y divide-slate-100">
        {rounds.map((r) => (
          <tr key={r.round}>
            <th scope="row" className="font-normal">
              {r.roundLabel}
            </th>
            {opening ? <td>{fmt(r.openingRank)}</td> : null}
            <td className="font-bold">{fmt(r.closingRank)}</td>
            {percentile ? <td>{r.closingPercentile ?? "–"}</td> : null}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** "2016–2022": the years a list of pools covers. */
function yearSpan(pools: SectionPool[]): string {
  const years = pools.flatMap((p) => p.years.map((y) => y.year));
  const [first, last] = [Math.min(...years), Math.max(...years)];
  return first === last ? `${first}` : `${first}–${last}`;
}

function Programme({ body, pool, open }: { body: CutoffBodySection; pool: SectionPool; open: boolean }) {
  const name = pool.name;
  const latest = pool.years.at(-1);
  const charted = pool.years.flatMap((y) => (y.closingRank === null ? [] : [{ year: y.year, rank: y.closingRank }]));
  const percentile = body.counselling === "mhtcet" && pool.years.some((y) => y.closingPercentile !== null);
  const first = pool.years[0]?.year;
  const span = first === latest?.year ? `${first}` : `${first}–${latest?.year}`;
  const lastRound = pool.rounds.at(-1)?.round;
  return (
    <details open={open} className="group rounded-xl border border-slate-200 bg-white shadow-sm">
      <summary className="cursor-pointer list-inside px-4 py-3 font-semibold text-brand-900">
        {name}
        {body.counselling !== "mhtcet" && pool.quota && pool.quota !== body.quota
          ? ` · ${quotaName(pool.quota, body)}`
          : ""}
        {latest ? (
          <span className="block text-sm font-normal text-slate-700 sm:inline">
            <span className="hidden sm:inline"> · </span>
            {latest.year} closing rank <strong>{fmt(latest.closingRank)}</strong>
            {pool.rankList === "preparatory" ? " (preparatory-course list)" : ""}
          </span>
        ) : null}
      </summary>
      <div className="border-t border-slate-100 px-3 pb-4 pt-3">
        {/* One column on a phone (chart, years, rounds); on a wide screen the years' table beside both. */}
        <div className="grid gap-4 md:grid-cols-2">
          <div className="min-w-0 md:col-start-1 md:row-start-1">
            {charted.length > 1 ? (
              <RankChart
                points={charted}
                width={380}
                fromRankOne={false}
                className=""
                label={`${name}: final-round closing ${pool.rankList === "preparatory" ? "preparatory-course " : ""}rank by year (a lower rank is better: fewer candidates ranked above)`}
                caption="Final-round closing rank by year (lower is better)"
              />
            ) : (
              <p className="text-sm text-slate-700">One year published: no trend to draw.</p>
            )}
          </div>
          <div className="min-w-0 md:col-start-2 md:row-span-2 md:row-start-1">
            <YearTable name={name} years={pool.years} percentile={percentile} />
            <Source
              body={body}
              text={
                sourceText(body, span, body.counselling === "mcc" ? "rounds 1 and 3" : "final round of each year") +
                loadedText(pool.years)
              }
            />
          </div>
          {pool.rounds.length > 0 ? (
            <div className="min-w-0 md:col-start-1 md:row-start-2">
              <RoundTable name={name} year={body.year} rounds={pool.rounds} percentile={percentile} />
              <Source
                body={body}
                text={
                  sourceText(
                    body,
                    `${body.year}`,
                    body.counselling === "mcc"
                      ? "rounds 1 and 3"
                      : lastRound === 1
                        ? "round 1"
                        : `rounds 1 to ${lastRound}`,
                  ) + loadedText(pool.years.filter((y) => y.year === body.year))
                }
              />
            </div>
          ) : null}
        </div>
      </div>
    </details>
  );
}

function Pools({ body, pools, openFirst }: { body: CutoffBodySection; pools: SectionPool[]; openFirst: number }) {
  return (
    <div className="mt-3 flex flex-col gap-3">
      {pools.map((pool, i) => (
        <Programme
          key={`${i}|${pool.name}|${pool.quota ?? ""}|${pool.rankList}`}
          body={body}
          pool={pool}
          open={i < openFirst}
        />
      ))}
    </div>
  );
}

function BodyCutoffs({ body, action }: { body: CutoffBodySection; action: string }) {
  const common = body.pools.filter((p) => p.rankList === "common");
  const offered = common.filter((p) => p.rounds.length > 0);
  const former = common.filter((p) => p.rounds.length === 0);
  const preparatory = body.pools.filter((p) => p.rankList === "preparatory");
  const shown = [
    categoryName(body.seatType, body),
    GENDER_NAMES[body.gender].toLowerCase(),
    body.quota ? `${quotaName(body.quota, body)} quota` : null,
  ]
    .filter(Boolean)
    .join(", ");
  return (
    <div className="mt-6">
      <h3 className="text-xl font-bold text-brand-900">
        {BODY_NAMES[body.counselling]} ({body.exam})
      </h3>
      <ChoiceForm body={body} action={action} />
      <p className="mt-3 text-sm text-slate-700" aria-live="polite">
        Showing {shown}: each programme's closing rank in the final round of every year, and {body.year} round by round.
        {body.notes.length > 0 ? ` Not shown as asked: ${body.notes.join("; ")}.` : ""}
      </p>
      {isStateBody(body.counselling) ? (
        <ul className="mt-2 list-disc pl-5 text-sm text-slate-700">
          <li>
            Ranks are {STATE_BODIES[body.counselling].rankKind}s: compare them only with a{" "}
            {STATE_BODIES[body.counselling].rankKind}.
          </li>
          {STATE_BODIES[body.counselling].caveats.map((caveat) => (
            <li key={caveat}>{caveat}</li>
          ))}
        </ul>
      ) : null}
      {offered.length > 0 ? (
        <Pools body={body} pools={offered} openFirst={OPEN_AT_FIRST} />
      ) : (
        <p className="mt-3 rounded-xl border border-slate-200 bg-white p-4 text-sm text-slate-700">
          No {shown} seats in {body.year}. Choose another category, seat pool or quota above.
        </p>
      )}
      {preparatory.length > 0 ? (
        <div className="mt-6">
          <h4 className="text-lg font-bold text-brand-900">Preparatory-course ranks</h4>
          <p className="mt-1 text-sm text-slate-700">
            Some PwD seats were filled from JoSAA's preparatory-course rank list: candidates who join a one-year
            preparatory course before the programme. It is a rank list of its own, so these ranks cannot be compared
            with the ones above or with a JEE rank.
          </p>
          <Pools body={body} pools={preparatory} openFirst={0} />
        </div>
      ) : null}
      {former.length > 0 ? (
        <details className="mt-4 rounded-xl border border-slate-200 bg-slate-50">
          <summary className="cursor-pointer px-4 py-3 font-semibold text-brand-900">
            Programmes not offered in {body.year} ({former.length})
          </summary>
          {/* Only each one's last final round: a trend of a programme no longer offered helps no one choose. */}
          <div className="px-3 pb-3">
            <table className={`${TABLE} rounded-lg bg-white`} data-phone="fits">
              <caption className="sr-only">Programmes not offered in {body.year}: their last final-round ranks</caption>
              <thead className="bg-slate-50 text-xs uppercase tracking-wide text-slate-600">
                <tr>
                  <th scope="col">Programme</th>
                  <th scope="col" className="text-right">
                    Last year
                  </th>
                  <th scope="col" className="text-right">
                    Closing
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {former.map((pool, i) => {
                  const last = pool.years.at(-1);
                  return (
                    <tr key={`${i}|${pool.name}`}>
                      <th scope="row" className="font-normal">
                        {pool.name}
                      </th>
                      <td>{last?.year}</td>
                      <td className="font-bold">{fmt(last?.closingRank ?? null)}</td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
            <Source body={body} text={sourceText(body, yearSpan(former), "final round of each year")} />
          </div>
        </details>
      ) : null}
    </div>
  );
}

export function CutoffSection({ cutoffs }: { cutoffs: CutoffSectionData }) {
  // The form comes back to this section of the same page (without JavaScript too).
  const action = `${useLocation().pathname}#cutoffs`;
  const local = useLocalPath();
  const t = useText(institutionText);
  return (
    <section id="cutoffs" aria-labelledby="cutoffs-heading" className="mt-10 scroll-mt-4">
      <h2 id="cutoffs-heading" className="text-2xl font-bold text-brand-900">
        {t("cutoffs")}
      </h2>
      <p className="mt-2 text-slate-700">
        {t("cutoffsIntro")}{" "}
        <a href={local("/college-predictor")} className={`${textLink} underline`}>
          {t("cutoffsPredictor")}
        </a>{" "}
        (
        <a href={local("/college-predictor/methodology")} className={`${textLink} underline`}>
          {t("cutoffsMethod")}
        </a>
        {t("cutoffsEnd")}
      </p>
      {cutoffs.bodies.map((body) => (
        <BodyCutoffs key={body.counselling} body={body} action={action} />
      ))}
    </section>
  );
}
