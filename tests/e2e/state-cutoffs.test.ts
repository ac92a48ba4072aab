// The state counselling bodies on an institution's page: RV College of Engineering (Bengaluru), linked to KEA's
// E005 and COMEDK's E095. KCET's Computer Science and Engineering, General Merit: 2024's "CS Computers" and
// 2025's full name are one programme, closing at 501 (round 3 of 2024) and 499 (round 3 of 2025), as KEA's
// lists print them; each body names its rank list and its caveats, and each figure its source.
import { expect, type Page, test } from "@playwright/test";

const RV = "/college/rv-college-of-engineering-bengaluru";
const section = (page: Page) => page.getByRole("region", { name: "Cut-offs" });

test("RV College: KCET General Merit CSE by year, from KEA's lists, and COMEDK's round 3 apart", async ({ page }) => {
  await page.goto(RV);
  const cutoffs = section(page);
  await expect(cutoffs.getByRole("heading", { name: "Karnataka Examinations Authority (KCET)" })).toBeVisible();
  await expect(cutoffs).toContainText("Showing GM: General Merit, gender-neutral");
  await expect(cutoffs).toContainText("Ranks are KCET ranks: compare them only with a KCET rank.");
  const cse = cutoffs
    .locator("details")
    .filter({ has: page.locator("summary", { hasText: /^COMPUTER SCIENCE AND ENGINEERING/ }) })
    .first();
  await expect(cse.locator("summary")).toContainText("2025 closing rank 499");
  const years = cse.getByRole("table", { name: /final-round ranks by year/ });
  await expect(years.getByRole("row", { name: /^2024/ }).getByRole("cell").last()).toHaveText("501");
  await expect(years.getByRole("row", { name: /^2025/ }).getByRole("cell").last()).toHaveText("499");
  await expect(cse).toContainText("Source: KEA (KCET) 2024–2025, final round of each year");
  // COMEDK is its own body, with its own rank list and the notice's limits.
  await expect(cutoffs.getByRole("heading", { name: "COMEDK (COMEDK UGET)" })).toBeVisible();
  await expect(cutoffs).toContainText("General Merit only, after round 3 of 2025");
  // The category form offers KEA's codes with their plain words.
  await expect(cutoffs.getByLabel("Category (seat type)").first()).toContainText("2AG: Category 2A, general");
});
