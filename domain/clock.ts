// The one clock that decides what is current: today's date in India (where the exams and admissions are),
// as YYYY-MM-DD. Domain functions take the date as an argument, so tests pass the day they need.

/** Today's date in India (Asia/Kolkata), YYYY-MM-DD. */
export function todayInIndia(now: Date = new Date()): string {
  // en-CA writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" }).format(now);
}
