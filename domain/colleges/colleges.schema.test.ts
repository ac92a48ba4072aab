import { describe, expect, it } from "vitest";
import { fieldMessages } from "../errors.ts";
import { collegeInputSchema } from "./colleges.schema.ts";

const valid = {
  name: "Alpha College",
  city: "Pune",
  state: "Maharashtra",
  fee: "₹1,00,000",
  placementAvg: "₹5 LPA",
  placementHigh: "₹9 LPA",
  courses: [{ name: "B.Com", fees: "₹50,000", eligibility: "Class 12", applicationDate: "2027-05-31" }],
  bannerText: "b",
  bannerSubText: "b",
  heading: "h",
  subHeading1: "s",
  subHeading2: "s",
};

describe("where a college page's figures come from", () => {
  it("is optional: left out or empty, nothing is recorded", () => {
    const parsed = collegeInputSchema.parse({ ...valid, figuresAsOf: "", figuresSourceUrl: "" });
    expect(parsed.figuresAsOf).toBeUndefined();
    expect(parsed.figuresSourceUrl).toBe("");
  });

  it("keeps a past date and a web address", () => {
    const parsed = collegeInputSchema.parse({
      ...valid,
      figuresAsOf: "2026-11-01",
      figuresSourceUrl: "https://www.example.ac.in/fees",
    });
    expect(parsed).toMatchObject({ figuresAsOf: "2026-11-01", figuresSourceUrl: "https://www.example.ac.in/fees" });
  });

  it("refuses a date in the future, an impossible date and an address that is not a web page", () => {
    const result = collegeInputSchema.safeParse({
      ...valid,
      figuresAsOf: "2099-01-01",
      figuresSourceUrl: "javascript:alert(1)",
    });
    expect(result.success).toBe(false);
    expect(fieldMessages(result.error!)).toMatchObject({
      figuresAsOf: "The date cannot be in the future.",
      figuresSourceUrl: "The source must be a web address starting with https://.",
    });
    const impossible = collegeInputSchema.safeParse({ ...valid, figuresAsOf: "2026-02-30" });
    expect(fieldMessages(impossible.error!).figuresAsOf).toBe("Please enter a real date (YYYY-MM-DD).");
  });
});
