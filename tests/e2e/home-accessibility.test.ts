// axe-core (WCAG 2.2 AA) on the home page and another page that hydrates, with each popup open in turn (the 404
// page is a reading page, whose menus are plain disclosures: reading-pages.test.ts).
import { expect, test, type Page } from "@playwright/test";
import { axeViolations } from "../support/axe.ts";

// Popups fade in: with motion reduced (app.css) they open at full colour, so axe measures what a student sees.
test.use({ reducedMotion: "reduce" });

// Each popup is checked where it is (the page behind it is checked once, with nothing open): axe over the
// whole home page, six times per page, was the run's second-longest file.
const popups: [string, string | undefined, (page: Page) => Promise<void>][] = [
  ["nothing", undefined, async () => {}],
  ["the goal panel", '[role="dialog"]', async (page) => page.getByTestId("goal-button").click()],
  [
    "the popular cities",
    '[role="dialog"]',
    async (page) => {
      await page.getByTestId("goal-button").click();
      await page.getByRole("button", { name: "MBBS" }).click();
    },
  ],
  ["the notification", '[role="dialog"]', async (page) => page.getByRole("button", { name: "Notifications" }).click()],
  [
    "the All Courses sidebar",
    '[role="dialog"]',
    async (page) => {
      await page.getByRole("button", { name: "All Courses" }).click();
      await page.getByRole("button", { name: "MBBS" }).click();
      await page.getByText("Top Cities & States").click();
    },
  ],
  [
    "the Explore menu",
    '[data-testid="explore-menu"]',
    async (page) => page.getByTestId("explore-menu").locator("summary").click(),
  ],
];

for (const path of ["/", "/contact"]) {
  for (const [name, within, open] of popups) {
    test(`${path} with ${name} open has no WCAG 2.2 AA violations`, async ({ page }) => {
      await page.goto(path);
      await open(page);
      if (within) await expect(page.locator(within)).toBeVisible();
      expect(await axeViolations(page, { within })).toEqual([]);
    });
  }
}

test("/ with the counselling popup open has no WCAG 2.2 AA violations", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("button", { name: "Need Counselling" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Submit" }).waitFor();
  expect(await axeViolations(page)).toEqual([]);
});

test("/ with the brochure popup open has no WCAG 2.2 AA violations", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("button", { name: "Download Boucher" }).first().click();
  await page.getByRole("dialog").getByRole("button", { name: "Download Brochure" }).waitFor();
  expect(await axeViolations(page)).toEqual([]);
});

test("/ with the typeahead open has no WCAG 2.2 AA violations", async ({ page }) => {
  await page.goto("/");
  const search = page.getByTestId("hero-search");
  await search.getByRole("combobox").fill("delhi");
  // The fixed list and, below it, the server search's suggestions.
  await expect(search.getByRole("group", { name: "More colleges, courses and exams" })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});
