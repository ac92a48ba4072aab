// /compare?c=slug1,slug2,…: up to four institutions side by side, every figure with its source, the best of a
// row marked in words. The address is the whole state: it works without JavaScript and can be shared. The JoSAA
// row's programme, category and gender pool are GET parameters of a plain form. On a phone two columns show at a
// time and the table scrolls sideways inside its own box (the row labels stay), never the page.
import type { ReactNode } from "react";
import { Form, Link, redirect } from "react-router";
import { dbContext } from "#context";
import {
  type ComparedInstitution,
  compareInstitutions,
  type Comparison,
} from "../../../domain/institutions/compare.server.ts";
import { MAX_COMPARED } from "../../../domain/institutions/compare.ts";
import { readCompareQuery } from "../../../domain/institutions/compare-query.ts";
import { collegesNamed } from "../../../domain/institutions/compare-candidates.server.ts";
import { AddToCompare } from "../../components/compare/add-to-compare.tsx";
import { leftOutNote } from "../../../domain/read-query.ts";
import { ContentPage } from "../../components/content/content-page.tsx";
import { PageBanner } from "../../components/content/page-banner.tsx";
import { placeOf } from "../../components/institutions/institution-overview.tsx";
import { NOT_PUBLISHED, SourceLine } from "../../components/institutions/source-line.tsx";
import { byListOrder } from "../../../domain/institutions/headline-rank.ts";
import { rupees } from "../../../domain/rupees.ts";
import { formatDate } from "../../lib/format.ts";
import { pageMeta } from "../../lib/seo.ts";
import { canonicalUrl } from "../../lib/seo.server.ts";
import type { Route } from "./+types/compare";
import { publishedBy } from "../../../domain/institution-facts/published-by.ts";
import { applicationWindow, otherFees, REPORTED_FEES_SOURCE, reportedFeeText } from "../../lib/fee-wording.ts";
import { FACT_LABELS } from "../../components/institutions/institution-published.tsx";
import { SelectField } from "../../components/forms/select-field.tsx";

const SEAT_POOLS = [
  { value: "neutral", label: "Gender-neutral" },
  { value: "female", label: "Female-only" },
];
import { readsQuery } from "../../../web/page-query.ts";

export const handle = readsQuery("c", "category", "gender", "programme", "add");

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  return [...pageMeta(loaderData.seo), { name: "robots", content: "noindex, follow" }];
}

export async function loader({ url, context }: Route.LoaderArgs) {
  const db = context.get(dbContext);
  const { values, invalid } = readCompareQuery(url.searchParams);
  const current = values.c ?? [];
  const adding = values.add ? await collegesNamed(db, values.add) : null;
  // A name that settles on one institution adds it: the address is the comparison, without the box's word.
  if (adding?.chosen) throw redirect(href([...new Set([...current, adding.chosen.slug])]));
  const comparison = await compareInstitutions(db, values.c ?? [], {
    programme: values.programme,
    category: values.category,
    gender: values.gender === "female" ? "female" : undefined,
  });
  const names = comparison.compared.map((c) => c.institution.name);
  const shown = comparison.compared.map((c) => c.slug);
  return {
    ...comparison,
    notUnderstood: leftOutNote(invalid),
    adding: adding
      ? {
          asked: values.add,
          candidates: adding.found
            .filter((f) => !current.includes(f.slug))
            .map((f) => ({ ...f, href: href([...current, f.slug]) })),
        }
      : null,
    seo: {
      title: names.length ? `Compare ${names.join(" vs ")}` : "Compare colleges side by side",
      description: names.length
        ? `${names.join(", ")} side by side: NIRF ranks, programmes and intake, MBBS seats, published fees and JoSAA closing ranks, each with its official source.`
        : "Compare up to four colleges side by side: NIRF ranks, programmes and intake, MBBS seats and JoSAA closing ranks.",
      canonical: canonicalUrl(url, shown.length ? `/compare?c=${shown.join(",")}` : "/compare"),
    },
  };
}

const href = (slugs: string[]) => (slugs.length ? `/compare?c=${slugs.join(",")}` : "/compare");

