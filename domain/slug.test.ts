import { describe, expect, it } from "vitest";
import { courseKey, slugify } from "./slug.ts";

describe("slugify", () => {
  it("makes readable URL slugs", () => {
    expect(slugify("Indian Institute of Technology Delhi")).toBe("indian-institute-of-technology-delhi");
    expect(slugify("St. Xavier's College (Autonomous), Mumbai")).toBe("st-xavier-s-college-autonomous-mumbai");
    expect(slugify("Arts & Science")).toBe("arts-and-science");
  });
});

describe("courseKey", () => {
  it("ignores case and punctuation", () => {
    expect(courseKey("B. Tech")).toBe("btech");
    expect(courseKey("B.Tech")).toBe(courseKey("btech"));
  });
});
