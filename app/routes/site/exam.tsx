// /exam/{slug}: one exam's guide, with its dates as staff keep them and what they mean today.
import { data, Link } from "react-router";
import { dbContext } from "#context";
import { todayInIndia } from "../../../domain/clock.ts";
import { exams, findExam } from "../../content/exams.ts";
import { ExamPhaseBadge, ExamPhaseNote, examDateRows } from "../../components/content/exam-dates.tsx";
import { datedExam } from "../../lib/exam-dates.server.ts";
import { Breadcrumb, type Crumb } from "../../components/content/breadcrumb.tsx";
import { card, primaryButton, textLink } from "../../components/content/content-links.ts";
import { ContentPage } from "../../components/content/content-page.tsx";
import { pageMeta } from "../../lib/seo.ts";
import { pageSeo } from "../../lib/seo.server.ts";
import type { Route } from "./+types/exam";

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData ? pageMeta(loaderData.seo, { crumbs: crumbs(loaderData.dated.title) }) : [];
}

const crumbs = (title: string): Crumb[] => [
  { label: "Home", to: "/" },
  { label: "Exams", to: "/Exam" },
  { label: title },
];

export async function loader({ url, params, context }: Route.LoaderArgs) {
  const exam = findExam(params.slug);
  const dated = exam && (await datedExam(context.get(dbContext), exam.slug, todayInIndia()));
  if (!exam || !dated) throw data(null, { status: 404 });
  const when = dated.dates
    ? `${dated.phase === "held" ? "last held" : "exam date"} ${dated.dates.exam}; application ${dated.dates.application}.`
    : "dates not announced yet.";
  return {
    exam,
    dated,
    seo: pageSeo(
      url,
      `/exam/${exam.slug}`,
      `${dated.title}: Exam Date, Application, Result, Eligibility and Pattern`,
      `${dated.title} by ${exam.conductedBy}: ${when}`.slice(0, 300),
    ),
  };
}

export default function ExamPage({ loaderData: { exam, dated } }: Route.ComponentProps) {
  const dates = [...examDateRows(dated), ["Application fee", exam.fee]];
  return (
    <ContentPage>
      <div className="mx-auto max-w-4xl px-4 pt-6">
        <Breadcrumb items={crumbs(dated.title)} />
        <h1 className="mt-6 text-3xl font-bold text-brand-900 sm:text-4xl">{dated.title}</h1>
        <p className="mt-2 text-lg text-slate-700">{exam.purpose}</p>
        <p className="mt-1 text-sm text-slate-600">
          Conducted by {exam.conductedBy} · Official website: {exam.officialSite}
        </p>

        <section aria-labelledby="dates-heading" className={`${card} mt-8`}>
          <h2 id="dates-heading" className="text-xl font-bold text-brand-900">
            Important dates
          </h2>
          <div className="mt-3" data-testid="exam-phase" data-phase={dated.phase}>
            <ExamPhaseBadge exam={dated} />
            <ExamPhaseNote exam={dated} className="mt-2" />
          </div>
          <dl className="mt-4 divide-y divide-slate-100">
            {dates.map(([label, value]) => (
              <div key={label} className="grid gap-1 py-3 sm:grid-cols-[180px_1fr]">
                <dt className="font-semibold text-slate-700">{label}</dt>
                <dd className="text-slate-900">{value}</dd>
              </div>
            ))}
          </dl>
        </section>

        <div className="mt-8 grid gap-6 md:grid-cols-2">
          <ListSection id="eligibility" title="Eligibility" items={exam.eligibility} />
          <ListSection id="pattern" title="Exam pattern" items={exam.pattern} />
        </div>

        <p className="mt-6 text-sm text-slate-600">
          Dates and rules are as announced by the conducting body. Always confirm them on {exam.officialSite} before you
          apply.
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

function ListSection({ id, title, items }: { id: string; title: string; items: string[] }) {
  return (
    <section aria-labelledby={`${id}-heading`} className={card}>
      <h2 id={`${id}-heading`} className="text-xl font-bold text-brand-900">
        {title}
      </h2>
      <ul className="mt-3 list-disc space-y-2 pl-5 text-slate-800">
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </section>
  );
}
