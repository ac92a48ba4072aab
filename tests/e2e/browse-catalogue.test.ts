import { expect, type Page, test } from "@playwright/test";
import { axeViolations } from "../support/axe.ts";

async function firstCoursePage(page: Page, name: string): Promise<string> {
  await page.goto("/Collegespage");
  const link = page.getByRole("link", { name: new RegExp(`^${name.replace(".", "\\.")} Colleges`) });
  return (await link.getAttribute("href"))!;
}

test("a student goes from a course page to a college and its B.Tech branches", async ({ page }) => {
  const path = await firstCoursePage(page, "B.Tech");
  await page.goto(path);
  await expect(page.getByRole("navigation", { name: "Breadcrumb" })).toContainText("B.Tech Colleges");
  const blocks = page.getByTestId("college-block");
  // 31 demo colleges offer B.Tech: 20 on the first page, in blocks of 5 rows.
  await expect(blocks).toHaveCount(4);
  for (let i = 0; i < 4; i++) await expect(blocks.nth(i).locator("tbody tr")).toHaveCount(5);
  await expect(blocks.first().locator("thead")).toContainText(/CD Rank\s*Colleges\s*Course Fees\s*Placement\s*Ranking/);
  const firstRow = blocks.first().locator("tbody tr").first();
  // The demo pages are about real institutions: their invented rank, fee and packages are not shown.
  await expect(firstRow).toContainText("Not published");
  await expect(blocks.first()).not.toContainText("₹");

  await firstRow.getByRole("link", { name: "Indian Institute of Technology Madras", exact: true }).click();
  await expect(page).toHaveURL(/\/college\/indian-institute-of-technology-madras$/);
  await expect(page.getByRole("heading", { name: "Academic Excellence" })).toBeVisible();
  const courses = page.getByRole("region", { name: /Courses at/ }).locator("table");
  await expect(courses.locator("thead")).toContainText(/Course\s*Fees\s*Eligibility\s*Application Date\s*Action/);

  await courses.getByRole("link", { name: "B.Tech", exact: true }).click();
  await expect(page).toHaveURL(/\/branch\/[0-9a-f-]{36}\/[0-9a-f-]{36}$/);
  // The address changes before the branch page replaces the college page (whose cut-off section has tables of
  // its own), so the branch table is found by its heading.
  const streams = page.getByRole("main").locator("table", { has: page.locator("thead", { hasText: "B.Tech Course" }) });
  await expect(streams).toHaveCount(1);
  await expect(streams.locator("tbody tr")).toHaveCount(4);
  await expect(streams).toContainText("Computer Science and Engineering");
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("filters and pages a city's colleges through plain links and forms", async ({ page }) => {
    await page.goto("/TopStudy-colleges");
    await expect(page.getByRole("main").getByRole("status")).toContainText("68 colleges, page 1 of 4");
    await page.getByRole("main").getByRole("link", { name: "Next" }).click();
    await expect(page).toHaveURL(/\?page=2$/);
    await expect(page.getByRole("main").getByRole("status")).toContainText("68 colleges, page 2 of 4");

    await page.getByLabel("State").selectOption("Karnataka");
    await page.getByLabel("Sort by").selectOption("fees");
    await page.getByRole("button", { name: "Show colleges" }).click();
    await expect(page).toHaveURL(/state=Karnataka/);
    await expect(page).toHaveURL(/sort=fees/);
    const fees = await page
      .locator("[data-testid=college-block] tbody tr td:nth-child(3) span:first-child")
      .allInnerTexts();
    expect(fees.length).toBeGreaterThan(0);
    // No demo page about a real college shows a fee, so none can be sorted or filtered on.
    expect(new Set(fees)).toEqual(new Set(["Not published"]));
    await expect(page.getByTestId("college-block").filter({ hasText: "Tamil Nadu" })).toHaveCount(0);

    await page.getByLabel("Fees up to").selectOption("200000");
    await page.getByRole("button", { name: "Show colleges" }).click();
    await expect(page).toHaveURL(/maxFee=200000/);
    await expect(page.getByText("We could not find a college for this choice")).toBeVisible();
  });

  test("says so in words when nothing matches, with a way back", async ({ page }) => {
    await page.goto("/TopStudy-colleges/Atlantis");
    await expect(page.getByText("We could not find a college for this choice")).toBeVisible();
    await expect(page.getByRole("link", { name: "Browse colleges by course" })).toBeVisible();
  });
});

test("a home-page city card's spelling finds that state's colleges", async ({ page }) => {
  await page.goto("/TopStudy-colleges/TamilNadu");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Top Colleges in TamilNadu");
  const cities = await page.locator("[data-testid=college-block] tbody tr th span.block:first-of-type").allInnerTexts();
  expect(cities.length).toBeGreaterThan(5);
  expect(cities).toContain("Chennai");
  // These are demo pages about real colleges: no invented figure, and so no illustration note either.
  await expect(page.getByTestId("college-block").first()).toContainText("Not published");
  await expect(page.getByTestId("college-block").first()).not.toContainText("₹");
  await expect(page.getByTestId("figures-note")).toHaveCount(0);
});

