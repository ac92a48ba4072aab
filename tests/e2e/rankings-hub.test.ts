// The rankings hub (/CollegRanking): a student picks a NIRF category and year and sorts the table, all by
// address, so it works with JavaScript off.
import { expect, test, type Page } from "@playwright/test";

const rows = (page: Page) => page.getByTestId("ranking-table").locator("tbody tr");
const scores = async (page: Page) =>
  (await rows(page).locator("td:nth-child(3)").allTextContents()).map((t) => Number(t));

test("without JavaScript a student switches category and year and sorts the table", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/CollegRanking");
  await expect(page.getByRole("heading", { name: "NIRF 2025: Overall" })).toBeVisible();
  await expect(rows(page)).toHaveCount(100);
  await expect(rows(page).first()).toContainText("#1");
  // Overall has sub-scores.
  await expect(page.getByTestId("ranking-table").locator("thead")).toContainText("TLR");

  await page.getByRole("navigation", { name: "NIRF category" }).getByRole("link", { name: "Engineering" }).click();
  await expect(page).toHaveURL(/\/CollegRanking\?category=Engineering$/);
  await expect(page.getByRole("heading", { name: "NIRF 2025: Engineering" })).toBeVisible();
  await expect(page.getByTestId("ranking-source")).toContainText("Source: NIRF 2025, Engineering");

  await page.getByRole("navigation", { name: "Year" }).getByRole("link", { name: "2024" }).click();
  await expect(page).toHaveURL(/\?category=Engineering&year=2024$/);
  await expect(page.getByRole("heading", { name: "NIRF 2024: Engineering" })).toBeVisible();
  await expect(page.getByTestId("ranking-source")).toContainText("Source: NIRF 2024, Engineering");
  await expect(page.getByTestId("nirf-method")).toContainText("How NIRF ranks");

  await page.getByRole("link", { name: "Score (sort by score)" }).click();
  await expect(page).toHaveURL(/\?category=Engineering&year=2024&sort=score$/);
  await expect(page.getByRole("columnheader", { name: /Score/ })).toHaveAttribute("aria-sort", "descending");
  const byScore = await scores(page);
  expect(byScore).toEqual([...byScore].sort((a, b) => b - a));

  await page.getByRole("link", { name: "Institution (sort by name)" }).click();
  await expect(page).toHaveURL(/sort=name$/);
  await expect(page.getByRole("columnheader", { name: /Institution/ })).toHaveAttribute("aria-sort", "ascending");
  const names = await rows(page).locator("th a").allTextContents();
  expect(names[0].localeCompare(names[names.length - 1])).toBeLessThan(0);
  await context.close();
});

test("a category or year the portal does not hold says so and shows what it has", async ({ page, baseURL }) => {
  await page.goto("/College-Ranking?category=Colleges&year=2025");
  await expect(page.getByTestId("ranking-notice")).toHaveText(
    "We hold no NIRF Colleges ranking for 2025: here is 2024.",
  );
  await expect(page.getByRole("heading", { name: "NIRF 2024: Colleges" })).toBeVisible();
  expect(await page.locator('link[rel="canonical"]').getAttribute("href")).toBe(
    new URL("/CollegRanking?category=Colleges&year=2024", baseURL).href,
  );
  // 2024 categories give the score only: no sub-score columns.
  await expect(page.getByTestId("ranking-table").locator("thead")).not.toContainText("TLR");
});

test("on a phone the hub shows cards with sort links and no sideways scrolling", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto("/CollegRanking?category=Medical&year=2025");
  const cards = page.getByTestId("ranking-table").locator("tbody tr");
  await expect(cards).toHaveCount(50);
  await expect(cards.first()).toContainText("#1");
  await expect(page.getByTestId("ranking-table").locator("thead")).toBeHidden();
  await page.getByRole("link", { name: "Name", exact: true }).click();
  await expect(page).toHaveURL(/sort=name$/);
  await expect(page.getByText("Sort by").locator("..").locator('[aria-current="true"]')).toHaveText("Name");
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});
