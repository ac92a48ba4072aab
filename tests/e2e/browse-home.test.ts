// A student browses the home page: every section in the spec's order, with its counts and buttons.
import { expect, test } from "@playwright/test";
import { admissionsCycle } from "../../domain/admissions-cycle.ts";
import { todayInIndia } from "../../domain/clock.ts";

test("the home page shows its sections with the spec's counts", async ({ page }) => {
  const response = await page.goto("/");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Find the right college after 12th");
  await expect(page.getByTestId("explore-cards").getByRole("listitem")).toHaveCount(6);
  await expect(page.getByTestId("explore-cards").getByRole("link", { name: /College Compair/ })).toHaveAttribute(
    "href",
    "/compare",
  );

  // Top Colleges: the NIRF Overall top 10; College Ranking: the NIRF Engineering top 5, 'n out of' all it ranks.
  const topColleges = page.getByRole("region", { name: "Top Colleges" });
  await expect(topColleges).toContainText("NIRF 2025 Overall ranking");
  const topRows = page.getByTestId("top-colleges").locator("tbody tr");
  await expect(topRows).toHaveCount(10);
  await expect(topRows.first()).toContainText("#1");
  await expect(topRows.first().getByRole("link")).toHaveAttribute("href", /^\/college\/[a-z0-9-]+$/);
  await expect(topColleges.getByTestId("ranking-source")).toContainText("Source: NIRF 2025, Overall");

  // The heading is the portal's cycle; the table says which NIRF year it is.
  const ranking = page.getByRole("region", { name: `College Ranking ${admissionsCycle(todayInIndia()).label}` });
  await expect(ranking).toContainText("NIRF 2025 Engineering ranking");
  const rankingRows = page.getByTestId("ranking-table").locator("tbody tr");
  await expect(rankingRows).toHaveCount(5);
  await expect(rankingRows.first()).toContainText("1 out of 100");
  await expect(rankingRows.nth(4)).toContainText("5 out of 100");
  await expect(ranking.getByTestId("ranking-source")).toContainText("Source: NIRF 2025, Engineering");

  await expect(page.getByTestId("study-places").getByRole("group")).toHaveCount(9);
  await expect(page.getByText("Loading courses...")).toHaveCount(0);
  await expect(page.getByTestId("top-courses").getByRole("listitem").first()).toBeVisible();
  await expect(page.getByTestId("exams-carousel").getByRole("group")).toHaveCount(11);
  await expect(page.getByTestId("faqs").locator("details")).toHaveCount(6);
  await expect(page.getByTestId("study-goals").getByRole("group")).toHaveCount(6);
  // Three links per study goal card; the third goes to its own linkname (linkname3), not linkname2.
  const firstGoal = page.getByTestId("study-goals").getByRole("group").first();
  await expect(firstGoal.getByRole("link")).toHaveCount(3);
  await expect(firstGoal.getByRole("link").nth(2)).toHaveAttribute("href", "/c_pages/PhD");
});

test("More Courses shows 12 programs, then 16, then disappears", async ({ page }) => {
  await page.goto("/");
  const tiles = page.getByTestId("program-grid").getByRole("listitem");
  await expect(tiles).toHaveCount(12);
  await expect(tiles.first().getByRole("link", { name: /\d+ Courses/ })).toHaveAttribute(
    "href",
    /^\/Programe-course\//,
  );
  await expect(tiles.first().getByRole("img")).toHaveAttribute("src", /^\/uploads\/program-/);
  await page.getByRole("button", { name: "More Courses" }).click();
  await expect(tiles).toHaveCount(16);
  await expect(page.getByRole("button", { name: "More Courses" })).toHaveCount(0);
});

test("Load More Colleges shows 6 city cards, then all 9, then disappears", async ({ page }) => {
  await page.goto("/");
  const cards = page.getByTestId("city-cards").getByRole("listitem");
  await expect(cards).toHaveCount(6);
  await page.getByRole("button", { name: "Load More Colleges" }).click();
  await expect(cards).toHaveCount(9);
  await expect(page.getByRole("button", { name: "Load More Colleges" })).toHaveCount(0);
  await cards.nth(8).getByRole("link", { name: "Colleges in Bhopal" }).click();
  await expect(page).toHaveURL(/\/TopStudy-colleges\/Bhopal$/);
});

test("carousels can be paused, and do not move for visitors who ask for reduced motion", async ({ browser }) => {
  const context = await browser.newContext({ reducedMotion: "reduce" });
  const page = await context.newPage();
  await page.goto("/");
  await expect(page.getByRole("button", { name: "Play Highlights" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Play Entrance Exams" })).toBeVisible();
  await context.close();

  const moving = await browser.newPage();
  await moving.goto("/");
  const pause = moving.getByRole("button", { name: "Pause Entrance Exams" });
  await expect(pause).toBeVisible();
  await pause.click();
  await expect(moving.getByRole("button", { name: "Play Entrance Exams" })).toBeVisible();
  await moving.close();
});

test("a carousel moves with its arrows, Next wraps to the first, and it scrolls without JavaScript", async ({
  browser,
}) => {
  const page = await browser.newPage({ reducedMotion: "reduce", viewport: { width: 1280, height: 900 } });
  await page.goto("/");
  await page.waitForLoadState("networkidle");
  const exams = page.getByTestId("exams-carousel");
  const row = exams.locator(".snap-x");
  const left = () => row.evaluate((el) => Math.round(el.scrollLeft));
  expect(await left()).toBe(0);
  await exams.getByRole("button", { name: "Next slide" }).click();
  await expect.poll(left).toBeGreaterThan(0);
  // Eleven exams, four in view: eight positions; from the last, Next goes back to the first.
  for (let i = 0; i < 6; i++) await exams.getByRole("button", { name: "Next slide" }).click();
  const last = await left();
  expect(last).toBeGreaterThan(0);
  await exams.getByRole("button", { name: "Next slide" }).click();
  await expect.poll(left).toBe(0);
  await exams.getByRole("button", { name: "Previous slide" }).click();
  await expect.poll(left).toBe(last);
  await page.close();

  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 360, height: 800 } });
  const noScript = await context.newPage();
  await noScript.goto("/");
  const staticRow = noScript.getByTestId("exams-carousel").locator(".snap-x");
  await staticRow.evaluate((el) => el.scrollBy({ left: el.clientWidth }));
  expect(await staticRow.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
  await context.close();
});

test("an unknown address shows the 404 page with a way back home", async ({ page }) => {
  const response = await page.goto("/no/such/page");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "I have bad news for you..." })).toBeVisible();
  await expect(
    page.getByText("The page you are looking for might be removed or is temporarily unavailable"),
  ).toBeVisible();
  await expect(page.getByTestId("site-header")).toBeVisible();
  await page.getByRole("link", { name: "Back to homepage" }).click();
  await expect(page).toHaveURL(/\/$/);
});