test("a college opened by id moves to its canonical slug address", async ({ page, request }) => {
  await page.goto("/college/indian-institute-of-technology-delhi");
  const branchHref = await page
    .getByRole("main")
    .getByRole("link", { name: "B.Tech", exact: true })
    .getAttribute("href");
  const collegeId = branchHref!.split("/")[2];
  const response = await request.get(`/college/${collegeId}`, { maxRedirects: 0 });
  expect(response.status()).toBe(301);
  expect(response.headers().location).toBe("/college/indian-institute-of-technology-delhi");
  const canonical = await page.locator('link[rel="canonical"]').getAttribute("href");
  expect(canonical).toMatch(/\/college\/indian-institute-of-technology-delhi$/);
});

test("a program page lists its universities with fees and dates", async ({ page }) => {
  await page.goto("/");
  const href = await page.locator('a[href^="/Programe-course/"]').first().getAttribute("href");
  await page.goto(href!);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Admission 2027");
  await expect(page.locator("li[id^=course-]").first()).toContainText("Application Date");
});

test("unknown colleges, course pages, branches and programs are 404 pages", async ({ page }) => {
  for (const path of [
    "/college/no-such-college",
    "/Collegespage/not-an-id",
    "/Collegespage/00000000-0000-4000-8000-000000000000",
    "/branch/x/y",
    "/Programe-course/123",
  ]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
  }
});

test("the course college page finds a college by name", async ({ page }) => {
  await page.goto("/c_pages/MBBS");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Top MBBS Colleges in India");
  await page.getByLabel("Search MBBS colleges").fill("Christian Medical");
  await page.getByRole("button", { name: "Go", exact: true }).click();
  await expect(page).toHaveURL(/\/college\/christian-medical-college-vellore$/);
  // The visit is remembered once the college page has rendered.
  await expect(page.getByRole("heading", { name: "Academic Excellence" })).toBeVisible();
  await page.goto("/c_pages/MBBS");
  await expect(page.getByRole("heading", { name: "Recently visited" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Christian Medical College Vellore" }).first()).toBeVisible();
});

for (const path of ["/Collegespage", "/college/anna-university", "/TopStudy-colleges/Pune", "/c_pages/B.Com"]) {
  test(`${path} has no WCAG 2.2 AA violations`, async ({ page }) => {
    await page.goto(path);
    expect(await axeViolations(page)).toEqual([]);
  });
}

test("a course page gives the facts, its exams and the colleges offering it", async ({ page }) => {
  await page.goto("/course/mbbs");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "MBBS: Bachelor of Medicine and Bachelor of Surgery",
  );
  await page.getByRole("link", { name: "NEET UG", exact: true }).click();
  await expect(page).toHaveURL(/\/exam\/neet-ug$/);
  await page.goBack();
  const colleges = page.locator("section[aria-labelledby=colleges-heading] ol li");
  // The ten demo medical colleges all offer MBBS; AIIMS New Delhi is the best ranked (#6).
  await expect(colleges).toHaveCount(10);
  await expect(colleges.first()).toContainText("#6");
  await page.goto("/course/btech");
  await expect(colleges).toHaveCount(10);
  await page.getByRole("link", { name: "See all 31 colleges offering BTech" }).click();
  await expect(page).toHaveURL(/\/c_pages\/B\.Tech$/);
  expect((await page.goto("/course/astrology"))?.status()).toBe(404);
});

test("on a 360 px phone the college list is a column of cards, with nothing wider than the screen", async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 800 });
  for (const path of ["/TopStudy-colleges/Pune", "/c_pages/MBA", "/college/anna-university"]) {
    await page.goto(path);
    expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(360);
  }
  await page.goto("/TopStudy-colleges/Pune");
  // Each row is a card: the college with its Apply Now first, then the figures, all within the screen.
  const card = page.getByTestId("college-block").first().locator("tbody tr").first();
  await expect(card).toBeVisible();
  await expect(card.locator('td[data-label="Course Fees"]')).toContainText("Not published");
  const cardBox = (await card.boundingBox())!;
  expect(cardBox.x).toBeGreaterThanOrEqual(0);
  expect(cardBox.x + cardBox.width).toBeLessThanOrEqual(360);
  const apply = (await card.getByRole("button", { name: /^Apply Now/ }).boundingBox())!;
  expect(apply.x + apply.width).toBeLessThanOrEqual(360);
  // Each card names its own figures: the column heads are not shown.
  await expect(page.getByTestId("college-block").first().locator("thead")).toBeHidden();
});
