// The admissions cycle the portal speaks of as "this year": the intake students are preparing for now. It
// follows the one clock (domain/clock.ts): from 1 October the cycle is the next year's intake, because that
// is when the next year's first applications open (JEE Main's January session registers from late October or
// November) and the year's counselling rounds are over. So on 27 November 2026 a Class 12 student is
// preparing for the 2027-28 intake; on 30 September 2026 the portal still speaks of 2026-27, whose last
// counselling rounds are running. docs/decisions/037-admissions-cycle-from-the-clock-and-exam-editions.md.
// A source's own year ("NIRF 2025", "JoSAA 2025", "JEE Main 2026") is a fact about the data and never follows it.

/** The month (1–12) from whose first day the portal speaks of the next year's intake. */
const CYCLE_ROLLOVER_MONTH = 10;

export interface AdmissionsCycle {
  /** "2027-28": the academic year whose admissions students are preparing for */
  label: string;
  /** 2027: the calendar year that academic year starts in */
  intakeYear: number;
}

/** The cycle on `today` (YYYY-MM-DD, India). */
export function admissionsCycle(today: string): AdmissionsCycle {
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7));
  const intakeYear = month >= CYCLE_ROLLOVER_MONTH ? year + 1 : year;
  return { label: `${intakeYear}-${String((intakeYear + 1) % 100).padStart(2, "0")}`, intakeYear };
}
