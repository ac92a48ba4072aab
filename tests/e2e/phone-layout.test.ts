// A new student on a 360 px (and 412 px) phone: every menu and popover stays on the screen, the hero's
// suggestions can be tapped, tables read as cards with their fees, dates and Apply Now on screen, the
// error toast leaves the form's controls free, and the header's menus work before (or without) scripts.
import { expect, test, type Locator, type Page } from "@playwright/test";
import { sidebarCourses } from "../../content/sidebar-courses.ts";

const COLLEGE = "/college/national-institute-of-technology-tiruchirappalli";

async function expectInsideViewport(page: Page, locator: Locator) {
  const box = await locator.boundingBox();
  const width = page.viewportSize()!.width;
  expect(box, "the element is laid out").not.toBeNull();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(width);
}

async function expectNoSidewaysScroll(page: Page) {
  const [scrollWidth, innerWidth] = await page.evaluate(() => [
    document.scrollingElement!.scrollWidth,
    window.innerWidth,
  ]);
  expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
}

for (const width of [360, 412]) {
  test.describe(`${width} px phone`, () => {
    test.use({ viewport: { width, height: 780 }, hasTouch: true, isMobile: true });

    // The popovers are a hydrated page's; a reading page's search suggestions are in reading-pages.test.ts.
    test("the header's menus and popovers open inside the screen", async ({ page }) => {
      await page.goto("/college-predictor");
      for (const [id, link] of [
        ["explore-menu", "Scholarships"],
        ["account-menu", "Staff login"],
      ]) {
        const menu = page.getByTestId(id);
        await menu.locator("summary").tap();
        await expect(menu.getByRole("link", { name: link })).toBeVisible();
        await expectInsideViewport(page, menu.locator("ul"));
        await menu.locator("summary").tap();
        await expect(menu.locator("ul")).toBeHidden();
      }

      await page.getByRole("button", { name: "Notifications" }).tap();
      await expectInsideViewport(page, page.getByRole("dialog", { name: "Notification" }));
      await page.keyboard.press("Escape");

      await page.getByRole("button", { name: "All Courses" }).tap();
      await expectInsideViewport(page, page.getByRole("dialog", { name: "All Courses" }));
      await page.keyboard.press("Escape");

      await page.getByTestId("goal-button").tap();
      await expectInsideViewport(page, page.getByTestId("goal-panel"));
      await page.keyboard.press("Escape");

      const search = page.getByTestId("header-search");
      await search.getByRole("combobox").fill("iit");
      // The suggestions are the server search's answer: on a busy machine it takes a few seconds.
      await expect(search.getByRole("option").first()).toBeVisible({ timeout: 15_000 });
      await expectInsideViewport(page, search.getByRole("listbox"));
      await expectNoSidewaysScroll(page);
    });

    test("a hero suggestion drawn over the features strip can be tapped and opens its page", async ({ page }) => {
      await page.goto("/");
      const search = page.getByTestId("hero-search");
      await search.getByRole("combobox").fill("IIT");
      const options = search.getByRole("option");
      await expect(options.nth(3)).toBeVisible();
      await expectInsideViewport(page, search.getByRole("listbox"));
      // The first suggestion that hangs below the hero, where the features strip and the Pause button are.
      const heroBottom = (await page.getByRole("region", { name: "Find the right college after 12th" }).boundingBox())!;
      let below: Locator | null = null;
      for (let i = 0; i < (await options.count()); i++) {
        const box = (await options.nth(i).boundingBox())!;
        if (box.y > heroBottom.y + heroBottom.height - 60) {
          below = options.nth(i);
          break;
        }
      }
      expect(below, "a suggestion lies over the features strip").not.toBeNull();
      const name = (await below!.locator("span.font-medium, span.block.font-medium").first().textContent())!.trim();
      // tap() checks that the suggestion itself, not something drawn over it, receives the touch.
      await below!.tap();
      await expect(page).not.toHaveURL(/\/$/);
      await expect(page.getByRole("heading", { level: 1 })).toContainText(name.split(" ").at(-1)!);
    });

    test("the hero's suggestions and its 'nothing found' line are drawn over the Pause button and the strip", async ({
      page,
    }) => {
      await page.goto("/");
      const search = page.getByTestId("hero-search");
      const pause = page.getByRole("button", { name: /^(Pause|Play) Highlights$/ });
      const strip = page.getByRole("region", { name: "Why students use this site" });
      // What a tap at a point would reach: true when it is inside the given element.
      const reaches = (target: Locator, box: { x: number; y: number; width: number; height: number }) =>
        target.evaluate((el, p) => el.contains(document.elementFromPoint(p.x, p.y)), {
          x: box.x + box.width / 2,
          y: box.y + Math.min(box.height / 2, 20),
        });

      await search.getByRole("combobox").fill("IIT");
      await expect(search.getByRole("option").nth(3)).toBeVisible();
      const list = search.getByRole("listbox");
      expect(await reaches(list, (await pause.boundingBox())!)).toBe(true);
      expect(await reaches(list, (await strip.boundingBox())!)).toBe(true);

      await search.getByRole("combobox").fill("qqqq zzzz");
      const nothing = search.getByRole("status");
      await expect(nothing).toHaveText("No relevant page found.");
      await expect(search.getByRole("option")).toHaveCount(0);
      await expect.poll(async () => (await nothing.boundingBox())!.height).toBeGreaterThan(20);
      expect(await reaches(nothing, (await nothing.boundingBox())!)).toBe(true);
    });

    test("tables read as cards: nothing scrolls sideways and Apply Now is on screen", async ({ page }) => {
      await page.goto("/");
      const ranking = page.getByTestId("ranking-table");
      await ranking.scrollIntoViewIfNeeded();
      for (const row of await ranking.locator("tbody tr").all()) await expectInsideViewport(page, row);
      const score = ranking.locator('tbody tr td[data-label="NIRF score"]').first();
      await expect(score).toBeVisible();
      await expectInsideViewport(page, score);
      await expectNoSidewaysScroll(page);

      await page.goto(COLLEGE);
      const courses = page.getByTestId("college-courses");
      const firstCourse = courses.locator("tbody tr").first();
      await firstCourse.scrollIntoViewIfNeeded();
      const apply = firstCourse.getByRole("button", { name: /^Apply Now/ });
      await expect(apply).toBeInViewport();
      await expectInsideViewport(page, apply);
      for (const label of ["Fees", "Application Date"]) {
        const cell = firstCourse.locator(`td[data-label="${label}"]`);
        await expect(cell).toBeInViewport();
        await expectInsideViewport(page, cell);
      }
      await expectNoSidewaysScroll(page);

      await firstCourse.getByRole("link").first().click();
      await expect(page).toHaveURL(/\/branch\//);
      const branchApply = page
        .getByTestId("branch-table")
        .getByRole("button", { name: /^Apply Now/ })
        .first();
      await branchApply.scrollIntoViewIfNeeded();
      await expectInsideViewport(page, branchApply);
      await expectNoSidewaysScroll(page);

      for (const path of ["/Delhi", "/StudyAbroad", "/TopUniversitiesandColleges"]) {
        await page.goto(path);
        const table = page.locator("main table").first();
        await table.scrollIntoViewIfNeeded();
        await expectInsideViewport(page, table.locator("tbody tr").first());
        await expectNoSidewaysScroll(page);
      }
    });

    // Decision 027: a table marked data-phone="fits" is narrow enough to read as a table on any phone.
    test("tables declared to fit a phone fit it (cut-offs, the review rules); the NIRF rank history is cards", async ({
      page,
    }) => {
      for (const [path, atLeast] of [
        ["/college/indian-institute-of-technology-bombay", 1],
        ["/review", 1],
      ] as const) {
        await page.goto(path);
        const tables = page.locator('main table[data-phone="fits"]:visible');
        expect(await tables.count(), path).toBeGreaterThanOrEqual(atLeast);
        for (const table of await tables.all()) {
          await table.scrollIntoViewIfNeeded();
          await expectInsideViewport(page, table);
        }
        await expectNoSidewaysScroll(page);
      }
      await page.goto("/college/indian-institute-of-technology-bombay");
      const history = page.getByTestId("rank-history");
      await history.scrollIntoViewIfNeeded();
      const latest = history.locator("tbody tr").first();
      for (const label of ["Rank", "Score", "Source"]) {
        await expectInsideViewport(page, latest.locator(`td[data-label="${label}"]`));
      }
    });

    test("the error toast leaves the enquiry form's consent box and Submit button free", async ({ page }) => {
      await page.route("**/resources/enquiry", (route) =>
        route.fulfill({ status: 503, json: { message: "The service is busy, please try again." } }),
      );
      // The popup is a hydrated page's (a college page, a reading page, opens the enquiry page instead).
      await page.goto("/c_pages/MBBS");
      await page
        .getByRole("main")
        .getByRole("button", { name: /^Apply Now/ })
        .first()
        .tap();
      const dialog = page.getByRole("dialog", { name: "Apply Now" });
      await dialog.getByLabel("Full Name").fill("Anjali Verma");
      await dialog.getByLabel("Email", { exact: true }).fill("anjali.toast@example.in");
      await dialog.getByLabel("Mobile number").fill("+91 98765 43210");
      await dialog.getByLabel("City").fill("Indore");
      await dialog.getByLabel("Course").selectOption({ index: 1 });
      // The terms box, and the consent purposes below the fields.
      const consent = dialog.getByLabel(/By submitting this form/);
      await consent.check();
      const purposes = dialog.getByRole("group", { name: "Your consent" });
      const submit = dialog.getByRole("button", { name: "Submit" });
      await submit.tap();
      const toast = page.getByTestId("toast");
      await expect(toast).toContainText("Submission failed: The service is busy, please try again.");
      const overlaps = async (other: Locator) => {
        const a = (await toast.boundingBox())!;
        const b = (await other.boundingBox())!;
        return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
      };
      await expect(submit).toBeInViewport();
      expect(await overlaps(submit)).toBe(false);
      expect(await overlaps(consent)).toBe(false);
      expect(await overlaps(purposes.getByRole("checkbox").first())).toBe(false);
      await expectInsideViewport(page, toast);
    });
  });
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 360, height: 780 } });

  test("Explore opens and its links work", async ({ page }) => {
    await page.goto("/About");
    const menu = page.getByTestId("explore-menu");
    await expect(menu.getByRole("link", { name: "Scholarships" })).toBeHidden();
    await menu.locator("summary").click();
    await expect(menu.getByRole("link", { name: "Scholarships" })).toBeVisible();
    await expectInsideViewport(page, menu.locator("ul"));
    await menu.getByRole("link", { name: "Scholarships" }).click();
    await expect(page).toHaveURL(/\/Scholarship$/);
  });

  test("All Courses leads to the same list as a page, whose courses open and link on", async ({ page }) => {
    await page.goto("/About");
    await page.getByRole("link", { name: "All Courses" }).click();
    await expect(page).toHaveURL(/\/all-courses$/);
    await expect(page.getByRole("heading", { level: 1, name: "All Courses" })).toBeVisible();
    const list = page.getByTestId("all-courses-list");
    await expect(list.locator("details")).toHaveCount(sidebarCourses.length);
    await list.getByText("B.Tech", { exact: true }).click();
    await list.getByRole("link", { name: "Computer Science" }).click();
    await expect(page).toHaveURL(/\/CS$/);
  });
});

