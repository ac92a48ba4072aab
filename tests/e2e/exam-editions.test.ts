// Exams are pages by exam (/exam/jee-main), each with its editions: the 2026 edition imported from dated
// reports shows as held with its sources, the year-stamped addresses redirect, and an edition staff enter
// is upcoming until its last day passes. The server reads today's date in India (no test clock exists in
// the production build): the days entered here are set around it, so each journey holds on any day.
import { expect, test, type Page } from "@playwright/test";
import { hydrated, open, signIn, toast } from "../support/admin-browser.ts";

const DAY = 86_400_000;
/** Today in India, moved by `days`, as YYYY-MM-DD. */
function indiaDay(days = 0): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" }).format(new Date(Date.now() + days * DAY));
}

test("/exam/jee-main shows JEE Main 2026 as held, each date with the report it came from", async ({ page }) => {
  await page.goto("/exam/jee-main");
  await expect(page.getByRole("heading", { level: 1, name: "JEE Main" })).toBeVisible();
  await expect(page.getByTestId("exam-phase")).toHaveAttribute("data-phase", "held");
  await expect(page.getByTestId("exam-phase")).toContainText("JEE Main 2026 has been held.");
  await expect(page.getByTestId("exam-phase").getByRole("link", { name: "jeemain.nta.nic.in" })).toHaveAttribute(
    "href",
    "https://jeemain.nta.nic.in",
  );
  await expect(page.getByTestId("next-edition")).toHaveCount(0);
  const held = page.getByTestId("last-held-edition");
  await expect(held.getByRole("heading", { name: "Last held: JEE Main 2026" })).toBeVisible();
  await expect(held).toContainText("Session 1: 21–29 January 2026 · Session 2: 2–9 April 2026");
  const sources = held.getByTestId("edition-sources").getByRole("listitem");
  await expect(sources).toHaveCount(3);
  await expect(sources.nth(1)).toContainText("21 January 2026 – 29 January 2026");
  await expect(sources.nth(1)).toContainText("report of 21 January 2026");
  await expect(sources.nth(1).getByRole("link", { name: "thehansindia.com" })).toHaveAttribute(
    "href",
    /^https:\/\/www\.thehansindia\.com\/hans\/education-careers\/jee-main-2026-/,
  );
  await expect(sources.nth(2)).toContainText("report date not given");
  await expect(page.getByText("Upcoming", { exact: true })).toHaveCount(0);
});

test("the year-stamped addresses answer 301 with the exam's address", async ({ request, page }) => {
  for (const [old, now] of [
    ["/exam/jee-main-2025", "/exam/jee-main"],
    ["/exam/NEET-UG-2025", "/exam/neet-ug"],
    ["/exam/gate-2026", "/exam/gate"],
  ]) {
    const answer = await request.get(old, { maxRedirects: 0 });
    expect(answer.status(), old).toBe(301);
    expect(new URL(answer.headers().location, "http://x").pathname).toBe(now);
  }
  expect((await request.get("/exam/not-an-exam-2025", { maxRedirects: 0 })).status()).toBe(404);
  await page.goto("/exam/cuet-ug-2025");
  await expect(page).toHaveURL(/\/exam\/cuet-ug$/);
  await expect(page.getByTestId("last-held-edition")).toContainText("CUET UG 2026");
});

async function editionRow(page: Page, name: string) {
  await open(page, `/admin/exam-dates?q=${encodeURIComponent(name)}`);
  return page.getByRole("row", { name: new RegExp(name) });
}

