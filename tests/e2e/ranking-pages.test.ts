// The fifteen fixed ranking pages of SPEC.md §2: their titles, breadcrumbs, images and notification box,
// and a NIRF table that says which list, year and filter it is, with its source.
import { expect, test } from "@playwright/test";

const pages: [path: string, title: string, list: RegExp][] = [
  [
    "/Delhi",
    "Top B.Tech Colleges in Delhi (NIRF 2025 Ranking)",
    /^NIRF 2025 Engineering ranking: every ranked institution in Delhi \(\d+ institutions\)/,
  ],
  [
    "/jaipur",
    "Top B.Tech Colleges in Jaipur (NIRF 2025 Ranking)",
    /^NIRF 2025 Engineering ranking: every ranked institution in Rajasthan, the state of Jaipur \(\d+ institutions, \d+ of them in Jaipur\)/,
  ],
  [
    "/mumbai",
    "Top B.Tech Colleges in Mumbai (NIRF 2025 Ranking)",
    /^NIRF 2025 Engineering ranking: every ranked institution in Maharashtra, the state of Mumbai/,
  ],
  [
    "/CS",
    "Top ME/M.Tech Computer Science Colleges in India (NIRF 2025 Ranking)",
    /^NIRF 2025 Engineering ranking: the top 20 institutions in India/,
  ],
  [
    "/Electronic",
    "Top ME/M.Tech Electronics & Communication Colleges in India (NIRF 2025 Ranking)",
    /^NIRF 2025 Engineering ranking: the top 20/,
  ],
  [
    "/Civil",
    "Top ME/M.Tech Civil Engineering Colleges in India (NIRF 2025 Ranking)",
    /^NIRF 2025 Engineering ranking: the top 20/,
  ],
  [
    "/mbbspage",
    "Top MBBS Colleges in Bangalore (NIRF 2025 Ranking)",
    /^NIRF 2025 Medical ranking: every ranked institution in Karnataka, the state of Bangalore \(\d+ institutions, \d+ of them in Bengaluru\)/,
  ],
  [
    "/chennai",
    "Top MBBS Colleges in Chennai (NIRF 2025 Ranking)",
    /^NIRF 2025 Medical ranking: every ranked institution in Tamil Nadu, the state of Chennai/,
  ],
  [
    "/Accounting",
    "Top B.Com Accounting Colleges in India (NIRF 2024 Ranking)",
    /^NIRF 2024 Colleges ranking: the top 20 colleges in India/,
  ],
  [
    "/Finance",
    "Top B.Com Finance Colleges in India (NIRF 2024 Ranking)",
    /^NIRF 2024 Colleges ranking: the top 20 colleges/,
  ],
  [
    "/Math",
    "Top B.Sc Mathematics Colleges in India (NIRF 2024 Ranking)",
    /^NIRF 2024 Colleges ranking: the top 20 colleges/,
  ],
  [
    "/Physics",
    "Top B.Sc Physics Colleges in India (NIRF 2024 Ranking)",
    /^NIRF 2024 Colleges ranking: the top 20 colleges/,
  ],
  [
    "/Chemistry",
    "Top B.Sc Chemistry Colleges in India (NIRF 2024 Ranking)",
    /^NIRF 2024 Colleges ranking: the top 20 colleges/,
  ],
  [
    "/bseNpage",
    "Top B.Sc Nursing Colleges in India (NIRF 2025 Ranking)",
    /^NIRF 2025 Medical ranking: the top 20 institutions in India/,
  ],
  ["/bapage", "Top BA Colleges in India (NIRF 2024 Ranking)", /^NIRF 2024 Colleges ranking: the top 20 colleges/],
];

test("all fifteen ranking pages keep their title, breadcrumb, images and notifications, with a sourced NIRF table", async ({
  page,
  baseURL,
}) => {
  const titles = new Set<string>();
  for (const [path, title, list] of pages) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
    titles.add(await page.title());
    await expect(page.getByRole("link", { name: "Home" }).first()).toHaveAttribute("href", "/");
    await expect(page.getByRole("navigation", { name: "Breadcrumb" })).toBeVisible();
    expect(await page.locator("main img[width][height]").count(), path).toBeGreaterThanOrEqual(2);
    // The notices box stays; SPEC's four notices are from July 2024, past their date, so it says none are new.
    await expect(page.getByTestId("ranking-notifications")).toContainText("No new notifications just now.");
    expect(await page.locator('link[rel="canonical"]').getAttribute("href")).toBe(new URL(path, baseURL).href);

    const table = page.getByTestId("ranking-table");
    await expect(table.locator("caption")).toHaveText(list);
    expect(await table.locator("tbody tr").count(), path).toBeGreaterThanOrEqual(2);
    // No fees or figures that NIRF does not publish.
    await expect(table).not.toContainText("₹");
    await expect(page.getByTestId("ranking-source")).toContainText(
      /^Source: NIRF 202[45], (Engineering|Medical|Colleges)/,
    );
    await expect(page.getByTestId("ranking-source").getByRole("link")).toHaveAttribute("href", /nirfindia\.org/);
  }
  expect(titles.size).toBe(pages.length);
});

test("/Delhi lists NIRF's Engineering institutions in Delhi by rank, each linked to its page", async ({ page }) => {
  await page.goto("/Delhi");
  const rows = page.getByTestId("ranking-table").locator("tbody tr");
  await expect(rows.first()).toContainText("#2");
  await expect(rows.first()).toContainText("Indian Institute of Technology Delhi");
  await expect(rows.first()).toContainText("85.74");
  const ranks = (await rows.locator("td:first-child").allTextContents()).map((t) => Number(t.replace("#", "")));
  expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
  for (const place of await rows.locator("th span.block").allTextContents()) expect(place).toMatch(/, Delhi$/);
  await rows.first().getByRole("link").click();
  await expect(page).toHaveURL(/\/college\/[a-z0-9-]+$/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Indian Institute of Technology Delhi");
});

test("on a phone a ranking page shows each row as a card with rank, name and score, and no sideways scrolling", async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto("/mbbspage");
  const table = page.getByTestId("ranking-table");
  await expect(table.locator("thead")).toBeHidden();
  const cards = table.locator("tbody tr");
  expect(await cards.count()).toBeGreaterThanOrEqual(2);
  await expect(cards.first()).toContainText(/^#\d+/);
  await expect(cards.first()).toContainText(/Score \d+\.\d\d/);
  const card = await cards.first().boundingBox();
  expect(card!.width).toBeGreaterThan(300);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});

test("other letter cases of a ranking path redirect permanently to the listed path", async ({ request }) => {
  for (const [variant, target] of [
    ["/delhi", "/Delhi"],
    ["/DELHI", "/Delhi"],
    ["/cs", "/CS"],
    ["/MbbsPage", "/mbbspage"],
    ["/Jaipur?utm_source=x", "/jaipur?utm_source=x"],
  ]) {
    const response = await request.get(variant, { maxRedirects: 0 });
    expect(response.status(), variant).toBe(301);
    expect(response.headers().location, variant).toBe(target);
  }
});