test.describe("contrast on dark banners", () => {
  const luminance = (rgb: number[]) => {
    const [r, g, b] = rgb.map((c) => {
      const s = c / 255;
      return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const ratio = (a: number[], b: number[]) => {
    const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
    return (hi + 0.05) / (lo + 0.05);
  };
  /** A computed style's visible colours (the site's are hex, rgb() or oklch()) as sRGB bytes, painted by the browser. */
  const colours = (element: Locator, property: "backgroundImage" | "backgroundColor" | "color" | "boxShadow") =>
    element.evaluate((el, prop) => {
      const css = getComputedStyle(el)[prop];
      const found = css.match(/(?:rgba?|oklch|oklab|color)\([^)]*\)|#[0-9a-f]{3,8}/gi) ?? [];
      const ctx = document.createElement("canvas").getContext("2d", { willReadFrequently: true })!;
      // Transparent layers (a box-shadow's unused ones) are left out.
      return found
        .map((c) => {
          ctx.clearRect(0, 0, 1, 1);
          ctx.fillStyle = c;
          ctx.fillRect(0, 0, 1, 1);
          return [...ctx.getImageData(0, 0, 1, 1).data];
        })
        .filter((rgba) => rgba[3] > 0)
        .map((rgba) => rgba.slice(0, 3));
    }, property);

  test("a college banner's Apply Now stands out from the banner's blues", async ({ page }) => {
    await page.goto(COLLEGE);
    const banner = page.getByRole("main").locator("section").first();
    const stops = await colours(banner, "backgroundImage");
    expect(stops.length).toBeGreaterThanOrEqual(2);
    const apply = banner.getByRole("button", { name: /^Apply Now/ });
    const [fill] = await colours(apply, "backgroundColor");
    const [text] = await colours(apply, "color");
    const [ring] = await colours(apply, "boxShadow");
    expect(ratio(text, fill)).toBeGreaterThanOrEqual(4.5);
    // The button's edge (its ring) against every colour of the banner: WCAG 1.4.11's 3:1.
    for (const stop of stops) expect(ratio(ring, stop)).toBeGreaterThanOrEqual(3);
    // And it is not the banner's own blue any more.
    for (const stop of stops) expect(fill).not.toEqual(stop);
  });

  test("the course page's search box is a white field with dark text", async ({ page }) => {
    await page.goto("/c_pages/MBBS");
    const input = page.getByLabel("Search MBBS colleges");
    const [background] = await colours(input, "backgroundColor");
    const [text] = await colours(input, "color");
    expect(background).toEqual([255, 255, 255]);
    expect(ratio(background, text)).toBeGreaterThanOrEqual(4.5);
  });
});
