// The cut-off section of an institution's page: JoSAA (an IIT, an NIT with home-state and other-state quotas),
// MCC (a medical college), none for an institution no counselling body lists; the choice form with and without
// JavaScript; accessibility and the phone's width. Figures are JoSAA's and MCC's published rows.
import { expect, type Page, test } from "@playwright/test";
import { axeViolations } from "../support/axe.ts";

// IIT Bombay's staff-run page, linked to the institution (its own address leads here).
const IIT_BOMBAY = "/college/indian-institute-of-technology-bombay";
const NIT_WARANGAL = "/college/national-institute-of-technology-warangal";
const CSE = "Computer Science and Engineering (B.Tech, 4 years)";

const section = (page: Page) => page.getByRole("region", { name: "Cut-offs" });
const programme = (page: Page, name: string) =>
  section(page)
    .locator("details")
    .filter({ has: page.locator("summary", { hasText: name }) })
    .first();
/** The final-round closing rank of a year in a programme's table (the last column but percentile). */
const closingIn = (page: Page, name: string, year: number) =>
  programme(page, name)
    .getByRole("table", { name: /final-round ranks by year/ })
    .getByRole("row", { name: new RegExp(`^${year}`) })
    .getByRole("cell")
    .last();

test("IIT Bombay: CSE closed at rank 66 in 2025 (OPEN, gender-neutral, AI), in the chart, the table and round by round", async ({
  page,
}) => {
  await page.goto(IIT_BOMBAY);
  const cutoffs = section(page);
  await expect(cutoffs).toContainText("Showing OPEN, gender-neutral, All India (AI) quota");
  const cse = programme(page, CSE);
  // The most sought-after programme is first, and open.
  await expect(cutoffs.locator("details").first()).toHaveAttribute("open", "");
  await expect(cse.locator("summary")).toContainText("2025 closing rank 66");
  await expect(closingIn(page, CSE, 2025)).toHaveText("66");
  await expect(closingIn(page, CSE, 2024)).toHaveText("68");
  // The chart says what it draws, that lower is better, and the same numbers as the table.
  const chart = cse.getByRole("img", { name: /closing rank by year \(a lower rank is better/ });
  await expect(chart).toHaveAttribute("aria-label", /2016: 60, .*2024: 68, 2025: 66$/);
  const rounds = cse.getByRole("table", { name: /2025 round by round/ });
  await expect(rounds.locator("tbody tr")).toHaveCount(6);
  await expect(
    rounds
      .getByRole("row", { name: /^Round 6/ })
      .getByRole("cell")
      .last(),
  ).toHaveText("66");
  await expect(cse.getByRole("link", { name: "JoSAA 2025, rounds 1 to 6 opening and closing ranks" })).toHaveAttribute(
    "href",
    /^https:\/\/josaa\.admissions\.nic\.in/,
  );
  await expect(cse.getByText("Source: JoSAA 2016–2025, final round of each year")).toBeVisible();
  await expect(cutoffs.getByRole("link", { name: "college predictor" })).toHaveAttribute("href", "/college-predictor");
  await expect(cutoffs.getByRole("link", { name: "how it reads cut-offs" })).toHaveAttribute(
    "href",
    "/college-predictor/methodology",
  );
});

test("choosing OBC-NCL and female-only (with JavaScript) shows that pool's figures in the page", async ({ page }) => {
  await page.goto(IIT_BOMBAY);
  // An institution page is a reading page (decision 061): the form loads its own address, a new document.
  await page.waitForLoadState("networkidle");
  await page.evaluate(() => Object.assign(window, { cutoffMarker: true }));
  const form = section(page).getByRole("form", { name: /Choose the JoSAA seats/ });
  await form.getByLabel("Category (seat type)").selectOption("OBC-NCL");
  await form.getByLabel("Seat pool").selectOption("female");
  await form.getByRole("button", { name: "Show cut-offs" }).click();
  await expect(page).toHaveURL(/[?&]category=OBC-NCL/);
  expect(new URL(page.url()).searchParams.get("gender")).toBe("female");
  await expect(section(page)).toContainText("Showing OBC-NCL, female-only, All India (AI) quota");
  await expect(closingIn(page, CSE, 2025)).toHaveText("331");
  expect(await page.evaluate(() => "cutoffMarker" in window)).toBe(false);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the form is a plain GET form that changes the figures", async ({ page }) => {
    await page.goto(IIT_BOMBAY);
    const form = section(page).getByRole("form", { name: /Choose the JoSAA seats/ });
    await form.getByLabel("Category (seat type)").selectOption("OBC-NCL");
    await form.getByLabel("Seat pool").selectOption("female");
    await form.getByRole("button", { name: "Show cut-offs" }).click();
    await expect(page).toHaveURL(/category=OBC-NCL&gender=female&quota=AI#cutoffs$/);
    await expect(closingIn(page, CSE, 2025)).toHaveText("331");
  });
});

test("an NIT: other-state quota by default, the home-state quota on asking, bad values fall back", async ({ page }) => {
  await page.goto(NIT_WARANGAL);
  const form = section(page).getByRole("form", { name: /Choose the JoSAA seats/ });
  await expect(form.getByLabel("Quota").locator("option")).toHaveText(["Home state (HS)", "Other state (OS)"]);
  await expect(section(page)).toContainText("Other state (OS) quota");
  await expect(closingIn(page, CSE, 2025)).toHaveText("2,409");

  await page.goto(`${NIT_WARANGAL}?quota=HS`);
  await expect(section(page)).toContainText("Home state (HS) quota");
  await expect(closingIn(page, CSE, 2025)).toHaveText("3,530");

  const response = await page.goto(`${NIT_WARANGAL}?category=NOPE&gender=male&quota=ZZ`);
  expect(response?.status()).toBe(200);
  await expect(section(page)).toContainText("Showing OPEN, gender-neutral, Other state (OS) quota");
  await expect(section(page)).toContainText("Not shown as asked");
  await expect(closingIn(page, CSE, 2025)).toHaveText("2,409");
});

test("a medical college shows MCC's All-India Quota closing rank with its source", async ({ page }) => {
  await page.goto("/college/kakatiya-medical-college-warangal");
  const cutoffs = section(page);
  await expect(cutoffs.getByRole("heading", { name: "MCC (NEET-UG)" })).toBeVisible();
  await expect(cutoffs).toContainText("All India quota");
  await expect(closingIn(page, "MBBS", 2025)).toHaveText("8,974");
  await expect(
    programme(page, "MBBS")
      .getByRole("link", { name: /^MCC NEET-UG 2025 All-India Quota/ })
      .first(),
  ).toBeVisible();
});

test("an institution no counselling body lists has no cut-off section", async ({ page }) => {
  await page.goto("/college/government-polytechnic-peren");
  await expect(page.getByRole("heading", { level: 1, name: "Government Polytechnic Peren" })).toBeVisible();
  await expect(page.locator("#cutoffs")).toHaveCount(0);
});

test("the section is accessible and fits a 360 px phone", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  for (const address of [IIT_BOMBAY, `${NIT_WARANGAL}?category=OBC-NCL&gender=female`]) {
    await page.goto(address);
    await expect(section(page)).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    expect(await axeViolations(page, { within: "#cutoffs" })).toEqual([]);
  }
});
