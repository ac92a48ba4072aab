import { describe, expect, it } from "vitest";
import { pageSlice, wholeNumberParam } from "./paging.ts";

describe("a page number", () => {
  const page = wholeNumberParam("page", 100);
  it("is a whole number from 1 to the list's last possible page", () => {
    expect(page.parse("3")).toBe(3);
    expect(page.parse(" 7 ")).toBe(7);
    expect(page.parse("100")).toBe(100);
  });

  it("is nothing else, which a page's address reader then drops (domain/read-query.ts)", () => {
    for (const raw of ["0", "-2", "2.5", "abc", "101", "Infinity"])
      expect(page.safeParse(raw).success, raw).toBe(false);
  });
});

describe("wholeNumberParam", () => {
  it("says what is wrong, naming the parameter", () => {
    const limit = wholeNumberParam("limit", 100);
    expect(limit.safeParse("x").error?.issues[0].message).toBe("limit must be a whole number.");
    expect(limit.safeParse("0").error?.issues[0].message).toBe("limit starts at 1.");
    expect(limit.safeParse("101").error?.issues[0].message).toBe("limit must be at most 100.");
    expect(limit.parse("100")).toBe(100);
  });
});

describe("pageSlice", () => {
  it("turns a page number into the rows to skip and take", () => {
    expect(pageSlice(1, 25)).toEqual({ limit: 25, offset: 0 });
    expect(pageSlice(3, 25)).toEqual({ limit: 25, offset: 50 });
  });
});
