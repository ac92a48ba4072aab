import { describe, expect, it } from "vitest";
import { NUL_MESSAGE } from "../fields.ts";
import { fieldMessages } from "../errors.ts";
import { todayInIndia } from "../clock.ts";
import {
  feeProgramme,
  recentAcademicYears,
  reviewFormSchema,
  reviewSteps,
  stepOfField,
  stepSchemas,
} from "./reviews.schema.ts";
import { validReviewForm } from "../../tests/support/review-form.ts";

// What the review wizard shows for one step: its own schema's messages.
const stepErrors = (index: number, values: Record<string, string>) => {
  const result = stepSchemas[index].safeParse(values);
  return result.success ? {} : fieldMessages(result.error);
};

describe("reviewFormSchema", () => {
  it("turns a complete flat form into a review with its eight rated steps in order", () => {
    const review = reviewFormSchema.parse(validReviewForm());
    expect(review.steps.map((s) => s.step)).toEqual([1, 2, 3, 4, 5, 6, 7, 9]);
    expect(review.fees).toEqual({});
    expect(review.steps.every((s) => s.rating === 4)).toBe(true);
    expect(review.email).toBe("aarav.k@example.in");
    expect(review.phone).toBe("+919876543210");
    expect(review.consent).toBe(true);
  });

  it("lets the phone number be left empty", () => {
    expect(reviewFormSchema.parse(validReviewForm({ phone: "" })).phone).toBeUndefined();
  });

  it("asks for at least 40 characters on steps 2 to 7 only", () => {
    const result = reviewFormSchema.safeParse(validReviewForm({ text_faculty: "Good teachers.", text_college: "" }));
    expect(result.success).toBe(false);
    const errors = fieldMessages(result.error!);
    expect(errors).toEqual({ text_faculty: "Please write at least 40 characters." });
  });

  it("counts trimmed text, so spaces cannot pad a review", () => {
    const result = reviewFormSchema.safeParse(validReviewForm({ text_campus: `ok${" ".repeat(60)}` }));
    expect(result.success).toBe(false);
  });

  it("rejects a missing or out-of-range rating with one clear message", () => {
    const form = validReviewForm({ rating_hostel: "6" });
    delete form.rating_placements;
    const errors = fieldMessages(reviewFormSchema.safeParse(form).error!);
    expect(errors.rating_hostel).toBe("Please choose a rating from 1 to 5.");
    expect(errors.rating_placements).toBe("Please choose a rating from 1 to 5.");
  });

  it("needs consent, a valid email and an Indian mobile number when one is given", () => {
    const form = validReviewForm({ email: "not-an-email", phone: "12345" });
    delete form.consent;
    const errors = fieldMessages(reviewFormSchema.safeParse(form).error!);
    expect(Object.keys(errors).sort()).toEqual(["consent", "email", "phone"]);
  });
});

describe("input PostgreSQL cannot store", () => {
  it("refuses a NUL character in every text field, naming it before any other problem", () => {
    const form = validReviewForm();
    for (const field of Object.keys(form).filter((name) => !name.startsWith("rating_"))) {
      const result = reviewFormSchema.safeParse({ ...form, [field]: `\0${form[field]}` });
      expect(result.success, field).toBe(false);
      expect(fieldMessages(result.error!)[field], field).toBe(NUL_MESSAGE);
    }
    // The wizard checks each step in the browser with the same rules.
    expect(stepErrors(1, { ...form, text_academics: "\0" })).toEqual({ text_academics: NUL_MESSAGE });
  });

  it("refuses an email address of 255 characters", () => {
    const result = reviewFormSchema.safeParse(validReviewForm({ email: `${"a".repeat(244)}@example.in` }));
    expect(fieldMessages(result.error!)).toEqual({ email: "Please keep the email address under 255 characters." });
  });
});

describe("stepSchemas", () => {
  it("checks only the fields of the given step", () => {
    const form = validReviewForm({ text_academics: "short" });
    expect(stepErrors(0, form)).toEqual({});
    expect(stepErrors(1, form)).toEqual({ text_academics: "Please write at least 40 characters." });
  });

  it("reports every missing field of an empty step", () => {
    expect(Object.keys(stepErrors(0, {})).sort()).toEqual(["collegeName", "courseName", "rating_college"]);
    expect(stepErrors(7, {})).toEqual({}); // what you paid: all optional
    expect(Object.keys(stepErrors(8, {})).sort()).toEqual(["consent", "email", "rating_details", "reviewerName"]);
  });

  it("maps each field back to its step", () => {
    expect(stepOfField("collegeName")).toBe(0);
    expect(stepOfField("text_hostel")).toBe(4);
    expect(stepOfField("feeTuition")).toBe(7);
    expect(stepOfField("consent")).toBe(8);
    expect(reviewSteps).toHaveLength(9);
  });
});

