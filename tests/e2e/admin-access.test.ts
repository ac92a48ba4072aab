// Who gets into the admin area: without a session every admin page and action sends the browser to /admin;
// a wrong password says so; remember me decides how long the cookie lives; logout ends it all.
import { expect, test } from "@playwright/test";
import { admin, hydrated, SESSION_COOKIE, signIn } from "../support/admin-browser.ts";
import { ownServer } from "../support/own-server.ts";

const someId = "00000000-0000-4000-8000-000000000000";
const pages = [
  "/admin/dashboard",
  "/admin/cardslider",
  "/admin/add_cardslider",
  `/admin/cardslider/${someId}`,
  "/admin/collegepage",
  "/admin/add_collegepage",
  `/admin/collegepage/${someId}`,
  "/admin/navcoursepagelist",
  "/admin/add_navcoursepagelist",
  `/admin/navcoursepagelist/${someId}`,
  "/admin/stream",
  "/admin/add_stream",
  `/admin/stream/${someId}`,
  "/admin/program",
  "/admin/add_program",
  `/admin/program/${someId}`,
  "/admin/leads",
  "/admin/leads/export",
  "/admin/reviews",
  "/admin/no-such-page",
];
// Every page above that has an action: deletes, saves, moderation, the CSV export.
const actions = pages.filter((p) => !["/admin/dashboard", "/admin/leads", "/admin/no-such-page"].includes(p));

test("without a session every admin page and action redirects to /admin", async ({ request, baseURL }) => {
  for (const path of pages) {
    for (const url of [path, `${path}.data`]) {
      const res = await request.get(url, { maxRedirects: 0 });
      const location =
        res.status() === 302 ? res.headers().location : (await res.text()).match(/\/admin\?next=[^"\\]+/)?.[0];
      expect([302, 202], `${url} answered ${res.status()}`).toContain(res.status());
      expect(location, url).toContain(`/admin?next=${encodeURIComponent(path)}`);
    }
  }
  for (const path of actions) {
    const res = await request.post(path, {
      maxRedirects: 0,
      headers: { Origin: new URL(baseURL!).origin },
      form: { intent: "delete", id: someId, status: "approved", name: "x" },
    });
    expect(res.status(), `POST ${path}`).toBe(302);
    expect(res.headers().location, `POST ${path}`).toContain(`/admin?next=${encodeURIComponent(path)}`);
  }
});

test("a post from another site is refused even with a session", async ({ page, baseURL }) => {
  await signIn(page);
  const res = await page.request.post("/admin/cardslider", {
    maxRedirects: 0,
    headers: { Origin: "https://evil.example" },
    form: { intent: "delete", id: someId },
  });
  // Refused by the site before any action runs (server/plugins/site.ts).
  expect(res.status()).toBe(403);
  const exported = await page.request.post("/admin/leads/export", {
    maxRedirects: 0,
    headers: { Origin: "https://evil.example" },
  });
  expect(exported.status()).toBe(403);
  expect(new URL(baseURL!).origin).not.toBe("https://evil.example");
});

test("a wrong password says so and keeps the email; sign-in then returns to the page asked for", async ({ page }) => {
  await page.goto("/admin/leads?source=brochure");
  await expect(page).toHaveURL(/\/admin\?next=/);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  await page.getByLabel("Email").fill(admin.email);
  await page.getByLabel("Password").fill("not-the-password");
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page.getByRole("alert")).toHaveText("Invalid email or password");
  await expect(page.getByLabel("Email")).toHaveValue(admin.email);
  await page.getByLabel("Password").fill(admin.password);
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page).toHaveURL("/admin/leads?source=brochure");
  const cookie = (await page.context().cookies()).find((c) => c.name === SESSION_COOKIE);
  expect(cookie?.httpOnly).toBe(true);
  expect(cookie?.sameSite).toBe("Lax");
  expect(cookie?.expires).toBe(-1); // ends with the browser
});

test("remember me keeps the session for 30 days; logout ends it and clears the stored keys", async ({ page }) => {
  await page.goto("/admin");
  await page.evaluate(() => {
    localStorage.setItem("token-info", "old");
    localStorage.setItem("userId", "old");
  });
  await page.getByLabel("Email").fill(admin.email);
  await page.getByLabel("Password").fill(admin.password);
  await page.getByLabel("Remember me").check();
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page).toHaveURL("/admin/dashboard");
  await hydrated(page);
  const cookie = (await page.context().cookies()).find((c) => c.name === SESSION_COOKIE);
  expect(cookie!.expires * 1000 - Date.now()).toBeGreaterThan(29 * 86_400_000);
  const response = await page.request.get("/admin/dashboard");
  // "no-store" (or "private, no-store" where a page cache adds "private"): never kept anywhere.
  expect(response.headers()["cache-control"]).toMatch(/(^|, )no-store$/);

  await page.getByRole("button", { name: "Logout" }).click();
  await expect(page).toHaveURL("/admin");
  expect(await page.evaluate(() => [localStorage.getItem("token-info"), localStorage.getItem("userId")])).toEqual([
    null,
    null,
  ]);
  expect((await page.context().cookies()).find((c) => c.name === SESSION_COOKIE)).toBeUndefined();
  await page.goto("/admin/leads");
  await expect(page).toHaveURL("/admin?next=%2Fadmin%2Fleads");
});

test("the phone menu opens and closes", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await signIn(page);
  const button = page.getByRole("button", { name: "Menu" });
  const menu = page.getByRole("navigation", { name: "Admin menu" });
  await expect(menu).toBeHidden();
  await button.click();
  await expect(button).toHaveAttribute("aria-expanded", "true");
  await menu.getByRole("link", { name: "Leads" }).click();
  await expect(page).toHaveURL("/admin/leads");
  await expect(menu).toBeHidden();
  await button.click();
  await expect(menu.getByRole("button", { name: "Logout" })).toBeVisible();
  await button.click();
  await expect(menu).toBeHidden();
});

test("after five wrong passwords from one address the login page says how long to wait", async ({ browser }) => {
  test.setTimeout(120_000);
  // Its own server: the block counts per client address, and every other journey signs in from 127.0.0.1.
  const own = ownServer(3297, "portal-throttle-");
  const server = own.start();
  try {
    await own.waitUntilReady();
    const page = await browser.newPage({ baseURL: own.url });
    await page.goto("/admin");
    for (let i = 0; i < 5; i++) {
      await page.getByLabel("Email").fill("own-server-admin@portal.test");
      await page.getByLabel("Password").fill(`wrong-${i}`);
      await page.getByRole("button", { name: "Login" }).click();
      await expect(page.getByRole("alert")).toHaveText("Invalid email or password");
    }
    // From this address even the right password now waits, and the page says for how long (a minute at first).
    await page.getByLabel("Password").fill("own-server-password");
    await page.getByRole("button", { name: "Login" }).click();
    await expect(page.getByRole("alert")).toHaveText(
      /^Too many failed sign-in attempts\. Please wait (\d+ seconds?|1 minute) and try again\.$/,
    );
    await expect(page).toHaveURL("/admin");
    await page.close();
  } finally {
    await own.stop(server);
  }
});