test("staff enter the next edition: upcoming on the exam page, /Exam and home, held once its last day passes", async ({
  page,
  browser,
}) => {
  // Fourteen admin and reading pages in turn.
  test.setTimeout(120_000);
  await signIn(page);
  const stale = page.getByTestId("stale-list");
  const exams = stale.locator("details").filter({ hasText: "Exams without a next edition" });
  await expect(exams).toContainText(/XAT 2025 ended on \d+ \w+ 2025 and no next edition is entered\./);
  // The item opens the form with its exam chosen.
  await exams.getByRole("link", { name: "XAT", exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/add_exam-date\?exam=xat$/);
  await hydrated(page);
  await expect(page.getByLabel("Exam", { exact: true })).toHaveValue("xat");
  await page.getByLabel("Edition").fill("XAT 2027");
  await page.getByLabel("Exam dates, as readers see them").fill("E2E: a Sunday in early January 2027");
  await page.getByLabel("First exam day").fill(indiaDay(40));
  await page.getByLabel("Last exam day").fill(indiaDay(40));
  await page.getByLabel("Application window, as readers see it").fill("E2E: until mid-December");
  await page.getByLabel("Last day to apply").fill(indiaDay(5));
  await page.getByLabel("Result, as readers see it").fill("E2E: late January 2027");
  await page.getByLabel(/Official notice/).fill("xatonline.in/notice");
  await page.getByRole("button", { name: "Add Exam Dates" }).click();
  await expect(page.getByText("The official notice must be a web address starting with https://.")).toBeVisible({
    timeout: 15_000,
  });
  await page.getByLabel(/Official notice/).fill("https://xatonline.in/e2e-notice");
  await page.getByRole("button", { name: "Add Exam Dates" }).click();
  await toast(page, "Exam dates added successfully!");
  await expect(await editionRow(page, "XAT 2027")).toContainText("Upcoming");
  await open(page, "/admin/dashboard");
  await expect(stale.getByRole("link", { name: "XAT", exact: true })).toHaveCount(0);

  const visitor = await browser.newPage();
  await visitor.goto("/exam/xat");
  await expect(visitor.getByTestId("exam-phase")).toHaveAttribute("data-phase", "upcoming");
  const next = visitor.getByTestId("next-edition");
  await expect(next.getByRole("heading", { name: "XAT 2027" })).toBeVisible();
  await expect(next).toContainText("E2E: a Sunday in early January 2027");
  await expect(next.getByRole("link", { name: "the official notice" })).toHaveAttribute(
    "href",
    "https://xatonline.in/e2e-notice",
  );
  await expect(visitor.getByTestId("last-held-edition")).toContainText("Last held: XAT 2025");
  await visitor.goto("/Exam");
  await expect(visitor.getByTestId("exam-card").filter({ hasText: "XAT 2027" })).toHaveAttribute(
    "data-phase",
    "upcoming",
  );
  await visitor.goto("/");
  const slide = visitor.getByTestId("exams-carousel").locator("[data-phase]").filter({ hasText: "XAT 2027" });
  await expect(slide).toHaveAttribute("data-phase", "upcoming");

  // Its last day yesterday: held everywhere, and XAT is back on the dashboard's list.
  await (await editionRow(page, "XAT 2027")).getByRole("link", { name: /Edit/ }).click();
  await page.getByLabel("First exam day").fill(indiaDay(-3));
  await page.getByLabel("Last exam day").fill(indiaDay(-1));
  await page.getByRole("button", { name: "Save changes" }).click();
  await toast(page, "Changes saved.");
  await visitor.goto("/exam/xat");
  await expect(visitor.getByTestId("exam-phase")).toHaveAttribute("data-phase", "held");
  await expect(visitor.getByTestId("exam-phase")).toContainText("XAT 2027 has been held.");
  await expect(visitor.getByTestId("next-edition")).toHaveCount(0);
  await expect(visitor.getByText("Upcoming", { exact: true })).toHaveCount(0);
  await visitor.goto("/");
  await expect(slide).toHaveAttribute("data-phase", "held");
  await expect(slide).toContainText("XAT 2027 has been held.");
  await open(page, "/admin/dashboard");
  await expect(stale).toContainText(/XAT 2027 ended on/);

  // A last day before the first is refused with the field marked.
  await (await editionRow(page, "XAT 2027")).getByRole("link", { name: /Edit/ }).click();
  await page.getByLabel("Last exam day").fill(indiaDay(-10));
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("The last exam day cannot be before the first.")).toBeVisible();

  // Leave the exam as it was, for the other journeys.
  await (await editionRow(page, "XAT 2027")).getByRole("button", { name: /Delete/ }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Delete" }).click();
  await toast(page, "Exam dates deleted.");
  await visitor.close();
});
