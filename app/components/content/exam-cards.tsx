// The nine entrance exams of SPEC.md §2 as a grid of cards under a heading: /Exam and /college-predictor.
import type { DatedExam } from "../../lib/exam-dates.server.ts";
import { ExamCard } from "./exam-card.tsx";

export function ExamCards({ heading, exams }: { heading: string; exams: DatedExam[] }) {
  return (
    <section aria-labelledby="exam-cards-heading">
      <h2 id="exam-cards-heading" className="text-2xl font-bold text-brand-900">
        {heading}
      </h2>
      <div className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {exams.map((exam) => (
          <ExamCard key={exam.slug} exam={exam} />
        ))}
      </div>
    </section>
  );
}
