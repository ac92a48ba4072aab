// A student picks a study goal and a city in the goal panel; the header remembers it for the visit, and the
// city opens the directory's list for that goal in that city: with scripts, and without them.
import { expect, test } from "@playwright/test";

// The panel opens on a page that hydrates; a reading page's button is the no-JavaScript link (decision 061).
test("goal panel: a goal, then a city from the twelve popular cities", async ({ page }) => {
  await page.goto("/college-predictor");
  await page.getByTestId("goal-button").click();
  const panel = page.getByTestId("goal-panel");
  for (const category of [
    "Engineering",
    "Management",
    "Commerce",
    "Arts",
    "Medical",
    "Design",
    "Science",
    "Pharmacy",
  ]) {
    await expect(panel.getByRole("group", { name: category })).toBeVisible();
  }
  await panel.getByRole("button", { name: "BE/BTech" }).click();
  await expect(panel.getByRole("heading", { name: "Popular Cities" })).toBeVisible();
  const cities = panel.getByTestId("popular-cities").getByRole("link");
  await expect(cities).toHaveCount(12);
  for (const name of [
    "New Delhi",
    "Gurgaon",
    "Mumbai",
    "Chennai",
    "Bangalore",
    "Hyderabad",
    "Kolkata",
    "Noida",
    "Pune",
  ]) {
    await expect(panel.getByRole("link", { name: new RegExp(`^${name} [\\d,]+ institutions$`) })).toBeVisible();
  }
  await expect(panel.locator("img")).toHaveCount(12);
  const pune = panel.getByRole("link", { name: /^Pune / });
  const count = (await pune.innerText()).match(/([\d,]+) institutions/)![1];
  await pune.click();
  await expect(panel).toHaveCount(0);
  await expect(page).toHaveURL(/\/colleges\/maharashtra\/pune\?course=btech$/);
  await expect(page.getByTestId("result-count")).toHaveText(new RegExp(`^${count} institutions`));
  await expect(page.getByTestId("goal-button")).toHaveText("BE/BTech · Pune");

  await page.reload();
  await expect(page.getByTestId("goal-button")).toHaveText("BE/BTech · Pune");
});

test("goal panel: Skip goes to the home page", async ({ page }) => {
  await page.goto("/college-predictor");
  await page.getByTestId("goal-button").click();
  await page.getByTestId("goal-panel").getByRole("link", { name: "Skip" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId("goal-panel")).toHaveCount(0);
});

test("without JavaScript, Select Goal & City leads to the same steps and the matching list", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/About");
  await page.getByTestId("goal-button").click();
  await expect(page).toHaveURL(/\/choose-goal$/);
  await page.getByTestId("choose-goal").getByRole("link", { name: "MBBS", exact: true }).click();
  await expect(page).toHaveURL(/\/choose-goal\?goal=MBBS$/);
  await expect(page.getByRole("heading", { name: "Popular Cities" })).toBeVisible();
  const chennai = page.getByTestId("popular-cities").getByRole("link", { name: /^Chennai / });
  const count = (await chennai.innerText()).match(/([\d,]+) institutions?/)![1];
  await chennai.click();
  await expect(page).toHaveURL(/\/colleges\/tamil-nadu\/chennai\?course=mbbs$/);
  await expect(page.getByTestId("result-count")).toHaveText(new RegExp(`^${count} institutions?`));
  // A goal the directory cannot tell apart opens every institution of the city, and says so.
  await page.goto("/choose-goal?goal=B.Com");
  await expect(page.getByText("The directory does not record B.Com courses")).toBeVisible();
  await expect(page.getByRole("link", { name: /^Pune / })).toHaveAttribute("href", "/colleges/maharashtra/pune");
  await context.close();
});
