// The hero's typeahead, used with the keyboard: SPEC.md §2's fixed list first, the server search's
// suggestions below it.
import { expect, test } from "@playwright/test";

test("typeahead: suggestions with their type, arrows without wrap, Enter opens", async ({ page }) => {
  await page.goto("/");
  const search = page.getByTestId("hero-search");
  const input = search.getByRole("combobox");
  await input.fill("iit");
  const options = search.getByRole("group", { name: "Colleges, courses and exams", exact: true }).getByRole("option");
  await expect(options).toHaveCount(3);
  await expect(options.first()).toContainText("IIT Delhi");
  await expect(options.first()).toContainText("College");
  // The server's suggestions follow, then "See all results".
  const more = search.getByRole("group", { name: "More colleges, courses and exams" }).getByRole("option");
  await expect(more.first()).toContainText("Indian Institute of Technology");
  const all = search.getByRole("option");
  await expect(all.last()).toHaveText("See all results for “iit”");
  const count = await all.count();

  await input.press("ArrowUp");
  await expect(search.locator('[aria-selected="true"]')).toHaveCount(0);
  await input.press("ArrowDown");
  await expect(all.nth(0)).toHaveAttribute("aria-selected", "true");
  for (let i = 0; i < count + 2; i++) await input.press("ArrowDown");
  await expect(all.nth(count - 1)).toHaveAttribute("aria-selected", "true");
  await input.press("ArrowUp");
  await expect(all.nth(count - 2)).toHaveAttribute("aria-selected", "true");
  await expect(input).toHaveAttribute("aria-activedescendant", (await all.nth(count - 2).getAttribute("id")) ?? "");
  for (let i = 0; i < count; i++) await input.press("ArrowUp");
  await input.press("ArrowDown");
  await expect(options.nth(1)).toHaveAttribute("aria-selected", "true");
  await input.press("Enter");
  await expect(page).toHaveURL(/\/college\/indian-institute-of-technology-bombay$/);
});

test("typeahead: matches anywhere in the name, any case, across types", async ({ page }) => {
  await page.goto("/");
  const search = page.getByTestId("hero-search");
  const fixed = search.getByRole("group", { name: "Colleges, courses and exams", exact: true });
  await search.getByRole("combobox").fill("NEET");
  await expect(fixed.getByRole("option")).toHaveText([/NEET UG\s*Exam/, /NEET PG\s*Exam/]);
  await search.getByRole("combobox").fill("b.sc");
  await expect(fixed.getByRole("option")).toHaveText([/B\.Sc\s*Course/, /B\.Sc Nursing\s*Course/]);
  await fixed.getByRole("option").first().click();
  await expect(page).toHaveURL(/\/c_pages\/BSc$/);
});

test("typeahead: nothing found, an item without a page, and a click outside", async ({ page }) => {
  await page.goto("/");
  const search = page.getByTestId("hero-search");
  const input = search.getByRole("combobox");
  await input.fill("zzzz");
  await expect(search.getByText("No relevant page found.")).toBeVisible();
  await input.fill("CMAT");
  await expect(search.getByRole("option").first()).toHaveText(/CMAT/);
  await input.press("ArrowDown");
  await input.press("Enter");
  await expect(page.getByTestId("toast")).toHaveText("No relevant page found.");
  await expect(page).toHaveURL(/\/$/);

  await input.fill("gate");
  await expect(search.getByRole("listbox")).toBeVisible();
  // A click on the hero's headline, above the box: the list (long once the server's matches arrive) can
  // cover anything below it.
  const headline = await page.getByRole("heading", { level: 1 }).boundingBox();
  if (!headline) throw new Error("the hero has no headline");
  await page.mouse.click(headline.x + headline.width / 2, headline.y + headline.height / 2);
  await expect(search.getByRole("listbox")).toBeHidden();
});
