// The college predictor at /college-predictor: predictions for each exam with and without JavaScript, a
// bad rank's message and 400, an empty answer's advice, WCAG 2.2 AA, phone width, and the methodology page.
import { expect, type Page, test } from "@playwright/test";
import { axeViolations } from "../support/axe.ts";

/** The card of `institution`'s `programme` (start of its shown name) with this quota and seat type. */
function card(page: Page, institution: RegExp, programme: string, quota?: string) {
  let cards = page
    .getByTestId("prediction-card")
    .filter({ has: page.getByRole("heading", { name: institution }) })
    .filter({ has: page.getByTestId("programme").getByText(programme) });
  if (quota) cards = cards.filter({ hasText: `Quota ${quota} ·` });
  return cards.first();
}

test.describe("with JavaScript", () => {
  test("JEE Advanced rank 60, OPEN: IIT Bombay CSE is Likely, closing rank 66 in 2025 round 6", async ({ page }) => {
    await page.goto("/college-predictor");
    await expect(page.getByTestId("exam-card")).toHaveCount(11);
    await page.getByLabel("Exam", { exact: true }).selectOption("jee-advanced");
    // Choosing JEE hides MHT-CET's fields.
    await expect(page.getByLabel("Percentile (MHT-CET only)")).toBeHidden();
    await page.getByLabel("CRL rank", { exact: true }).fill("60");
    await page.getByLabel("Category", { exact: true }).selectOption("OPEN");
    // OPEN and no PwD: the category and PwD ranks do not apply, and are hidden.
    await expect(page.getByLabel("Category rank (JEE)")).toBeHidden();
    await expect(page.getByLabel("CRL-PwD rank (JEE)")).toBeHidden();
    await page.getByLabel("Branch or course words").fill("computer science");
    await page.getByRole("button", { name: "Show my colleges" }).click();
    await expect(page).toHaveURL(/exam=jee-advanced/);
    await expect(page.getByTestId("result-count")).toContainText(/\d+ seats match/);
    const cse = card(page, /Indian Institute of Technology Bombay/i, "Computer Science and Engineering (B.Tech");
    await expect(cse.getByTestId("chance")).toHaveText(/Likely/);
    await expect(cse.getByTestId("closing")).toContainText("66");
    await expect(cse.getByTestId("closing")).toContainText("JoSAA 2025, round 6");
    await expect(cse.getByTestId("trend")).toContainText("2025: 66");
    await expect(cse.getByRole("link", { name: /Indian Institute of Technology Bombay/i })).toHaveAttribute(
      "href",
      /^\/college\//,
    );
    // Counselling is offered, never required: a popup with JavaScript.
    await page.getByRole("button", { name: "Get free counselling" }).click();
    await expect(page.getByTestId("popup-counselling")).toBeVisible();
  });

  test("JEE Main with a home state lists that state's NIT home-state seats", async ({ page }) => {
    await page.goto("/college-predictor");
    await page.getByLabel("Exam", { exact: true }).selectOption("jee-main");
    await page.getByLabel("CRL rank", { exact: true }).fill("15000");
    await page.getByLabel("Home state (domicile)").selectOption("Karnataka");
    await page.getByLabel("Institute type").selectOption("NIT");
    await page.getByLabel("Institute's state").selectOption("Karnataka");
    await page.getByRole("button", { name: "Show my colleges" }).click();
    await expect(page).toHaveURL(/homeState=Karnataka/);
    await expect(page.getByTestId("prediction-card").filter({ hasText: "Quota HS ·" }).first()).toContainText(
      /National Institute of Technology Karnataka/i,
    );
    await expect(page.getByTestId("prediction-card").filter({ hasText: "Quota OS ·" })).toHaveCount(0);
  });

  test("JEE Advanced rank 60 with no filter: IIT Bombay CSE is on the first page", async ({ page }) => {
    await page.goto("/college-predictor");
    await page.getByLabel("Exam", { exact: true }).selectOption("jee-advanced");
    await page.getByLabel("CRL rank", { exact: true }).fill("60");
    await page.getByRole("button", { name: "Show my colleges" }).click();
    await expect(page).toHaveURL(/exam=jee-advanced/);
    const cse = card(page, /Indian Institute of Technology Bombay/i, "Computer Science and Engineering (B.Tech, 4");
    await expect(cse.getByTestId("chance")).toHaveText(/Likely/);
    await expect(cse.getByTestId("compared-with")).toHaveText("Compared with your CRL rank 60");
    await expect(cse.getByTestId("seat-kind")).toHaveText("All-India quota");
    // The institution's NIRF rank names its list and year, linked to NIRF's page (decision 036).
    await expect(cse.getByTestId("nirf-rank")).toContainText("NIRF 2025 · Engineering #3");
    await expect(cse.getByTestId("nirf-rank").getByRole("link")).toHaveAttribute("href", /nirfindia\.org/);
    // Ordered by NIRF rank: the cards' ranks never go down, and IIT Madras (Engineering #1) comes first.
    await page.getByLabel("Order").selectOption("nirf");
    await page.getByRole("button", { name: "Show my colleges" }).click();
    await expect(page).toHaveURL(/sort=nirf/);
    await expect(page.getByTestId("prediction-card").first()).toContainText(/Indian Institute of Technology Madras/i);
    const ranks = (await page.getByTestId("nirf-rank").allTextContents()).map((t) => Number(/#(\d+)/.exec(t)![1]));
    expect(ranks.length).toBeGreaterThan(3);
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
  });

  test("an OBC-NCL candidate gives both ranks: OPEN seats by CRL, OBC-NCL seats by the category rank", async ({
    page,
  }) => {
    await page.goto("/college-predictor");
    await page.getByLabel("Exam", { exact: true }).selectOption("jee-main");
    await page.getByLabel("CRL rank", { exact: true }).fill("18500");
    await page.getByLabel("Category", { exact: true }).selectOption("OBC-NCL");
    await page.getByLabel("Category rank (JEE)").fill("5500");
    await page.getByLabel("Seats open to you").selectOption("female");
    await page.getByLabel("Home state (domicile)").selectOption("Maharashtra");
    await page.getByRole("button", { name: "Show my colleges" }).click();
    await expect(page).toHaveURL(/categoryRank=5500/);
    await expect(page.getByTestId("compared")).toContainText("OPEN seats with your CRL rank 18,500");
    await expect(page.getByTestId("compared")).toContainText("OBC-NCL seats with your OBC-NCL rank 5,500");
  });

  test("NEET-UG rank 500 lists MBBS seats and pages keep every choice", async ({ page }) => {
    await page.goto("/college-predictor");
    await page.getByLabel("Exam", { exact: true }).selectOption("neet-ug");
    await page.getByLabel("Rank", { exact: true }).fill("500");
    await page.getByRole("button", { name: "Show my colleges" }).click();
    await expect(page.getByTestId("result-count")).toContainText(/seats? match/);
    await expect(page.getByTestId("programme").filter({ hasText: "MBBS" }).first()).toBeVisible();
    const next = page.getByRole("navigation", { name: "Pages" }).getByRole("link", { name: "Next" });
    if (await next.count()) {
      await expect(next).toHaveAttribute("href", /exam=neet-ug.*rank=500.*page=2|page=2.*exam=neet-ug/);
    }
  });
});

test.describe("without JavaScript", () => {
  test("the form works, shows every field, and a shared address gives the same answer", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/college-predictor");
    // Every exam's fields show, each hint saying which exam it is for.
    await expect(page.getByLabel("Percentile (MHT-CET only)")).toBeVisible();
    await expect(page.getByLabel("Category (MHT-CET)")).toBeVisible();
    await expect(page.locator("#rank-hint")).toContainText("JEE Advanced:");
    await expect(page.getByLabel("Category rank (JEE)")).toBeVisible();
    await expect(page.locator("#categoryRank-hint")).toContainText("Only if your category is not OPEN");
    await expect(page.getByLabel("CRL-PwD rank (JEE)")).toBeVisible();
    await page.getByLabel("Exam", { exact: true }).selectOption("jee-advanced");
    await page.getByLabel("Rank", { exact: true }).fill("60");
    await page.getByRole("button", { name: "Show my colleges" }).click();
    await expect(page).toHaveURL(/exam=jee-advanced&rank=60&/);
    // No filter: the answer that student came for is on the first page.
    const first = card(page, /Indian Institute of Technology Bombay/i, "Computer Science and Engineering (B.Tech, 4");
    await expect(first.getByTestId("chance")).toHaveText(/Likely/);
    await page.goto("/college-predictor");
    await page.getByLabel("Exam", { exact: true }).selectOption("jee-advanced");
    await page.getByLabel("Rank", { exact: true }).fill("60");
    await page.getByLabel("Institute's state").selectOption("Maharashtra");
    await page.getByRole("button", { name: "Show my colleges" }).click();
    await expect(page).toHaveURL(/exam=jee-advanced&rank=60&.*state=Maharashtra/);
    const cse = card(page, /Indian Institute of Technology Bombay/i, "Computer Science and Engineering (B.Tech");
    await expect(cse.getByTestId("chance")).toHaveText(/Likely/);
    await expect(cse.getByTestId("closing")).toContainText("66");
    await expect(page.getByRole("link", { name: "Get free counselling" })).toHaveAttribute("href", "/contact");
    await expect(page.getByRole("link", { name: "How the chances are worked out" })).toHaveAttribute(
      "href",
      "/college-predictor/methodology",
    );
    const response = await page.goto("/college-predictor?exam=neet-ug&rank=2000&category=OBC-NCL&gender=female");
    expect(response?.status()).toBe(200);
    await expect(page.getByTestId("prediction-card").first()).toBeVisible();

    // JEE Main from a shared address: Karnataka's NIT offers its home-state seats, not its other-state ones.
    await page.goto(
      "/college-predictor?exam=jee-main&rank=15000&category=OPEN&gender=neutral&homeState=Karnataka&instituteType=NIT&state=Karnataka",
    );
    await expect(page.getByTestId("prediction-card").filter({ hasText: "Quota HS ·" }).first()).toContainText(
      /National Institute of Technology Karnataka/i,
    );
    await expect(page.getByTestId("prediction-card").filter({ hasText: "Quota OS ·" })).toHaveCount(0);
    await context.close();
  });

  test("NEET-UG with government seats only: every seat says its kind, none is a paid seat", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const response = await page.goto(
      "/college-predictor?exam=neet-ug&rank=25000&category=OBC-NCL&governmentOnly=on&sort=best",
    );
    expect(response?.status()).toBe(200);
    const kinds = await page.getByTestId("seat-kind").allTextContents();
    expect(kinds.length).toBeGreaterThan(0);
    expect(kinds.filter((k) => /paid|Deemed/i.test(k))).toEqual([]);
    await expect(page.getByTestId("prediction-card")).toHaveCount(kinds.length);
    // Each seat says its fee or that none is published; ordered by fee, Gujarat's published fees come first.
    await expect(page.getByTestId("fee")).toHaveCount(kinds.length);
    await page.goto("/college-predictor?exam=neet-ug&rank=1000&state=Gujarat&branch=mbbs&sort=fee");
    await expect(page.getByTestId("fee").first()).toHaveText(
      "Fee ₹25,000 a year, as ACPUGMEC published it for the seats it allots (year not given by the source)",
    );
    await expect(page.getByTestId("fee").last()).toHaveText(/^(Fee ₹[\d,]+ a year, as ACPUGMEC|Fee not published)/);
    await context.close();
  });

  test("a category rank with OPEN, or another exam's category, shows the field's message with a 400", async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    let response = await page.goto("/college-predictor?exam=jee-main&rank=1000&category=OPEN&categoryRank=300");
    expect(response?.status()).toBe(400);
    await expect(page.locator("#categoryRank-error")).toHaveText(
      "categoryRank is for EWS, OBC-NCL, SC and ST candidates: with OPEN, give your CRL rank alone.",
    );
    await expect(page.getByLabel("Category rank (JEE)")).toHaveAttribute("aria-invalid", "true");
    response = await page.goto("/college-predictor?exam=jee-main&rank=1000&category=GOPENS");
    expect(response?.status()).toBe(400);
    await expect(page.locator("#category-error")).toContainText("category must be OPEN, EWS, OBC-NCL, SC or ST");
    await context.close();
  });

  test("a bad rank shows the field's message with a 400", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    for (const rank of ["0", "abc"]) {
      const response = await page.goto(`/college-predictor?exam=jee-main&rank=${rank}&category=OPEN`);
      expect(response?.status()).toBe(400);
      // A JEE answer's form names the first rank for what it is: the CRL rank.
      const field = page.getByLabel("CRL rank", { exact: true });
      await expect(field).toHaveAttribute("aria-invalid", "true");
      await expect(field).toHaveAttribute("aria-describedby", /rank-error/);
      await expect(page.locator("#rank-error")).toHaveText("rank must be a whole number from 1.");
      await expect(field).toHaveValue(rank);
      await expect(page.getByTestId("exam-card")).toHaveCount(11);
    }
    await context.close();
  });
});

