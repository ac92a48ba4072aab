// The rules of SPEC.md §5 in the admin forms: 'This field is required' per empty field, cleared on edit,
// nothing sent while an error exists; course rows; the stream form's college → course dependency; a
// refused save keeps what was typed.
import { expect, test, type Page } from "@playwright/test";
import { admin, navCourseFields, open, signIn, toast } from "../support/admin-browser.ts";

const required = (page: Page) => page.getByText("This field is required", { exact: true });

function countPosts(page: Page) {
  const posts: string[] = [];
  page.on("request", (r) => r.method() === "POST" && posts.push(r.url()));
  return posts;
}

test.beforeEach(async ({ page }) => {
  await signIn(page);
});

test("the card slider form marks each empty field, clears a mark on edit and sends nothing", async ({ page }) => {
  await open(page, "/admin/add_cardslider");
  const posts = countPosts(page);
  const select = page.getByLabel("Card name");
  await expect(select.locator("option").first()).toHaveText("Select a card");
  await page.getByRole("button", { name: "Submit" }).click();
  await expect(required(page)).toHaveCount(5);
  await expect(select).toHaveAttribute("aria-invalid", "true");
  await expect(select).toHaveAccessibleDescription("This field is required");
  await select.selectOption("Design");
  await expect(required(page)).toHaveCount(4);
  await page.getByLabel("College title").fill("Design colleges");
  await expect(required(page)).toHaveCount(3);
  await page.getByRole("button", { name: "Submit" }).click();
  await expect(required(page)).toHaveCount(3);
  expect(posts).toEqual([]);
});

test("the nav course form needs all eleven fields", async ({ page }) => {
  await open(page, "/admin/add_navcoursepagelist");
  await page.getByRole("button", { name: "Create course" }).click();
  await expect(required(page)).toHaveCount(11);
});

test("the college form needs its fields and every field of each course row; rows are added and removed", async ({
  page,
}) => {
  await open(page, "/admin/add_collegepage");
  const rows = page.getByTestId("course-row");
  await expect(rows).toHaveCount(1);
  await expect(rows.getByRole("button", { name: "Remove course 1" })).toBeDisabled();
  await page.getByRole("button", { name: "Add Course" }).click();
  await expect(rows).toHaveCount(2);
  await rows.nth(1).getByRole("button", { name: "Remove course 2" }).click();
  await expect(rows).toHaveCount(1);
  await page.getByRole("button", { name: "Add college page" }).click();
  // name, city, state, fee, two placements, four course fields, five page texts
  await expect(required(page)).toHaveCount(15);
  await expect(page.getByLabel("College name")).toBeFocused();
});

test("the stream form: course disabled until a college is chosen; another college resets the course", async ({
  page,
}) => {
  await open(page, "/admin/add_stream");
  const college = page.getByLabel("College");
  const course = page.getByLabel("Course");
  await expect(course).toBeDisabled();
  await page.getByRole("button", { name: "Add Stream" }).click();
  await expect(required(page)).toHaveCount(3);
  await expect(page.getByText("Please choose a college.")).toBeVisible();

  await college.selectOption({ label: "Indian Institute of Technology Indore" });
  await expect(course).toBeEnabled();
  await expect(course.locator("option", { hasText: "B.Tech" })).toHaveCount(1);
  await course.selectOption({ label: "B.Tech" });
  await college.selectOption({ label: "Narsee Monjee College of Commerce and Economics" });
  await expect(course).toHaveValue("");
  await expect(course.locator("option", { hasText: "B.Tech" })).toHaveCount(0);
  await expect(course.locator("option")).not.toHaveCount(1);
});

test("the program form: image and fields required, the last course row stays; a refused upload keeps the form", async ({
  page,
}) => {
  await open(page, "/admin/add_program");
  const rows = page.getByTestId("course-row");
  await expect(rows.getByRole("button", { name: /Remove/ })).toBeDisabled();
  await page.getByRole("button", { name: "Submit" }).click();
  // image, name, title, two banner texts, four course fields
  await expect(required(page)).toHaveCount(9);
  await page.getByRole("button", { name: "Add Course" }).click();
  await expect(rows).toHaveCount(2);
  await expect(rows.first().getByRole("button", { name: /Remove/ })).toBeEnabled();
  await rows
    .first()
    .getByRole("button", { name: /Remove/ })
    .click();
  await expect(rows).toHaveCount(1);
  await expect(rows.getByRole("button", { name: /Remove/ })).toBeDisabled();

  await page.getByLabel("Program name").fill("E2E Refused Program");
  await page.getByLabel("Title").fill("Kept title");
  await page.getByLabel("Banner heading").fill("Kept heading");
  await page.getByLabel("Banner sub-heading").fill("Kept sub-heading");
  await rows.getByLabel("Course", { exact: true }).fill("Kept course");
  await rows.getByLabel("Fees").fill("₹1");
  await rows.getByLabel("Eligibility").fill("Anyone");
  await rows.getByLabel("Application date").fill("Soon");
  // Named .png, but not an image: the server looks at the bytes and refuses.
  await page
    .getByLabel("Image", { exact: true })
    .setInputFiles({ name: "fake.png", mimeType: "image/png", buffer: Buffer.from("not an image") });
  await page.getByRole("button", { name: "Submit" }).click();
  await toast(page, "Error submitting form.");
  await expect(page.getByLabel("Image", { exact: true })).toHaveAccessibleDescription(/not a readable image/);
  await expect(page).toHaveURL("/admin/add_program");
  await expect(page.getByLabel("Program name")).toHaveValue("E2E Refused Program");
  await expect(rows.getByLabel("Course", { exact: true })).toHaveValue("Kept course");
});

test("a save that cannot reach the server keeps the form and says so", async ({ page }) => {
  await open(page, "/admin/add_navcoursepagelist");
  for (const label of navCourseFields) await page.getByLabel(label, { exact: true }).fill(`Offline ${label}`);
  await page.route("**/admin/add_navcoursepagelist.data*", (route) => route.abort());
  await page.getByRole("button", { name: "Create course" }).click();
  await toast(page, "There was an error with your request.");
  await expect(page).toHaveURL("/admin/add_navcoursepagelist");
  await expect(page.getByLabel("Page name")).toHaveValue("Offline Page name");
});

test("without JavaScript a refused save comes back with its messages and what was typed", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/admin");
  await page.getByLabel("Email").fill(admin.email);
  await page.getByLabel("Password").fill(admin.password);
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page).toHaveURL("/admin/dashboard");
  await page.goto("/admin/add_cardslider");
  await page.getByLabel("College title").fill("Typed without JavaScript");
  await page.getByRole("button", { name: "Submit" }).click();
  await expect(required(page)).toHaveCount(4);
  await expect(page.getByLabel("College title")).toHaveValue("Typed without JavaScript");
  await context.close();
});
