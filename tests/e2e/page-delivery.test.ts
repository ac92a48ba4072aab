// How a page reaches a slow phone: its stylesheet first and its module preloads at low priority, scripts and
// stylesheets sent compressed ahead of time at the best settings, and no form probing for eval under the CSP.
import http from "node:http";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { expect, test, type Page } from "@playwright/test";

const preloads = (html: string) => [...html.matchAll(/<link rel="modulepreload"[^>]*>/g)].map(([tag]) => tag);

test("module preloads go out at low priority, after the stylesheet", async ({ request }) => {
  // Pages that hydrate (a reading page has no module preloads at all: reading-pages.test.ts).
  for (const path of ["/", "/college-predictor", "/search?q=iit+madras"]) {
    const html = await (await request.get(path)).text();
    const tags = preloads(html);
    expect(tags.length, path).toBeGreaterThan(5);
    for (const tag of tags) expect(tag, path).toContain('fetchpriority="low"');
    expect(html.indexOf('rel="stylesheet"'), path).toBeLessThan(html.indexOf('rel="modulepreload"'));
  }
});

/** The bytes as the server sends them, not decoded (Playwright's and Node's clients decode for you). */
function rawGet(url: string, encoding: string): Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { "accept-encoding": encoding } }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on("error", reject);
  });
}

test("scripts and stylesheets are sent brotli- or gzip-compressed ahead of time, the same bytes either way", async ({
  request,
  baseURL,
}) => {
  const html = await (await request.get("/")).text();
  const script = /<link rel="modulepreload"[^>]*href="(\/assets\/framework-[^"]+\.js)"/.exec(html)?.[1];
  const stylesheet = /<link rel="stylesheet"[^>]*href="(\/assets\/[^"]+\.css)"/.exec(html)?.[1];
  for (const file of [script, stylesheet]) {
    expect(file).toBeTruthy();
    const url = new URL(file!, baseURL).href;
    const plain = await rawGet(url, "identity");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.headers["cache-control"]).toContain("immutable");

    const br = await rawGet(url, "gzip, deflate, br");
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers["vary"]).toContain("accept-encoding");
    expect(brotliDecompressSync(br.body).equals(plain.body)).toBe(true);

    const gz = await rawGet(url, "gzip");
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gz.body).equals(plain.body)).toBe(true);
    // Compressed ahead at the best settings: brotli beats gzip, and both beat the plain file by far.
    expect(br.body.length).toBeLessThan(gz.body.length);
    expect(gz.body.length).toBeLessThan(plain.body.length / 2);
  }
});

async function watchViolations(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __csp: string[] }).__csp = seen;
    document.addEventListener("securitypolicyviolation", (e) => seen.push(`${e.violatedDirective} ${e.sourceFile}`));
  });
}

test("a form checked in the browser never asks for eval, which the CSP refuses", async ({ page }) => {
  await watchViolations(page);
  await page.goto("/review");
  // The step list appears only once React has taken over the form, which then checks each step with zod.
  await expect(page.getByTestId("review-progress")).toBeVisible();
  await page.getByRole("button", { name: "Save and continue" }).click();
  await expect(page.getByText("Please enter your college's name.")).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __csp: string[] }).__csp)).toEqual([]);
});

test("a page's address with a parameter the page does not read goes to the address without it, and is then kept", async ({
  request,
}) => {
  for (const [asked, canonical] of [
    ["/?z=81723", "/"],
    ["/search?q=iit&z=1", "/search?q=iit"],
    ["/compare?c=iit-bombay,iit-delhi&z=2", "/compare?c=iit-bombay,iit-delhi"],
    ["/college-predictor?exam=jee-main&rank=5000&z=3", "/college-predictor?exam=jee-main&rank=5000"],
  ]) {
    const res = await request.get(asked, { maxRedirects: 0 });
    expect(res.status(), asked).toBe(301);
    expect(res.headers().location, asked).toBe(canonical);
  }
  // Every parameter the search page reads is kept, and the second visitor gets the kept page.
  await request.get("/search?q=iit&page=2");
  const again = await request.get("/search?page=2&q=%69it", { maxRedirects: 0 });
  expect(again.status()).toBe(200);
  expect(again.headers()["x-cache"]).toBe("HIT");
});
