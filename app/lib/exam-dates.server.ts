// The exams with their current dates, as every exam card, the exam pages and the home carousel show
// them: the exam from app/content/exams.ts, its dates from the database, and what the day makes of them.
import type { Database } from "../../db/client.server.ts";
import { examSchedulesBySlug } from "../../domain/exam-schedules/exam-schedules.server.ts";
import { type ExamPhase, examStatus } from "../../domain/exam-schedules/exam-status.ts";
import { exams } from "../content/exams.ts";

export interface DatedExam {
  slug: string;
  /** The edition staff entered ("JEE Main 2025"), or the exam's short name when it has no dates */
  title: string;
  shortName: string;
  conductedBy: string;
  officialSite: string;
  phase: ExamPhase;
  applicationOpen: boolean;
  dates: { exam: string; application: string; result: string } | null;
}

const ORDER: Record<ExamPhase, number> = { "under-way": 0, upcoming: 1, held: 2, "not-announced": 3 };

/** The nine exams on `today`: those still ahead first (soonest first), then those held, then the rest. */
export async function datedExams(db: Database, today: string): Promise<DatedExam[]> {
  const schedules = await examSchedulesBySlug(db);
  const dated = exams.map((e, i) => {
    const s = schedules.get(e.slug);
    const status = examStatus(s, today);
    const exam: DatedExam = {
      slug: e.slug,
      title: s?.edition ?? e.shortName,
      shortName: e.shortName,
      conductedBy: e.conductedBy,
      officialSite: e.officialSite,
      ...status,
      dates: s ? { exam: s.examDates, application: s.applicationDates, result: s.resultDates } : null,
    };
    return { exam, key: [ORDER[status.phase], s?.examStarts ?? "", i] as const };
  });
  dated.sort((a, b) => a.key[0] - b.key[0] || a.key[1].localeCompare(b.key[1]) || a.key[2] - b.key[2]);
  return dated.map((d) => d.exam);
}

/** One exam with its dates on `today`, or undefined for an unknown slug. */
export async function datedExam(db: Database, slug: string, today: string): Promise<DatedExam | undefined> {
  return (await datedExams(db, today)).find((e) => e.slug === slug.toLowerCase());
}
