import { describe, expect, it } from "vitest";
import { readCollegeFilters } from "./college-filters.server.ts";
import { filtersHref } from "./college-filters.ts";

describe("college filters in the address", () => {
  it("reads sensible values and drops nonsense", () => {
    const f = readCollegeFilters(new URLSearchParams("state=Karnataka&maxFee=abc&sort=cheapest&page=-3&city="));
    expect(f).toEqual({ state: "Karnataka", city: undefined, maxFee: undefined, sort: undefined, page: undefined });
    expect(readCollegeFilters(new URLSearchParams("maxFee=200000&sort=fees&page=2"))).toMatchObject({
      maxFee: 200000,
      sort: "fees",
      page: 2,
    });
  });

  it("builds links that keep the other choices and restart paging when a filter changes", () => {
    const current = { state: "Delhi", sort: "fees" as const, page: 3 };
    expect(filtersHref("/TopStudy-colleges/Delhi", current, { page: 4 })).toBe(
      "/TopStudy-colleges/Delhi?state=Delhi&sort=fees&page=4",
    );
    expect(filtersHref("/x", current, { maxFee: 100000 })).toBe("/x?state=Delhi&sort=fees&maxFee=100000");
    expect(filtersHref("/x", {}, { page: 1 })).toBe("/x");
  });
});
