// The exams with their editions on a given day, as every exam card, the exam pages and the home carousel
// show them: the exam from content/exams.ts, its editions from the database, and what the day makes of
// them (domain/exam-schedules/exam-status.ts).
import type { Database } from "../../db/client.server.ts";
import { type ExamSchedule, examEditionsBySlug } from "../../domain/exam-schedules/exam-schedules.server.ts";
import { type ExamPhase, examEditions, examStatus } from "../../domain/exam-schedules/exam-status.ts";
import { exams } from "../../content/exams.ts";

/** An edition as a page shows it, with where its dates come from. */
export interface ShownEdition {
  edition: string;
  dates: { exam: string; application: string; result: string };
  sourceUrl: string | null;
  events: ExamSchedule["events"];
  /** YYYY-MM-DD: the day staff last saved it */
  updatedOn: string;
}

export interface DatedExam {
  slug: string;
  /** The edition shown ("JEE Main 2027", or the last held "JEE Main 2026"), or the exam's name without one */
  title: string;
  shortName: string;
  conductedBy: string;
  officialSite: string;
  phase: ExamPhase;
  applicationOpen: boolean;
  dates: { exam: string; application: string; result: string } | null;
}

/** The exam page's view: both editions in full, with their sources (the cards need neither). */
export interface ExamWithEditions extends DatedExam {
  /** The edition still to come (or being held), when staff have entered it */
  next: ShownEdition | null;
  /** The last edition held */
  lastHeld: ShownEdition | null;
}

const ORDER: Record<ExamPhase, number> = { "under-way": 0, upcoming: 1, held: 2, "not-announced": 3 };

function shown(s: ExamSchedule | undefined): ShownEdition | null {
  if (!s) return null;
  return {
    edition: s.edition,
    dates: { exam: s.examDates, application: s.applicationDates, result: s.resultDates },
    sourceUrl: s.sourceUrl,
    events: s.events,
    updatedOn: s.updatedAt.toISOString().slice(0, 10),
  };
}

/** The exams on `today`: those still ahead first (soonest first), then those held (latest first), then the rest. */
export async function datedExams(db: Database, today: string): Promise<DatedExam[]> {
  return (await examsWithEditions(db, today)).map(({ next: _next, lastHeld: _lastHeld, ...card }) => card);
}

async function examsWithEditions(db: Database, today: string): Promise<ExamWithEditions[]> {
  const editions = await examEditionsBySlug(db);
  const dated = exams.map((e, i) => {
    const { next, lastHeld } = examEditions(editions.get(e.slug) ?? [], today);
    const current = next ?? lastHeld;
    const status = examStatus(current, today);
    const exam: ExamWithEditions = {
      slug: e.slug,
      title: current?.edition ?? e.shortName,
      shortName: e.shortName,
      conductedBy: e.conductedBy,
      officialSite: e.officialSite,
      ...status,
      dates: shown(current)?.dates ?? null,
      next: shown(next),
      lastHeld: shown(lastHeld),
    };
    return { exam, key: [ORDER[status.phase], current?.examStarts ?? "", i] as const };
  });
  // Those ahead soonest first; those held latest first, so this year's editions lead the past ones.
  const byStart = (a: string, b: string, phase: number) =>
    phase === ORDER.held ? b.localeCompare(a) : a.localeCompare(b);
  dated.sort((a, b) => a.key[0] - b.key[0] || byStart(a.key[1], b.key[1], a.key[0]) || a.key[2] - b.key[2]);
  return dated.map((d) => d.exam);
}

/** One exam with its editions on `today`, or undefined for an unknown slug. */
export async function datedExam(db: Database, slug: string, today: string): Promise<ExamWithEditions | undefined> {
  return (await examsWithEditions(db, today)).find((e) => e.slug === slug.toLowerCase());
}
