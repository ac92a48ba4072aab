import { describe, expect, it } from "vitest";
import { z } from "zod";
import { queryReader } from "./read-query.ts";

const read = queryReader({
  q: z
    .string()
    .trim()
    .transform((v) => v || undefined),
  page: z.coerce
    .number({ error: "page must be a whole number." })
    .int("page must be a whole number.")
    .min(1, "page starts at 1."),
  sort: z.enum(["name", "rank"], { error: "sort is name or rank." }),
});

describe("queryReader", () => {
  it("parses each parameter present with its own schema", () => {
    expect(read(new URLSearchParams("q=%20iit%20&page=3&sort=rank"))).toEqual({
      values: { q: "iit", page: 3, sort: "rank" },
      invalid: {},
    });
  });

  it("drops a bad value, keeps the others, and names the bad one with its message", () => {
    expect(read(new URLSearchParams("q=iit&page=0&sort=price"))).toEqual({
      values: { q: "iit" },
      invalid: { page: "page starts at 1.", sort: "sort is name or rank." },
    });
    expect(read(new URLSearchParams("page=two")).invalid.page).toBe("page must be a whole number.");
  });

  it("leaves out what is absent, or what parses to nothing, and takes a repeated parameter's first value", () => {
    expect(read(new URLSearchParams("q=%20%20&page=&other=1"))).toEqual({ values: {}, invalid: {} });
    expect(read(new URLSearchParams("sort=name&sort=price")).values.sort).toBe("name");
  });
});
