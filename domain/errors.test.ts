import { describe, expect, it } from "vitest";
import { z } from "zod";
import { fieldMessages } from "./errors.ts";

const schema = z.object({
  name: z.string().min(2, "Too short").max(5, "Too long"),
  courses: z.array(z.object({ fees: z.string().min(1, "This field is required") })),
});

describe("fieldMessages", () => {
  it("keeps the first message per field, keyed by the dotted path, in the order zod found them", () => {
    const result = schema.safeParse({ name: "", courses: [{ fees: "" }, { fees: "" }] });
    const errors = fieldMessages(result.error!);
    expect(errors).toEqual({
      name: "Too short",
      "courses.0.fees": "This field is required",
      "courses.1.fees": "This field is required",
    });
    expect(Object.keys(errors)).toEqual(["name", "courses.0.fees", "courses.1.fees"]);
  });

  it("keeps only the first of several messages for one field", () => {
    const twice = z.object({ code: z.string().min(3, "first").regex(/^\d+$/, "second") });
    expect(fieldMessages(twice.safeParse({ code: "x" }).error!)).toEqual({ code: "first" });
  });

  it("puts a problem with the whole input under the name the caller gives, or 'form'", () => {
    const error = schema.safeParse("not an object").error!;
    expect(Object.keys(fieldMessages(error))).toEqual(["form"]);
    expect(fieldMessages(error, "body", () => "Please send a JSON object.")).toEqual({
      body: "Please send a JSON object.",
    });
  });
});
