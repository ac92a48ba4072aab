import { describe, expect, it } from "vitest";
import { z } from "zod";
import { cardSliderInputSchema } from "../../domain/card-sliders/card-sliders.schema.ts";
import { collegeInputSchema } from "../../domain/colleges/colleges.schema.ts";
import { NUL_MESSAGE } from "../../domain/fields.ts";
import { streamInputSchema } from "../../domain/streams/streams.schema.ts";
import { fieldMessages } from "../../domain/errors.ts";
import { pageNumber } from "./admin-form.ts";
import { formErrors, parseForm } from "./checked-form.ts";
import { safeNext } from "./admin-session.server.ts";

const intent = (value: object) => JSON.stringify(value);

describe("parseForm", () => {
  const schema = z.object({
    name: z.string().min(1, "This field is required"),
    courses: z.array(z.object({ fees: z.string().min(1, "This field is required") })).min(1),
  });

  it("nests Conform's names and keys errors by them, leaving files to the extra check", () => {
    const form = new FormData();
    form.set("name", "IIT");
    form.set("courses[0].fees", "₹1");
    form.set("courses[1].fees", "");
    form.set("image", new File(["x"], "x.png"));
    const submission = parseForm(form, schema, (f): Record<string, string> =>
      f.get("image") ? {} : { image: "needed" },
    );
    expect(submission.payload).toMatchObject({ name: "IIT", courses: [{ fees: "₹1" }, { fees: "" }] });
    expect(submission.status === "error" && submission.error).toEqual({ "courses[1].fees": "This field is required" });
  });

  it("gives the parsed value when everything is right", () => {
    const form = new FormData();
    form.set("name", "IIT");
    form.set("courses[0].fees", "₹1");
    const submission = parseForm(form, schema);
    expect(submission.status === "success" && submission.value).toEqual({ name: "IIT", courses: [{ fees: "₹1" }] });
  });

  it("adds and removes rows for a list intent, without a result to save", () => {
    const form = new FormData();
    form.set("name", "IIT");
    form.set("courses[0].fees", "₹1");
    form.set("__intent__", intent({ type: "insert", payload: { name: "courses" } }));
    const added = parseForm(form, schema);
    expect(added.status).toBeUndefined();
    expect(added.reply().initialValue).toEqual({ name: "IIT", courses: [{ fees: "₹1" }, undefined] });

    form.set("__intent__", intent({ type: "remove", payload: { name: "courses", index: 0 } }));
    form.set("courses[1].fees", "₹2");
    expect(parseForm(form, schema).reply().initialValue).toEqual({ name: "IIT", courses: [{ fees: "₹2" }] });
  });

  it("keeps one row when the last one is removed", () => {
    const form = new FormData();
    form.set("courses[0].fees", "₹1");
    form.set("__intent__", intent({ type: "remove", payload: { name: "courses", index: 0 } }));
    const submission = parseForm(form, schema);
    expect(submission.status).toBeUndefined();
    expect(submission.reply().initialValue?.courses).toHaveLength(1);
  });

  it("ignores absurd row numbers and refuses prototype keys", () => {
    const form = new FormData();
    form.set("courses[99999].fees", "x");
    expect(parseForm(form, schema).payload).toEqual({});
    const polluted = new FormData();
    polluted.set("__proto__.polluted", "yes");
    polluted.set("constructor.prototype.x", "y");
    expect(parseForm(polluted, schema).payload).toEqual({});
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

describe("formErrors", () => {
  it("names the domain's errors as the form does", () => {
    expect(formErrors({ "courses.3.id": "Unknown", name: "Required" })).toEqual({
      "courses[3].id": "Unknown",
      name: "Required",
    });
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
    const card = parseForm(form, cardSliderInputSchema);
    expect(card.status === "error" && card.error).toEqual({ collegeTitle: NUL_MESSAGE, linkName1: NUL_MESSAGE });

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
