// The one clock that decides what is current: today's date in India (where the exams and admissions are),
// as YYYY-MM-DD. Domain functions take the date as an argument, so tests pass the day they need.

// Made once: building a formatter costs about half a millisecond, paid by every API answer that asks the day.
// en-CA writes dates as YYYY-MM-DD.
const indianDay = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" });

/** Today's date in India (Asia/Kolkata), YYYY-MM-DD. */
export function todayInIndia(now: Date = new Date()): string {
  return indianDay.format(now);
}

const indianDate = new Intl.DateTimeFormat("en-IN", {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "Asia/Kolkata",
});

/** The day a moment fell on in India, written out: "28 November 2026". */
export function dayInIndiaText(when: Date | string): string {
  return indianDate.format(new Date(when));
}
