import { describe, expect, it } from "vitest";
import { readIntentWords } from "./search-intent.ts";

describe("a query read as a directory list", () => {
  it("reads a course or stream and the place, in either order", () => {
    expect(readIntentWords("mba pune")).toEqual({ course: "mba", place: ["pune"] });
    expect(readIntentWords("Pune MBA")).toEqual({ course: "mba", place: ["pune"] });
    expect(readIntentWords("engineering colleges in alwar")).toEqual({ stream: "engineering", place: ["alwar"] });
    expect(readIntentWords("medical colleges bihar")).toEqual({ stream: "medicine", place: ["bihar"] });
    expect(readIntentWords("law colleges delhi")).toEqual({ stream: "law", place: ["delhi"] });
    expect(readIntentWords("B.Tech CSE colleges in Tamil Nadu")).toEqual({
      course: "btech-cse",
      place: ["tamil", "nadu"],
    });
    expect(readIntentWords("government medical colleges in bihar")).toEqual({
      management: "government",
      stream: "medicine",
      place: ["bihar"],
    });
    expect(readIntentWords("arts and science colleges chennai")).toEqual({
      stream: "arts-science-commerce",
      place: ["chennai"],
    });
  });

  it("reads a stream alone as all of India", () => {
    expect(readIntentWords("law colleges")).toEqual({ stream: "law", place: [] });
    expect(readIntentWords("top mba colleges in india")).toEqual({ course: "mba", place: [] });
  });

  it("leaves names alone", () => {
    expect(readIntentWords("iit bombay")).toBeUndefined();
    expect(readIntentWords("jnu")).toBeUndefined();
    expect(readIntentWords("lawrence school")).toBeUndefined();
    // "Lawrence College of Law" reads as law in a place "lawrence": no such place (search-intent.server.test.ts).
    expect(readIntentWords("Lawrence College of Law")).toEqual({ stream: "law", place: ["lawrence"] });
    expect(readIntentWords("pune")).toBeUndefined();
    expect(readIntentWords("colleges in pune")).toBeUndefined();
  });

  it("leaves queries that are no one list", () => {
    // Two courses, two streams, or place words apart.
    expect(readIntentWords("mba mca pune")).toBeUndefined();
    expect(readIntentWords("law medical delhi")).toBeUndefined();
    expect(readIntentWords("tamil mba nadu")).toBeUndefined();
  });
});
