import { expect, test } from "@playwright/test";

test("a student opens the home page and sees the ten top-ranked colleges", async ({ page }) => {
  const response = await page.goto("/");
  expect(response?.status()).toBe(200);
  const rows = page.getByTestId("top-colleges").getByRole("listitem");
  await expect(rows).toHaveCount(10);
  await expect(rows.first()).toContainText("#1");
});

test("an unknown address shows the 404 page with a way back home", async ({ page }) => {
  const response = await page.goto("/no/such/page");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "I have bad news for you..." })).toBeVisible();
  await page.getByRole("link", { name: "Back to homepage" }).click();
  await expect(page).toHaveURL(/\/$/);
});
