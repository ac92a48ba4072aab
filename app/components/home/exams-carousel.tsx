// Entrance Exams: the nine exams, autoplay every 3 s, 4 per view on desktops, 2 on tablets, 1 on phones;
// arrows only on desktops (SPEC.md §2). The exams still ahead come first; a held exam says so.
import { CalendarDays, ClipboardList, Trophy } from "lucide-react";
import { Link } from "react-router";
import type { DatedExam } from "../../lib/exam-dates.server.ts";
import { ExamPhaseBadge, ExamPhaseNote, examDateRows } from "../content/exam-dates.tsx";
import { Carousel } from "../ui/carousel.tsx";
import { section, SectionHeading } from "./section-heading.tsx";

export function ExamsCarousel({ exams }: { exams: DatedExam[] }) {
  return (
    <section aria-labelledby="exams-heading" className="bg-white">
      <div className={section}>
        <SectionHeading
          id="exams-heading"
          title="Entrance Exams"
          intro="Exam dates, application windows and results, as each conducting body announced them."
        />
        <Carousel
          label="Entrance Exams"
          testId="exams-carousel"
          autoplay={3000}
          arrows="desktop"
          slideClass="basis-full sm:basis-1/2 lg:basis-1/4"
          slides={exams.map((e) => (
            <article
              key={e.slug}
              data-phase={e.phase}
              className="flex h-full flex-col rounded-2xl border border-slate-200 bg-slate-50 p-5"
            >
              <ExamPhaseBadge exam={e} />
              <h3 className="mt-2 text-lg font-bold text-brand-900">{e.title}</h3>
              <p className="text-xs text-slate-600">{e.conductedBy}</p>
              <ExamPhaseNote exam={e} className="mt-2" />
              <dl className="mt-4 space-y-2.5 text-sm">
                {examDateRows(e).map(([label, value], i) => (
                  <Row key={label} icon={ICONS[i]} label={label} value={value} />
                ))}
              </dl>
              <Link to={`/exam/${e.slug}`} className="mt-auto pt-4 text-sm font-bold text-brand-700 hover:underline">
                {e.shortName} details
              </Link>
            </article>
          ))}
        />
      </div>
    </section>
  );
}

const ICONS = [
  <CalendarDays key="exam" aria-hidden="true" className="size-4" />,
  <ClipboardList key="application" aria-hidden="true" className="size-4" />,
  <Trophy key="result" aria-hidden="true" className="size-4" />,
];

function Row({ icon, label, value }: { icon: React.ReactNode; label: string; value: string }) {
  return (
    <div>
      <dt className="flex items-center gap-2 font-semibold text-slate-800">
        <span className="text-accent-700">{icon}</span>
        {label}
      </dt>
      <dd className="pl-6 text-slate-700">{value}</dd>
    </div>
  );
}
