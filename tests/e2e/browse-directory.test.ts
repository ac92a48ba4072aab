// The college directory: a state's districts, a district's institutions, filters with their counts (without
// JavaScript too), the NIRF sort, pages, an unranked college, and the home page's count of institutions.
import { readFileSync } from "node:fs";
import { expect, type Page, test } from "@playwright/test";

const manifest = JSON.parse(readFileSync(new URL("../../db/data/manifest.json", import.meta.url), "utf8")) as {
  files: { file: string; rows: number }[];
};
const institutionRows = manifest.files.find((f) => f.file === "institutions.csv.gz")!.rows;

const number = (text: string) => Number(text.replace(/[^0-9]/g, ""));
const cards = (page: Page) => page.getByTestId("institution-card");
const resultCount = async (page: Page) => number((await page.getByTestId("result-count").innerText()).split(" ")[0]);

test("a state lists its districts with counts, and a district page lists its institutions", async ({ page }) => {
  await page.goto("/colleges/kerala");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Colleges in Kerala");
  const districts = page.getByTestId("place-index");
  await districts.getByText(/Districts of Kerala \(\d+\)/).click();
  const ernakulam = districts.getByRole("link", { name: /^Ernakulam [\d,]+$/ });
  const listed = number(await ernakulam.innerText());
  await ernakulam.click();

  await expect(page).toHaveURL(/\/colleges\/kerala\/ernakulam$/);
  await expect(page).toHaveTitle(/^Colleges in Ernakulam, Kerala: [\d,]+ institutions$/);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/colleges\/kerala\/ernakulam$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Colleges in Ernakulam, Kerala");
  const crumbs = page.getByRole("navigation", { name: "Breadcrumb" });
  await expect(crumbs.getByRole("link", { name: "Kerala" })).toHaveAttribute("href", "/colleges/kerala");
  expect(await resultCount(page)).toBe(listed);
  await expect(page.getByTestId("result-count")).toContainText("page 1 of");
  await expect(page.getByText(/^Source: AISHE directory/).first()).toBeVisible();
  await expect(cards(page)).toHaveCount(20);
  const first = cards(page).first();
  await expect(first.locator("h3").getByRole("link")).toHaveAttribute("href", /^\/college\/[a-z0-9-]+$/);
  await expect(first).toContainText("Ernakulam, Kerala");
});

test("an unknown state or district is a 404 page; a place in capitals goes to its lower-case address", async ({
  page,
}) => {
  for (const path of ["/colleges/atlantis", "/colleges/kerala/atlantis", "/colleges/kerala/ernakulam/more"]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByText("I have bad news for you")).toBeVisible();
  }
  await page.goto("/colleges/Tamil-Nadu/Chennai?sort=nirf");
  await expect(page).toHaveURL(/\/colleges\/tamil-nadu\/chennai\?sort=nirf$/);
});

