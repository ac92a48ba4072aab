// Where the pages read the admissions cycle ("2027-28", domain/admissions-cycle.ts): the site layout's
// loader works it out on the server from the one clock, and components read it from there, so the browser
// renders the same year the server did (a phone with a wrong clock still sees the server's year). Loaders
// and server code call `admissionsCycle(todayInIndia())` themselves for titles and the brochure.
import { admissionsCycle } from "../../domain/admissions-cycle.ts";
import { todayInIndia } from "../../domain/clock.ts";
import { type CycleData, useSiteLayoutData } from "./site-layout-data.ts";

/** What the site layout's loader hands every page. */
export function cycleData(today: string = todayInIndia()): CycleData {
  return { cycle: admissionsCycle(today), calendarYear: Number(today.slice(0, 4)) };
}

/** The cycle and year as the server worked them out for this page. */
export function useCycle(): CycleData {
  const layout = useSiteLayoutData();
  // Only a page outside the layout's data (its own error before the layout loaded) falls back to this clock.
  return layout ? { cycle: layout.cycle, calendarYear: layout.calendarYear } : cycleData();
}
