// Staff keep the site's dated content current: a notice they add or correct shows in Latest Notifications
// and under the bell (newest first, nothing past its last day), and a held exam stays held whatever the
// browser's clock says (exam editions: exam-editions.test.ts). The server reads today's date in India; the dates entered here are set around
// it, so each journey holds whatever day it runs on.
import { expect, test, type Page } from "@playwright/test";
import { open, signIn, toast } from "../support/admin-browser.ts";

const DAY = 86_400_000;
/** Today in India, moved by `days`, as YYYY-MM-DD. */
function indiaDay(days = 0): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" }).format(new Date(Date.now() + days * DAY));
}

async function addNotice(page: Page, text: string, from: number, until: number) {
  await open(page, "/admin/add_notification");
  await page.getByLabel("Notification").fill(text);
  await page.getByLabel("Link (a page on this site)").fill("/Exam");
  await page.getByLabel("Date", { exact: true }).fill(indiaDay(from));
  await page.getByLabel("Shown until (last day)").fill(indiaDay(until));
  await page.getByRole("button", { name: "Add Notification" }).click();
  await toast(page, "Notification added successfully!");
  await expect(page).toHaveURL(/\/admin\/notifications$/);
}

async function deleteNotice(page: Page, text: string) {
  await open(page, `/admin/notifications?q=${encodeURIComponent(text)}`);
  await page
    .getByRole("row", { name: new RegExp(text) })
    .getByRole("button", { name: /Delete/ })
    .click();
  const dialog = page.getByRole("dialog", { name: "Are you sure you want to delete this notification?" });
  await dialog.getByRole("button", { name: "Delete" }).click();
  await toast(page, "Notification deleted.");
}

test("staff add and correct notices; the banner and the bell list the current ones, newest first", async ({
  page,
  browser,
}) => {
  await signIn(page);
  await addNotice(page, "E2E older notice: CUET UG 2027 city slips", -2, 20);
  await addNotice(page, "E2E notice: JEE Main 2027 registration", 0, 30);
  await addNotice(page, "E2E ended notice: CAT 2026 answer key", -40, -1);
  await addNotice(page, "E2E scheduled notice: NEET UG 2027 form", 3, 40);

  await page
    .getByRole("row", { name: /E2E notice: JEE Main 2027 registration/ })
    .getByRole("link", { name: /Edit/ })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: "Edit Notification" })).toBeVisible();
  await page.getByLabel("Notification").fill("E2E notice: JEE Main 2027 registration is open");
  await page.getByRole("button", { name: "Save changes" }).click();
  await toast(page, "Changes saved.");
  await expect(page.getByRole("row", { name: /E2E ended notice/ })).toContainText("Ended");

  // A visitor, without the staff session.
  const visitor = await browser.newPage();
  // A page that hydrates, for the bell's popup (on a reading page the bell links to the box: decision 061).
  await visitor.goto("/college-predictor");
  const box = visitor.getByTestId("latest-notifications");
  const texts = await box.getByRole("listitem").allInnerTexts();
  const edited = texts.findIndex((t) => t.includes("E2E notice: JEE Main 2027 registration is open"));
  const older = texts.findIndex((t) => t.includes("E2E older notice"));
  expect(edited).toBeGreaterThanOrEqual(0);
  expect(older).toBeGreaterThan(edited);
  await expect(box).not.toContainText("E2E ended notice");
  await expect(box).not.toContainText("E2E scheduled notice");

  await visitor.getByRole("button", { name: "Notifications" }).click();
  const bell = visitor.getByRole("dialog", { name: "Notification" });
  await expect(bell.getByRole("link", { name: "E2E notice: JEE Main 2027 registration is open" })).toBeVisible();
  await expect(bell).not.toContainText("E2E ended notice");
  await expect(bell).not.toContainText("This is your notification");
  await visitor.close();

  for (const text of ["E2E older notice", "E2E notice: JEE", "E2E ended notice", "E2E scheduled notice"]) {
    await deleteNotice(page, text);
  }
});

