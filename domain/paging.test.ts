import { describe, expect, it } from "vitest";
import { pageSlice, readPageNumber, wholeNumberParam } from "./paging.ts";

describe("readPageNumber", () => {
  it("reads a whole page number from 1 to the list's last possible page", () => {
    expect(readPageNumber("3", 100)).toBe(3);
    expect(readPageNumber(" 7 ", 100)).toBe(7);
    expect(readPageNumber("100", 100)).toBe(100);
  });

  it("drops anything else, so a bad address shows a list rather than an error", () => {
    for (const raw of [undefined, null, "", "0", "-2", "2.5", "abc", "101", "Infinity"]) {
      expect(readPageNumber(raw, 100), String(raw)).toBeUndefined();
    }
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
