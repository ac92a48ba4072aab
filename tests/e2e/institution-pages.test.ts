import { execFileSync } from "node:child_process";
import { expect, test } from "@playwright/test";
import { axeViolations } from "../support/axe.ts";

test("an institution's own address leads to its college page, which shows NIRF Overall 2025 with its source", async ({
  page,
}) => {
  await page.goto("/college/indian-institute-of-technology-madras-chennai");
  // A staff-run college page is linked to IIT Madras: one page per college (decision 018).
  await expect(page).toHaveURL(/\/college\/indian-institute-of-technology-madras$/);
  const official = page.getByRole("region", { name: "From official sources" });
  await expect(official).toContainText("U-0456");
  const ranks = official.getByRole("table", { name: /NIRF ranks and scores/ });
  const overall2025 = ranks.locator("tbody tr").filter({ hasText: /^2025Overall/ });
  await expect(overall2025.locator("td").nth(2)).toHaveText("1");
  await expect(overall2025.locator("td").nth(3)).toHaveText("87.31");
  await expect(overall2025.getByRole("link", { name: "NIRF 2025, Overall" })).toHaveAttribute(
    "href",
    /^https:\/\/www\.nirfindia\.org\//,
  );
  await expect(official.getByRole("img", { name: /NIRF Overall rank by year: 2017: \d+.*2025: 1$/ })).toBeVisible();
  // The page leads with the official rank; the demo data's invented fees and placements are not shown.
  await expect(page.getByTestId("headline-fact").first()).toContainText("NIRF 2025 · Overall #1");
  await expect(page.getByTestId("headline-fact").filter({ hasText: /^Fees/ })).toContainText("Not published");
  await expect(page.getByTestId("figures-note")).toContainText("We hold no published fees");
});

test("an institution no college page covers has a page of its own, with what no source gives marked", async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 800 });
  const response = await page.goto("/college/government-polytechnic-peren");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1, name: "Government Polytechnic Peren" })).toBeVisible();
  // Said in the headline facts and in the rankings section.
  await expect(page.getByTestId("headline-fact").first()).toHaveText(/^NIRF rank\s*Not ranked by NIRF$/);
  await expect(page.getByRole("region", { name: "NIRF rankings" })).toContainText("Not ranked by NIRF");
  await expect(page.getByText("Not published").first()).toBeVisible();
  const programmes = page.getByRole("region", { name: "Approved programmes and intake" });
  await expect(programmes).toContainText(/\d+ seats/);
  await expect(programmes.getByRole("link", { name: "AICTE approved institutions 2025-26" })).toBeVisible();
  // The address as AICTE prints it, named as AICTE's.
  const address = page.getByTestId("institution-address");
  await expect(address).toContainText("New Peren, Peren District");
  await expect(address.getByRole("link", { name: "AICTE approved institutions 2025-26" })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Breadcrumb" })).toContainText("Nagaland");
  await expect(page.getByText("Apply Now", { exact: true }).first()).toBeVisible();
  // Nothing wider than the phone.
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  expect(await axeViolations(page)).toEqual([]);
});

test("an address no college or institution has is the 404 page", async ({ page }) => {
  const response = await page.goto("/college/no-such-institution-anywhere");
  expect(response?.status()).toBe(404);
});

test("a university page names its type with UGC's list, dated and linked, and its official website", async ({
  page,
}) => {
  await page.goto("/college/jawaharlal-nehru-university-delhi-new-delhi");
  const type = page.getByTestId("university-type");
  await expect(type).toContainText("Central university");
  await expect(type.getByRole("link", { name: /UGC list of universities \(about \d{4}\)/ })).toHaveAttribute(
    "href",
    "https://www.ugc.gov.in/",
  );
  const website = page.getByTestId("official-website").getByRole("link", { name: "Official website" });
  await expect(website).toHaveAttribute("href", "https://www.jnu.ac.in/");
  await expect(website).toHaveAttribute("rel", "noopener noreferrer nofollow");
  await expect(page.getByTestId("ugc-fake")).toHaveCount(0);
  // A university's registered address is UGC's.
  await expect(page.getByTestId("institution-address")).toContainText(
    /New Mehrauli Road, New Delhi-110 067 \(as printed in UGC list of universities, about \d{4}\)/,
  );
});