test("sorting by NIRF rank puts ranked institutions first, best first", async ({ page }) => {
  await page.goto("/colleges/tamil-nadu/chennai");
  await page.getByRole("navigation", { name: "Sort" }).getByRole("link", { name: "NIRF rank" }).click();
  await expect(page).toHaveURL(/\?sort=nirf$/);
  await expect(page.getByRole("navigation", { name: "Sort" }).locator("[aria-current]")).toHaveText("NIRF rank");
  await expect(page.getByTestId("nirf-rank").first()).toHaveText(/^NIRF/);
  const ranks = await page.getByTestId("nirf-rank").allInnerTexts();
  const ranked = ranks.filter((r) => r.startsWith("NIRF"));
  expect(ranked.length).toBeGreaterThan(5);
  // Each card names the list and year of its rank.
  for (const r of ranked) expect(r).toMatch(/^NIRF 20\d\d · .+ #\d+$/);
  const numbers = ranked.map((r) => Number(/#(\d+)$/.exec(r)![1]));
  expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
  // Ranked first: no unranked card before the last ranked one.
  expect(ranks.slice(0, ranked.length).every((r) => r.startsWith("NIRF"))).toBe(true);
});

test("page links move through the list, and a page past the end shows the last", async ({ page }) => {
  await page.goto("/colleges/kerala/ernakulam?kind=college");
  const firstName = await cards(page).first().locator("h3").getByRole("link").innerText();
  await page.getByRole("navigation", { name: "Pages" }).getByRole("link", { name: "Next" }).click();
  await expect(page).toHaveURL(/\?kind=college&page=2$/);
  await expect(page.getByTestId("result-count")).toContainText("page 2 of");
  await expect(cards(page).first().locator("h3").getByRole("link")).not.toHaveText(firstName);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\?kind=college&page=2$/);

  await page.goto("/colleges/kerala/ernakulam?kind=college&page=999");
  const status = await page.getByTestId("result-count").innerText();
  const [, shown, last] = /page (\d+) of (\d+)/.exec(status)!;
  expect(shown).toBe(last);
  await expect(cards(page).first()).toBeVisible();
});

test("a college without a NIRF rank says so on its card and on its page", async ({ page }) => {
  await page.goto("/colleges/kerala/ernakulam");
  const unranked = cards(page).filter({ hasText: "Not ranked by NIRF" }).first();
  const name = await unranked.locator("h3").getByRole("link").innerText();
  await unranked.locator("h3").getByRole("link").click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
  await expect(page.getByRole("region", { name: "NIRF rankings" })).toContainText("Not ranked by NIRF");
});

test("the home page counts every institution of the catalogue, and its places lead to their directory pages", async ({
  page,
}) => {
  await page.goto("/");
  const feature = page.getByTestId("feature-building");
  await expect(feature).toHaveText(`${institutionRows.toLocaleString("en-IN")} institutions`);
  await expect(page.getByText("Verified information")).toHaveCount(0);
  await expect(page.getByText("AISHE, AICTE, NMC, NIRF")).toBeVisible();

  const chennai = page.getByTestId("study-places").getByRole("link", { name: /^Chennai / });
  await expect(chennai).toHaveAttribute("href", "/colleges/tamil-nadu/chennai");
  const count = number((await chennai.innerText()).split("\n")[1]);
  await page.goto("/colleges/tamil-nadu/chennai");
  expect(await resultCount(page)).toBe(count);

  await page.goto("/");
  await feature.getByRole("link").click();
  await expect(page).toHaveURL(/\/colleges$/);
  expect(await resultCount(page)).toBe(institutionRows);
});

test("the All Courses sidebar's places show the count of the page they open", async ({ page }) => {
  await page.goto("/college-predictor");
  await page.getByRole("button", { name: "All Courses" }).click();
  const sidebar = page.getByRole("dialog", { name: "All Courses" });
  await sidebar.getByRole("button", { name: "MBBS" }).click();
  await sidebar.getByText("Top Cities & States").click();
  const link = sidebar.getByRole("link", { name: /^Medical colleges in Tamil Nadu/ });
  const count = number(await link.innerText());
  await link.click();
  await expect(page).toHaveURL(/\/colleges\/tamil-nadu\?stream=medicine$/);
  expect(await resultCount(page)).toBe(count);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a filter link's count is the number of institutions it lists; chosen filters can be removed", async ({
    page,
  }) => {
    await page.goto("/colleges/tamil-nadu/chennai");
    const all = await resultCount(page);
    const filters = page.getByRole("navigation", { name: "Filters" });
    const engineering = filters.getByRole("link", { name: /^Engineering [\d,]+$/ });
    const count = number(await engineering.innerText());
    expect(count).toBeGreaterThan(0);
    expect(count).toBeLessThan(all);
    await engineering.click();
    await expect(page).toHaveURL(/\/colleges\/tamil-nadu\/chennai\?stream=engineering$/);
    expect(await resultCount(page)).toBe(count);

    const privately = filters.getByRole("link", { name: /^Private [\d,]+$/ });
    const both = number(await privately.innerText());
    await privately.click();
    await expect(page).toHaveURL(/\?management=private&stream=engineering$/);
    expect(await resultCount(page)).toBe(both);
    await expect(cards(page)).toHaveCount(Math.min(both, 20));
    for (const text of await cards(page).allInnerTexts()) expect(text).toContain("Private");

    await page
      .getByRole("group", { name: "Chosen filters" })
      .getByRole("link", { name: /^Engineering/ })
      .click();
    await expect(page).toHaveURL(/\?management=private$/);
    await page.getByRole("link", { name: "Clear all" }).click();
    await expect(page).toHaveURL(/\/colleges\/tamil-nadu\/chennai$/);
    expect(await resultCount(page)).toBe(all);
  });

  test("a stream and a course are links with counts, each saying what it is read from", async ({ page }) => {
    await page.goto("/colleges/tamil-nadu/chennai");
    const filters = page.getByRole("navigation", { name: "Filters" });
    const streams = filters.getByRole("region", { name: "Stream" });
    await expect(streams).toContainText("From AICTE programmes, NMC seats, NIRF lists");
    const law = streams.getByRole("link", { name: /^Law [\d,]+$/ });
    const count = number(await law.innerText());
    expect(count).toBeGreaterThan(0);
    await law.click();
    await expect(page).toHaveURL(/\/colleges\/tamil-nadu\/chennai\?stream=law$/);
    await expect(page).toHaveTitle(/\(Law\)/);
    expect(await resultCount(page)).toBe(count);
    await expect(cards(page)).toHaveCount(Math.min(count, 20));

    // A course within the stream: MBA among the law colleges lists what its count says, none or some.
    const mba = filters.getByRole("region", { name: "Course" }).locator("li").filter({ hasText: "MBA / PGDM" });
    const both = number(await mba.innerText());
    if (both > 0) {
      await mba.getByRole("link").click();
      await expect(page).toHaveURL(/\?stream=law&course=mba$/);
      expect(await resultCount(page)).toBe(both);
    }

    // An older link that names the stream "discipline" lists the same institutions.
    await page.goto("/colleges/tamil-nadu/chennai?discipline=law");
    expect(await resultCount(page)).toBe(count);
  });
});
