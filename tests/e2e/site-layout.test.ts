// The layout around every public page, on a desktop and on a phone.
import { expect, test } from "@playwright/test";
import { todayInIndia } from "../../domain/clock.ts";

test("desktop: header, nav bar, banner and footer frame every page", async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto("/");
  const header = page.getByTestId("site-header");
  await expect(header).toHaveAttribute("data-overlay", "true");
  await expect(header.getByRole("link", { name: "Home" })).toHaveAttribute("href", "/");
  await expect(header.getByRole("link", { name: "Select Goal & City" })).toBeVisible();
  await expect(header.getByPlaceholder("Search For Colleges, Exam, Course and More...")).toBeVisible();
  await expect(header.getByRole("link", { name: "Write a Review" })).toHaveAttribute("href", "/review");

  const courses = page.getByTestId("nav-courses").getByRole("link");
  expect(await courses.count()).toBeGreaterThan(5);
  await expect(courses.first()).toHaveAttribute("href", /^\/Collegespage\/[0-9a-f-]{36}$/);

  await expect(page.getByRole("heading", { name: "Latest Notifications" })).toBeVisible();
  // Only notices of the day: none dated later than today (the dated journeys are admin-site-content.test.ts).
  const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" }).format(new Date());
  for (const day of await page
    .getByTestId("latest-notifications")
    .locator("time")
    .evaluateAll((t) => t.map((e) => e.getAttribute("datetime") ?? "")))
    expect(day <= today).toBe(true);
  const footer = page.getByTestId("site-footer");
  await expect(page.getByTestId("footer-top-courses").getByRole("link")).toHaveCount(6);
  await expect(footer).toContainText("Colleges in Delhi");
  await expect(footer).toContainText("for reference only");
  await expect(footer).toContainText(`Copyright © ${todayInIndia().slice(0, 4)}`);
  for (const country of ["Canada", "USA", "UK", "UAE", "Australia", "Germany"]) {
    await expect(footer.getByRole("link", { name: `Study in ${country}` })).toBeVisible();
  }

  await page.goto("/About");
  await expect(page.getByTestId("site-header")).toHaveAttribute("data-overlay", "false");
  await expect(page.locator("main")).toHaveCount(1);
  await expect(page.getByRole("heading", { name: "Latest Notifications" })).toBeVisible();
});

test("the Explore menu opens on hover, by keyboard and by tap", async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  // Hover and the arrow keys are the hydrated menu's (a reading page's menu is the plain disclosure).
  await page.goto("/college-predictor");
  // A native disclosure: the <details> element's open attribute is its expanded state.
  const menu = page.getByTestId("explore-menu");
  const button = menu.locator("summary");
  await expect(button).toHaveText("Explore");
  // Hover opens it once the header's script runs; a pointer that arrived before (a busy machine) moves again.
  await expect(async () => {
    await page.mouse.move(5, 600);
    await button.hover();
    await expect(menu).toHaveAttribute("open", "", { timeout: 1_000 });
  }).toPass();
  await expect(menu.getByRole("link", { name: "Scholarships" })).toBeVisible();
  await page.mouse.move(5, 600);
  await expect(menu).not.toHaveAttribute("open");

  await button.focus();
  await page.keyboard.press("ArrowDown");
  await expect(menu.getByRole("link", { name: "College Ranking" })).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(menu).not.toHaveAttribute("open");
  await expect(button).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(menu).toHaveAttribute("open", "");
  await menu.getByRole("link", { name: "Scholarships" }).click();
  await expect(page).toHaveURL(/\/Scholarship$/);
});

test("the bell opens the notification popup", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("button", { name: "Notifications" }).click();
  const dialog = page.getByRole("dialog", { name: "Notification" });
  // The latest notices, or SPEC.md's text when there are none (the list itself: admin-site-content.test.ts).
  await expect(dialog.getByRole("listitem").or(dialog.getByText("This is your notification")).first()).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Notifications" })).toBeFocused();
});

test("phone: the layout fits 360 px and its menus open by tap", async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 360, height: 780 }, hasTouch: true, isMobile: true });
  const page = await context.newPage();
  for (const path of ["/", "/About", "/no/such/page"]) {
    await page.goto(path);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  }
  await page.goto("/");
  await expect(
    page.getByTestId("site-header").getByPlaceholder("Search For Colleges, Exam, Course and More..."),
  ).toBeVisible();
  const explore = page.getByTestId("explore-menu");
  await explore.locator("summary").tap();
  await expect(explore.getByRole("link", { name: "Write a Review" })).toBeVisible();
  await explore.locator("summary").tap();
  await expect(explore).not.toHaveAttribute("open");
  await page.getByRole("button", { name: "All Courses" }).tap();
  await expect(page.getByRole("dialog", { name: "All Courses" })).toBeVisible();
  await context.close();
});

test("a new page starts at the top, and the scroll-to-top button appears after 2000 px", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByTestId("scroll-to-top")).toBeHidden();
  await page.evaluate(() => window.scrollTo(0, 2100));
  await expect(page.getByTestId("scroll-to-top")).toBeVisible();
  await page.getByTestId("scroll-to-top").click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await page.getByTestId("site-footer").getByRole("link", { name: "About Us" }).click();
  await expect(page).toHaveURL(/\/About$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

  // A reading page, loaded as a document, runs no React: its own script shows the button.
  await page.reload();
  await expect(page.locator("html[data-enhanced]")).toBeAttached();
  await expect(page.getByTestId("scroll-to-top")).toBeHidden();
  await page.evaluate(() => window.scrollTo(0, 2100));
  await expect(page.getByTestId("scroll-to-top")).toBeVisible();
  await page.getByTestId("scroll-to-top").click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});