export default function CompareRoute({ loaderData }: Route.ComponentProps) {
  const { compared, notFound, leftOut, notUnderstood, adding } = loaderData;
  return (
    <ContentPage>
      <PageBanner
        title="Compare colleges"
        subtitle={`Up to ${MAX_COMPARED} institutions side by side, every figure with its official source.`}
      />
      <div className="mx-auto max-w-6xl px-4 pt-6">
        {notFound.length ? (
          <p role="alert" className="mb-3 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
            Not found: {notFound.join(", ")}. Check the address, or find the college in the{" "}
            <Link to="/colleges" className="font-semibold underline">
              college directory
            </Link>
            .
          </p>
        ) : null}
        {notUnderstood ? (
          <p role="status" className="mb-3 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
            {notUnderstood}
          </p>
        ) : null}
        {leftOut.length ? (
          <p role="status" className="mb-3 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
            You can compare {MAX_COMPARED} at a time: left out {leftOut.join(", ")}. Remove one below to make room.
          </p>
        ) : null}
        {compared.length === 0 ? <EmptyState /> : null}
        {compared.length < MAX_COMPARED ? (
          <AddToCompare
            compared={compared.map((c) => c.slug)}
            asked={adding?.asked}
            candidates={adding?.candidates ?? []}
          />
        ) : null}
        {compared.length === 0 ? null : <CompareTable comparison={loaderData} />}
      </div>
    </ContentPage>
  );
}

function EmptyState() {
  return (
    <section aria-labelledby="empty-heading" className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      <h2 id="empty-heading" className="text-xl font-bold text-brand-900">
        Choose colleges to compare
      </h2>
      <p className="mt-2 text-slate-700">
        Press <strong>Compare</strong> on a college in the directory or on a college's page to add it (up to{" "}
        {MAX_COMPARED}), then <strong>Compare now</strong> in the bar at the foot of the screen, or add one by its name
        below.
      </p>
      <p className="mt-3">
        <Link to="/colleges" className="font-semibold text-brand-700 underline">
          Browse the college directory
        </Link>
      </p>
    </section>
  );
}

type Cell = { key: string; content: ReactNode };

const labelCell =
  "sticky left-0 z-10 w-24 min-w-24 bg-slate-50 px-2 py-3 text-left align-top text-xs font-semibold text-slate-700 sm:w-40 sm:min-w-40 sm:text-sm";
const valueCell =
  "snap-start border-l border-slate-100 px-3 py-3 align-top text-sm w-[calc((100vw-2rem-6rem)/2)] min-w-[calc((100vw-2rem-6rem)/2)] sm:w-auto sm:min-w-48";

function Row({ label, cells }: { label: string; cells: Cell[] }) {
  return (
    <tr>
      <th scope="row" className={labelCell}>
        {label}
      </th>
      {cells.map((c) => (
        <td key={c.key} className={valueCell}>
          {c.content}
        </td>
      ))}
    </tr>
  );
}

function Missing() {
  return <span className="text-slate-600">{NOT_PUBLISHED}</span>;
}

function Best() {
  return (
    <span className="ml-1 inline-block rounded bg-emerald-100 px-1.5 text-xs font-bold text-emerald-900">★ Best</span>
  );
}

const KIND: Record<string, string> = {
  college: "College (affiliated)",
  university: "University",
  standalone: "Standalone institution",
  research: "Research institution",
};

