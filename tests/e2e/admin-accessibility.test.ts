// axe-core (WCAG 2.2 AA) on the admin login, a list with its delete dialog open, a form showing its
// errors, and the dashboard.
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { open, signIn } from "../support/admin-browser.ts";

// Popups fade in: with motion reduced (app.css) they open at full colour, so axe measures what a student sees.
test.use({ reducedMotion: "reduce" });

const tags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

async function violations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(tags).analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

test("the login page has no WCAG 2.2 AA violations", async ({ page }) => {
  await page.goto("/admin");
  expect(await violations(page)).toEqual([]);
});

test("a list, its delete dialog, a form with errors and the dashboard have no violations", async ({ page }) => {
  await signIn(page);
  expect(await violations(page)).toEqual([]);
  await open(page, "/admin/collegepage");
  expect(await violations(page)).toEqual([]);
  await page
    .getByRole("button", { name: /^Delete/ })
    .first()
    .click();
  await expect(page.getByRole("dialog", { name: "Are you sure you want to delete this college?" })).toBeVisible();
  expect(await violations(page)).toEqual([]);
  await page.keyboard.press("Escape");
  await open(page, "/admin/add_collegepage");
  await page.getByRole("button", { name: "Add college page" }).click();
  expect(await violations(page)).toEqual([]);
});

test("the leads page on a phone has no violations", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await signIn(page);
  await open(page, "/admin/leads");
  expect(await violations(page)).toEqual([]);
});
