import { expect, test, type Page } from "@playwright/test";
import { axeViolations } from "../support/axe.ts";

const text = (topic: string) =>
  `${topic} is good overall, with a few problems that the college is working on this year.`;

async function hydrated(page: Page) {
  // The step list appears only once React has taken over the form.
  await expect(page.getByTestId("review-progress")).toBeVisible();
}

async function rate(page: Page, value: string) {
  await page.locator("label:visible", { hasText: value }).click();
}

async function next(page: Page) {
  await page.getByRole("button", { name: "Save and continue" }).click();
}

test("a student writes a review over two visits and it is stored as pending", async ({ page }) => {
  await page.goto("/review");
  await hydrated(page);

  // The college picker suggests from the whole catalogue, not only the staff's college pages.
  await page.getByLabel("College name").fill("government polytechnic");
  const suggested = page.locator("#review-college-options option").first();
  await expect(suggested).toHaveAttribute("value", /Government Polytechnic/i);
  // With its place, as the site search gives it (the staff pages' list has none)
  await expect(suggested).toHaveAttribute("label", /\w/);

  // Visit 1: steps 1 to 4.
  await page.getByLabel("College name").fill("College of Engineering Pune");
  await page.getByLabel(/Course and branch/).fill("B.Tech Computer Engineering");
  await rate(page, "4 · Very good");
  await next(page);
  await expect(page.getByTestId("review-progress")).toHaveText(/Step 2 of 9/);

  // A too-short answer is refused with a message, not lost.
  await rate(page, "5 · Excellent");
  await page.getByLabel(/Curriculum, teaching quality/).fill("Too short.");
  await next(page);
  await expect(page.getByText("Please write at least 40 characters.")).toBeVisible();
  expect(await axeViolations(page, { within: "form[method=post]" })).toEqual([]);
  await page.getByLabel(/Curriculum, teaching quality/).fill(text("Teaching"));
  await next(page);
  await rate(page, "3 · Good");
  await page.getByLabel(/qualified and approachable/).fill(text("The faculty"));
  await next(page);
  await rate(page, "4 · Very good");
  await page.getByLabel(/Classrooms, labs, library/).fill(text("Infrastructure"));
  await next(page);
  await expect(page.getByTestId("review-progress")).toHaveText(/Step 5 of 9 · 4 completed/);

  // Visit 2: the draft comes back after a reload, and a completed step can be revisited.
  await page.reload();
  await hydrated(page);
  await expect(page.getByTestId("review-progress")).toHaveText(/Step 5 of 9 · 4 completed/);
  await page.getByRole("button", { name: /2\. Academics/ }).click();
  await expect(page.getByLabel(/Curriculum, teaching quality/)).toHaveValue(text("Teaching"));
  await page.getByRole("button", { name: /4\. Infrastructure/ }).click();
  await next(page);

  await rate(page, "3 · Good");
  await page.getByLabel(/Rooms, rules, mess food/).fill(text("Hostel food"));
  await next(page);
  await rate(page, "5 · Excellent");
  await page.getByLabel(/Companies that visit/).fill(text("Placement support"));
  await next(page);
  await rate(page, "4 · Very good");
  await page.getByLabel(/Clubs, fests, events/).fill(text("Campus life"));
  await next(page);
  // What you paid: a figure outside the bounds is refused on its field; a figure needs its year.
  await page.getByLabel(/Tuition fee per year/).fill("0");
  await next(page);
  await expect(page.getByText(/^₹0 a year is outside the tuition fees we accept/)).toBeVisible();
  await page.getByLabel(/Tuition fee per year/).fill("1,50,000");
  await page.getByLabel(/Academic year of these fees/).selectOption({ index: 1 });
  await next(page);
  await expect(page.getByRole("heading", { name: "Step 9 of 9: Your details and consent" })).toBeFocused();
  await rate(page, "4 · Very good");
  await page.getByLabel("Your full name").fill("Aarav Kulkarni");
  await page.getByLabel("Email address").fill("aarav@example.in");
  await page.getByRole("checkbox").check();
  await page.getByRole("button", { name: "Submit review" }).click();

  const success = page.getByTestId("review-success");
  await expect(success).toBeVisible();
  await expect(page.getByTestId("review-id")).toHaveText(/^[0-9a-f-]{36}$/);
  // 20 points, plus one per 4 characters beyond 40 in each of the six experience texts.
  const topics = ["Teaching", "The faculty", "Infrastructure", "Hostel food", "Placement support", "Campus life"];
  const points = 20 + topics.reduce((sum, t) => sum + Math.floor((text(t).length - 40) / 4), 0);
  await expect(page.getByTestId("review-points")).toHaveText(`${points} points (₹${points / 2})`);

  // The draft is gone: a new visit starts at step 1.
  await page.goto("/review");
  await hydrated(page);
  await expect(page.getByTestId("review-progress")).toHaveText(/Step 1 of 9 · 0 completed/);
});

test("without JavaScript the whole review posts at once and errors come back per field", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/review");
  await expect(page.getByRole("heading", { name: "Step 9 of 9: Your details and consent" })).toBeVisible();
  // Skip the browser's own checks to see the server's answer.
  await page
    .getByRole("main")
    .locator("form[method=post]")
    .evaluate((f) => f.setAttribute("novalidate", ""));
  await page.getByLabel("College name").fill("Some College");
  const response = await Promise.all([
    page.waitForResponse((r) => r.request().method() === "POST"),
    page.getByRole("button", { name: "Submit review" }).click(),
  ]);
  expect(response[0].status()).toBe(400);
  await expect(page.getByText("Please write at least 40 characters.").first()).toBeVisible();
  await expect(page.getByLabel("College name")).toHaveValue("Some College");
  await context.close();
});
