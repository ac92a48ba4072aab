// What an exam's dates mean on the day the page is made: one badge and one sentence, and the date rows
// labelled as the last cycle's once the exam is over, so a past date never reads as coming.
import type { DatedExam } from "../../lib/exam-dates.server.ts";

const BADGES = {
  upcoming: ["Upcoming", "bg-green-100 text-green-900"],
  "under-way": ["Being held now", "bg-amber-100 text-amber-900"],
  held: ["Held", "bg-slate-200 text-slate-800"],
  "not-announced": ["Dates not announced", "bg-slate-200 text-slate-800"],
} as const;

type ExamDatesOf = Pick<DatedExam, "title" | "officialSite" | "phase" | "applicationOpen" | "dates">;

export function ExamPhaseBadge({ exam }: { exam: ExamDatesOf }) {
  const [label, colours] = BADGES[exam.phase];
  return (
    <span className={`inline-block w-fit self-start rounded-full px-2.5 py-0.5 text-xs font-bold ${colours}`}>
      {label}
    </span>
  );
}

/** The exam's official site, linked: where the next dates appear before they are on this site. */
export function OfficialSiteLink({ site }: { site: string }) {
  return (
    <a href={`https://${site}`} className="font-semibold text-brand-700 underline" rel="noopener noreferrer">
      {site}
    </a>
  );
}

/** The sentence under the badge for an exam that is over or has no dates yet; nothing otherwise. */
export function ExamPhaseNote({ exam, className = "" }: { exam: ExamDatesOf; className?: string }) {
  if (exam.phase === "held")
    return (
      <p className={`text-sm text-slate-700 ${className}`}>
        {exam.title} has been held. The next dates are not on this site yet: check{" "}
        <OfficialSiteLink site={exam.officialSite} />.
      </p>
    );
  if (exam.phase === "not-announced")
    return (
      <p className={`text-sm text-slate-700 ${className}`}>
        The dates are not announced here yet: check <OfficialSiteLink site={exam.officialSite} />.
      </p>
    );
  return null;
}

/** The exam, application and result rows, labelled for the last cycle once the exam is over. */
export function examDateRows(exam: ExamDatesOf): [string, string][] {
  if (!exam.dates) return [];
  const held = exam.phase === "held";
  const closed = !exam.applicationOpen && !held ? " (closed)" : "";
  return [
    [held ? "Last exam dates" : "Exam date", exam.dates.exam],
    [held ? "Last application window" : "Application form", `${exam.dates.application}${closed}`],
    [held ? "Last result" : "Result", exam.dates.result],
  ];
}
