// The college predictor for the state exams (KCET, COMEDK UGET, KEAM, WBJEE, GUJCET) and MHT-CET by choices, on
// a 360 px phone without JavaScript: each form returns the seat its source prints, linked to the official body,
// with no WCAG 2.2 AA violation. Rows from db/data/*-cutoffs.csv.gz (see seed/whole-catalogue.test.ts).
import { expect, test } from "@playwright/test";
import { axeViolations } from "../support/axe.ts";

// Each profile's rank is the lowest closing rank its filters reach (the seat the source prints), so that seat is
// the first card.
const profiles = [
  {
    exam: "kcet",
    rank: "499",
    category: { label: "Category (KCET)", value: "2A" },
    branch: "computer science",
    closing: "499",
    source: "KEA (KCET) 2025, Round 3",
    url: "https://cetonline.karnataka.gov.in/kea/",
  },
  {
    exam: "comedk",
    rank: "3464",
    branch: "aerospace",
    closing: "3,464",
    source: "COMEDK 2025, Round 3",
    url: "https://www.comedk.org/",
  },
  {
    exam: "keam",
    rank: "34633",
    category: { label: "Category (KEAM)", value: "EZ" },
    branch: "aeronautical",
    closing: "34,633",
    source: "CEE Kerala (KEAM) 2026, Phase 2",
    url: "https://cee.kerala.gov.in/",
  },
  {
    exam: "wbjee",
    rank: "17",
    category: { label: "Category (WBJEE)", value: "OBC" },
    homeState: "West Bengal",
    branch: "computer science",
    closing: "17",
    source: "WBJEEB (WBJEE seats) 2026, Round 2",
    url: "https://wbjeeb.nic.in/",
  },
  {
    exam: "gujcet",
    rank: "292",
    category: { label: "Category (GUJCET)", value: "SEBC" },
    branch: "computer engineering",
    closing: "292",
    source: "ACPC Gujarat (GUJCET) 2025",
    url: "https://acpc.gujarat.gov.in/",
  },
];

for (const p of profiles) {
  test(`${p.exam} without JavaScript on a 360 px phone: the source's seat, linked to its body, axe clean`, async ({
    browser,
  }) => {
    test.setTimeout(120_000); // axe over a long page on a busy machine
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 360, height: 800 } });
    const page = await context.newPage();
    await page.goto("/college-predictor");
    await page.getByLabel("Exam", { exact: true }).selectOption(p.exam);
    await page.getByLabel("Rank", { exact: true }).fill(p.rank);
    if (p.category) await page.getByLabel(p.category.label, { exact: true }).selectOption(p.category.value);
    if (p.homeState) await page.getByLabel("Home state (domicile)").selectOption(p.homeState);
    await page.getByLabel("Branch or course words").fill(p.branch);
    await page.getByRole("button", { name: "Show my colleges" }).click();
    await expect(page).toHaveURL(new RegExp(`exam=${p.exam}&rank=${p.rank}&`));
    const address = page.url();
    const seat = page
      .getByTestId("prediction-card")
      .filter({ has: page.getByTestId("closing").getByText(p.closing, { exact: true }) })
      .first();
    await expect(seat.getByTestId("source")).toContainText(p.source);
    await expect(seat.getByTestId("source")).toHaveAttribute("href", p.url);
    await context.close();
    // axe runs as a script: the same address in a page with JavaScript, at the same width.
    const checked = await browser.newPage({ viewport: { width: 360, height: 800 } });
    await checked.goto(address);
    await expect(checked.getByTestId("prediction-card").first()).toBeVisible();
    expect(await checked.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    expect(await axeViolations(checked)).toEqual([]);
    await checked.close();
  });
}

test("MHT-CET by choices without JavaScript: H seats of the home university, closing percentiles", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 360, height: 800 } });
  const page = await context.newPage();
  await page.goto("/college-predictor");
  await page.getByLabel("Exam", { exact: true }).selectOption("mht-cet");
  await page.getByLabel("Percentile (MHT-CET only)").fill("90");
  await page.getByLabel("Category (MHT-CET)").selectOption("OBC");
  await page.getByLabel("Home university (MHT-CET)").selectOption("Savitribai Phule Pune University");
  await page.getByRole("button", { name: "Show my colleges" }).click();
  await expect(page).toHaveURL(/exam=mht-cet/);
  // The codes built from the answers, H seats at the home university's colleges; closing figures in percentiles.
  await expect(page.getByText(/GOBCH, GOPENH at Savitribai Phule Pune University's colleges/)).toBeVisible();
  await expect(page.getByTestId("closing").first()).toContainText("percentile");
  const checked = await browser.newPage({ viewport: { width: 360, height: 800 } });
  await checked.goto(page.url());
  await expect(checked.getByTestId("prediction-card").first()).toBeVisible();
  expect(await checked.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  expect(await axeViolations(checked)).toEqual([]);
  await checked.close();
  // Any exam may be ordered by fee: each card says its fee or that none is published.
  const byFee = await page.goto("/college-predictor?exam=comedk&rank=20000&sort=fee");
  expect(byFee?.status()).toBe(200);
  await expect(page.getByText("Ordered: fee per year, lowest first, where published.")).toBeVisible();
  const fees = await page.getByTestId("fee").allTextContents();
  expect(fees.length).toBe(await page.getByTestId("prediction-card").count());
  expect(fees.every((f) => /^(Fee ₹[\d,]+ a year|Fee not published$)/.test(f))).toBe(true);
  // A category of another exam: the field's message, not a 500.
  const response = await page.goto("/college-predictor?exam=kcet&rank=100&kcetCategory=EZ");
  expect(response?.status()).toBe(400);
  await expect(page.locator("#kcetCategory-error")).toContainText("for KCET");
  await context.close();
});
