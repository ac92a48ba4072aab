// The mock allotment at /college-predictor/mock-allotment on a 360 px phone without JavaScript: the candidate's
// details, two choices added by search, one moved up, the rounds with their sources (JoSAA 2025), WCAG 2.2 AA;
// and a bad address answered with the field's message and a 400.
import { expect, test } from "@playwright/test";
import { axeViolations } from "../support/axe.ts";

test.use({ javaScriptEnabled: false, viewport: { width: 360, height: 800 } });

test("adds two choices by search, moves one up and sees the choice held after each round", async ({
  page,
  browser,
}) => {
  // Seven page loads and a whole-page axe check: past the default 30 s on a busy two-core machine.
  test.setTimeout(120_000);
  await page.goto("/college-predictor/mock-allotment");
  await page.getByLabel("Exam", { exact: true }).selectOption("jee-main");
  await page.getByLabel("CRL rank (JEE)").fill("11700");
  await page.getByLabel("Home state (domicile)").selectOption("Karnataka");
  const search = async (words: string) => {
    await page.getByLabel("Add a choice: institute or programme words").fill(words);
    await page.getByRole("button", { name: "Search programmes" }).click();
    const result = page
      .getByTestId("found")
      .getByRole("listitem")
      .filter({ hasText: /^Mechanical Engineering \(B\.Tech, 4 years\),/ })
      .first();
    await result.getByRole("link", { name: /^Add/ }).click();
  };
  await search("tiruchirappalli mechanical");
  await expect(page).toHaveURL(/c=111-305/);
  await search("surathkal mechanical");
  await expect(page).toHaveURL(/c=111-305%2C96-305/);
  const choices = page.getByTestId("choice");
  await expect(choices).toHaveCount(2);
  await expect(choices.nth(1)).toContainText(/Karnataka/i);
  await choices
    .nth(1)
    .getByRole("link", { name: /^Move up/ })
    .click();
  await expect(page).toHaveURL(/c=96-305%2C111-305/);
  await expect(page.getByTestId("choice").first()).toContainText(/Karnataka/i);

  // JoSAA 2025, OPEN, home state Karnataka: NIT Karnataka's Mechanical (HS) closed at 11,166 and 11,666 in
  // rounds 1–2, then 11,806: held from round 3; NIT Tiruchirappalli's (OS) never reached 11,700 (8,339 in round 6).
  const rows = page.getByTestId("round-row");
  await expect(rows).toHaveCount(6);
  await expect(rows.nth(0)).toContainText("No seat");
  await expect(rows.nth(0)).toContainText("JoSAA 2025, round 1");
  await expect(rows.nth(2)).toContainText(/1\. Mechanical Engineering .*Karnataka/i);
  await expect(page.getByTestId("final")).toContainText(/1\. Mechanical Engineering/);
  await expect(page.getByTestId("choice-rounds").nth(1)).toContainText(
    "Round 6: OPEN seats (Other-State quota) closed at rank 8,339; your CRL rank 11,700",
  );
  await expect(page.getByTestId("choice-rounds").first().getByRole("link").first()).toHaveAttribute(
    "href",
    /^\/college\//,
  );
  // Nothing runs off a 360 px screen.
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(360);
  // axe runs as a script in the page: the same address, served the same, checked in a page that runs scripts.
  const checked = await browser.newPage({ javaScriptEnabled: true, viewport: { width: 360, height: 800 } });
  await checked.goto(page.url());
  expect(await axeViolations(checked)).toEqual([]);
  await checked.close();
});

test("a bad address names the field and answers 400", async ({ page }) => {
  const res = await page.goto("/college-predictor/mock-allotment?exam=jee-main&rank=0&c=111-305");
  expect(res?.status()).toBe(400);
  await expect(page.getByTestId("form-errors")).toBeVisible();
  await expect(page.getByText("rank must be a whole number from 1.")).toBeVisible();
  const many = Array.from({ length: 200 }, (_, i) => `1-${i + 1}`).join(",");
  const tooMany = await page.goto(`/college-predictor/mock-allotment?exam=jee-main&rank=100&c=${many}`);
  expect(tooMany?.status()).toBe(400);
  await expect(page.getByText("c holds 200 choices: at most 50 are accepted.")).toBeVisible();
});

test("the predictor's answer replays its programmes in a mock allotment and finds the candidate's scholarships", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const answer =
    "/college-predictor?exam=jee-main&rank=18500&category=OBC-NCL&categoryRank=5500&gender=female&homeState=Maharashtra";
  await page.goto(answer);
  const replay = page.getByRole("link", { name: "Replay this page's programmes in a mock allotment" });
  // The page's programmes, in the order shown, become the choice list: the first card's is the first choice.
  const firstCard = page.getByTestId("prediction-list").getByRole("listitem").first();
  const firstName = (await firstCard.getByRole("heading").first().innerText()).trim();
  await replay.click();
  await expect(page).toHaveURL(/\/college-predictor\/mock-allotment\?.*&c=\d+-\d+/);
  const sent = new URL(page.url()).searchParams;
  expect([sent.get("crlRank"), sent.get("categoryRank"), sent.get("rank")]).toEqual(["18500", "5500", null]);
  await expect(page.getByTestId("choice").first()).toContainText(firstName);
  await expect(page.getByTestId("round-row")).toHaveCount(6);
  await expect(page.getByTestId("choice-rounds").first()).toContainText(/your (CRL|OBC-NCL) rank/);

  await page.goto(answer);
  await page.getByRole("link", { name: "Scholarships you may apply for after class 12" }).click();
  await expect(page).toHaveURL(
    /\/Scholarship\?level=passed-12&category=obc&gender=female&state=Maharashtra&stream=engineering/,
  );
  await expect(page.getByLabel("Category")).toHaveValue("obc");
});

test("an MHT-CET answer by choices carries its category and home university to the mock allotment; KCET has none", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const university = "Savitribai Phule Pune University";
  await page.goto(
    `/college-predictor?exam=mht-cet&percentile=90&cetCategory=OBC&gender=female&homeUniversity=${encodeURIComponent(university)}`,
  );
  await page.getByRole("link", { name: "Replay this page's programmes in a mock allotment" }).click();
  await expect(page).toHaveURL(/\/college-predictor\/mock-allotment\?.*&c=\d+-\d+/);
  const sent = new URL(page.url()).searchParams;
  expect([sent.get("category"), sent.get("homeUniversity"), sent.get("percentile")]).toEqual(["OBC", university, "90"]);
  await expect(page.getByLabel("Home university (MHT-CET)")).toHaveValue(university);
  await expect(page.getByTestId("round-row")).toHaveCount(2);
  await expect(page.getByText(`H seats are compared at ${university}'s colleges`)).toBeVisible();

  await page.goto("/college-predictor?exam=kcet&rank=37931&kcetCategory=2A");
  await expect(page.getByTestId("next-steps")).toBeVisible();
  await expect(page.getByRole("link", { name: "Replay this page's programmes in a mock allotment" })).toHaveCount(0);
  const kcet = await page.goto("/college-predictor/mock-allotment?exam=kcet&rank=37931&c=1-1");
  expect(kcet?.status()).toBe(400);
  await expect(page.getByText(/A mock allotment replays JoSAA, MCC and the CET Cell's rounds/)).toBeVisible();
});
