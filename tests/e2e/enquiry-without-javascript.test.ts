// On a slow phone a tap can come before the scripts run, and some browsers run none: Apply Now and Download
// Boucher then open the enquiry page, whose form posts to itself, keeps what was typed on a refusal, says
// what is wrong with every field, and records the lead.
import { expect, test, type Page } from "@playwright/test";
import { admin } from "../support/admin-browser.ts";

test.use({ javaScriptEnabled: false });

const NIT = "National Institute of Technology Tiruchirappalli";
const HONEST = "This sends your details to our admissions counsellors, not an application to the college.";

async function fillForm(page: Page, values: { name: string; email: string; phone: string; city: string }) {
  const form = page.getByRole("main").locator("form[method=post]");
  await form.getByLabel("Full Name").fill(values.name);
  await form.getByLabel("Email", { exact: true }).fill(values.email);
  await form.getByLabel("Mobile number").fill(values.phone);
  await form.getByLabel("City").fill(values.city);
  await form.getByLabel("Course").selectOption({ label: "BTech" });
  return form;
}

test("Apply Now on a college page opens the enquiry page for that college, with the honest line", async ({ page }) => {
  await page.goto("/college/national-institute-of-technology-tiruchirappalli");
  await page.getByRole("button", { name: `Apply Now: ${NIT}`, exact: true }).click();
  await expect(page).toHaveURL(/\/enquiry\?kind=apply&college=National\+Institute\+of\+Technology\+Tiruchirappalli$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Apply Now");
  await expect(page.getByRole("main")).toContainText(`Enquiry about ${NIT}`);
  await expect(page.getByTestId("apply-notice")).toHaveText(HONEST);
  await expect(page.getByTestId("lead-form-apply").locator('input[name="context"]')).toHaveValue(NIT);
  await expect(page.getByTestId("lead-form-apply").locator('input[name="source"]')).toHaveValue("apply");
});

test("Apply Now in a college table opens the enquiry page naming that row's college", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("link", { name: "Colleges in TamilNadu" }).click();
  const apply = page
    .getByTestId("college-block")
    .getByRole("button", { name: /^Apply Now: / })
    .first();
  const college = ((await apply.getAttribute("aria-label")) ?? "").replace("Apply Now: ", "");
  expect(college.length).toBeGreaterThan(3);
  await apply.click();
  await expect(page).toHaveURL(/\/enquiry\?kind=apply&college=/);
  await expect(page.getByRole("main")).toContainText(`Enquiry about ${college}`);
  await expect(page.getByTestId("lead-form-apply").locator('input[name="context"]')).toHaveValue(college);
});

test("a refused enquiry shows every field's message and keeps everything typed", async ({ page }) => {
  await page.goto(`/enquiry?kind=apply&college=${encodeURIComponent(NIT)}`);
  const form = await fillForm(page, { name: "A", email: "asha@localhost", phone: "12345", city: "P" });
  await form.getByLabel(/By submitting this form/).check();
  // A student under 18 asks for a call without naming a guardian.
  await form.getByLabel("An admissions counsellor of this portal may call me.").check();
  await form.getByLabel("Under 18").check();
  await form.getByRole("button", { name: "Submit" }).click();

  const alert = page.getByRole("alert").filter({ hasText: "Submission failed" });
  for (const message of [
    "Please enter your full name (at least 2 letters).",
    "Please enter a valid email address, like name@example.com.",
    "Please enter a 10-digit Indian mobile number starting with 6, 7, 8 or 9.",
    "Please enter your city.",
    "Please enter your parent or guardian's name.",
    "Please enter your parent or guardian's email address.",
  ]) {
    await expect(alert).toContainText(message);
  }
  const again = page.getByRole("main").locator("form[method=post]");
  await expect(again.getByLabel("Full Name")).toHaveValue("A");
  await expect(again.getByLabel("Full Name")).toHaveAccessibleDescription(
    "Please enter your full name (at least 2 letters).",
  );
  await expect(again.getByLabel("Email", { exact: true })).toHaveValue("asha@localhost");
  await expect(again.getByLabel("Email", { exact: true })).toHaveAttribute("aria-invalid", "true");
  await expect(again.getByLabel("Mobile number")).toHaveValue("12345");
  await expect(again.getByLabel("Mobile number")).toHaveAttribute("aria-invalid", "true");
  await expect(again.getByLabel("City")).toHaveValue("P");
  await expect(again.getByLabel("City")).toHaveAttribute("aria-invalid", "true");
  await expect(again.getByLabel("Course")).toHaveValue("btech");
  await expect(again.getByLabel("Course")).not.toHaveAttribute("aria-invalid");
  await expect(again.getByLabel(/By submitting this form/)).toBeChecked();
  await expect(again.getByLabel("An admissions counsellor of this portal may call me.")).toBeChecked();
  await expect(again.getByLabel("Under 18")).toBeChecked();
  await expect(again.getByLabel("Parent or guardian's name")).toHaveAttribute("aria-invalid", "true");
  // The page still knows which college it is about.
  await expect(page.getByRole("main")).toContainText(`Enquiry about ${NIT}`);
  await expect(page.getByTestId("lead-form-apply").locator('input[name="context"]')).toHaveValue(NIT);
});

