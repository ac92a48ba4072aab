// One entrance exam as a card: what its dates mean today, its three key dates and a link to its own page.
import { Link } from "react-router";
import type { DatedExam } from "../../lib/exam-dates.server.ts";
import { ExamPhaseBadge, ExamPhaseNote, examDateRows } from "./exam-dates.tsx";

export function ExamCard({ exam }: { exam: DatedExam }) {
  return (
    <article
      className="flex flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-sm transition hover:shadow-md"
      data-testid="exam-card"
      data-phase={exam.phase}
    >
      <ExamPhaseBadge exam={exam} />
      <h3 className="mt-2 text-lg font-bold text-brand-900">{exam.title}</h3>
      <p className="mt-1 text-sm text-slate-600">{exam.conductedBy}</p>
      <ExamPhaseNote exam={exam} className="mt-3" />
      <dl className="mt-4 space-y-3 text-sm">
        {examDateRows(exam).map(([label, value]) => (
          <div key={label}>
            <dt className="font-semibold text-slate-700">{label}</dt>
            <dd className="text-slate-800">{value}</dd>
          </div>
        ))}
      </dl>
      <Link
        to={`/exam/${exam.slug}`}
        className="mt-auto inline-flex items-center gap-1 pt-5 font-semibold text-brand-700 hover:text-brand-900 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        {exam.shortName} details<span aria-hidden="true"> →</span>
      </Link>
    </article>
  );
}
