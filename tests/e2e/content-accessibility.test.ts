import { expect, test } from "@playwright/test";
import { contentPages } from "../support/content-pages.ts";
import { axeViolations } from "../support/axe.ts";

const extra = [
  "/jaipur",
  "/CS",
  "/mbbspage",
  "/Accounting",
  "/bseNpage",
  "/bapage",
  "/Blog/first-year-hostel-checklist",
  "/colleges",
  "/colleges/kerala",
  "/colleges/kerala/ernakulam?stream=engineering&sort=nirf",
  "/all-courses",
  "/c_pages/MBBS",
  "/college/national-institute-of-technology-tiruchirappalli",
];

for (const path of [...contentPages.map((p) => p.path), ...extra]) {
  test(`${path} has no WCAG 2.2 AA violations`, async ({ page }) => {
    // axe over /Scholarship's 204 cards took more than 30 s beside the other journeys once (27 November).
    test.setTimeout(90_000);
    await page.goto(path);
    // The map is a third-party page inside an iframe; its markup is not ours to fix.
    expect(await axeViolations(page, { exclude: "iframe" })).toEqual([]);
  });
}
