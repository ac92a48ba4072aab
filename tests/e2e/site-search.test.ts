// The site search against the whole public catalogue: typo-tolerant suggestions in the header on a phone,
// /search with its filters and pages without JavaScript, GET /api/search, and axe on /search.
import { expect, test } from "@playwright/test";
import { axeViolations } from "../support/axe.ts";

test("phone: a typo in the header search is forgiven, and the arrow keys and Enter open the institution", async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: { width: 360, height: 780 }, hasTouch: true, isMobile: true });
  const page = await context.newPage();
  await page.goto("/About", { waitUntil: "networkidle" });
  const search = page.getByTestId("header-search");
  const input = search.getByRole("combobox");
  const iitb = search.getByRole("option", { name: /Indian Institute of Technology Bombay/ });
  // Typed before the page's scripts have run, the letters would reach no suggestions: type until they do.
  await expect(async () => {
    await input.fill("");
    await input.pressSequentially("iit bomby");
    await expect(iitb).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 20_000 });
  await expect(iitb).toContainText("Mumbai, Maharashtra");
  await expect(search.getByRole("option", { name: "See all results for “iit bomby”" })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await page.screenshot({ path: "test-results/search-suggestions-phone.png" });

  await input.press("ArrowDown");
  await expect(search.getByRole("option").first()).toHaveAttribute("aria-selected", "true");
  await expect(search.getByRole("option").first()).toContainText("Indian Institute of Technology Bombay");
  await input.press("Enter");
  // IIT Bombay has a staff-run college page, which is where the catalogue's institution leads.
  await expect(page).toHaveURL(/\/college\/indian-institute-of-technology-bombay(-mumbai)?$/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText(
    /Indian Institute of Technology Bombay|IIT Bombay/,
  );
  await context.close();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the header's form leads to /search, whose filters and pages are links with their counts", async ({ page }) => {
    await page.goto("/About");
    const input = page.getByTestId("header-search").getByRole("combobox");
    await input.fill("delhi universty");
    await input.press("Enter");
    await expect(page).toHaveURL(/\/search\?q=delhi\+universty$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Search results for “delhi universty”");
    const results = page.getByTestId("search-results").getByRole("listitem");
    await expect(results.first()).toContainText("Delhi");

    const filters = page.getByRole("navigation", { name: "Filter institutions" });
    const universities = filters.getByRole("link", { name: /^University\s+[\d,]+$/ });
    const count = Number((await universities.innerText()).replace(/\D/g, ""));
    expect(count).toBeGreaterThan(0);
    await universities.click();
    await expect(page).toHaveURL(/\/search\?q=delhi\+universty&kind=university$/);
    await expect(page.getByTestId("result-count")).toContainText(`${count.toLocaleString("en-IN")} result`);

    await filters.getByRole("link", { name: /^Delhi\s+[\d,]+$/ }).click();
    await expect(page).toHaveURL(/kind=university&state=delhi$/);
    await filters.getByRole("link", { name: /NIRF-ranked only/ }).click();
    await expect(page).toHaveURL(/kind=university&state=delhi&ranked=1$/);
    await expect(results.first()).toContainText("University of Delhi");
    // The rank says which NIRF list and year it is.
    await expect(results.first()).toContainText(/NIRF 20\d\d · [A-Za-z ]+ #\d+/);
    await page
      .getByRole("group", { name: "Chosen filters" })
      .getByRole("link", { name: /University/ })
      .click();
    await expect(page).toHaveURL(/\/search\?q=delhi\+universty&state=delhi&ranked=1$/);

    // A broad query has pages; a page past the end shows the last.
    await page.goto("/search?q=engineering&type=government");
    await expect(page.getByTestId("result-count")).toContainText("page 1 of");
    await page.getByRole("navigation", { name: "Pages" }).getByRole("link", { name: "Page 2" }).click();
    await expect(page).toHaveURL(/\/search\?q=engineering&type=government&page=2$/);
    await expect(page.getByTestId("result-count")).toContainText("page 2 of");
    await page.goto("/search?q=engineering&type=government&page=4999");
    await expect(page.getByTestId("result-count")).not.toContainText("page 4999");
  });

  test("Devanagari and nonsense are answered with a page, never an error", async ({ page }) => {
    const hindi = await page.goto(`/search?q=${encodeURIComponent("दिल्ली विश्वविद्यालय")}`);
    expect(hindi?.status()).toBe(200);
    await expect(page.getByTestId("search-results").getByRole("listitem").first()).toContainText("University of Delhi");
    const nonsense = await page.goto(`/search?q=${encodeURIComponent("नमस्ते ' & | !:* zzqqxx")}&kind=bogus&page=-3`);
    expect(nonsense?.status()).toBe(200);
    await expect(page.getByTestId("result-count")).toHaveText("No relevant page found.");
  });
});

test("GET /api/search: typos, short names and Devanagari against the catalogue; 400 per field", async ({ request }) => {
  const names = async (q: string, limit = 3) => {
    const res = await request.get("/api/search", { params: { q, limit } });
    expect(res.status(), q).toBe(200);
    return ((await res.json()).results as { name: string }[]).map((r) => r.name);
  };
  expect(await names("iit bomby")).toContain("Indian Institute of Technology Bombay");
  expect(await names("jamia milia")).toContain("Jamia Millia Islamia");
  expect(await names("manipal univercity")).toContain("Manipal Academy of Higher Education");
  expect((await names("DU", 1))[0]).toBe("University of Delhi");
  expect((await names("NIT Trichy", 1))[0]).toBe("National Institute of Technology, Tiruchirappalli");
  expect((await names("दिल्ली विश्वविद्यालय", 1))[0]).toBe("University of Delhi");
  const neet = await request.get("/api/search?q=neet&limit=8");
  expect((await neet.json()).results).toContainEqual(expect.objectContaining({ type: "exam", url: "/exam/neet-ug" }));

  const missing = await request.get("/api/search?limit=8");
  expect(missing.status()).toBe(400);
  expect((await missing.json()).errors).toEqual({ q: "q is required." });
  const tooMany = await request.get("/api/search?q=iit&limit=50");
  expect(tooMany.status()).toBe(400);
  expect((await tooMany.json()).errors).toEqual({ limit: "limit must be at most 20." });
});

test("/search has no WCAG 2.2 AA violations, with results and filters and with nothing found", async ({ page }) => {
  await page.goto("/search?q=iit&kind=university");
  await expect(page.getByTestId("search-results")).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: "test-results/search-desktop.png", fullPage: true });
  await page.setViewportSize({ width: 360, height: 780 });
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: "test-results/search-phone.png", fullPage: true });
  await page.goto("/search?q=zzqqxx");
  expect(await axeViolations(page)).toEqual([]);
  await page.goto("/search");
  expect(await axeViolations(page)).toEqual([]);
});

test("header suggestions with the popup open have no WCAG 2.2 AA violations", async ({ page }) => {
  await page.goto("/About", { waitUntil: "networkidle" });
  const search = page.getByTestId("header-search");
  await expect(async () => {
    await search.getByRole("combobox").fill("");
    await search.getByRole("combobox").pressSequentially("jamia milia");
    await expect(search.getByRole("option").first()).toContainText("Jamia Millia Islamia", { timeout: 3_000 });
  }).toPass({ timeout: 20_000 });
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: "test-results/search-suggestions-desktop.png" });
});