test("the browser's clock does not make a held exam upcoming again", async ({ page }) => {
  // A phone whose clock is a year behind still reads what the server decided from today's date.
  await page.clock.setFixedTime(new Date("2025-01-01T10:00:00+05:30"));
  await page.goto("/");
  const jee = page.getByTestId("exams-carousel").locator('[data-phase="held"]').filter({ hasText: "JEE Main 2026" });
  await expect(jee).toContainText("JEE Main 2026 has been held.");
  // After the scripts have run, too.
  await page.waitForLoadState("networkidle");
  await expect(jee).toContainText("Last exam dates");
});

test("admission alerts whose last date has passed say they closed, and none reads as open", async ({ page }) => {
  await page.goto("/Admissionalert");
  const alerts = page.getByTestId("alert-cards").locator(":scope > li");
  await expect(alerts).toHaveCount(7);
  // SPEC.md's alerts are the 2025 round's.
  await expect(alerts.filter({ hasText: "Closed: the last date was" })).toHaveCount(7);
  await expect(page.getByTestId("alert-cards")).not.toContainText("Last date:");
  await expect(page.getByText("open now")).toHaveCount(0);
});

test("staff move an admission alert's last date ahead and the page shows it open, first", async ({ page, browser }) => {
  await signIn(page);
  await open(page, "/admin/admission-alerts?q=Jaipur");
  await page
    .getByRole("row", { name: /LNM Institute/ })
    .getByRole("link", { name: /Edit/ })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: "Edit Admission Alert" })).toBeVisible();
  await page.getByLabel("Exams accepted").fill("JEE Main 2027");
  await page.getByLabel("Last date, as readers see it").fill("E2E: mid-June 2027");
  await page.getByLabel("Last day to apply").fill(indiaDay(30));
  await page.getByRole("button", { name: "Save changes" }).click();
  await toast(page, "Changes saved.");
  await expect(page.getByRole("row", { name: /LNM Institute/ })).toContainText("Open");

  const visitor = await browser.newPage();
  await visitor.goto("/Admissionalert");
  const first = visitor.getByTestId("alert-cards").locator(":scope > li").first();
  await expect(first).toHaveAttribute("data-open", "true");
  await expect(first).toContainText("The LNM Institute of Information Technology");
  await expect(first).toContainText("Last date: E2E: mid-June 2027");
  await visitor.close();

  // Back to the 2025 round, so the alerts stay as SPEC.md gives them.
  await open(page, "/admin/admission-alerts?q=Jaipur");
  await page
    .getByRole("row", { name: /LNM Institute/ })
    .getByRole("link", { name: /Edit/ })
    .click();
  await page.getByLabel("Exams accepted").fill("JEE Main 2025");
  await page.getByLabel("Last date, as readers see it").fill("15 June 2025");
  await page.getByLabel("Last day to apply").fill("2025-06-15");
  await page.getByRole("button", { name: "Save changes" }).click();
  await toast(page, "Changes saved.");
});

