// Staff add, correct and delete one record of each of the five kinds through the admin forms, signed in
// through the real login form, and each change shows on the public page that displays it.
import { expect, test, type Page } from "@playwright/test";
import { navCourseFields, open, signIn, toast } from "../support/admin-browser.ts";

// A 2×2 PNG: the server sniffs and re-encodes whatever is uploaded, so it must be a real image.
const png = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP8z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==",
  "base64",
);

async function confirmDelete(page: Page, rowText: string, question: string, done: string) {
  await page
    .getByRole("row", { name: new RegExp(rowText) })
    .getByRole("button", { name: /Delete/ })
    .click();
  const dialog = page.getByRole("dialog", { name: question });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Delete" }).click();
  await toast(page, done);
  await expect(page.getByRole("row", { name: new RegExp(rowText) })).toHaveCount(0);
}

async function edit(page: Page, rowText: string) {
  await page
    .getByRole("row", { name: new RegExp(rowText) })
    .getByRole("link", { name: /Edit/ })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: /^Edit/ })).toBeVisible();
}

test.beforeEach(async ({ page }) => {
  await signIn(page);
});

test("a card slider is added, corrected and deleted, and the home page follows", async ({ page }) => {
  await open(page, "/admin/add_cardslider");
  await page.getByLabel("Card name").selectOption("LAW");
  await page.getByLabel("College title").fill("E2E Law Colleges");
  await page.getByLabel("Link name 1").fill("e2e-llb");
  await page.getByLabel("Link name 2").fill("e2e-ballb");
  await page.getByLabel("Link name 3").fill("e2e-llm");
  await page.getByRole("button", { name: "Submit" }).click();
  await toast(page, "Form submitted successfully!");
  await expect(page).toHaveURL("/admin/cardslider");
  await page.goto("/");
  await expect(page.getByTestId("study-goals")).toContainText("E2E Law Colleges");

  await open(page, "/admin/cardslider");
  await edit(page, "E2E Law Colleges");
  await page.getByLabel("College title").fill("E2E Law Schools");
  await page.getByRole("button", { name: "Save changes" }).click();
  await toast(page, "Changes saved.");
  await page.goto("/");
  await expect(page.getByTestId("study-goals")).toContainText("E2E Law Schools");

  await open(page, "/admin/cardslider");
  await confirmDelete(page, "E2E Law Schools", "Are you sure you want to delete this slider?", "Card deleted.");
  await page.goto("/");
  await expect(page.getByTestId("study-goals")).not.toContainText("E2E Law Schools");
});

test("a college page is added with a course row, corrected and deleted", async ({ page }) => {
  await open(page, "/admin/add_collegepage");
  const values: [string, string][] = [
    ["College name", "E2E Test University"],
    ["City", "Jaipur"],
    ["State", "Rajasthan"],
    ["Fee", "₹1,10,000"],
    ["Placement average", "₹6 LPA"],
    ["Placement highest", "₹24 LPA"],
    ["Banner text", "E2E Test University admissions 2027"],
    ["Banner sub-text", "Fees, courses and placements"],
    ["Heading", "Courses at E2E Test University"],
    ["Sub-heading 1", "Undergraduate programmes"],
    ["Sub-heading 2", "Admission through entrance tests"],
  ];
  for (const [label, value] of values) await page.getByLabel(label, { exact: true }).fill(value);
  const row = page.getByTestId("course-row");
  await expect(row).toHaveCount(1);
  await row.getByLabel("Course", { exact: true }).fill("B.Tech");
  await row.getByLabel("Fees").fill("₹1,10,000 per year");
  await row.getByLabel("Eligibility").fill("10+2 with PCM");
  await row.getByLabel("Application date").fill("31 May 2027");
  await page.getByRole("button", { name: "Add college page" }).click();
  await toast(page, "College page added successfully!");
  await expect(page).toHaveURL("/admin/collegepage");
  await page.goto("/college/e2e-test-university");
  await expect(page.getByRole("heading", { level: 1 })).toContainText("E2E Test University");
  await expect(page.locator("main")).toContainText("Jaipur");

  // Entered without their source and date, the figures are not shown.
  const fees = page.getByTestId("headline-fact").filter({ hasText: /^Fees/ });
  await expect(fees).toContainText("Not published");
  await expect(page.locator("main")).not.toContainText("₹6 LPA");

  await open(page, "/admin/collegepage?q=E2E+Test");
  await edit(page, "E2E Test University");
  await page.getByLabel("City", { exact: true }).fill("Udaipur");
  await page.getByLabel("Figures checked on").fill("2026-06-01");
  await page.getByLabel("Where the figures come from").fill("https://www.example.edu/fees");
  await page.getByRole("button", { name: "Save changes" }).click();
  await toast(page, "Changes saved.");
  await page.goto("/college/e2e-test-university");
  await expect(page.locator("main")).toContainText("Udaipur");
  // With both, each figure shows with who entered it, when, and a link to where they read it.
  await expect(fees).toContainText("₹1,10,000");
  await expect(fees).toContainText("Entered by our admissions team, as of 1 June 2026");
  await expect(fees.getByRole("link", { name: "example.edu" })).toHaveAttribute("href", "https://www.example.edu/fees");
  await expect(page.getByTestId("college-courses")).toContainText("₹1,10,000 per year");

  await open(page, "/admin/collegepage?q=E2E+Test");
  await confirmDelete(
    page,
    "E2E Test University",
    "Are you sure you want to delete this college?",
    "College page deleted.",
  );
  expect((await page.goto("/college/e2e-test-university"))?.status()).toBe(404);
});

