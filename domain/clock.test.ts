import { describe, expect, it } from "vitest";
import { fromIndiaDateTime, indiaDateTime, minutesOfDayInIndia, todayInIndia } from "./clock.ts";

describe("the clock in India time", () => {
  it("gives the day, the time of day and the date-time staff read", () => {
    const at = new Date("2026-11-23T17:30:00Z");
    expect(todayInIndia(at)).toBe("2026-11-23");
    expect(minutesOfDayInIndia(at)).toBe(23 * 60);
    expect(indiaDateTime(at)).toBe("2026-11-23 23:00");
    expect(minutesOfDayInIndia(new Date("2026-11-23T18:30:00Z"))).toBe(0);
  });

  it("reads a date-time field as India time, whatever the browser's zone", () => {
    expect(fromIndiaDateTime("2026-11-24T10:30")?.toISOString()).toBe("2026-11-24T05:00:00.000Z");
    expect(fromIndiaDateTime("2026-11-24T10:30:15")?.toISOString()).toBe("2026-11-24T05:00:15.000Z");
    for (const bad of ["", "2026-11-24", "2026-11-24 10:30", "2026-13-01T10:00", "tomorrow"]) {
      expect(fromIndiaDateTime(bad), bad).toBeUndefined();
    }
  });
});