test("staff add a scholarship with its window; the site shows it open first, then closed once the day passes", async ({
  page,
  browser,
}) => {
  const visitor = await browser.newPage();
  // The imported list: tentative dates read as expected, never as a last date.
  await visitor.goto("/Scholarship");
  const cards = visitor.getByTestId("scholarship-cards").locator(":scope > li");
  await expect(visitor.locator('li[data-phase="expected"]').first()).toContainText("Expected around");

  await signIn(page);
  await open(page, "/admin/add_scholarship");
  await page.getByLabel("Name", { exact: true }).fill("E2E Nagpur Merit Award");
  await page.getByLabel("Short name (letters, digits, hyphens)").fill("e2e-nagpur-merit-award");
  await page.getByLabel("Provider", { exact: true }).fill("Nagpur Education Trust");
  await page.getByLabel("Amount, as the provider states it").fill("₹25,000 a year");
  await page.getByLabel("Number of awards").fill("40");
  await page.getByLabel("Type", { exact: true }).selectOption("Merit");
  await page.getByLabel("Level", { exact: true }).fill("Undergraduate");
  await page.getByLabel("Students who are not Indian citizens may apply").selectOption("no");
  await page.getByLabel("Official page (optional)").fill("https://example.org/nagpur-award");
  await page.getByLabel("Applications open on (optional)").fill(indiaDay(-5));
  await page.getByLabel("Last day to apply (optional)").fill(indiaDay(10));
  await page.getByLabel("Checked against the provider's notice on (optional)").fill(indiaDay(0));
  // Who may apply, in the finder's words: girls from Maharashtra with a family income up to ₹2.5 lakh.
  await page.getByRole("group", { name: "Gender" }).getByLabel("Female").check();
  await page
    .getByRole("group", { name: /^State or union territory/ })
    .getByLabel("Maharashtra")
    .check();
  await page.getByLabel("Family income a year, at most, in rupees").fill("250000");
  await page.getByRole("button", { name: "Add Scholarship" }).click();
  await toast(page, "Scholarship added successfully!");
  // The imported list fills the first pages: the staff award is found by its name.
  await open(page, "/admin/scholarships?q=E2E%20Nagpur");
  await expect(page.getByRole("row", { name: /E2E Nagpur Merit Award/ })).toContainText("Open");

  await visitor.goto("/Scholarship");
  const first = cards.first();
  await expect(first).toHaveAttribute("data-phase", "open");
  await expect(first).toContainText("E2E Nagpur Merit Award");
  await expect(first).toContainText("Last date");
  await expect(first).toContainText("Entered by our staff; checked against the provider's notice on");
  await expect(first.getByTestId("scholarship-who")).toContainText("From Maharashtra");
  await expect(first.getByRole("link", { name: /Details and how to apply on example.org/ })).toHaveAttribute(
    "href",
    "https://example.org/nagpur-award",
  );
  // The finder shows it only to the students it is for.
  await visitor.goto("/Scholarship?gender=male");
  await expect(cards.first()).toBeVisible();
  await expect(cards.filter({ hasText: "E2E Nagpur Merit Award" })).toHaveCount(0);

  // Its last day yesterday: closed, and listed last.
  await open(page, "/admin/scholarships?q=E2E%20Nagpur");
  await page
    .getByRole("row", { name: /E2E Nagpur Merit Award/ })
    .getByRole("link", { name: /Edit/ })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: "Edit Scholarship" })).toBeVisible();
  await page.getByLabel("Applications open on (optional)").fill(indiaDay(-30));
  await page.getByLabel("Last day to apply (optional)").fill(indiaDay(-1));
  await page.getByRole("button", { name: "Save changes" }).click();
  await toast(page, "Changes saved.");
  await visitor.goto("/Scholarship");
  const award = cards.filter({ hasText: "E2E Nagpur Merit Award" });
  await expect(award).toHaveAttribute("data-phase", "closed");
  // Closed ones come after every open, expected and undated one.
  await expect(cards.last()).not.toHaveAttribute("data-phase", /open|expected|not-announced/);
  await visitor.close();

  // A window that closes before it opens is refused with the field marked; then the award is removed.
  await open(page, "/admin/scholarships?q=E2E%20Nagpur");
  await page
    .getByRole("row", { name: /E2E Nagpur Merit Award/ })
    .getByRole("link", { name: /Edit/ })
    .click();
  await page.getByLabel("Last day to apply (optional)").fill(indiaDay(-40));
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("Applications cannot close before they open.")).toBeVisible();
  await open(page, "/admin/scholarships?q=E2E");
  await page
    .getByRole("row", { name: /E2E Nagpur Merit Award/ })
    .getByRole("button", { name: /Delete/ })
    .click();
  await page
    .getByRole("dialog", { name: "Are you sure you want to delete this scholarship?" })
    .getByRole("button", { name: "Delete" })
    .click();
  await toast(page, "Scholarship deleted.");
});
