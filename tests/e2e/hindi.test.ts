// The portal in Hindi (decision 062): every public page at /hi + its English address, the layout in Hindi,
// a switch on every page that keeps the student on the same page and is remembered, and both addresses
// named to search engines; the college directory and the search in Hindi, their filters and pages staying in
// Hindi; a catalogue institution's page and the enquiry form in Hindi. At a phone's width, with and without
// JavaScript.
import { expect, type Page, test } from "@playwright/test";
import { axeViolations } from "../support/axe.ts";

test.use({ viewport: { width: 360, height: 800 } });

async function expectHindiLayout(page: Page) {
  await expect(page.locator("html")).toHaveAttribute("lang", "hi-IN");
  const header = page.getByTestId("site-header");
  await expect(header.getByRole("combobox", { name: "कॉलेज, परीक्षाएँ और कोर्स खोजें" })).toBeVisible();
  await expect(header.getByRole("link", { name: "Read this page in English" })).toBeVisible();
  await expect(page.getByTestId("all-courses-button")).toHaveText("सभी कोर्स");
  const footer = page.getByTestId("site-footer");
  await expect(footer.getByRole("heading", { name: "उपयोगी लिंक" })).toBeVisible();
  await expect(footer.getByRole("link", { name: "दिल्ली के कॉलेज" })).toHaveAttribute(
    "href",
    "/hi/TopStudy-colleges/Delhi",
  );
  await expect(footer.getByRole("link", { name: "हमारे बारे में" })).toHaveAttribute("href", "/hi/About");
  await expect(footer).toContainText("कॉपीराइट ©");
}

test("/hi/About is the About page with the layout in Hindi, both addresses named, no sideways scroll", async ({
  page,
}) => {
  await page.goto("/hi/About");
  await expectHindiLayout(page);
  const head = page.locator("head");
  await expect(head.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/hi\/About$/);
  await expect(head.locator('link[rel="alternate"][hreflang="en-IN"]')).toHaveAttribute("href", /[^i]\/About$/);
  await expect(head.locator('link[rel="alternate"][hreflang="hi-IN"]')).toHaveAttribute("href", /\/hi\/About$/);
  await expect(head.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute("href", /[^i]\/About$/);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await page.screenshot({ path: "test-results/hindi-about-360.png", fullPage: true });
  expect(await axeViolations(page)).toEqual([]);
});

test("the home page's Hindi twin is /hi; /hi/ redirects there", async ({ page, request }) => {
  const slash = await request.get("/hi/", { maxRedirects: 0 });
  expect(slash.status()).toBe(301);
  expect(new URL(slash.headers().location, "http://x").pathname).toBe("/hi");
  await page.goto("/hi");
  await expectHindiLayout(page);
  await expect(page.getByRole("heading", { name: "अपने लिए सही कॉलेज, कोर्स और परीक्षा खोजें" })).toBeVisible();
  // Hydrated, the header's search goes through the router, which writes the /hi itself.
  await page.waitForLoadState("networkidle");
  const search = page.getByTestId("site-header").getByRole("combobox");
  await search.fill("IIT Bombay");
  await search.press("Enter");
  await expect(page).toHaveURL(/\/hi\/search\?q=IIT(\+|%20)Bombay$/);
});

test("an unknown Hindi address is the 404 page in Hindi", async ({ page }) => {
  const answer = await page.goto("/hi/no-such-page");
  expect(answer?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "माफ़ कीजिए, यह पेज नहीं मिला..." })).toBeVisible();
  await expect(page.getByRole("link", { name: "होमपेज पर वापस जाएँ" })).toHaveAttribute("href", "/hi");
});

