// Staff follow up enquiries and moderate reviews: leads filtered by source and course, exported to a CSV
// whose rows match the filter (and the export recorded); a pending review read in full and approved.
import { readFile } from "node:fs/promises";
import { expect, test } from "@playwright/test";
import { validReviewForm } from "../support/review-form.ts";
import { open, signIn, toast } from "../support/admin-browser.ts";

const leads: Record<string, string>[] = [
  // Kavya agrees to a call and to sharing with the enquiry's institution; the others to the brochure only.
  {
    name: "Kavya Nair",
    email: "kavya.e2e@example.in",
    source: "brochure",
    course: "mba",
    city: "Kochi",
    call: "on",
    share: "E2E",
    ageBand: "18-plus",
  },
  { name: "Rohan Gupta", email: "rohan.e2e@example.in", source: "brochure", course: "mba", city: "Delhi, NCR" },
  { name: "Sneha Iyer", email: "sneha.e2e@example.in", source: "brochure", course: "btech", city: "Chennai" },
  { name: "Arjun Mehta", email: "arjun.e2e@example.in", source: "counselling", course: "mba", city: "Mumbai" },
];

test("leads are filtered and exported with their consent; the CSV holds exactly the filtered rows", async ({
  page,
  baseURL,
}) => {
  for (const [i, lead] of leads.entries()) {
    const res = await page.request.post("/resources/enquiry", {
      headers: { Accept: "application/json", Origin: new URL(baseURL!).origin },
      form: { ...lead, phone: `98765 4321${i}`, terms: "true", context: "E2E", noticeVersion: "2026-11-24" },
    });
    expect(res.status()).toBe(201);
  }
  await signIn(page);
  await expect(page.getByText("Leads today").locator("..").locator("..")).toContainText(/\d/);
  await open(page, "/admin/leads");
  await page.getByLabel("Source").selectOption("brochure");
  await page.getByLabel("Course").selectOption({ label: "MBA" });
  await page.getByLabel(/Search name/).fill("e2e@example.in");
  await page.getByRole("button", { name: "Apply filters" }).click();
  await expect(page).toHaveURL(/source=brochure/);
  const rows = page.getByTestId("leads-rows").locator("tr");
  await expect(rows).toHaveCount(2);
  await expect(page.getByTestId("leads-rows")).toContainText("Kavya Nair");
  await expect(page.getByTestId("leads-rows")).toContainText("Rohan Gupta");
  await expect(rows.filter({ hasText: "Kavya Nair" })).toContainText("May call");
  await expect(rows.filter({ hasText: "Kavya Nair" })).toContainText("Share with: E2E");
  await expect(rows.filter({ hasText: "Rohan Gupta" })).toContainText("Do not call");
  // What was agreed, in words, and the age band that decides whether anyone may call.
  await expect(rows.filter({ hasText: "Kavya Nair" })).toContainText(
    /the terms and privacy notice;.*calls about admission/,
  );
  await expect(rows.filter({ hasText: "Kavya Nair" })).toContainText("18 or over");

  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: /Export CSV/ }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^leads-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await readFile((await file.path())!, "utf8");
  expect(csv.charCodeAt(0)).toBe(0xfeff); // the BOM Excel needs to read UTF-8
  const lines = csv.slice(1).trimEnd().split("\r\n");
  expect(lines[0]).toBe(
    "Name,Email,Phone (+91),City,Course,Source,Context,Consent,Date (IST),Notice version,Do not call,Share with,Awaiting guardian",
  );
  expect(
    lines
      .slice(1)
      .map((l) => l.split(",")[0])
      .sort(),
  ).toEqual(["Kavya Nair", "Rohan Gupta"]);
  expect(lines.find((l) => l.startsWith("Rohan"))).toContain('"Delhi, NCR",mba,brochure,E2E,yes,');
  expect(lines.find((l) => l.startsWith("Rohan"))).toMatch(/,2026-11-24,yes,,no$/);
  expect(lines.find((l) => l.startsWith("Kavya"))).toMatch(/,2026-11-24,no,E2E,no$/);

  await open(page, "/admin/leads");
  await expect(page.getByTestId("exports")).toContainText(
    /2 rows · (?=.*source: brochure)(?=.*course: mba)(?=.*search: e2e@example\.in)/,
  );
});

test("a pending review is read in full and approved", async ({ page, baseURL }) => {
  const review = validReviewForm({ collegeName: "E2E Review College", email: "reviewer.e2e@example.in" });
  const res = await page.request.post("/review", { headers: { Origin: new URL(baseURL!).origin }, form: review });
  expect(res.status()).toBe(200);

  await signIn(page);
  await open(page, "/admin/reviews");
  const card = page.getByTestId("review").filter({ hasText: "E2E Review College" });
  await expect(card).toContainText("Most professors hold PhDs");
  await card.getByRole("button", { name: /Approve/ }).click();
  await toast(page, "Review of E2E Review College approved.");
  await expect(card).toHaveCount(0);
  await page.getByRole("link", { name: "Approved" }).click();
  const approved = page.getByTestId("review").filter({ hasText: "E2E Review College" });
  await expect(approved).toHaveCount(1);
  await expect(approved.getByTestId("review-decision")).toContainText(/^Approved by .+@.+ on \d+ \w+ \d{4}\.$/);

  // Published, then taken down with a reason, which stays with the review.
  await approved.getByLabel(/Why take it down/).fill("The reviewer asked us to remove it.");
  await approved.getByRole("button", { name: /Take down/ }).click();
  await toast(page, "Review of E2E Review College taken down.");
  await page.getByRole("link", { name: "Rejected" }).click();
  await expect(
    page.getByTestId("review").filter({ hasText: "E2E Review College" }).getByTestId("review-decision"),
  ).toContainText(/^Rejected by .+ on .+: The reviewer asked us to remove it\.$/);
});
