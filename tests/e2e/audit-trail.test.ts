// An admin corrects a college page and exports enquiries, then reads both in the audit trail: the edit with the
// city before and after, the export recorded, and no student's phone number or email anywhere on the page.
import { expect, test } from "@playwright/test";
import { open, signIn, toast } from "../support/admin-browser.ts";

const student = { name: "Meera Audit", email: "meera.audit@example.in", phone: "98765 11223" };

test("an admin's college page edit and enquiry export show in the audit trail, students' contacts masked", async ({
  page,
  baseURL,
}) => {
  const res = await page.request.post("/resources/enquiry", {
    headers: { Accept: "application/json", Origin: new URL(baseURL!).origin },
    form: {
      ...student,
      city: "Kochi",
      course: "mba",
      source: "brochure",
      terms: "true",
      context: "E2E",
      noticeVersion: "2026-11-24",
    },
  });
  expect(res.status()).toBe(201);
  await signIn(page);

  await open(page, "/admin/collegepage");
  await page.getByRole("row").nth(1).getByRole("link", { name: /Edit/ }).click();
  await expect(page.getByRole("heading", { level: 1, name: /^Edit/ })).toBeVisible();
  const city = page.getByLabel("City", { exact: true });
  const before = await city.inputValue();
  await city.fill("Audit Nagar");
  await page.getByRole("button", { name: "Save changes" }).click();
  await toast(page, "Changes saved.");

  await open(page, `/admin/leads?q=${encodeURIComponent(student.email)}`);
  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: /Export CSV/ }).click();
  await download;

  await open(page, "/admin/audit?action=college.update");
  const edit = page.getByTestId("audit-rows").getByRole("row").first();
  await expect(edit).toContainText("college.update");
  await expect(edit).toContainText("admin"); // the role beside who did it
  const city_ = edit.getByTestId("audit-changes").getByRole("row", { name: /^city/ });
  await expect(city_).toContainText(before);
  await expect(city_).toContainText("Audit Nagar");

  await open(page, "/admin/audit");
  const rows = page.getByTestId("audit-rows");
  await expect(rows).toContainText("leads.export");
  await expect(rows).toContainText("sign-in");
  const shown = await page.locator("main").innerText();
  for (const secret of [student.email, "9876511223", student.phone, student.name]) {
    expect(shown).not.toContain(secret);
  }

  // The filters come from the address; a value not understood is left out, never an error.
  expect((await page.goto("/admin/audit?from=not-a-day&kind=%3Cscript%3E&page=x"))?.status()).toBe(200);
  await expect(page.locator("main")).toContainText(/Not understood in the address, so left out: .*from \(/);
});
