import { expect, test } from "@playwright/test";
import { contentPages } from "../support/content-pages.ts";

test.describe("content pages answer with their own title and canonical link", () => {
  const titles = new Map<string, string>();
  for (const page of contentPages) {
    test(`${page.path}`, async ({ page: tab, baseURL }) => {
      const response = await tab.goto(page.path);
      expect(response?.status()).toBe(200);
      await expect(tab.getByRole("heading", { level: 1, name: page.heading })).toBeVisible();
      const title = await tab.title();
      expect(title.length).toBeGreaterThan(5);
      const canonical = await tab.locator('link[rel="canonical"]').getAttribute("href");
      expect(canonical).toBe(new URL(page.canonical ?? page.path, baseURL).href);
      const description = await tab.locator('meta[name="description"]').getAttribute("content");
      expect(description?.length ?? 0).toBeGreaterThan(40);
      // Aliases share the canonical page's title; every other page has a title of its own.
      const key = page.canonical ?? page.path;
      for (const [other, otherTitle] of titles) if (other !== key) expect(otherTitle).not.toBe(title);
      titles.set(key, title);
    });
  }
});

test("no content page is wider than a 360 px phone screen", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  const tooWide: string[] = [];
  for (const { path } of contentPages) {
    await page.goto(path);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    if (width > 360) tooWide.push(`${path}: ${width}px`);
  }
  expect(tooWide).toEqual([]);
});

test("the blog shows six articles and Read more opens the full text", async ({ page }) => {
  await page.goto("/Blog");
  const cards = page.getByTestId("blog-cards").getByRole("listitem");
  await expect(cards).toHaveCount(6);
  await cards
    .nth(1)
    .getByRole("link", { name: /Read more/ })
    .click();
  await expect(page).toHaveURL(/\/Blog\/neet-ug-preparation-plan$/);
  const words = (await page.locator("article").innerText()).split(/\s+/).length;
  expect(words).toBeGreaterThan(400);
  expect((await page.goto("/Blog/no-such-article"))?.status()).toBe(404);
});

test("institutes, alerts and exams show their fixed counts", async ({ page }) => {
  await page.goto("/Institutes");
  await expect(page.getByTestId("institute-cards").getByRole("listitem")).toHaveCount(10);
  await page.goto("/Admissionalert");
  await expect(page.getByTestId("alert-cards").locator(":scope > li")).toHaveCount(7);
  for (const path of ["/Exam", "/college-predictor"]) {
    await page.goto(path);
    await expect(page.getByTestId("exam-card")).toHaveCount(11);
  }
});

test("an exam card opens its exam page; an unknown exam is a 404", async ({ page }) => {
  await page.goto("/Exam");
  await page.getByRole("link", { name: "GATE details" }).click();
  await expect(page).toHaveURL(/\/exam\/gate$/);
  await expect(page.getByRole("heading", { name: "Eligibility" })).toBeVisible();
  await expect(page.getByText("19 March 2025")).toBeVisible();
  expect((await page.goto("/exam/not-an-exam"))?.status()).toBe(404);
});

test("top courses lists six levels, seven interests and nineteen courses", async ({ page }) => {
  await page.goto("/TopCourse");
  await expect(page.getByTestId("level-links").getByRole("listitem")).toHaveCount(6);
  await expect(page.getByTestId("interest-cards").locator(":scope > li")).toHaveCount(7);
  await expect(page.getByTestId("course-names").getByRole("listitem")).toHaveCount(19);
  await expect(page.getByText(/over 10000 courses/i).first()).toBeVisible();
  await page.getByRole("link", { name: "Postgraduate (PG)" }).click();
  await expect(page.getByTestId("course-names").getByRole("listitem")).toHaveCount(5);
});

test("study abroad links to contact and lists six ranked universities", async ({ page }) => {
  await page.goto("/StudyAbroad");
  await expect(page.getByRole("link", { name: "Apply Now" })).toHaveAttribute("href", "/contact");
  await expect(page.getByRole("link", { name: "Shortlist College" })).toHaveAttribute("href", "/contact");
  await expect(page.locator("table tbody tr")).toHaveCount(6);
  await expect(page.getByText("500+ universities").first()).toBeVisible();
  await expect(page.getByText("50% off student visa fees")).toBeVisible();
});

test("enrolling at an institute opens the contact page about that institute", async ({ page }) => {
  await page.goto("/Institutes");
  await page.getByRole("link", { name: "Enroll at Indian Institute of Technology Bombay" }).click();
  await expect(page).toHaveURL(/\/contact\?institute=iit-bombay&intent=enroll$/);
  await expect(
    page.getByRole("heading", { name: "Enquiry about Indian Institute of Technology Bombay" }),
  ).toBeVisible();
});

test("contact shows phone, email, a Delhi address and a lazy map", async ({ page }) => {
  await page.goto("/contact");
  await expect(page.getByRole("link", { name: "+91 11 4000 1234" })).toHaveAttribute("href", "tel:+911140001234");
  await expect(page.getByRole("link", { name: "admissions@example.in" })).toBeVisible();
  await expect(page.locator("address")).toContainText("Connaught Place, New Delhi");
  const map = page.locator("iframe");
  await expect(map).toHaveAttribute("loading", "lazy");
  await expect(map).toHaveAttribute("title", /Map/);
  expect(await map.getAttribute("src")).toMatch(/^https:\/\/www\.openstreetmap\.org\/export\/embed\.html\?/);
});

test("the college ranking page lists NIRF's Overall ranking of the newest year by rank", async ({ page }) => {
  await page.goto("/CollegRanking");
  const rows = page.getByTestId("ranking-table").locator("tbody tr");
  await expect(rows).toHaveCount(100);
  await expect(rows.first()).toContainText("#1");
  await expect(page.getByTestId("ranking-source")).toContainText("Source: NIRF 2025, Overall");
});

test("News, Education Loan and the other unbuilt links still go to the 404 page", async ({ page }) => {
  for (const path of ["/News", "/education-loan", "/ask-a-question", "/test-series", "/college-compare"]) {
    expect((await page.goto(path))?.status()).toBe(404);
  }
});

// The contact page carries a scholarship as the enquiry's context, from its address.
test("an enquiry about a scholarship names it", async ({ page }) => {
  await page.goto("/contact?scholarship=kotak-kanya-scholarship");
  await expect(page.getByRole("heading", { name: "Enquiry about Kotak Kanya Scholarship" })).toBeVisible();
  const enquiry = page.locator("[data-enquiry-source]");
  await expect(enquiry).toHaveAttribute("data-enquiry-source", "scholarship");
  await expect(enquiry).toHaveAttribute("data-enquiry-context", "Kotak Kanya Scholarship");
});