function CompareTable({ comparison }: { comparison: Route.ComponentProps["loaderData"] }) {
  const { compared, cutoffs } = comparison;
  const slugs = compared.map((c) => c.slug);
  const cells = (render: (c: ComparedInstitution, n: number) => ReactNode): Cell[] =>
    compared.map((c, n) => ({ key: c.slug, content: render(c, n) }));

  // NIRF: one row per category; in each, the best rank of the newest year any of them holds is marked.
  // Overall first, as on the cards (decision 036).
  const categories = [...new Set(compared.flatMap((c) => c.institution.rankings.map((r) => r.category)))].sort(
    byListOrder,
  );
  const rankRows = categories.map((category) => {
    const latestYear = Math.max(
      ...compared.flatMap((c) => c.institution.rankings.filter((r) => r.category === category).map((r) => r.year)),
    );
    const latest = compared.map(
      (c) => c.institution.rankings.find((r) => r.category === category && r.year === latestYear)?.rank ?? null,
    );
    const best = Math.min(...latest.filter((r): r is number => r !== null));
    const held = latest.filter((r) => r !== null).length;
    return {
      category,
      cells: cells((c, n) => {
        const ranks = c.institution.rankings.filter((r) => r.category === category);
        if (ranks.length === 0) return <span className="text-slate-600">Not ranked</span>;
        return (
          <>
            <ul className="space-y-0.5">
              {ranks.slice(0, 5).map((r) => (
                <li key={r.year}>
                  {r.year}: <strong className="text-slate-900">{r.rank}</strong>
                  {r.year === latestYear && held > 1 && latest[n] === best ? <Best /> : null}
                </li>
              ))}
            </ul>
            <SourceLine source={c.institution.sourcesById[ranks[0].sourceId]} />
          </>
        );
      }),
    };
  });

  const josaaRows = cutoffs?.rows ?? [];
  const comparable = josaaRows.filter((r) => r?.closingRank != null);
  const newest = Math.max(...comparable.map((r) => r!.year));
  const exams = new Set(comparable.filter((r) => r!.year === newest).map((r) => r!.exam));
  const bestClosing =
    exams.size === 1 && comparable.filter((r) => r!.year === newest).length > 1
      ? Math.min(...comparable.filter((r) => r!.year === newest).map((r) => r!.closingRank!))
      : null;

  return (
    <>
      <p className="mb-2 text-sm text-slate-700 sm:hidden">
        Two colleges fit the screen: swipe the table sideways to see the others.
      </p>
      <div
        className="max-w-full snap-x snap-mandatory overflow-x-auto scroll-pl-24 rounded-2xl border border-slate-200 bg-white shadow-sm focus-visible:outline-2 focus-visible:outline-brand-600 sm:scroll-pl-40"
        role="region"
        aria-label="Comparison table"
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scroller must be focusable (keyboard)
        tabIndex={0}
      >
        <table
          className="border-collapse text-left sm:w-full sm:table-fixed"
          data-testid="compare-table"
          data-phone="swipe"
        >
          <caption className="sr-only">Comparison of {compared.map((c) => c.institution.name).join(", ")}</caption>
          <thead>
            <tr className="bg-slate-50">
              <td className={labelCell} />
              {compared.map((c) => (
                <th key={c.slug} scope="col" className={`${valueCell} bg-slate-50 text-base`}>
                  <Link to={c.href} className="font-bold text-brand-700 underline-offset-2 hover:underline">
                    {c.institution.name}
                  </Link>
                  <span className="mt-1 block text-xs font-normal text-slate-600">{placeOf(c.institution)}</span>
                  <Link
                    to={href(slugs.filter((s) => s !== c.slug))}
                    className="mt-1 inline-block text-xs font-semibold text-slate-700 underline"
                    aria-label={`Remove ${c.institution.name} from the comparison`}
                  >
                    Remove
                  </Link>
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            <Row
              label="Location"
              cells={cells((c) =>
                [c.institution.city, c.institution.district, c.institution.state]
                  .filter((v, n, all) => v && all.indexOf(v) === n)
                  .join(", "),
              )}
            />
            <Row label="Kind" cells={cells((c) => KIND[c.institution.kind] ?? c.institution.kind)} />
            <Row label="Management" cells={cells((c) => c.institution.management ?? <Missing />)} />
            <Row
              label="Affiliating university"
              cells={cells((c) => c.institution.affiliatingUniversity ?? <Missing />)}
            />
            <Row label="Established" cells={cells((c) => c.institution.established ?? <Missing />)} />
            <Row
              label="Listed in"
              cells={cells((c) => (
                <span className="text-xs text-slate-700">
                  {c.institution.sources
                    .map((id) => c.institution.sourcesById[id])
                    .filter((s) => s !== undefined)
                    .map((s, n) => (
                      <span key={s.id}>
                        {n > 0 ? "; " : null}
                        <a href={s.url} className="text-brand-700 underline" rel="noopener noreferrer">
                          {s.name}
                        </a>
                      </span>
                    ))}
                </span>
              ))}
            />
            {rankRows.length ? (
              rankRows.map((r) => <Row key={r.category} label={`NIRF rank: ${r.category}`} cells={r.cells} />)
            ) : (
              <Row
                label="NIRF rank"
                cells={cells(() => (
                  <span className="text-slate-600">Not ranked</span>
                ))}
              />
            )}
            <Row
              label="Programmes and intake (AICTE)"
              cells={cells((c) => {
                const programmes = c.institution.programmes;
                if (programmes.length === 0) return <Missing />;
                const byLevel = Map.groupBy(programmes, (p) => p.level);
                return (
                  <>
                    <ul className="space-y-0.5">
                      {[...byLevel].map(([level, rows]) => (
                        <li key={level}>
                          {level}: {rows.length} programmes,{" "}
                          <strong>{rows.reduce((s, p) => s + (p.intake ?? 0), 0).toLocaleString("en-IN")}</strong> seats
                        </li>
                      ))}
                    </ul>
                    <SourceLine source={c.institution.sourcesById.aicte} />
                  </>
                );
              })}
            />
            <Row
              label="MBBS seats (NMC)"
              cells={cells((c) =>
                c.institution.mbbs ? (
                  <>
                    <strong>{c.institution.mbbs.seats}</strong> a year ({c.institution.mbbs.year})
                    <SourceLine source={c.institution.sourcesById[c.institution.mbbs.sourceId]} />
                  </>
                ) : (
                  <Missing />
                ),
              )}
            />
            <Row
              label="Fees a year (official)"
              cells={cells((c) => {
                const fees = c.institution.publishedFees;
                if (fees.length === 0) return <Missing />;
                return (
                  <>
                    <ul className="space-y-0.5">
                      {fees.map((fee) => (
                        <li key={fee.course}>
                          {fee.course}: <strong>{rupees(fee.feePerYear)}</strong>
                        </li>
                      ))}
                    </ul>
                    <SourceLine source={fees[0].source} detail={fees[0].year} />
                  </>
                );
              })}
            />
            <Row
              label="Fees a year (from the institution)"
              cells={cells((c) => {
                const own = c.institution.fromInstitution.programmes;
                if (own.length === 0) return <Missing />;
                return (
                  <>
                    <ul className="space-y-2">
                      {own.map(({ facts: p, ...when }) => (
                        <li key={`${p.programme}|${p.academicYear}`}>
                          {p.programme}, {p.academicYear}: <strong>{rupees(p.tuitionPerYear)}</strong> tuition
                          {otherFees(p).map((fee) => (
                            <span key={fee.label} className="block text-xs text-slate-700">
                              {fee.label}: {fee.amount}
                            </span>
                          ))}
                          {applicationWindow(p) ? (
                            <span className="block text-xs text-slate-700">{applicationWindow(p)}</span>
                          ) : null}
                          {p.applyLink ? (
                            <a
                              href={p.applyLink}
                              rel="noopener noreferrer nofollow"
                              className="block text-xs font-semibold text-brand-700 underline"
                            >
                              {FACT_LABELS.applyLink}
                            </a>
                          ) : null}
                          <span className="mt-1 block text-xs text-slate-600">{publishedBy(when)}</span>
                        </li>
                      ))}
                    </ul>
                  </>
                );
              })}
            />
            <Row
              label="Fees students reported"
              cells={cells((c) => {
                if (c.reportedFees.length === 0) return <Missing />;
                return (
                  <>
                    <ul className="space-y-1">
                      {c.reportedFees.map((g) => (
                        <li key={`${g.programme} ${g.year} ${g.seats}`}>
                          <strong className="text-slate-900">{g.programme}</strong>
                          {reportedFeeText(g)}
                        </li>
                      ))}
                    </ul>
                    <p className="mt-2 text-xs text-slate-600">{REPORTED_FEES_SOURCE}</p>
                  </>
                );
              })}
            />
            {cutoffs ? (
              <Row
                label={`JoSAA closing rank: ${cutoffs.programme}`}
                cells={cells((_c, n) => {
                  const r = josaaRows[n];
                  if (!r || r.closingRank === null) return <Missing />;
                  return (
                    <>
                      <strong className="text-lg text-slate-900">{r.closingRank.toLocaleString("en-IN")}</strong>
                      {bestClosing !== null && r.year === newest && r.closingRank === bestClosing ? <Best /> : null}
                      <span className="block text-xs text-slate-700">
                        {r.exam} rank, {r.quota ? `${r.quota} quota, ` : ""}
                        {r.year} final round
                      </span>
                      <p className="mt-2 text-xs text-slate-600">
                        Source:{" "}
                        <a
                          href={r.sourceUrl}
                          className="font-semibold text-brand-700 underline"
                          rel="noopener noreferrer"
                        >
                          {r.source}
                        </a>
                      </p>
                    </>
                  );
                })}
              />
            ) : null}
            <Row
              label="Fees"
              cells={cells((c) => (c.college?.fee ? <StaffFigure c={c} value={c.college.fee} /> : <Missing />))}
            />
            <Row
              label="Average placement"
              cells={cells((c) =>
                c.college?.placementAvg ? <StaffFigure c={c} value={c.college.placementAvg} /> : <Missing />,
              )}
            />
            <Row
              label="Highest placement"
              cells={cells((c) =>
                c.college?.placementHigh ? <StaffFigure c={c} value={c.college.placementHigh} /> : <Missing />,
              )}
            />
          </tbody>
        </table>
      </div>
      {cutoffs ? <CutoffChoice comparison={comparison} /> : null}
      {cutoffs && exams.size > 1 ? (
        <p className="mt-2 text-sm text-slate-700">
          IITs admit by JEE Advanced rank and the other JoSAA institutes by JEE Main rank: their closing ranks are not
          comparable with each other, so none is marked best.
        </p>
      ) : null}
      <p className="mt-3 text-xs text-slate-600">
        “★ Best” marks the lowest (best) NIRF rank or closing rank of the newest year in a row; a lower rank is better.
        The “Fees” and placement rows show figures only where our admissions team entered them with their source and
        date. The institution’s own fees are shown once our editors checked them, and students’ fees once at least three
        approved reviews of the same course, year and kind of seat agree.
      </p>
    </>
  );
}

function StaffFigure({ c, value }: { c: ComparedInstitution; value: string }) {
  const college = c.college!;
  return (
    <>
      <strong className="text-slate-900">{value}</strong>
      <span className="mt-1 block text-xs text-slate-600">
        Entered by our team, as of {formatDate(college.figuresAsOf!)}.{" "}
        <a
          href={college.figuresSourceUrl!}
          className="font-semibold text-brand-700 underline"
          rel="noopener noreferrer"
        >
          Source
        </a>
      </span>
    </>
  );
}

/** The JoSAA row's choice: a GET form that keeps the compared slugs. */
function CutoffChoice({ comparison }: { comparison: Comparison }) {
  const cutoffs = comparison.cutoffs!;
  const slugs = comparison.compared.map((c) => c.slug).join(",");
  const chosen = (name: string, value: string) => ({
    name,
    defaultValue: value,
    labelClassName: "text-sm font-semibold text-slate-800",
    selectClassName: "mt-1 block w-full rounded-lg border border-slate-400 bg-white px-2 py-2 text-sm",
  });
  return (
    <Form
      method="get"
      action="/compare"
      aria-label="Choose the JoSAA programme and seats"
      className="mt-4 grid gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-[2fr_1fr_1fr_auto] sm:items-end"
      preventScrollReset
    >
      <input type="hidden" name="c" value={slugs} />
      <SelectField {...chosen("programme", cutoffs.programme)} label="JoSAA programme" options={cutoffs.programmes} />
      <SelectField {...chosen("category", cutoffs.seatType)} label="Category (seat type)" options={cutoffs.seatTypes} />
      <SelectField {...chosen("gender", cutoffs.gender)} label="Seat pool" options={SEAT_POOLS} />
      <button type="submit" className="rounded-lg bg-brand-700 px-4 py-2 font-bold text-white hover:bg-brand-900">
        Show closing ranks
      </button>
    </Form>
  );
}
