// Comparing colleges: building a comparison of four with the tray (institution pages and directory cards), with
// and without JavaScript (the tray is a cookie the server reads: decision 061), the shared address without JavaScript, a fifth and an unknown slug, the JoSAA closing-rank row for a chosen
// programme, accessibility, and a 360 px phone without sideways scrolling of the page.
import { expect, test } from "@playwright/test";
import { axeViolations } from "../support/axe.ts";

const IIT_BOMBAY = "indian-institute-of-technology-bombay";
const IIT_DELHI = "indian-institute-of-technology-delhi";
const CSE = "Computer Science and Engineering (B.Tech, 4 years)";

test("a college added on its own page is the same institution on its directory card: the tray holds it once", async ({
  page,
}) => {
  await page.goto(`/college/${IIT_BOMBAY}`);
  await page.waitForLoadState("networkidle");
  await page.getByTestId("compare-button").click();
  const tray = page.getByRole("complementary", { name: "Compare tray" });
  await expect(tray).toContainText("Compare (1/4)");
  await page.goto("/colleges/maharashtra?ranked=1&sort=nirf");
  await page.waitForLoadState("networkidle");
  const card = page.getByTestId("institution-card").filter({ hasText: "Indian Institute of Technology Bombay" });
  await expect(card.getByTestId("compare-button")).toHaveText("✓ In comparison");
  await expect(tray).toContainText("Compare (1/4)");
});

test("four colleges from institution pages and directory cards, compared through the tray", async ({ page }) => {
  await page.goto(`/college/${IIT_BOMBAY}`);
  await page.waitForLoadState("networkidle");
  await page.getByTestId("compare-button").click();
  const tray = page.getByRole("complementary", { name: "Compare tray" });
  await expect(tray).toContainText("Compare (1/4)");
  await page.goto(`/college/${IIT_DELHI}`);
  await page.waitForLoadState("networkidle");
  await page.getByTestId("compare-button").click();
  await expect(tray).toContainText("Compare (2/4)");

  await page.goto("/colleges/tamil-nadu?ranked=1&sort=nirf");
  await page.waitForLoadState("networkidle");
  const cards = page.getByTestId("institution-card");
  const names = [await cards.nth(0).locator("h3").innerText(), await cards.nth(1).locator("h3").innerText()];
  await cards.nth(0).getByTestId("compare-button").click();
  await cards.nth(1).getByTestId("compare-button").click();
  await expect(tray).toContainText("Compare (4/4)");
  await expect(cards.nth(0).getByTestId("compare-button")).toHaveText("✓ In comparison");
  // A fifth does not fit.
  await cards.nth(2).getByTestId("compare-button").click();
  await expect(page.getByText("You can compare four at a time")).toBeVisible();
  // Removing one and adding it back.
  await tray.getByRole("button", { name: `Remove ${names[1]}` }).click();
  await expect(tray).toContainText("Compare (3/4)");
  await cards.nth(1).getByTestId("compare-button").click();
  await expect(tray).toContainText("Compare (4/4)");

  await tray.getByRole("link", { name: "Compare now" }).click();
  await expect(page).toHaveURL(/\/compare\?c=/);
  const table = page.getByTestId("compare-table");
  await expect(table.locator("thead th")).toHaveCount(4);
  for (const name of ["Indian Institute of Technology Bombay", "Indian Institute of Technology Delhi", ...names])
    await expect(table.locator("thead")).toContainText(name);
  await expect(page.getByRole("complementary", { name: "Compare tray" })).toHaveCount(0);

  // The address alone, in a browser without JavaScript, gives the same comparison.
  const address = page.url();
  const browser = page.context().browser()!;
  const noJs = await browser.newContext({ javaScriptEnabled: false });
  const plain = await noJs.newPage();
  await plain.goto(address);
  await expect(plain.getByTestId("compare-table").locator("thead th")).toHaveCount(4);
  for (const name of ["Indian Institute of Technology Bombay", ...names])
    await expect(plain.getByTestId("compare-table").locator("thead")).toContainText(name);
  await noJs.close();
});