for (const javaScriptEnabled of [true, false]) {
  test.describe(javaScriptEnabled ? "with JavaScript" : "without JavaScript", () => {
    test.use({ javaScriptEnabled });

    test("the switch keeps the student on the page, and the choice holds until changed", async ({ page }) => {
      await page.goto("/exam/jee-main");
      await expect(page.locator("html")).toHaveAttribute("lang", "en-IN");
      await page.getByTestId("language-switch").click();
      await expect(page).toHaveURL(/\/hi\/exam\/jee-main$/);
      await expectHindiLayout(page);
      // Chosen: an English address now opens in Hindi, a link from the Hindi header stays in Hindi.
      await page.goto("/About");
      await expect(page).toHaveURL(/\/hi\/About$/);
      await page.getByTestId("site-footer").getByRole("link", { name: "गोपनीयता नीति" }).click();
      await expect(page).toHaveURL(/\/hi\/Privacy-Policy$/);
      await page.getByTestId("language-switch").click();
      await expect(page).toHaveURL(/\/Privacy-Policy$/);
      await expect(page).not.toHaveURL(/\/hi\//);
      await expect(page.locator("html")).toHaveAttribute("lang", "en-IN");
      await page.goto("/About");
      await expect(page).toHaveURL(/[^i]\/About$/);
    });

    test("searching from the Hindi header stays in Hindi", async ({ page }) => {
      // The search page hydrates: its Hindi must be the same words in the browser as in the document (React
      // reports a mismatch as error 418, 423 or 425 in a production build).
      const hydrationErrors: string[] = [];
      page.on("console", (m) => {
        if (m.type() === "error" && /hydrat|did not match|error #41[89]|error #42[35]/i.test(m.text()))
          hydrationErrors.push(m.text());
      });
      await page.goto("/hi/About");
      const search = page.getByTestId("site-header").getByRole("combobox");
      await search.fill("IIT Bombay");
      await search.press("Enter");
      await expect(page).toHaveURL(/\/hi\/search\?q=IIT(\+|%20)Bombay$/);
      await expect(page.locator("html")).toHaveAttribute("lang", "hi-IN");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("“IIT Bombay” के खोज परिणाम");
      const filters = page.getByRole("navigation", { name: "संस्थान छाँटें" });
      await filters.getByRole("link", { name: /^केवल NIRF रैंक वाले [\d,]+$/ }).click();
      await expect(page).toHaveURL(/\/hi\/search\?q=IIT(\+|%20)Bombay&ranked=1$/);
      await expect(page.getByRole("group", { name: "चुने गए फ़िल्टर" })).toContainText("NIRF रैंक वाले");
      expect(hydrationErrors).toEqual([]);
    });
  });
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the directory of a state is in Hindi, and its filters and pages stay in Hindi", async ({ page, browser }) => {
    // Three pages of twenty cards and a state's districts, and axe over the last: longer than most journeys.
    test.setTimeout(90_000);
    await page.goto("/hi/colleges/maharashtra");
    await expectHindiLayout(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("महाराष्ट्र के कॉलेज");
    await expect(page).toHaveTitle(/^महाराष्ट्र के कॉलेज: [\d,]+ संस्थान$/);
    const crumbs = page.getByRole("navigation", { name: "आप यहाँ हैं" });
    await expect(crumbs.getByRole("link", { name: "कॉलेज" })).toHaveAttribute("href", "/hi/colleges");
    await expect(page.getByTestId("place-index")).toContainText(/महाराष्ट्र के ज़िले \(\d+\)/);
    await expect(page.getByTestId("result-count")).toContainText(/^[\d,]+ संस्थान, [\d,]+ में से पेज 1$/);
    // Institutions keep the names their sources give them; the words around them are Hindi.
    await expect(page.getByTestId("nirf-rank").first()).toHaveText(/^(NIRF \d{4} · .+ रैंक \d+|NIRF रैंकिंग में नहीं)$/);

    const filters = page.getByRole("navigation", { name: "फ़िल्टर", exact: true });
    await expect(filters.getByRole("heading", { name: "स्ट्रीम" })).toBeVisible();
    await filters.getByRole("link", { name: /^इंजीनियरिंग [\d,]+$/ }).click();
    await expect(page).toHaveURL(/\/hi\/colleges\/maharashtra\?stream=engineering$/);
    await expect(page.getByRole("group", { name: "चुने गए फ़िल्टर" })).toContainText("इंजीनियरिंग");

    await page.getByRole("navigation", { name: "पेज", exact: true }).getByRole("link", { name: "अगला" }).click();
    await expect(page).toHaveURL(/\/hi\/colleges\/maharashtra\?stream=engineering&page=2$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "hi-IN");
    await expect(page).toHaveTitle(/^महाराष्ट्र के कॉलेज \(इंजीनियरिंग\): [\d,]+ संस्थान \(पेज 2\)$/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      "href",
      /\/hi\/colleges\/maharashtra\?stream=engineering&page=2$/,
    );
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await page.screenshot({ path: "test-results/hindi-directory-360.png", fullPage: true });
    // axe runs as a script in the page, so in a context that runs them (the test's options reach newContext
    // too): the same document, since a reading page loads no framework.
    const scripted = await browser.newContext({ javaScriptEnabled: true, viewport: { width: 360, height: 800 } });
    const checked = await scripted.newPage();
    await checked.goto(page.url());
    expect(await axeViolations(checked)).toEqual([]);
    await scripted.close();
  });

  test("the search page is in Hindi at /hi/search, and its filters stay in Hindi", async ({ page }) => {
    await page.goto("/hi/search");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("खोजें");
    await page.locator("#search-page-q").fill("iit");
    await page.locator("#search-page-q").press("Enter");
    await expect(page).toHaveURL(/\/hi\/search\?q=iit$/);
    await expectHindiLayout(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("“iit” के खोज परिणाम");
    await expect(page).toHaveTitle("“iit”: कॉलेज, परीक्षाएँ और कोर्स");
    await expect(page.getByTestId("result-count")).toContainText(/^[\d,]+ परिणाम/);
    const filters = page.getByRole("navigation", { name: "संस्थान छाँटें" });
    await expect(filters.getByRole("heading", { name: "प्रकार" })).toBeVisible();
    await filters.getByRole("link", { name: /^केवल NIRF रैंक वाले [\d,]+$/ }).click();
    await expect(page).toHaveURL(/\/hi\/search\?q=iit&ranked=1$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "hi-IN");
    await expect(page.getByRole("group", { name: "चुने गए फ़िल्टर" })).toContainText("NIRF रैंक वाले");
    await expect(page.getByTestId("search-result-facts").first()).toContainText(/NIRF \d{4} · .+ रैंक \d+/);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a catalogue institution's page is in Hindi, its name as printed, its plain links staying in Hindi", async ({
    page,
    browser,
  }) => {
    // An institution no staff-run college page covers, so its own page (decision 018).
    await page.goto("/hi/college/government-polytechnic-peren");
    await expectHindiLayout(page);
    await expect(page).toHaveTitle(/^Government Polytechnic.*: रैंकिंग, प्रोग्राम और सीटें$/);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Government Polytechnic");
    await expect(page.getByRole("heading", { name: "NIRF रैंकिंग" })).toBeVisible();
    const facts = page.getByTestId("headline-fact");
    await expect(facts.first()).toContainText("NIRF रैंक");
    await expect(facts.filter({ hasText: "प्रकाशित नहीं" }).first()).toBeVisible();
    const crumbs = page.getByRole("navigation", { name: "आप यहाँ हैं" });
    await expect(crumbs.getByRole("link", { name: "कॉलेज" })).toHaveAttribute("href", "/hi/colleges");
    await expect(page.getByTestId("college-reviews").getByRole("link", { name: "पॉइंट कैसे मिलते हैं" })).toHaveAttribute(
      "href",
      "/hi/review#rewards-heading",
    );
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await page.screenshot({ path: "test-results/hindi-institution-360.png", fullPage: true });
    const scripted = await browser.newContext({ javaScriptEnabled: true, viewport: { width: 360, height: 800 } });
    const checked = await scripted.newPage();
    await checked.goto(page.url());
    expect(await axeViolations(checked)).toEqual([]);
    await scripted.close();
  });
});

