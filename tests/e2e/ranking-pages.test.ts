import { expect, test } from "@playwright/test";

const paths = [
  "/Delhi",
  "/jaipur",
  "/mumbai",
  "/CS",
  "/Electronic",
  "/Civil",
  "/mbbspage",
  "/chennai",
  "/Accounting",
  "/Finance",
  "/Math",
  "/Physics",
  "/Chemistry",
  "/bseNpage",
  "/bapage",
];

test("all fifteen ranking pages answer with a table of at least ten colleges", async ({ page, baseURL }) => {
  const titles = new Set<string>();
  for (const path of paths) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    titles.add(await page.title());
    await expect(page.getByRole("link", { name: "Home" }).first()).toHaveAttribute("href", "/");
    await expect(page.getByRole("navigation", { name: "Breadcrumb" })).toBeVisible();
    expect(await page.getByTestId("ranking-table").locator("tbody tr").count(), path).toBeGreaterThanOrEqual(10);
    const images = page.locator("main img[width][height]");
    expect(await images.count(), path).toBeGreaterThanOrEqual(2);
    expect(await page.locator('link[rel="canonical"]').getAttribute("href")).toBe(new URL(path, baseURL).href);
  }
  expect(titles.size).toBe(paths.length);
});

test("other letter cases of a ranking path redirect permanently to the listed path", async ({ request }) => {
  for (const [variant, target] of [
    ["/delhi", "/Delhi"],
    ["/DELHI", "/Delhi"],
    ["/cs", "/CS"],
    ["/MbbsPage", "/mbbspage"],
    ["/Jaipur?x=1", "/jaipur?x=1"],
  ]) {
    const response = await request.get(variant, { maxRedirects: 0 });
    expect(response.status(), variant).toBe(301);
    expect(response.headers().location, variant).toBe(target);
  }
});