test("without JavaScript, four colleges added on four different pages fill the tray, which compares them", async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const tray = page.getByRole("complementary", { name: "Compare tray" });
  await page.goto(`/college/${IIT_BOMBAY}`);
  await page.getByTestId("compare-button").click();
  await expect(page).toHaveURL(new RegExp(`/college/${IIT_BOMBAY}#compare-${IIT_BOMBAY}$`));
  await expect(tray).toContainText("Compare (1/4)");
  await page.goto("/colleges/tamil-nadu?ranked=1&sort=nirf");
  const first = page.getByTestId("institution-card").first();
  const tamilNadu = await first.locator("h3").innerText();
  await first.getByTestId("compare-button").click();
  await expect(tray).toContainText("Compare (2/4)");
  await expect(page.getByTestId("institution-card").first().getByTestId("compare-button")).toHaveText(
    "✓ In comparison",
  );
  await page.goto(`/college/${IIT_DELHI}`);
  await page.getByTestId("compare-button").click();
  await expect(tray).toContainText("Compare (3/4)");
  await page.goto("/colleges/karnataka?ranked=1&sort=nirf");
  const karnataka = await page.getByTestId("institution-card").first().locator("h3").innerText();
  await page.getByTestId("institution-card").first().getByTestId("compare-button").click();
  await expect(tray).toContainText("Compare (4/4)");
  // A fifth is refused with the reason, the tray unchanged.
  await page.getByTestId("institution-card").nth(1).getByTestId("compare-button").click();
  await expect(tray.getByRole("status")).toHaveText("You can compare four at a time: remove one from the tray first.");
  await expect(tray).toContainText("Compare (4/4)");
  // The tray follows the student to a page of the other kind, and a remove there is a plain post too.
  await page.goto("/college-predictor");
  await expect(tray).toContainText("Compare (4/4)");
  await tray.getByRole("link", { name: "Compare now" }).click();
  const table = page.getByTestId("compare-table");
  await expect(table.locator("thead th")).toHaveCount(4);
  for (const name of [
    "Indian Institute of Technology Bombay",
    "Indian Institute of Technology Delhi",
    tamilNadu,
    karnataka,
  ])
    await expect(table.locator("thead")).toContainText(name);
  await page.goto("/About");
  await tray.getByRole("button", { name: `Remove ${karnataka}` }).click();
  await expect(page).toHaveURL(/\/About$/);
  await expect(tray).toContainText("Compare (3/4)");
  await context.close();
});

test("without JavaScript, a college is added by its name; a name that fits several offers each", async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/compare");
  const box = page.getByRole("search", { name: "Add a college" });
  // The exact name settles on one institution: it is added at once.
  await box.getByLabel("Add a college by its name").fill("Indian Institute of Technology Bombay");
  await box.getByRole("button", { name: "Add" }).click();
  await expect(page).toHaveURL(/\/compare\?c=indian-institute-of-technology-bombay[a-z-]*$/);
  await expect(page.getByTestId("compare-table").locator("thead th")).toHaveCount(1);
  // A short name fits several: each is offered, and the one chosen joins the first.
  await box.getByLabel("Add a college by its name").fill("NIT");
  await box.getByRole("button", { name: "Add" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Which one did you mean?" })).toBeVisible();
  const offered = page.getByRole("link", { name: /^Add National Institute of Technology/ }).first();
  const name = (await offered.textContent())!.replace(/^Add /, "");
  await offered.click();
  await expect(page.getByTestId("compare-table").locator("thead th")).toHaveCount(2);
  await expect(page.getByTestId("compare-table").locator("thead")).toContainText(name);
  await box.getByLabel("Add a college by its name").fill("Zzqx Nonexistent Academy");
  await box.getByRole("button", { name: "Add" }).click();
  await expect(page.getByRole("status").filter({ hasText: "No college found" })).toBeVisible();
  await expect(page.getByTestId("compare-table").locator("thead th")).toHaveCount(2);
  await context.close();
});

test("a fifth slug is left out and an unknown one reported; the rest are compared", async ({ page }) => {
  const slugs = [
    IIT_BOMBAY,
    "no-such-college-anywhere",
    IIT_DELHI,
    "indian-institute-of-technology-madras-chennai",
    "indian-institute-of-technology-kanpur",
  ];
  const response = await page.goto(`/compare?c=${slugs.join(",")}`);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("alert")).toContainText("Not found: no-such-college-anywhere");
  await expect(page.getByText(/left out indian-institute-of-technology-kanpur/)).toBeVisible();
  await expect(page.getByTestId("compare-table").locator("thead th")).toHaveCount(3);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/compare\?c=/);
});