test("a valid enquiry is recorded and the page says so", async ({ page, browser, baseURL }) => {
  await page.goto(`/enquiry?kind=apply&college=${encodeURIComponent(NIT)}`);
  const form = await fillForm(page, {
    name: "Nandini Iyer",
    email: "nandini.nojs@example.in",
    phone: "98400 12345",
    city: "Salem",
  });
  await form.getByRole("button", { name: "Submit" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Form submitted successfully!" })).toBeVisible();
  await expect(page.getByRole("main").locator("form[method=post]")).toHaveCount(0);

  // Staff see it in the leads list, with the college as its context.
  const staff = await browser.newContext({ baseURL, javaScriptEnabled: true });
  const adminPage = await staff.newPage();
  await adminPage.goto("/admin");
  await adminPage.getByLabel("Email").fill(admin.email);
  await adminPage.getByLabel("Password").fill(admin.password);
  await adminPage.getByRole("button", { name: "Login" }).click();
  await expect(adminPage).toHaveURL("/admin/dashboard");
  await adminPage.goto("/admin/leads?q=nandini.nojs%40example.in");
  const rows = adminPage.getByTestId("leads-rows").locator("tr");
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText("Nandini Iyer");
  await expect(rows.first()).toContainText(NIT);
  await expect(rows.first()).toContainText(/apply/i);
  await staff.close();
});

test("Download Boucher on a home city card ends with a working brochure link", async ({ page }) => {
  await page.goto("/");
  await page.getByTestId("city-cards").getByRole("button", { name: "Download Boucher" }).first().click();
  await expect(page).toHaveURL(/\/enquiry\?kind=brochure&college=Delhi$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Register Now To Download Brochure");
  await expect(page.getByRole("main")).toContainText("Brochure for Delhi");
  await expect(page.getByTestId("apply-notice")).toHaveCount(0);
  const form = await fillForm(page, {
    name: "Farhan Qureshi",
    email: "farhan.nojs@example.in",
    phone: "9811122233",
    city: "Delhi",
  });
  await form.getByRole("button", { name: "Download Brochure" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Form submitted successfully!" })).toBeVisible();
  const link = page.getByRole("link", { name: "Download the brochure (PDF)" });
  await expect(link).toHaveAttribute("href", "/resources/brochure.pdf?name=Delhi");
  const pdf = await page.request.get((await link.getAttribute("href"))!);
  expect(pdf.ok()).toBe(true);
  expect((await pdf.body()).subarray(0, 5).toString()).toBe("%PDF-");
});

test("a post from another site to the enquiry page is refused", async ({ page }) => {
  const response = await page.request.post(`/enquiry?kind=apply`, {
    headers: { Origin: "https://evil.example" },
    form: {
      name: "Forged Lead",
      email: "forged@example.in",
      phone: "9876543210",
      city: "Pune",
      course: "btech",
      source: "apply",
    },
  });
  expect(response.status()).toBeGreaterThanOrEqual(400);
  expect(response.status()).toBeLessThan(500);
});

test.describe("with JavaScript", () => {
  test.use({ javaScriptEnabled: true });

  test("on a page that hydrates, Apply Now opens the popup, which says where the enquiry goes, and the address stays", async ({
    page,
  }) => {
    await page.goto("/c_pages/B.Tech");
    await page
      .getByRole("main")
      .getByRole("button", { name: /^Apply Now: / })
      .first()
      .click();
    const dialog = page.getByRole("dialog", { name: "Apply Now" });
    await expect(dialog.getByTestId("apply-notice")).toHaveText(HONEST);
    await expect(page).toHaveURL(/\/c_pages\/B\.Tech$/);
  });

  test("on a reading page, Apply Now opens the enquiry page even with JavaScript (decision 061)", async ({ page }) => {
    await page.goto("/college/national-institute-of-technology-tiruchirappalli");
    await page.getByRole("button", { name: `Apply Now: ${NIT}`, exact: true }).click();
    await expect(page).toHaveURL(/\/enquiry\?kind=apply&college=National\+Institute\+of\+Technology\+Tiruchirappalli$/);
    await expect(page.getByTestId("apply-notice")).toHaveText(HONEST);
  });
});