describe("what you paid", () => {
  const [thisYear] = recentAcademicYears(todayInIndia());
  const fees = (values: Record<string, string>) => reviewFormSchema.safeParse(validReviewForm(values));
  const feeErrors = (values: Record<string, string>) => {
    const result = fees(values);
    return result.success ? {} : fieldMessages(result.error);
  };

  it("reads figures grouped the Indian way, with or without the rupee sign, and stores them with the year", () => {
    const result = fees({ feeTuition: "1,50,000", feeHostel: "₹ 85,000", feeYear: thisYear, feeQuota: "OBC" });
    expect(result.data?.fees).toEqual({ tuition: 150_000, hostel: 85_000, year: thisYear, quota: "OBC" });
    expect(fees({ feeTuition: "50,00,000", feeYear: thisYear }).data?.fees.tuition).toBe(5_000_000);
    expect(fees({ feeTuition: "1000", feeYear: thisYear }).data?.fees.tuition).toBe(1_000);
  });

  it("refuses ₹0, ₹10 crore and words, naming the bounds on the field", () => {
    expect(feeErrors({ feeTuition: "0", feeYear: thisYear })).toEqual({
      feeTuition:
        "₹0 a year is outside the tuition fees we accept (₹1,000 to ₹50,00,000 a year). Please check the figure.",
    });
    expect(feeErrors({ feeTuition: "10,00,00,000", feeYear: thisYear }).feeTuition).toMatch(
      /^₹10,00,00,000 a year is outside/,
    );
    expect(feeErrors({ feeHostel: "12,00,000", feeYear: thisYear })).toEqual({
      feeHostel:
        "₹12,00,000 a year is outside the hostel fees we accept (₹1,000 to ₹10,00,000 a year). Please check the figure.",
    });
    expect(feeErrors({ feeTuition: "abc", feeYear: thisYear })).toEqual({
      feeTuition: "Please write the yearly tuition fee in whole rupees, for example 1,50,000, or leave it empty.",
    });
    expect(Object.keys(feeErrors({ feeTuition: "150000.50", feeYear: thisYear }))).toEqual(["feeTuition"]);
    expect(Object.keys(feeErrors({ feeTuition: "1,5,0000", feeYear: thisYear }))).toEqual(["feeTuition"]);
  });

  it("takes the year from the list only, none in the future, and asks for it with a figure", () => {
    const future = `${Number(thisYear.slice(0, 4)) + 1}-${String((Number(thisYear.slice(0, 4)) + 2) % 100).padStart(2, "0")}`;
    expect(feeErrors({ feeTuition: "150000", feeYear: future })).toEqual({
      feeYear: "Please choose an academic year from the list.",
    });
    expect(feeErrors({ feeYear: "2010-11" })).toEqual({ feeYear: "Please choose an academic year from the list." });
    expect(feeErrors({ feeTuition: "150000" })).toEqual({
      feeYear: "Please choose the academic year these fees were for.",
    });
    // The step's own check says the same in the browser.
    expect(stepErrors(7, { feeHostel: "90000" })).toEqual({
      feeYear: "Please choose the academic year these fees were for.",
    });
    expect(feeErrors({ feeQuota: "VIP" })).toEqual({ feeQuota: "Please choose a quota from the list." });
  });

  it("offers the year under way from June and the four before it", () => {
    expect(recentAcademicYears("2026-05-31")).toEqual(["2025-26", "2024-25", "2023-24", "2022-23", "2021-22"]);
    expect(recentAcademicYears("2026-06-01")[0]).toBe("2026-27");
    expect(recentAcademicYears("2099-12-01")[0]).toBe("2099-00");
  });

  it("groups courses by the degree they name", () => {
    expect(feeProgramme("B.Tech Computer Science").label).toBe("B.E./B.Tech");
    expect(feeProgramme("BE Mechanical").key).toBe(feeProgramme("b. tech cse").key);
    expect(feeProgramme("Bachelor of Technology (IT)").label).toBe("B.E./B.Tech");
    expect(feeProgramme("B.Ed").label).toBe("B.Ed");
    expect(feeProgramme("BA LLB (Hons)").label).toBe("Integrated LLB");
    expect(feeProgramme("MBA Finance").label).toBe("MBA/PGDM");
    expect(feeProgramme("Diploma in Hotel Management")).toEqual({
      key: "diploma in hotel management",
      label: "Diploma in Hotel Management",
    });
  });
});