test("UGC's fake universities are warned about on search results and on the matching page", async ({ page }) => {
  await page.goto("/search?q=Commercial+University+Ltd");
  await expect(page.getByTestId("ugc-fake")).toContainText(
    /UGC has declared Commercial University Ltd\., Daryaganj, Delhi fake \(UGC public notice, February \d{4}\): its degrees are not valid\./,
  );
  await page.goto("/search?q=Commercial+University");
  await expect(page.getByTestId("ugc-fake")).toHaveCount(0);
  await page.goto("/college/usha-latchumanan-college-of-education-pondicherry");
  await expect(page.getByTestId("ugc-fake")).toContainText("its degrees are not valid");
  await expect(page.getByTestId("ugc-fake").getByRole("link", { name: "UGC's website" })).toHaveAttribute(
    "href",
    "https://www.ugc.gov.in/",
  );
  // No enquiry is asked for on its page (an institution's page otherwise offers one: see Government Polytechnic Peren's above).
  await expect(page.getByText("Apply Now", { exact: true })).toHaveCount(0);
});

test("a fee an official committee published shows on the page, in compare and in the brochure, with its source", async ({
  page,
}) => {
  await page.goto("/college/b-j-medical-college-ahmadabad");
  const fee = page.getByTestId("headline-fact").filter({ hasText: /^Fees \(official\)/ });
  await expect(fee).toContainText("₹25,000 a year");
  await expect(fee).toContainText("MBBS; year not given by the source");
  await expect(fee.getByRole("link", { name: /^ACPUGMEC, as published/ })).toBeVisible();
  await expect(page.getByTestId("published-fees")).toContainText(/MBBS\s*₹25,000 a year\s*250 seats/);

  await page.goto("/compare?c=b-j-medical-college-ahmadabad,government-polytechnic-peren");
  const row = page.getByRole("row", { name: /^Fees a year \(official\)/ });
  await expect(row.getByRole("cell").first()).toContainText("MBBS: ₹25,000");
  await expect(row.getByRole("cell").nth(1)).toHaveText("Not published");

  const pdf = await page.request.get("/resources/brochure.pdf?college=b-j-medical-college-ahmadabad");
  const text = execFileSync("pdftotext", ["-enc", "UTF-8", "-", "-"], { input: await pdf.body(), encoding: "utf8" });
  expect(text).toContain("MBBS: ₹25,000 a year, 250 seats");
  expect(text).toMatch(/ACPUGMEC, as published .*, year not given by the source/);

  const api = await (await page.request.get("/api/institutions/C-6051")).json();
  expect(api.publishedFees).toEqual([
    {
      course: "MBBS",
      feePerYear: 25000,
      seats: 250,
      source: expect.stringMatching(/^ACPUGMEC, as published/),
      year: "year not given by the source",
      url: expect.stringMatching(/^https:\/\//),
    },
  ]);
});

test("a page without a published fee says so and offers to ask the college, by the enquiry form", async ({ page }) => {
  await page.goto("/college/government-polytechnic-peren");
  const fee = page.getByTestId("headline-fact").filter({ hasText: /^Fees/ });
  await expect(fee).toContainText("Not published");
  await fee.getByRole("link", { name: "Ask the college" }).click();
  await expect(page).toHaveURL(
    /\/enquiry\?kind=apply&college=Government\+Polytechnic\+Peren|college=Government%20Polytechnic%20Peren/,
  );
  await expect(page.getByRole("main")).toContainText("Government Polytechnic Peren");
});
