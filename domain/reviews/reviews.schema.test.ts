import { describe, expect, it } from "vitest";
import { NUL_MESSAGE } from "../fields.ts";
import { fieldMessages } from "../errors.ts";
import { reviewFormSchema, reviewSteps, stepOfField, stepSchemas } from "./reviews.schema.ts";
import { validReviewForm } from "../../tests/support/review-form.ts";

// What the review wizard shows for one step: its own schema's messages.
const stepErrors = (index: number, values: Record<string, string>) => {
  const result = stepSchemas[index].safeParse(values);
  return result.success ? {} : fieldMessages(result.error);
};

describe("reviewFormSchema", () => {
  it("turns a complete flat form into a review with eight steps in order", () => {
    const review = reviewFormSchema.parse(validReviewForm());
    expect(review.steps.map((s) => s.step)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
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
    expect(Object.keys(stepErrors(7, {})).sort()).toEqual(["consent", "email", "rating_details", "reviewerName"]);
  });

  it("maps each field back to its step", () => {
    expect(stepOfField("collegeName")).toBe(0);
    expect(stepOfField("text_hostel")).toBe(4);
    expect(stepOfField("consent")).toBe(7);
    expect(reviewSteps).toHaveLength(8);
  });
});
