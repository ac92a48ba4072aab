// The one clock that decides what is current: today's date in India (where the exams and admissions are),
// as YYYY-MM-DD. Domain functions take the date as an argument, so tests pass the day they need.

// Made once: building a formatter costs about half a millisecond, paid by every API answer that asks the day.
// en-CA writes dates as YYYY-MM-DD.
const indianDay = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" });

/** Today's date in India (Asia/Kolkata), YYYY-MM-DD. */
export function todayInIndia(now: Date = new Date()): string {
  return indianDay.format(now);
}
