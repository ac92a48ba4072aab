// axe-core (WCAG 2.2 AA) on the admin login, a list with its delete dialog open, a form showing its
// errors, and the dashboard.
import { expect, test } from "@playwright/test";
import { open, signIn } from "../support/admin-browser.ts";
import { axeViolations } from "../support/axe.ts";

// Popups fade in: with motion reduced (app.css) they open at full colour, so axe measures what a student sees.
test.use({ reducedMotion: "reduce" });

test("the login page has no WCAG 2.2 AA violations", async ({ page }) => {
  await page.goto("/admin");
  expect(await axeViolations(page)).toEqual([]);
});

test("a list, its delete dialog, a form with errors and the dashboard have no violations", async ({ page }) => {
  await signIn(page);
  expect(await axeViolations(page)).toEqual([]);
  await open(page, "/admin/collegepage");
  expect(await axeViolations(page)).toEqual([]);
  await page
    .getByRole("button", { name: /^Delete/ })
    .first()
    .click();
  await expect(page.getByRole("dialog", { name: "Are you sure you want to delete this college?" })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.keyboard.press("Escape");
  await open(page, "/admin/add_collegepage");
  await page.getByRole("button", { name: "Add college page" }).click();
  expect(await axeViolations(page)).toEqual([]);
});

test("the leads page on a phone has no violations", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await signIn(page);
  await open(page, "/admin/leads");
  expect(await axeViolations(page)).toEqual([]);
});
