// Reviews students can read: a review written from an institution's page, approved by staff, appears on that
// page with the spread of ratings, the count, the period and the reward disclosed; the same student cannot
// review the same course twice. And the brochure of a college with a Hindi name carries that name.
import { execFileSync } from "node:child_process";
import { expect, test, type Page } from "@playwright/test";
import { collegeBody } from "../support/api-bodies.ts";
import { open, signIn, toast } from "../support/admin-browser.ts";
import { validReviewForm } from "../support/review-form.ts";

const INSTITUTION = "/college/government-polytechnic-peren";
const text = (topic: string) =>
  `${topic} at this polytechnic is decent; the teachers are helpful and classes run on time.`;

const rate = (page: Page, value: string) => page.locator("label:visible", { hasText: value }).click();
const next = (page: Page) => page.getByRole("button", { name: "Save and continue" }).click();

test("a review written from a college's page is approved by staff and shown there with its spread and period", async ({
  page,
  baseURL,
}) => {
  await page.goto(INSTITUTION);
  const name = (await page.getByRole("heading", { level: 1 }).textContent())!.trim();
  const reviews = page.getByTestId("college-reviews");
  await expect(reviews).toContainText("No approved reviews yet.");
  await expect(page.getByTestId("review-incentive")).toContainText("Reviewers may earn reward points");

  await reviews.getByRole("link", { name: "Write a review" }).click();
  await expect(page).toHaveURL(/\/review\?institution=government-polytechnic-peren/);
  await expect(page.getByTestId("review-progress")).toBeVisible();
  await expect(page.getByLabel("College name")).toHaveValue(name);
  await page.getByLabel(/Course and branch/).fill("Diploma in Civil Engineering");
  await rate(page, "4 · Very good");
  await next(page);
  const answers: [RegExp, string][] = [
    [/Curriculum, teaching quality/, "Teaching"],
    [/qualified and approachable/, "The faculty"],
    [/Classrooms, labs, library/, "Infrastructure"],
    [/Rooms, rules, mess food/, "Hostel food"],
    [/Companies that visit/, "Placement support"],
    [/Clubs, fests, events/, "Campus life"],
  ];
  for (const [label, topic] of answers) {
    await rate(page, "3 · Good");
    await page.getByLabel(label).fill(text(topic));
    await next(page);
  }
  // What you paid is optional: left empty, it passes.
  await next(page);
  // The last step opens clean: nothing typed yet, so nothing is wrong yet.
  await expect(page.getByRole("heading", { name: "Step 9 of 9: Your details and consent" })).toBeFocused();
  await expect(page.locator("[aria-invalid='true']")).toHaveCount(0);
  await expect(page.getByText(/^Please /)).toHaveCount(0);
  await rate(page, "4 · Very good");
  await page.getByLabel("Your full name").fill("Tenzing Lowang");
  await page.getByLabel("Email address").fill("tenzing.e2e@example.in");
  await page.getByRole("checkbox").check();
  await page.getByRole("button", { name: "Submit review" }).click();
  await expect(page.getByTestId("review-success")).toBeVisible();

  // The same student, the same course again: refused with a clear message, nothing stored.
  const again = await page.request.post("/review", {
    headers: { Origin: new URL(baseURL!).origin },
    form: validReviewForm({
      collegeName: name,
      institution: "government-polytechnic-peren",
      courseName: "diploma in civil engineering",
      email: "Tenzing.E2E@example.in",
    }),
  });
  expect(again.status()).toBe(400);
  expect(await again.text()).toContain(
    `You have already reviewed diploma in civil engineering at ${name} with this email address.`,
  );

  await signIn(page);
  await open(page, "/admin/reviews");
  const card = page.getByTestId("review").filter({ hasText: "Tenzing Lowang" });
  await expect(card).toHaveCount(1);
  await expect(card).toContainText("Diploma in Civil Engineering");
  await card.getByRole("button", { name: /^Approve/ }).click();
  await toast(page, `Review of ${name} approved.`);

  await page.context().clearCookies(); // as a visitor
  await page.goto(INSTITUTION);
  const month = new Date().toLocaleDateString("en-IN", { month: "short", year: "numeric", timeZone: "Asia/Kolkata" });
  await expect(reviews).toContainText("4.0 out of 5");
  await expect(page.getByTestId("reviews-summary")).toHaveText(
    `Overall rating from 1 approved review, written in ${month}`,
  );
  const distribution = page.getByTestId("rating-distribution").getByRole("row");
  await expect(distribution).toHaveText(["5 of 50", "4 of 51", "3 of 50", "2 of 50", "1 of 50"]);
  await expect(page.getByTestId("review-incentive")).toContainText(
    "Reviewers may earn reward points when their review is approved",
  );
  await reviews.getByText("Tenzing L.").click();
  await expect(reviews).toContainText(text("Placement support"));
  await expect(reviews).not.toContainText("tenzing.e2e@example.in");
});

test("the brochure of a college with a Hindi name carries the name, its fees and their date", async ({
  page,
  baseURL,
}) => {
  await signIn(page);
  const xsrf = (await page.context().cookies()).find((c) => c.name.endsWith("XSRF-TOKEN"))!.value;
  const hindiName = "श्री गुरु गोविन्द सिंह प्रौद्योगिकी महाविद्यालय";
  const created = await page.request.post("/api/admin/create_collegespage", {
    headers: { Origin: new URL(baseURL!).origin, "X-XSRF-TOKEN": xsrf },
    // Fees show only with where staff read them and when (decision 036).
    data: collegeBody(hindiName, {
      city: "Nanded",
      figuresAsOf: "2026-11-02",
      figuresSourceUrl: "https://sggs.example.ac.in/fees",
    }),
  });
  expect(created.status()).toBe(201);
  const { slug } = (await created.json()).collegePage as { slug: string };

  const pdf = await page.request.get(`/resources/brochure.pdf?college=${slug}`);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()["content-type"]).toBe("application/pdf");
  const text = execFileSync("pdftotext", ["-enc", "UTF-8", "-", "-"], { input: await pdf.body(), encoding: "utf8" });
  expect(text).toContain(hindiName);
  expect(text).toContain("B.Tech: ₹1,20,000");
  expect(text).toContain("Entered by our staff, as of 2 November 2026");
  expect(text).toContain("sggs.example.ac.in/fees");

  // The older links by name still work, and an unknown college is a clear 404.
  const byName = await page.request.get(`/resources/brochure.pdf?name=${encodeURIComponent(hindiName)}`);
  expect(byName.status()).toBe(200);
  expect(
    execFileSync("pdftotext", ["-enc", "UTF-8", "-", "-"], { input: await byName.body(), encoding: "utf8" }),
  ).toContain("B.Tech: ₹1,20,000");
  const unknown = await page.request.get("/resources/brochure.pdf?college=no-such-college-anywhere");
  expect(unknown.status()).toBe(404);
  expect(await unknown.text()).toContain("No college has this address.");
});
