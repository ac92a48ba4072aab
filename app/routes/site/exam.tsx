import { data, Link } from "react-router";
import { type Exam, exams, findExam } from "../../content/exams.ts";
import { Breadcrumb, type Crumb } from "../../components/content/breadcrumb.tsx";
import { card, primaryButton, textLink } from "../../components/content/content-links.ts";
import { ContentPage } from "../../components/content/content-page.tsx";
import { pageMeta } from "../../lib/seo.ts";
import { pageSeo } from "../../lib/seo.server.ts";
import type { Route } from "./+types/exam";

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData ? pageMeta(loaderData.seo, { crumbs: crumbs(loaderData.exam) }) : [];
}

const crumbs = (exam: Exam): Crumb[] => [
  { label: "Home", to: "/" },
  { label: "Exams", to: "/Exam" },
  { label: exam.title },
];

export function loader({ url, params }: Route.LoaderArgs) {
  const exam = findExam(params.slug);
  if (!exam) throw data(null, { status: 404 });
  return {
    exam,
    seo: pageSeo(
      url,
      `/exam/${exam.slug}`,
      `${exam.title}: Exam Date, Application, Result, Eligibility and Pattern`,
      `${exam.title} by ${exam.conductedBy}: exam date ${exam.dates.exam}; application ${exam.dates.application}.`.slice(
        0,
        300,
      ),
    ),
  };
}

export default function ExamPage({ loaderData: { exam } }: Route.ComponentProps) {
  const dates = [
    ["Exam date", exam.dates.exam],
    ["Application form", exam.dates.application],
    ["Result", exam.dates.result],
    ["Application fee", exam.fee],
  ];
  return (
    <ContentPage>
      <div className="mx-auto max-w-4xl px-4 pt-6">
        <Breadcrumb items={crumbs(exam)} />
        <h1 className="mt-6 text-3xl font-bold text-brand-900 sm:text-4xl">{exam.title}</h1>
        <p className="mt-2 text-lg text-slate-700">{exam.purpose}</p>
        <p className="mt-1 text-sm text-slate-600">
          Conducted by {exam.conductedBy} · Official website: {exam.officialSite}
        </p>

        <section aria-labelledby="dates-heading" className={`${card} mt-8`}>
          <h2 id="dates-heading" className="text-xl font-bold text-brand-900">
            Important dates
          </h2>
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
                    {e.title}
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
