// Whether an exam is still ahead, being held or over on a given day: the one rule every exam card, the exam
// page and the home carousel follow, so a past date is never shown as coming.

export type ExamPhase = "upcoming" | "under-way" | "held" | "not-announced";

interface ExamDays {
  examStarts: string;
  examEnds: string;
  applicationCloses: string;
}

export interface ExamStatus {
  phase: ExamPhase;
  /** True while the application window has not closed; never true for a held exam */
  applicationOpen: boolean;
}

/** `today` and the days are YYYY-MM-DD, which compare as text in calendar order. */
export function examStatus(days: ExamDays | undefined, today: string): ExamStatus {
  if (!days) return { phase: "not-announced", applicationOpen: false };
  const phase = today < days.examStarts ? "upcoming" : today <= days.examEnds ? "under-way" : "held";
  return { phase, applicationOpen: phase === "upcoming" && today <= days.applicationCloses };
}