test("the sitemap lists each page in both languages, each naming the other", async ({ request }) => {
  const index = await (await request.get("/sitemap.xml")).text();
  const pages = index.match(/<loc>([^<]*\/pages\.xml)<\/loc>/)?.[1];
  expect(pages).toBeDefined();
  const xml = await (await request.get(new URL(pages!).pathname)).text();
  expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
  const about = xml.match(/<url><loc>[^<]*\/hi\/About<\/loc>(.*?)<\/url>/)?.[1] ?? "";
  expect(about).toMatch(/<xhtml:link rel="alternate" hreflang="en-IN" href="[^"]*[^i]\/About"\/>/);
  expect(about).toMatch(/<xhtml:link rel="alternate" hreflang="hi-IN" href="[^"]*\/hi\/About"\/>/);
  expect(xml).toMatch(/<url><loc>[^<]*[^i]\/About<\/loc>/);
});

test.describe("the enquiry page in Hindi", () => {
  test.use({ javaScriptEnabled: false });

  const PHONE = "कृपया 6, 7, 8 या 9 से शुरू होने वाला 10 अंकों का भारतीय मोबाइल नंबर लिखें।";

  test("a refused enquiry says what is wrong in Hindi by the field and keeps what was typed", async ({
    page,
    browser,
  }) => {
    test.setTimeout(60_000);
    await page.goto("/hi/enquiry?kind=apply&college=IIT%20Delhi");
    await expectHindiLayout(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("अभी आवेदन करें");
    await expect(page.getByRole("main")).toContainText("इसके बारे में पूछताछ: IIT Delhi");
    const form = page.getByRole("main").locator("form[method=post]");
    await expect(form).toHaveAttribute("action", /^\/hi\/enquiry\?kind=apply&college=IIT(\+|%20)Delhi$/);
    // The consent notice is the one /my-data shows, in Hindi first.
    await expect(form.getByRole("group", { name: "आपकी सहमति" })).toBeVisible();
    await expect(form.getByLabel("इस पोर्टल के प्रवेश परामर्शदाता मुझे कॉल कर सकते हैं।")).toBeVisible();
    await expect(form.getByLabel("हिन्दी")).toBeChecked();
    await form.getByLabel("पूरा नाम").fill("रीना वर्मा");
    await form.getByLabel("ईमेल", { exact: true }).fill("reena.hindi@example.in");
    await form.getByLabel("मोबाइल नंबर").fill("12345");
    await form.getByLabel("शहर").fill("पटना");
    await form.getByLabel("कोर्स").selectOption({ label: "BTech" });
    await form.getByRole("button", { name: "जमा करें" }).click();

    await expect(page.getByRole("alert").filter({ hasText: "फ़ॉर्म जमा नहीं हुआ" })).toContainText(PHONE);
    const again = page.getByRole("main").locator("form[method=post]");
    await expect(again.getByLabel("मोबाइल नंबर")).toHaveValue("12345");
    await expect(again.getByLabel("मोबाइल नंबर")).toHaveAccessibleDescription(PHONE);
    await expect(again.getByLabel("पूरा नाम")).toHaveValue("रीना वर्मा");
    await expect(again.getByLabel("शहर")).toHaveValue("पटना");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await page.screenshot({ path: "test-results/hindi-enquiry-360.png", fullPage: true });

    // With scripts, the browser's check refuses the same number with the same words, and axe reads the page.
    const scripted = await browser.newContext({ javaScriptEnabled: true, viewport: { width: 360, height: 800 } });
    const checked = await scripted.newPage();
    await checked.goto(page.url());
    await checked.waitForLoadState("networkidle");
    const live = checked.getByRole("main").locator("form[method=post]");
    await live.getByLabel("पूरा नाम").fill("रीना वर्मा");
    await live.getByLabel("ईमेल", { exact: true }).fill("reena.hindi@example.in");
    await live.getByLabel("मोबाइल नंबर").fill("12345");
    await live.getByLabel("शहर").fill("पटना");
    await live.getByLabel("कोर्स").selectOption({ label: "BTech" });
    await live.getByRole("button", { name: "जमा करें" }).click();
    await expect(live.getByLabel("मोबाइल नंबर")).toHaveAccessibleDescription(PHONE);
    expect(await axeViolations(checked)).toEqual([]);
    await scripted.close();
  });
});