test("a nav course page is created, corrected and deleted; /navcoursepagelist leads to the list", async ({ page }) => {
  await open(page, "/admin/add_navcoursepagelist");
  for (const label of navCourseFields)
    await page.getByLabel(label, { exact: true }).fill(label === "Page name" ? "E2E Pharmacy" : `E2E ${label}`);
  await page.getByRole("button", { name: "Create course" }).click();
  await toast(page, "Course created successfully");
  await expect(page).toHaveURL("/admin/navcoursepagelist");
  const href = await page
    .getByRole("row", { name: /E2E Pharmacy/ })
    .getByRole("link", { name: "E2E Pharmacy", exact: true })
    .getAttribute("href");
  expect(href).toMatch(/^\/Collegespage\/[0-9a-f-]{36}$/);
  await page.goto(href!);
  await expect(page.locator("main")).toContainText("E2E Banner heading");
  await expect(page.getByTestId("site-header").locator("..")).toContainText("E2E Pharmacy"); // the nav bar

  await open(page, "/admin/navcoursepagelist");
  await edit(page, "E2E Pharmacy");
  await page.getByLabel("Banner heading").fill("E2E Pharmacy colleges in India");
  await page.getByRole("button", { name: "Save changes" }).click();
  await toast(page, "Changes saved.");
  await page.goto(href!);
  await expect(page.locator("main")).toContainText("E2E Pharmacy colleges in India");

  await page.goto("/navcoursepagelist");
  await expect(page).toHaveURL("/admin/navcoursepagelist");
  await confirmDelete(
    page,
    "E2E Pharmacy",
    "Are you sure you want to delete this Nav course page?",
    "Nav course page deleted.",
  );
  expect((await page.goto(href!))?.status()).toBe(404);
});

test("a stream is added to a college's course, corrected and deleted", async ({ page }) => {
  await open(page, "/admin/add_stream");
  await page.getByLabel("College").selectOption({ label: "Indian Institute of Technology Indore" });
  await expect(page.getByLabel("Course")).toBeEnabled();
  await page.getByLabel("Course").selectOption({ label: "B.Tech" });
  await page.getByLabel("Stream name").fill("E2E Robotics");
  await page.getByLabel("Stream fee").fill("₹2,10,000 per year");
  await page.getByLabel("Application date").fill("2027-05-31");
  await page.getByRole("button", { name: "Add Stream" }).click();
  await toast(page, "Stream added successfully!");
  await expect(page).toHaveURL("/admin/stream");
  const href = await page.getByRole("link", { name: "E2E Robotics", exact: true }).getAttribute("href");
  await page.goto(href!);
  await expect(page.locator("main")).toContainText("E2E Robotics");

  await open(page, "/admin/stream?q=E2E");
  await edit(page, "E2E Robotics");
  await expect(page.getByLabel("Course")).toHaveValue(/[0-9a-f-]{36}/);
  await page.getByLabel("Stream name").fill("E2E Robotics and AI");
  await page.getByRole("button", { name: "Save changes" }).click();
  await toast(page, "Changes saved.");
  await page.goto(href!);
  await expect(page.locator("main")).toContainText("E2E Robotics and AI");

  await open(page, "/admin/stream?q=E2E");
  await confirmDelete(page, "E2E Robotics and AI", "Are you sure you want to delete this Stream?", "Stream deleted.");
  await page.goto(href!);
  await expect(page.locator("main")).not.toContainText("E2E Robotics");
});

test("a program with an uploaded image shows on the home grid, is corrected and deleted", async ({ page }) => {
  await open(page, "/admin/add_program");
  await page.getByLabel("Program name").fill("E2E Online MBA");
  await page.getByLabel("Title").fill("E2E Online MBA programmes");
  await page.getByLabel("Banner heading").fill("E2E Online MBA");
  await page.getByLabel("Banner sub-heading").fill("Study while you work");
  await page
    .getByLabel("Image", { exact: true })
    .setInputFiles({ name: "mba.png", mimeType: "image/png", buffer: png });
  await expect(page.getByTestId("image-preview")).toBeVisible();
  const row = page.getByTestId("course-row");
  await row.getByLabel("Course", { exact: true }).fill("MBA Finance");
  await row.getByLabel("Fees").fill("₹1,50,000");
  await row.getByLabel("Eligibility").fill("Any graduate");
  await row.getByLabel("Application date").fill("30 June 2027");
  await page.getByRole("button", { name: "Submit" }).click();
  await toast(page, "Program submitted successfully!");
  await expect(page).toHaveURL("/admin/program");

  await page.goto("/");
  const grid = page.getByTestId("program-grid");
  const tile = grid.locator("li", { hasText: "E2E Online MBA" });
  while (!(await tile.isVisible())) await page.getByRole("button", { name: "More Courses" }).click();
  await expect(tile.locator("img")).toHaveAttribute("src", /^\/uploads\/program-[0-9a-f-]+\.webp$/);
  expect(await tile.locator("img").evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(
    true,
  );
  const href = await tile.getByRole("link").getAttribute("href");

  await open(page, "/admin/program?q=E2E");
  await edit(page, "E2E Online MBA");
  await page.getByLabel("Banner heading").fill("E2E Online MBA for working people");
  await page.getByRole("button", { name: "Save changes" }).click();
  await toast(page, "Changes saved.");
  await page.goto(href!);
  await expect(page.locator("main")).toContainText("E2E Online MBA for working people");

  await open(page, "/admin/program?q=E2E");
  await confirmDelete(page, "E2E Online MBA", "Are you sure you want to delete this Program?", "Program deleted.");
  expect((await page.goto(href!))?.status()).toBe(404);
});
