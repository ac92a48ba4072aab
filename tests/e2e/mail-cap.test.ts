// At most 3 emails a day go to one address: every enquiry form says so before it is sent, and the 4th
// enquiry of the day is received all the same, with its link on screen instead of in an email.
import { expect, test } from "@playwright/test";

const NOTE = "We send at most 3 emails a day to any one address, yours or a guardian's.";
const COLLEGE = "Government Engineering College Thrissur";

test("every enquiry form says how many emails one address gets, in the notice's language", async ({ page }) => {
  await page.goto(`/enquiry?kind=apply&college=${encodeURIComponent(COLLEGE)}`);
  const form = page.getByTestId("lead-form-apply");
  await expect(form.getByTestId("mail-cap-note")).toContainText(NOTE);
  await form.getByRole("radio", { name: "हिन्दी" }).check();
  await expect(form.getByTestId("mail-cap-note")).toContainText("दिन में अधिकतम 3 ईमेल");
  // The footer's newsletter form, which has no consent part, says it too.
  await expect(page.getByTestId("lead-form-newsletter").getByTestId("mail-cap-note")).toContainText(NOTE);
});

test("the 4th enquiry of the day to one address is received, not emailed, and shows its link", async ({
  page,
  browser,
  baseURL,
}) => {
  const email = "rekha.capped@example.in";
  const fields = { name: "Rekha Nair", email, phone: "9847012345", city: "Thrissur", course: "BTech", source: "apply" };
  // Three enquiries about other colleges, posted as a browser without scripts would.
  for (const [i, context] of ["NIT Calicut", "CET Trivandrum", "TKM Kollam"].entries()) {
    const res = await page.request.post("/resources/enquiry", {
      headers: { Origin: baseURL! },
      form: { ...fields, context, returnTo: "/" },
      maxRedirects: 0,
    });
    expect(res.status(), `enquiry ${i + 1}`).toBe(303);
    expect(res.headers().location).not.toContain("unsent");
  }

  await page.goto(`/enquiry?kind=apply&college=${encodeURIComponent(COLLEGE)}`);
  const form = page.getByTestId("lead-form-apply");
  await form.getByLabel("Full Name").fill(fields.name);
  await form.getByLabel("Email", { exact: true }).fill(email);
  await form.getByLabel("Mobile number").fill(fields.phone);
  await form.getByLabel("City").fill(fields.city);
  await form.getByLabel("Course").selectOption({ label: "BTech" });
  await form.getByRole("button", { name: "Submit" }).click();
  const toast = page.getByTestId("toast");
  await expect(toast).toContainText("Form submitted successfully!");
  await expect(toast).toContainText(
    "We have already sent 3 emails to this address today, so this confirmation was not emailed.",
  );
  await expect(toast.getByRole("link", { name: "See, withdraw or erase your details" })).toHaveAttribute(
    "href",
    /^\/my-data\?t=[\w-]{43}$/,
  );

  // Without scripts the page it returns to words the same from one known word in the address.
  const res = await page.request.post("/resources/enquiry", {
    headers: { Origin: baseURL! },
    form: { ...fields, context: "GEC Palakkad", returnTo: "/contact" },
    maxRedirects: 0,
  });
  const back = res.headers().location;
  expect(back).toContain("unsent=confirmation");
  await page.goto(back);
  await expect(page.getByRole("status").filter({ hasText: "so this confirmation was not emailed" })).toBeVisible();

  // The enquiry page without scripts shows the result itself, with the link as the only copy.
  const noScripts = await browser.newContext({ baseURL, javaScriptEnabled: false });
  const plain = await noScripts.newPage();
  await plain.goto(`/enquiry?kind=apply&college=${encodeURIComponent("GEC Thrissur")}`);
  const plainForm = plain.getByTestId("lead-form-apply");
  await plainForm.getByLabel("Full Name").fill(fields.name);
  await plainForm.getByLabel("Email", { exact: true }).fill(email);
  await plainForm.getByLabel("Mobile number").fill(fields.phone);
  await plainForm.getByLabel("City").fill(fields.city);
  await plainForm.getByLabel("Course").selectOption({ label: "BTech" });
  await plainForm.getByRole("button", { name: "Submit" }).click();
  const result = plain.getByRole("status").filter({ hasText: "so this confirmation was not emailed" });
  await expect(result).toContainText("This link is in no email, so keep it:");
  await expect(result.getByRole("link", { name: "See, withdraw or erase your details" })).toHaveAttribute(
    "href",
    /^\/my-data\?t=/,
  );
  await noScripts.close();
});
