// Whether an exam is still ahead, being held or over on a given day, and which of its editions the pages
// show: the one rule every exam card, the exam page and the home carousel follow, so a past date is never
// shown as coming.

export type ExamPhase = "upcoming" | "under-way" | "held" | "not-announced";

export interface ExamDays {
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

/**
 * An exam's editions on `today`: the next one (the soonest not yet over) and the last one held. The pages
 * show the next one when staff have entered it, and otherwise the last held one, labelled as held.
 */
export function examEditions<T extends ExamDays>(editions: T[], today: string): { next?: T; lastHeld?: T } {
  const byStart = [...editions].sort((a, b) => a.examStarts.localeCompare(b.examStarts));
  const held = byStart.filter((e) => examStatus(e, today).phase === "held");
  return { next: byStart.find((e) => examStatus(e, today).phase !== "held"), lastHeld: held.at(-1) };
}