test("an empty answer says so and what to try", async ({ page }) => {
  const response = await page.goto("/college-predictor?exam=jee-advanced&rank=900000&category=OPEN");
  expect(response?.status()).toBe(200);
  await expect(page.getByTestId("result-count")).toHaveText("No seats match.");
  await expect(page.getByTestId("no-results")).toContainText("category");
});

test("the form with results and the methodology page have no WCAG 2.2 AA violations", async ({ page }) => {
  test.setTimeout(120_000); // four axe runs over pages of 20 cards, each with its NIRF and fee lines, on a busy machine
  await page.goto("/college-predictor?exam=jee-advanced&rank=60&category=OPEN&gender=neutral&branch=computer+science");
  await expect(page.getByTestId("prediction-card").first()).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.goto("/college-predictor?exam=jee-main&rank=18500&category=OBC-NCL&categoryRank=5500&pwd=on&pwdRank=300");
  await expect(page.getByTestId("prediction-card").first()).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.goto("/college-predictor?exam=jee-main&rank=abc");
  await expect(page.locator("#rank-error")).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.goto("/college-predictor/methodology");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("How the college predictor works");
  await expect(page.getByTestId("rules").getByRole("listitem")).toHaveCount(3);
  await expect(page.getByTestId("ranks-compared")).toContainText("common rank list (CRL) rank is compared");
  await expect(page.getByTestId("order")).toContainText("lowest closing rank first");
  await expect(page.getByTestId("coverage")).toContainText("JoSAA");
  expect(await axeViolations(page)).toEqual([]);
});

test("results fit a 360 px phone screen", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  for (const path of [
    "/college-predictor?exam=jee-main&rank=20000&category=OBC-NCL&categoryRank=6000&gender=female&homeState=Uttar+Pradesh",
    "/college-predictor?exam=mht-cet&percentile=95&cetCategory=GOPENS",
  ]) {
    await page.goto(path);
    await expect(page.getByTestId("prediction-card").first()).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  }
});
