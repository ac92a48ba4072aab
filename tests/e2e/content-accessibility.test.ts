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
  "/colleges/kerala/ernakulam?discipline=engineering&sort=nirf",
  "/all-courses",
  "/c_pages/MBBS",
  "/college/national-institute-of-technology-tiruchirappalli",
];

for (const path of [...contentPages.map((p) => p.path), ...extra]) {
  test(`${path} has no WCAG 2.2 AA violations`, async ({ page }) => {
    await page.goto(path);
    // The map is a third-party page inside an iframe; its markup is not ours to fix.
    expect(await axeViolations(page, { exclude: "iframe" })).toEqual([]);
  });
}
