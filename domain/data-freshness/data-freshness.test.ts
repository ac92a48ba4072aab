import { describe, expect, it } from "vitest";
import { expectedYear, freshness } from "./data-freshness.ts";

describe("data freshness", () => {
  it("expects a body's year from the month it normally publishes by", () => {
    expect(expectedYear("josaa", "2026-06-30")).toBe(2025);
    expect(expectedYear("josaa", "2026-07-01")).toBe(2026);
    expect(expectedYear("mcc", "2026-09-30")).toBe(2025);
    expect(expectedYear("mhtcet", "2026-08-15")).toBe(2026);
    expect(expectedYear("nirf", "2026-08-31")).toBe(2025);
    // The state bodies: CEE Kerala's phases by August, the others' last rounds by September.
    expect(expectedYear("keam", "2026-08-01")).toBe(2026);
    expect(expectedYear("kcet", "2026-08-31")).toBe(2025);
    expect(expectedYear("ojee", "2026-09-01")).toBe(2026);
  });

  it("says a newer year is out and not loaded, and says nothing once it is held", () => {
    expect(freshness("josaa", 2025, "2026-11-27")).toMatchObject({
      newerExpected: true,
      note: "JoSAA 2026 is normally published by July 2026 and is not loaded yet: the latest held is JoSAA 2025.",
    });
    expect(freshness("josaa", 2026, "2026-11-27")).toMatchObject({ newerExpected: false, note: null });
    expect(freshness("mhtcet", 2024, "2026-01-10").note).toMatch(
      /MHT-CET CAP 2025 is normally published by August 2025/,
    );
  });
});
