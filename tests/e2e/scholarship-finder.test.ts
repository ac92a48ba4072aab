// The scholarship finder on a phone without JavaScript: the GET form answers at its own address, the
// predictor's link works, tentative dates read as expected, a bad value is refused with its field's message.
import { expect, test } from "@playwright/test";
import { axeViolations } from "../support/axe.ts";

test.describe("without JavaScript, at 360 px", () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 360, height: 800 } });

  test("a student finds the scholarships she may apply for, with a plain form", async ({ page }) => {
    await page.goto("/Scholarship");
    await page.getByLabel("Class or level").selectOption("passed-12");
    await page.getByLabel("Gender").selectOption("female");
    await page.getByLabel("Category").selectOption("obc");
    await page.getByLabel("Family income (₹ a year)").fill("2,00,000");
    await page.getByLabel("Home state").selectOption("Maharashtra");
    await page.getByRole("button", { name: "Find scholarships" }).click();
    await expect(page).toHaveURL(/level=passed-12&gender=female&category=obc&/);
    const total = page.getByText(/^\d+ scholarships you may apply for$/);
    await expect(total).toBeVisible();
    const found = Number((await total.textContent())!.split(" ")[0]);
    expect(found).toBeGreaterThan(50);
    // The page may still be arriving when its count is read: wait for every card it announces.
    const cards = page.getByTestId("scholarship-cards").locator(":scope > li");
    await expect(cards).toHaveCount(found);
    // A card limited to states names Maharashtra among them: Karnataka's own scholarships are left out.
    const limited = page.getByTestId("scholarship-who").filter({ hasText: /From [A-Z]/ });
    expect(await limited.count()).toBeGreaterThan(0);
    for (let i = 0; i < (await limited.count()); i++) await expect(limited.nth(i)).toContainText("Maharashtra");
    // A tentative date is expected, never a last date.
    const expected = page.locator('li[data-phase="expected"]').first();
    await expect(expected.getByTestId("scholarship-date")).toContainText(
      /Expected around \d{1,2} \w{3} \d{4}, based on/,
    );
    await expect(expected).not.toContainText("Last date");
    // The provider's page opens apart from the portal; the source line names the compilation and its year.
    const link = cards.first().getByRole("link", { name: /Details and how to apply on/ });
    await expect(link).toHaveAttribute("rel", "noopener");
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(cards.first()).toContainText("Source: Scholarships compiled from providers' notices, 2026");
    // A bare figure as printed ("6000") is shown as rupees, with how often it is paid.
    await expect(page.locator('li[data-slug="kind-circle-scholarship-for-meritorious-students"]')).toContainText(
      "₹6,000 (one time)",
    );
    // Nothing wider than the phone.
    expect(
      await page
        .locator("main")
        .boundingBox()
        .then((box) => box!.width),
    ).toBeLessThanOrEqual(360);
  });

  test("the predictor's link answers with its filters chosen", async ({ page }) => {
    const response = await page.goto("/Scholarship?level=passed-12&category=obc&state=Maharashtra");
    expect(response?.status()).toBe(200);
    await expect(page.getByLabel("Class or level")).toHaveValue("passed-12");
    await expect(page.getByLabel("Category")).toHaveValue("obc");
    await expect(page.getByLabel("Home state")).toHaveValue("Maharashtra");
    expect(await page.getByTestId("scholarship-cards").locator(":scope > li").count()).toBeGreaterThan(0);
  });

  test("a bad income and an unknown category are refused with a message by each field", async ({ page }) => {
    const response = await page.goto("/Scholarship?income=-5&category=xyz");
    expect(response?.status()).toBe(400);
    await expect(page.getByText("Enter your family's yearly income in rupees as a whole number")).toBeVisible();
    await expect(page.getByText("Choose General, OBC, SC, ST or EWS.")).toBeVisible();
    await expect(page.getByTestId("scholarship-cards")).toHaveCount(0);
  });

  test("an answer with nothing in it says so and suggests widening", async ({ page }) => {
    // No scholarship for class 10 in the list admits a family income of ₹50,00,000.
    await page.goto("/Scholarship?level=class-10&income=5000000");
    await expect(page.getByText("No scholarship in our list matches all of this.")).toBeVisible();
    await expect(page.getByRole("link", { name: "See every scholarship" })).toHaveAttribute("href", "/Scholarship");
  });
});

// axe runs in the page, so with scripts on; the same answers.
for (const path of [
  "/Scholarship?level=passed-12&gender=female&category=obc&income=200000&state=Maharashtra",
  "/Scholarship?income=-5&category=xyz",
]) {
  test(`${path} has no WCAG 2.2 AA violations`, async ({ page }) => {
    // A hundred-odd cards take axe a while on a busy machine.
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 360, height: 800 });
    await page.goto(path);
    expect(await axeViolations(page)).toEqual([]);
  });
}
