import { describe, expect, it } from "vitest";
import { admissionsCycle } from "./admissions-cycle.ts";

describe("the admissions cycle", () => {
  it("is the next year's intake from 1 October, India's day", () => {
    expect(admissionsCycle("2026-11-27")).toEqual({ label: "2027-28", intakeYear: 2027 });
    expect(admissionsCycle("2026-10-01").label).toBe("2027-28");
    expect(admissionsCycle("2026-09-30").label).toBe("2026-27");
    expect(admissionsCycle("2027-01-15").label).toBe("2027-28");
    expect(admissionsCycle("2099-12-31").label).toBe("2100-01");
  });
});
