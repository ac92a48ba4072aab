import { describe, expect, it } from "vitest";
import { z } from "zod";
import { cardSliderInputSchema } from "../../domain/card-sliders/card-sliders.schema.ts";
import { collegeInputSchema } from "../../domain/colleges/colleges.schema.ts";
import { NUL_MESSAGE } from "../../domain/fields.ts";
import { streamInputSchema } from "../../domain/streams/streams.schema.ts";
import { fieldMessages } from "../../domain/errors.ts";
import { formValues, pageNumber } from "./admin-form.ts";
import { safeNext } from "./admin-session.server.ts";

describe("formValues", () => {
  it("nests dotted names, closes holes left by removed rows and leaves files out", () => {
    const form = new FormData();
    form.set("name", "IIT");
    form.set("courses.0.name", "B.Tech");
    form.set("courses.2.name", "MBA");
    form.set("image", new File(["x"], "x.png"));
    expect(formValues(form)).toEqual({ name: "IIT", courses: [{ name: "B.Tech" }, { name: "MBA" }] });
  });

  it("ignores prototype keys and absurd indexes", () => {
    const form = new FormData();
    form.set("__proto__.polluted", "yes");
    form.set("courses.99999.name", "x");
    form.set("constructor.prototype.x", "y");
    expect(formValues(form)).toEqual({});
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

describe("fieldMessages on an admin form", () => {
  it("keys the first message by the dotted field name", () => {
    const schema = z.object({ courses: z.array(z.object({ fees: z.string().min(1, "This field is required") })) });
    const result = schema.safeParse({ courses: [{ fees: "" }] });
    expect(result.success ? {} : fieldMessages(result.error)).toEqual({ "courses.0.fees": "This field is required" });
  });
});

describe("a NUL character in an admin form", () => {
  it("is refused with a message on its field, whatever else is wrong with the value", () => {
    const form = new FormData();
    form.set("cardName", "Engineering");
    form.set("collegeTitle", "Top\0 Engineering Colleges");
    form.set("linkName1", "\0");
    form.set("linkName2", "mtech");
    form.set("linkName3", "diploma");
    const card = cardSliderInputSchema.safeParse(formValues(form));
    expect(card.success ? {} : fieldMessages(card.error)).toEqual({
      collegeTitle: NUL_MESSAGE,
      linkName1: NUL_MESSAGE,
    });

    const college = collegeInputSchema.safeParse({ courses: [{ name: "B.Tech\0" }], subheading: "\0" });
    const errors = college.success ? {} : fieldMessages(college.error);
    expect(errors["courses.0.name"]).toBe(NUL_MESSAGE);
    expect(errors.subheading).toBe(NUL_MESSAGE);

    const stream = streamInputSchema.safeParse({ applicationDate: "2026-06-01\0" });
    expect(stream.success ? {} : fieldMessages(stream.error)).toMatchObject({ applicationDate: NUL_MESSAGE });
  });
});

describe("pageNumber and safeNext", () => {
  it("reads ?page, at least 1", () => {
    expect(pageNumber(new URL("http://x/a?page=3"))).toBe(3);
    expect(pageNumber(new URL("http://x/a?page=-2"))).toBe(1);
    expect(pageNumber(new URL("http://x/a?page=abc"))).toBe(1);
  });

  it("only returns to admin pages of this site", () => {
    expect(safeNext("/admin/leads?source=brochure")).toBe("/admin/leads?source=brochure");
    for (const bad of ["https://evil.test/admin/x", "//evil.test", "/admin//evil.test", "/admin/\\evil", "/", null]) {
      expect(safeNext(bad)).toBe("/admin/dashboard");
    }
  });
});
