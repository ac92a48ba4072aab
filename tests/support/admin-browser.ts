// Shared steps of the admin journeys: signing in through the real login form, and waiting for React.
import { expect, type Page } from "@playwright/test";
import { journeyAdmin } from "./journey-data.ts";

export const admin = journeyAdmin;

/** The session cookie's name: the journeys run the server as in production, which uses the __Host- prefix. */
export const SESSION_COOKIE = "__Host-admin_session";

export async function hydrated(page: Page) {
  await expect(page.locator("main[data-hydrated]")).toHaveCount(1);
}

/** Signs in on /admin and waits for the dashboard (or `next`). */
export async function signIn(page: Page, next?: string) {
  await page.goto(next ? `/admin?next=${encodeURIComponent(next)}` : "/admin");
  await page.getByLabel("Email").fill(admin.email);
  await page.getByLabel("Password").fill(admin.password);
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page).toHaveURL(next ?? "/admin/dashboard");
  await hydrated(page);
}

/** Goes to an admin page and waits until its forms are interactive. */
export async function open(page: Page, path: string) {
  await page.goto(path);
  await hydrated(page);
}

export async function toast(page: Page, text: string) {
  await expect(page.getByTestId("toast").filter({ hasText: text })).toBeVisible();
}

/** The labels of the nav course form's eleven fields, in the form's order. */
export const navCourseFields = [
  "Page name",
  "Banner heading",
  "Banner text",
  "Title",
  "Heading",
  "Sub-heading",
  "Image heading",
  "Image paragraph 1",
  "Image paragraph 2",
  "Table heading",
  "Table text",
];
