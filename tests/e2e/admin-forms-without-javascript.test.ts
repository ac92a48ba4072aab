// An admin form works with JavaScript off (SPEC.md §5): Add Course and Remove post the form and come back
// with the rows changed and nothing saved; a refused save comes back with 'This field is required' on
// every empty field and everything typed still there, rows included; the corrected form saves.
import { expect, test, type Page } from "@playwright/test";
import { admin } from "../support/admin-browser.ts";

test.use({ javaScriptEnabled: false });

const required = "This field is required";

async function fillRow(page: Page, index: number, values: Partial<Record<string, string>>) {
  const row = page.getByTestId("course-row").nth(index);
  for (const [label, value] of Object.entries(values)) await row.getByLabel(label, { exact: true }).fill(value!);
}

async function expectRow(page: Page, index: number, values: Record<string, string>) {
  const row = page.getByTestId("course-row").nth(index);
  for (const [label, value] of Object.entries(values)) {
    await expect(row.getByLabel(label, { exact: true }), `course ${index + 1}: ${label}`).toHaveValue(value);
  }
}

test("the college form adds and removes course rows, keeps a refused save and saves, all without JavaScript", async ({
  page,
  baseURL,
}) => {
  await page.goto("/admin");
  await page.getByLabel("Email").fill(admin.email);
  await page.getByLabel("Password").fill(admin.password);
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page).toHaveURL("/admin/dashboard");

  await page.goto("/admin/add_collegepage");
  const rows = page.getByTestId("course-row");
  await expect(rows).toHaveCount(1);
  await expect(rows.getByRole("button", { name: "Remove course 1" })).toBeDisabled();
  await page.getByLabel("College name", { exact: true }).fill("Without Script Institute of Technology");
  await page.getByLabel("City", { exact: true }).fill("Nashik");
  await fillRow(page, 0, { Course: "B.Tech", Fees: "₹1,10,000 per year" });

  // Add Course posts the form: one more (empty) row, what was typed kept, nothing marked, nothing saved.
  await page.getByRole("button", { name: "Add Course" }).click();
  await expect(rows).toHaveCount(2);
  await expect(page.getByLabel("College name", { exact: true })).toHaveValue("Without Script Institute of Technology");
  await expectRow(page, 0, { Course: "B.Tech", Fees: "₹1,10,000 per year", Eligibility: "" });
  await expectRow(page, 1, { Course: "", Fees: "" });
  await expect(page.getByText(required, { exact: true })).toHaveCount(0);
  await fillRow(page, 1, { Course: "MBA", Fees: "₹9,00,000", Eligibility: "Graduation", "Application date": "1 June" });
  await page.getByRole("button", { name: "Add Course" }).click();
  await expect(rows).toHaveCount(3);
  await fillRow(page, 2, { Course: "M.Tech", Fees: "₹2,00,000", Eligibility: "B.Tech", "Application date": "30 June" });

  // Remove takes out the row asked for, and only that one.
  await rows.getByRole("button", { name: "Remove course 2" }).click();
  await expect(rows).toHaveCount(2);
  await expectRow(page, 0, { Course: "B.Tech" });
  await expectRow(page, 1, {
    Course: "M.Tech",
    Fees: "₹2,00,000",
    Eligibility: "B.Tech",
    "Application date": "30 June",
  });

  // A save with empty fields is refused: every empty required field says so, everything typed stays.
  const [refused] = await Promise.all([
    page.waitForResponse((r) => r.request().method() === "POST"),
    page.getByRole("button", { name: "Add college page" }).click(),
  ]);
  expect(refused.status()).toBe(400);
  await expect(page.getByRole("alert")).toContainText(
    "The college page was not saved. Please check the marked fields.",
  );
  const empty = [
    "State",
    "Fee",
    "Placement average",
    "Placement highest",
    "Banner text",
    "Banner sub-text",
    "Heading",
    "Sub-heading 1",
    "Sub-heading 2",
  ];
  for (const label of empty) {
    const field = page.getByLabel(label, { exact: true });
    await expect(field, label).toHaveAttribute("aria-invalid", "true");
    await expect(field, label).toHaveAccessibleDescription(required);
  }
  for (const label of ["Eligibility", "Application date"]) {
    await expect(rows.nth(0).getByLabel(label, { exact: true }), label).toHaveAccessibleDescription(required);
  }
  await expect(page.getByText(required, { exact: true })).toHaveCount(empty.length + 2);
  await expect(page.getByLabel("College name", { exact: true })).toHaveValue("Without Script Institute of Technology");
  await expect(page.getByLabel("City", { exact: true })).toHaveValue("Nashik");
  await expect(page.getByLabel("College name", { exact: true })).not.toHaveAttribute("aria-invalid");
  await expectRow(page, 0, { Course: "B.Tech", Fees: "₹1,10,000 per year", Eligibility: "", "Application date": "" });
  await expectRow(page, 1, {
    Course: "M.Tech",
    Fees: "₹2,00,000",
    Eligibility: "B.Tech",
    "Application date": "30 June",
  });

  // Adding a row keeps the marks on the fields still empty.
  await page.getByLabel("State", { exact: true }).fill("Maharashtra");
  await page.getByRole("button", { name: "Add Course" }).click();
  await expect(rows).toHaveCount(3);
  await expect(page.getByLabel("State", { exact: true })).toHaveValue("Maharashtra");
  await expect(page.getByLabel("State", { exact: true })).not.toHaveAttribute("aria-invalid");
  await expect(page.getByLabel("Fee", { exact: true })).toHaveAccessibleDescription(required);
  await rows.getByRole("button", { name: "Remove course 3" }).click();
  await expect(rows).toHaveCount(2);

  // Corrected, it saves.
  const fixes: [string, string][] = [
    ["Fee", "₹1,10,000"],
    ["Placement average", "₹6 LPA"],
    ["Placement highest", "₹21 LPA"],
    ["Banner text", "Without Script Institute admissions 2027"],
    ["Banner sub-text", "Fees, courses and placements"],
    ["Heading", "Courses at Without Script Institute"],
    ["Sub-heading 1", "Engineering and management"],
    ["Sub-heading 2", "Admission through entrance tests"],
  ];
  for (const [label, value] of fixes) await page.getByLabel(label, { exact: true }).fill(value);
  await fillRow(page, 0, { Eligibility: "10+2 with PCM", "Application date": "31 May" });
  await page.getByRole("button", { name: "Add college page" }).click();
  await expect(page.getByRole("status").filter({ hasText: "College page added successfully!" })).toBeVisible();
  await page.getByRole("link", { name: "Back to the list" }).click();
  await expect(page).toHaveURL("/admin/collegepage");

  await page.goto("/college/without-script-institute-of-technology");
  const main = page.locator("main");
  await expect(main).toContainText("Nashik");
  await expect(main).toContainText("M.Tech");
  await expect(main).not.toContainText("MBA");

  // Tidy up, so the catalogue counts of other journeys stay as seeded.
  await page.goto("/admin/collegepage?q=Without+Script");
  const edit = await page
    .getByRole("row", { name: /Without Script Institute/ })
    .getByRole("link", { name: /Edit/ })
    .getAttribute("href");
  const deleted = await page.request.post("/admin/collegepage", {
    headers: { Origin: new URL(baseURL!).origin },
    form: { intent: "delete", id: edit!.split("/").pop()! },
  });
  expect(deleted.status()).toBe(200);
});