test("a value of the address that is not understood is left out, and the page says so", async ({ page }) => {
  const response = await page.goto(`/compare?c=${IIT_BOMBAY},${IIT_DELHI}&category=%3Cscript%3E&gender=male`);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("status").filter({ hasText: "Not understood in the address" })).toContainText(
    "category (not a seat type such as OPEN or OBC-NCL), gender (not gender-neutral or female-only)",
  );
  // The rest of the address still counts: both colleges, the default seat type and pool.
  await expect(page.getByTestId("compare-table").locator("thead th")).toHaveCount(2);
  const form = page.getByRole("form", { name: "Choose the JoSAA programme and seats" });
  await expect(form.getByLabel("Category (seat type)")).toHaveValue("OPEN");
  await expect(form.getByLabel("Seat pool")).toHaveValue("neutral");
});

test("no slugs: an empty state says how to add colleges", async ({ page }) => {
  await page.goto("/compare");
  await expect(page.getByRole("heading", { name: "Choose colleges to compare" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Browse the college directory" })).toHaveAttribute("href", "/colleges");
  await page.goto("/");
  await expect(page.getByTestId("explore-cards").getByRole("link", { name: /College Compair/ })).toHaveAttribute(
    "href",
    "/compare",
  );
});

test("JoSAA closing ranks of IIT Bombay and IIT Delhi for CSE, OPEN, with the best marked in words", async ({
  page,
  request,
}) => {
  // The figures the cut-off API gives for the same pool.
  const expected: number[] = [];
  // The API reads the institutions' own slugs; the comparison also takes their college pages' slugs.
  for (const slug of [
    "indian-institute-of-technology-bombay-mumbai",
    "indian-institute-of-technology-delhi-new-delhi",
  ]) {
    const answer = await request.get(`/api/cutoffs?institution=${slug}`);
    expect(answer.status(), await answer.text()).toBe(200);
    const api = await answer.json();
    const josaa = api.counselling.find((c: { counselling: string }) => c.counselling === "josaa");
    const pool = josaa.pools.find(
      (p: { program: { name: string }; quota: string; rankList: string }) =>
        p.program.name === CSE && p.quota === "AI" && p.rankList === "common",
    );
    expected.push(pool.years.at(-1).closingRank);
  }
  expect(expected).toEqual([66, 126]);

  await page.goto(`/compare?c=${IIT_BOMBAY},${IIT_DELHI}&programme=${encodeURIComponent(CSE)}&category=OPEN`);
  const row = page.getByTestId("compare-table").getByRole("row", { name: /JoSAA closing rank/ });
  await expect(row.getByRole("rowheader")).toContainText(CSE);
  const cells = row.getByRole("cell");
  await expect(cells.nth(0)).toContainText(expected[0].toLocaleString("en-IN"));
  await expect(cells.nth(1)).toContainText(expected[1].toLocaleString("en-IN"));
  const best = expected[0] <= expected[1] ? 0 : 1;
  await expect(cells.nth(best)).toContainText("★ Best");
  await expect(cells.nth(1 - best)).not.toContainText("★ Best");
  await expect(cells.nth(0)).toContainText("JEE Advanced rank, AI quota, 2025 final round");
  await expect(cells.nth(0).getByRole("link", { name: /JoSAA 2025/ })).toHaveAttribute("href", /josaa/);

  // Choosing another category through the form keeps the colleges.
  const form = page.getByRole("form", { name: "Choose the JoSAA programme and seats" });
  await form.getByLabel("Category (seat type)").selectOption("OBC-NCL");
  await form.getByRole("button", { name: "Show closing ranks" }).click();
  await expect(page).toHaveURL(/category=OBC-NCL/);
  await expect(page.getByTestId("compare-table").locator("thead th")).toHaveCount(2);
});

test("the comparison passes axe and has no sideways page scroll at 360 px", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto(
    `/compare?c=${IIT_BOMBAY},${IIT_DELHI},indian-institute-of-technology-madras-chennai,indian-institute-of-technology-kanpur`,
  );
  await expect(page.getByTestId("compare-table")).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  expect(await axeViolations(page)).toEqual([]);
  await page.goto("/compare");
  expect(await axeViolations(page)).toEqual([]);
});
