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

const indianClock = new Intl.DateTimeFormat("en-GB", {
  timeZone: "Asia/Kolkata",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

/** The time of day in India as minutes since midnight: what rules about calling hours compare. */
export function minutesOfDayInIndia(at: Date): number {
  const [hours, minutes] = indianClock.format(at).split(":").map(Number);
  return hours * 60 + minutes;
}

/** "2026-11-22 14:05" in India time: how staff pages show an instant. */
export function indiaDateTime(at: Date): string {
  return `${indianDay.format(at)} ${indianClock.format(at)}`;
}

/**
 * A date-time field's value ("2026-11-22T14:05", seconds allowed), read as India time whatever the browser's
 * own time zone, as an instant; undefined if malformed.
 */
export function fromIndiaDateTime(value: string): Date | undefined {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/.test(value)) return undefined;
  const at = new Date(`${value.length === 16 ? `${value}:00` : value}+05:30`);
  return Number.isNaN(at.getTime()) ? undefined : at;
}
