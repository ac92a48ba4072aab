// /exam/{slug}: one exam's guide (the exam's, not one year's), with its next edition when staff have entered
// it and its last held edition, each with where its dates come from. The first addresses carried the
// year (/exam/jee-main-2025): they answer 301 to the exam's address.
import { READING_PAGE } from "../../lib/page-scripts.ts";
import { data, Link, redirect } from "react-router";
import { dbContext } from "#context";
import { todayInIndia } from "../../../domain/clock.ts";
import { exams, findExam } from "../../../content/exams.ts";
import { ExamPhaseBadge, ExamPhaseNote, examDateRows, OfficialSiteLink } from "../../components/content/exam-dates.tsx";
import { ExamEdition } from "../../components/content/exam-edition.tsx";
import { datedExam } from "../../lib/exam-dates.server.ts";
import { Breadcrumb, type Crumb } from "../../components/content/breadcrumb.tsx";
import { card, primaryButton, textLink } from "../../components/content/content-links.ts";
import { ContentPage } from "../../components/content/content-page.tsx";
import { pageMeta } from "../../lib/seo.ts";
import { pageSeo } from "../../lib/seo.server.ts";
import type { Route } from "./+types/exam";

// A page to read: served without the framework's scripts (app/lib/page-scripts.ts).
export const handle = READING_PAGE;

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData ? pageMeta(loaderData.seo, { crumbs: crumbs(loaderData.exam.shortName) }) : [];
}

const crumbs = (title: string): Crumb[] => [
  { label: "Home", to: "/" },
  { label: "Exams", to: "/Exam" },
  { label: title },
];

/** "jee-main-2025" → "jee-main": an address of the first editions, when it names a known exam. */
function withoutYear(slug: string): string | undefined {
  const base = slug.toLowerCase().replace(/-20\d\d$/, "");
  return base !== slug.toLowerCase() && findExam(base) ? base : undefined;
}

export async function loader({ url, params, context }: Route.LoaderArgs) {
  const moved = withoutYear(params.slug);
  if (moved) throw redirect(`/exam/${moved}`, 301);
  const exam = findExam(params.slug);
  const dated = exam && (await datedExam(context.get(dbContext), exam.slug, todayInIndia()));
  if (!exam || !dated) throw data(null, { status: 404 });
  const when = dated.dates
    ? `${dated.phase === "held" ? `${dated.title} held` : `${dated.title}:`} ${dated.dates.exam}.`
    : "dates not announced yet.";
  return {
    exam,
    dated,
    seo: pageSeo(
      url,
      `/exam/${exam.slug}`,
      `${exam.shortName}: Exam Dates, Application, Result, Eligibility and Pattern`,
      `${exam.shortName} by ${exam.conductedBy}: ${when}`.slice(0, 300),
    ),
  };
}

export default function ExamPage({ loaderData: { exam, dated } }: Route.ComponentProps) {
  const { next, lastHeld } = dated;
  return (
    <ContentPage>
      <div className="mx-auto max-w-4xl px-4 pt-6">
        <Breadcrumb items={crumbs(exam.shortName)} />
        <h1 className="mt-6 text-3xl font-bold text-brand-900 sm:text-4xl">{exam.shortName}</h1>
        <p className="mt-2 text-lg text-slate-700">{exam.purpose}</p>
        <p className="mt-1 text-sm text-slate-600">
          Conducted by {exam.conductedBy} · Official website: <OfficialSiteLink site={exam.officialSite} />
        </p>

        <section aria-labelledby="dates-heading" className={`${card} mt-8`}>
          <h2 id="dates-heading" className="text-xl font-bold text-brand-900">
            Important dates
          </h2>
          <div className="mt-3" data-testid="exam-phase" data-phase={dated.phase}>
            <ExamPhaseBadge exam={dated} />
            <ExamPhaseNote exam={dated} className="mt-2" />
          </div>
          {next ? (
            <section aria-labelledby="next-heading" className="mt-5" data-testid="next-edition">
              <h3 id="next-heading" className="text-lg font-bold text-slate-900">
                {next.edition}
              </h3>
              <ExamEdition edition={next} rows={examDateRows(dated)} />
            </section>
          ) : null}
          {lastHeld ? (
            <section aria-labelledby="held-heading" className="mt-6" data-testid="last-held-edition">
              <h3 id="held-heading" className="text-lg font-bold text-slate-900">
                Last held: {lastHeld.edition}
              </h3>
              <ExamEdition
                edition={lastHeld}
                rows={examDateRows({ ...dated, phase: "held", applicationOpen: false, dates: lastHeld.dates })}
              />
            </section>
          ) : null}
          <dl className="mt-4 grid gap-1 border-t border-slate-100 py-3 sm:grid-cols-[180px_1fr]">
            <dt className="font-semibold text-slate-700">Application fee</dt>
            <dd className="text-slate-900">
              {exam.fee ? `${exam.fee} (${exam.rulesFrom})` : "Not published on this site: see the official website"}
            </dd>
          </dl>
        </section>

        <div className="mt-8 grid gap-6 md:grid-cols-2">
          <ListSection id="eligibility" title="Eligibility" items={exam.eligibility} from={exam.rulesFrom} />
          <ListSection id="pattern" title="Exam pattern" items={exam.pattern} from={exam.rulesFrom} />
        </div>

        <p className="mt-6 text-sm text-slate-600">
          Dates and rules are as announced by the conducting body and change from one edition to the next. Always
          confirm them on <OfficialSiteLink site={exam.officialSite} /> before you apply.
        </p>
        <Link to="/contact" className={`${primaryButton} mt-6`}>
          Get counselling for {exam.shortName}
        </Link>

        <nav aria-labelledby="other-exams" className="mt-12">
          <h2 id="other-exams" className="text-xl font-bold text-brand-900">
            Other exams
          </h2>
          <ul className="mt-3 flex flex-wrap gap-x-5 gap-y-2">
            {exams
              .filter((e) => e.slug !== exam.slug)
              .map((e) => (
                <li key={e.slug}>
                  <Link to={`/exam/${e.slug}`} className={textLink}>
                    {e.shortName}
                  </Link>
                </li>
              ))}
          </ul>
        </nav>
      </div>
    </ContentPage>
  );
}

function ListSection({ id, title, items, from }: { id: string; title: string; items: string[]; from: string }) {
  return (
    <section aria-labelledby={`${id}-heading`} className={card}>
      <h2 id={`${id}-heading`} className="text-xl font-bold text-brand-900">
        {title}
      </h2>
      {items.length ? (
        <>
          <ul className="mt-3 list-disc space-y-2 pl-5 text-slate-800">
            {items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
          <p className="mt-3 text-xs text-slate-600">As in the {from}.</p>
        </>
      ) : (
        <p className="mt-3 text-slate-700">Not published on this site: see the official information bulletin.</p>
      )}
    </section>
  );
}
