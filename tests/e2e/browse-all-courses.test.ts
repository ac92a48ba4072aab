// The All Courses sidebar: search, the accordion rules, Modify, and a way to every fixed ranking page.
import { expect, test } from "@playwright/test";

const rankingPaths = [
  "/Delhi",
  "/jaipur",
  "/mumbai",
  "/CS",
  "/Electronic",
  "/Civil",
  "/mbbspage",
  "/chennai",
  "/Accounting",
  "/Finance",
  "/Math",
  "/Physics",
  "/Chemistry",
  "/bseNpage",
  "/bapage",
];

// The sidebar opens on a page that hydrates (a reading page's All Courses is the link to /all-courses: decision 061).
test("sidebar accordion: one section open at a time, a second click closes it, Modify goes back", async ({ page }) => {
  await page.goto("/college-predictor");
  await page.getByRole("button", { name: "All Courses" }).click();
  const sidebar = page.getByRole("dialog", { name: "All Courses" });
  await sidebar.getByPlaceholder("Search courses").fill("nurs");
  await expect(sidebar.getByTestId("sidebar-course-list").getByRole("button")).toHaveText(["B.Sc Nursing"]);
  await sidebar.getByPlaceholder("Search courses").fill("");
  await sidebar.getByRole("button", { name: "B.Tech" }).click();

  const sections = sidebar.getByTestId("course-accordion").locator("details");
  await expect(sections).toHaveCount(3);
  await sidebar.getByText("Top Cities & States").click();
  await expect(sections.nth(0)).toHaveAttribute("open", "");
  await sidebar.getByText("Browse By Streams").click();
  await expect(sections.nth(1)).toHaveAttribute("open", "");
  await expect(sections.nth(0)).not.toHaveAttribute("open");
  await sidebar.getByText("Browse By Streams").click();
  await expect(sections.nth(1)).not.toHaveAttribute("open");

  await sidebar.getByRole("button", { name: "Modify" }).click();
  await expect(sidebar.getByTestId("sidebar-course-list")).toBeVisible();
});

test("every fixed ranking page can be reached from the sidebar", async ({ page }) => {
  await page.goto("/college-predictor");
  await page.getByRole("button", { name: "All Courses" }).click();
  const sidebar = page.getByRole("dialog", { name: "All Courses" });
  const found = new Set<string>();
  for (const course of ["B.Tech", "M.Tech", "MBBS", "B.Com", "B.Sc", "B.Sc Nursing", "BBA", "MBA", "BA"]) {
    await sidebar.getByRole("button", { name: course, exact: true }).click();
    for (const href of await sidebar.locator("a").evaluateAll((links) => links.map((a) => a.getAttribute("href")))) {
      if (href) found.add(href);
    }
    await sidebar.getByRole("button", { name: "Modify" }).click();
  }
  expect(rankingPaths.filter((p) => !found.has(p))).toEqual([]);

  await sidebar.getByRole("button", { name: "B.Sc", exact: true }).click();
  await sidebar.getByText("Browse By Streams").click();
  await sidebar.getByRole("link", { name: "B.Sc Physics" }).click();
  await expect(page).toHaveURL(/\/Physics$/);
  await expect(page.getByRole("dialog")).toHaveCount(0);
});
