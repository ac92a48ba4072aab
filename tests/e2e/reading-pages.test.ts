// Reading pages ship no framework script (decision 061): an institution page, the directory by state and by
// district, the rankings, an exam page and /About carry only the one small standalone script, and with the
// phone's CPU slowed four times every control works from the first paint: Apply Now, the menus, the search
// box (and its suggestions), the notification bell and Add to compare.
import { expect, type Page, test } from "@playwright/test";

const READING_PAGES = [
  "/college/indian-institute-of-technology-bombay",
  "/colleges/maharashtra",
  "/colleges/maharashtra/pune",
  "/CollegRanking",
  "/exam/jee-main",
  "/About",
];
/** The most any reading page may run, compressed (DESIGN.md §5). */
const SCRIPT_BUDGET = 5 * 1024;

async function slowPhone(page: Page) {
  await page.setViewportSize({ width: 360, height: 800 });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
}

/** The scripts a page fetched, with their compressed sizes as they came over the wire. */
function scriptsOf(page: Page): { url: string; bytes: number }[] {
  const scripts: { url: string; bytes: number }[] = [];
  page.on("requestfinished", async (request) => {
    if (request.resourceType() !== "script") return;
    const sizes = await request.sizes();
    scripts.push({ url: request.url(), bytes: sizes.responseBodySize });
  });
  return scripts;
}

for (const path of READING_PAGES) {
  test(`${path}: no framework script, at most 5 KB in all, and no hydration data`, async ({ page }) => {
    const scripts = scriptsOf(page);
    await page.goto(path, { waitUntil: "networkidle" });
    expect(scripts.map((s) => new URL(s.url).pathname)).toEqual([expect.stringMatching(/^\/assets\/enhance-.*\.js$/)]);
    expect(scripts.reduce((sum, s) => sum + s.bytes, 0)).toBeLessThanOrEqual(SCRIPT_BUDGET);
    // No inline script of the router's (its context, route modules or streamed loader data).
    const inline = await page.locator("script:not([src]):not([type='application/ld+json'])").count();
    expect(inline).toBe(0);
    expect(await page.evaluate(() => "__reactRouterContext" in window)).toBe(false);
  });

  test(`${path}: with the CPU slowed 4×, the menus, the bell and the search work at first paint`, async ({ page }) => {
    await slowPhone(page);
    await page.goto(path, { waitUntil: "commit" });
    const header = page.getByTestId("site-header");
    const explore = page.getByTestId("explore-menu");
    await explore.locator("summary").click();
    await expect(explore.getByRole("link", { name: "Entrance Exams" })).toBeVisible();
    // Escape closes it once the page's script has run (it is a plain disclosure before).
    await page.locator("html[data-enhanced]").waitFor({ state: "attached" });
    await page.keyboard.press("Escape");
    await expect(explore.getByRole("link", { name: "Entrance Exams" })).toBeHidden();
    await header.getByRole("link", { name: "Notifications" }).click();
    await expect(page.getByTestId("latest-notifications")).toBeInViewport();
    const search = header.getByRole("combobox");
    await search.fill("iit bombay");
    // Suggested whether the script came before the typing or after it.
    await expect(header.getByRole("option", { name: /Indian Institute of Technology Bombay/ })).toBeVisible({
      timeout: 15_000,
    });
    await search.press("Enter");
    await expect(page).toHaveURL(/\/search\?q=iit\+bombay$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });
}

test("an institution page's Apply Now and Add to compare work at first paint on a slowed phone", async ({ page }) => {
  await slowPhone(page);
  await page.goto("/college/indian-institute-of-technology-bombay", { waitUntil: "commit" });
  await page.getByRole("button", { name: "Apply Now" }).first().click();
  await expect(page).toHaveURL(/\/enquiry\?kind=apply&college=/);
  await expect(page).toHaveTitle(/^Apply Now: /);

  await page.goto("/colleges/maharashtra/pune", { waitUntil: "commit" });
  const card = page.getByTestId("institution-card").first();
  const name = await card.locator("h3").innerText();
  await card.getByTestId("compare-button").click();
  const tray = page.getByRole("complementary", { name: "Compare tray" });
  await expect(tray).toContainText("Compare (1/4)");
  await expect(tray).toContainText(name);
  await expect(page.getByTestId("institution-card").first().getByTestId("compare-button")).toHaveText(
    "✓ In comparison",
  );
});

test("a staff college page, a reading page, is remembered among the recently visited colleges", async ({ page }) => {
  const pages = await (await page.request.get("/api/admin/get_collegespage")).json();
  const college = pages.collegePages[0] as { slug: string; name: string };
  await page.goto(`/college/${college.slug}`, { waitUntil: "networkidle" });
  await page.goto("/c_pages/B.Tech");
  const recent = page.getByRole("region", { name: "Recently visited" });
  await expect(recent.getByRole("link", { name: college.name })).toHaveAttribute("href", `/college/${college.slug}`);
});
