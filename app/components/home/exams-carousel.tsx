// Entrance Exams: the nine exams, autoplay every 3 s, 4 per view on desktops, 2 on tablets, 1 on phones;
// arrows only on desktops (SPEC.md §2). The loader sends only the card fields, not the whole exam guide.

export type ExamCard = Pick<Exam, "slug" | "title" | "shortName" | "conductedBy" | "dates">;
import { CalendarDays, ClipboardList, Trophy } from "lucide-react";
import { Link } from "react-router";
import type { Exam } from "../../content/exams.ts";
import { Carousel } from "../ui/carousel.tsx";
import { section, SectionHeading } from "./section-heading.tsx";

export function ExamsCarousel({ exams }: { exams: ExamCard[] }) {
  return (
    <section aria-labelledby="exams-heading" className="bg-white">
      <div className={section}>
        <SectionHeading
          id="exams-heading"
          title="Entrance Exams"
          intro="Exam dates, application windows and results for 2025."
        />
        <Carousel
          label="Entrance Exams"
          testId="exams-carousel"
          autoplay={3000}
          arrows="desktop"
          slideClass="basis-full sm:basis-1/2 lg:basis-1/4"
          slides={exams.map((e) => (
            <article key={e.slug} className="flex h-full flex-col rounded-2xl border border-slate-200 bg-slate-50 p-5">
              <h3 className="text-lg font-bold text-brand-900">{e.title}</h3>
              <p className="text-xs text-slate-600">{e.conductedBy}</p>
              <dl className="mt-4 space-y-2.5 text-sm">
                <Row
                  icon={<CalendarDays aria-hidden="true" className="size-4" />}
                  label="Exam date"
                  value={e.dates.exam}
                />
                <Row
                  icon={<ClipboardList aria-hidden="true" className="size-4" />}
                  label="Application"
                  value={e.dates.application}
                />
                <Row icon={<Trophy aria-hidden="true" className="size-4" />} label="Result" value={e.dates.result} />
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
