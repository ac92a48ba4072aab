// The Content-Security-Policy must not break the site: pages hydrate with their script hashes or nonce, the review form's
// inline style and the contact page's map are allowed, nothing is reported as a violation.
import { createHash } from "node:crypto";
import { expect, test, type Page } from "@playwright/test";

async function watchViolations(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __csp: string[] }).__csp = seen;
    document.addEventListener("securitypolicyviolation", (e) => seen.push(`${e.violatedDirective} ${e.blockedURI}`));
  });
}
const violations = (page: Page) => page.evaluate(() => (window as unknown as { __csp: string[] }).__csp);

const inlineScripts = (html: string) =>
  [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g)].map(([, attrs, text]) => ({ attrs, text }));

test("public pages allow exactly their own inline scripts by hash, staff pages by nonce, and hydrate without violations", async ({
  page,
  request,
}) => {
  // Public pages are cached and shared, so their scripts are allowed by hash (docs/decisions/012).
  const res = await request.get("/");
  const csp = res.headers()["content-security-policy"];
  expect(csp).not.toContain("'nonce-");
  expect(csp).toContain("frame-ancestors 'none'");
  const scripts = inlineScripts(await res.text());
  expect(scripts.length).toBeGreaterThan(0);
  for (const { attrs, text } of scripts) {
    expect(attrs).not.toContain("nonce=");
    const hash = `'sha256-${createHash("sha256").update(text).digest("base64")}'`;
    // JSON-LD is data a browser never runs: the policy need not (and does not) list it.
    if (attrs.includes("application/ld+json")) expect(csp).not.toContain(hash);
    else expect(csp).toContain(hash);
  }
  expect(scripts.some(({ attrs }) => attrs.includes("application/ld+json"))).toBe(true);
  expect(res.headers()["x-content-type-options"]).toBe("nosniff");

  // The staff sign-in page is never cached: a fresh nonce on every inline script.
  const login = await request.get("/admin");
  const nonce = /'nonce-([^']+)'/.exec(login.headers()["content-security-policy"])?.[1];
  expect(nonce).toBeTruthy();
  const loginScripts = inlineScripts(await login.text());
  expect(loginScripts.length).toBeGreaterThan(0);
  for (const { attrs } of loginScripts) expect(attrs).toContain(`nonce="${nonce}"`);

  await watchViolations(page);
  await page.goto("/");
  await page.waitForFunction(
    () => (window as unknown as { __reactRouterRouteModules?: object }).__reactRouterRouteModules,
  );
  await page.goto("/review");
  // The step list appears only once React has taken over the form.
  await expect(page.getByTestId("review-progress")).toBeVisible();
  await page.goto("/contact");
  await expect(page.locator("iframe")).toBeAttached();
  await page.goto("/admin");
  await page.waitForFunction(
    () => (window as unknown as { __reactRouterRouteModules?: object }).__reactRouterRouteModules,
  );
  await page.waitForTimeout(300);
  expect(await violations(page)).toEqual([]);
});

test("client-side navigation works under the CSP", async ({ page }) => {
  await watchViolations(page);
  // From a page that hydrates (a reading page's links load documents: decision 061) to another.
  await page.goto("/search?q=iit+madras");
  await page.waitForFunction(
    () => (window as unknown as { __reactRouterRouteModules?: object }).__reactRouterRouteModules,
  );
  const before = await page.evaluate(() => performance.getEntriesByType("navigation").length);
  await page.getByRole("banner").getByRole("link", { name: "Write a Review" }).click();
  await expect(page).toHaveURL(/\/review$/);
  // Still the same document: the router navigated without a full page load.
  expect(await page.evaluate(() => performance.getEntriesByType("navigation").length)).toBe(before);
  expect(await violations(page)).toEqual([]);
});

test("the API reference at /api/docs renders from /api/openapi.json under its own CSP", async ({ page }) => {
  await watchViolations(page);
  await page.goto("/api/docs");
  await expect(page.getByRole("heading", { name: "Card sliders" })).toBeVisible();
  await expect(page.getByText("/api/admin/get_collegespageByCourse/{courseName}")).toBeVisible();
  expect(await violations(page)).toEqual([]);
});

test("an unknown /api path is a JSON 404, not the HTML page", async ({ request }) => {
  const res = await request.get("/api/no/such/call");
  expect(res.status()).toBe(404);
  expect(res.headers()["content-type"]).toContain("application/json");
  expect((await res.json()).message).toBe("There is no such API call. See /api/docs for the list.");
});
