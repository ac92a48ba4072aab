import { expect, test } from "@playwright/test";
import { contentPages } from "../support/content-pages.ts";
import { axeViolations } from "../support/axe.ts";

// One page of each kind beyond the content pages: the fifteen fixed ranking pages share one module and differ in
// their NIRF list (/Delhi, a content page, is an engineering list by state; /mbbspage the medical list), as
// the directory's depths share another.
const extra = [
  "/mbbspage",
  "/Blog/first-year-hostel-checklist",
  "/colleges",
  "/colleges/kerala",
  "/colleges/kerala/ernakulam?stream=engineering&sort=nirf",
  "/all-courses",
  "/c_pages/MBBS",
  "/college/national-institute-of-technology-tiruchirappalli",
];

// /College-Ranking is /CollegRanking under another address.
const pages = [...contentPages.map((p) => p.path).filter((path) => path !== "/College-Ranking"), ...extra];
// Spread over both workers: the file is the run's longest.
test.describe.configure({ mode: "parallel" });

for (const path of pages) {
  test(`${path} has no WCAG 2.2 AA violations`, async ({ page }) => {
    // axe over /Scholarship's 204 cards took more than 30 s beside the other journeys once (27 November).
    test.setTimeout(90_000);
    await page.goto(path);
    // The map is a third-party page inside an iframe; its markup is not ours to fix.
    expect(await axeViolations(page, { exclude: "iframe" })).toEqual([]);
  });
}
