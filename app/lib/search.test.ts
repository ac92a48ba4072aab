import { describe, expect, it } from "vitest";
import { resolveSearchPath, searchItems } from "../../content/search-items.ts";
import { matchSearchItems, moveHighlight } from "./search.ts";

describe("the fixed search list", () => {
  it("holds 10 colleges, 14 exams and 10 courses", () => {
    const count = (type: string) => searchItems.filter((i) => i.type === type).length;
    expect([count("college"), count("exam"), count("course")]).toEqual([10, 14, 10]);
  });
});

describe("matchSearchItems", () => {
  it("matches anywhere in the name, ignoring case", () => {
    expect(matchSearchItems(searchItems, "BOMBAY").map((i) => i.name)).toEqual(["IIT Bombay"]);
    expect(matchSearchItems(searchItems, " ug").map((i) => i.name)).toEqual(["NEET UG", "CUET UG"]);
  });

  it("suggests nothing for an empty or blank query", () => {
    expect(matchSearchItems(searchItems, "")).toEqual([]);
    expect(matchSearchItems(searchItems, "   ")).toEqual([]);
  });

  it("keeps the list short", () => {
    expect(matchSearchItems(searchItems, "i")).toHaveLength(8);
    expect(matchSearchItems(searchItems, "i", 20)).toHaveLength(13);
  });
});

describe("moveHighlight", () => {
  it("starts from nothing and moves down without wrapping", () => {
    expect(moveHighlight(-1, 1, 3)).toBe(0);
    expect(moveHighlight(0, 1, 3)).toBe(1);
    expect(moveHighlight(2, 1, 3)).toBe(2);
  });

  it("moves up without wrapping and never leaves a highlight for nothing", () => {
    expect(moveHighlight(2, -1, 3)).toBe(1);
    expect(moveHighlight(0, -1, 3)).toBe(0);
    expect(moveHighlight(-1, -1, 3)).toBe(-1);
  });

  it("has nothing to highlight in an empty list", () => {
    expect(moveHighlight(-1, 1, 0)).toBe(-1);
    expect(moveHighlight(3, -1, 0)).toBe(-1);
  });
});

describe("resolveSearchPath", () => {
  it("uses the item's own path", () => {
    expect(resolveSearchPath({ type: "exam", name: "GATE", path: "/exam/gate" })).toBe("/exam/gate");
  });

  it("looks an item without a path up in the small local list", () => {
    expect(resolveSearchPath({ type: "exam", name: "NEET PG" })).toBe("/exam/neet-ug");
  });

  it("gives nothing when neither knows the item", () => {
    expect(resolveSearchPath({ type: "exam", name: "MAT" })).toBeUndefined();
  });
});
