import { describe, expect, it } from "vitest";
import { pageHref } from "./pagination.tsx";

describe("page addresses", () => {
  it("keep the list's other choices, replace the page, and leave page 1 without ?page", () => {
    const filters = new URLSearchParams({ q: "pune", page: "3" });
    expect(pageHref("/admin/collegepage", filters, 4)).toBe("/admin/collegepage?q=pune&page=4");
    expect(pageHref("/admin/collegepage", filters, 1)).toBe("/admin/collegepage?q=pune");
    expect(pageHref("/admin/leads", new URLSearchParams(), 1)).toBe("/admin/leads");
    expect(filters.get("page")).toBe("3");
  });
});
