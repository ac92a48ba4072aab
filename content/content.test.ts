// The fixed content keeps the counts SPEC.md promises, and every article is a real read.
import { describe, expect, it } from "vitest";
import { blogPosts, findBlogPost, wordCount } from "./blog-posts.ts";
import { exams, findExam } from "./exams.ts";
import { institutes } from "./institutes.ts";
import { findRankingPage, rankingPages } from "./ranking-pages.ts";
import { courseLevels, courseNames, interestCards } from "./top-courses.ts";
import { abroadUniversities } from "./study-abroad.ts";

describe("fixed content", () => {
  it("has six blog articles of at least 400 words each, with unique slugs", () => {
    expect(blogPosts).toHaveLength(6);
    for (const post of blogPosts) expect(wordCount(post), post.slug).toBeGreaterThanOrEqual(400);
    expect(new Set(blogPosts.map((p) => p.slug)).size).toBe(6);
    expect(findBlogPost("how-to-read-nirf-rankings")?.title).toMatch(/NIRF/);
  });

  it("has SPEC.md's nine exams with their rules and the bulletin they are from, then JEE Advanced and CUET UG", () => {
    expect(exams.map((e) => e.slug)).toEqual([
      "jee-main",
      "neet-ug",
      "gate",
      "cat",
      "clat",
      "upsc-cse",
      "bitsat",
      "xat",
      "srmjeee",
      "jee-advanced",
      "cuet-ug",
    ]);
    for (const e of exams.slice(0, 9)) {
      expect(e.eligibility.length).toBeGreaterThan(0);
      expect(e.pattern.length).toBeGreaterThan(0);
      expect(e.rulesFrom).toMatch(/^.+ 2025 /);
    }
    // The two added exams hold no rules of their own: their page sends readers to the official bulletin.
    for (const e of exams.slice(9)) expect([e.eligibility.length, e.pattern.length, e.fee]).toEqual([0, 0, null]);
    expect(findExam("GATE")?.shortName).toBe("GATE");
    expect(findExam("gate-2025")).toBeUndefined();
  });

  it("keeps the counts of the listing pages", () => {
    expect(institutes).toHaveLength(10);
    expect(courseLevels).toHaveLength(6);
    expect(interestCards.map((c) => c.name)).toEqual([
      "Engineering",
      "Management",
      "Commerce",
      "Arts",
      "Medical",
      "Design",
      "Law",
    ]);
    expect(courseNames).toHaveLength(19);
    expect(abroadUniversities).toHaveLength(6);
  });

  it("has fifteen ranking pages, each naming a NIRF list, found in any letter case", () => {
    expect(rankingPages).toHaveLength(15);
    for (const page of rankingPages) {
      expect(["Engineering", "Medical", "Colleges"], page.path).toContain(page.list.category);
      expect(page.list.scope, page.path).toMatch(/^(every ranked institution in |the top \d+ )/);
      expect(page.images).toHaveLength(2);
    }
    expect(new Set(rankingPages.map((p) => p.path.toLowerCase())).size).toBe(15);
    expect(findRankingPage("/DELHI")?.path).toBe("/Delhi");
    expect(findRankingPage("/cs/")?.path).toBe("/CS");
    expect(findRankingPage("/nowhere")).toBeUndefined();
  });
});
