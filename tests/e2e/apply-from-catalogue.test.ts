// A student applies from a branch page: the lead lands in the database with that college and course as
// its context, so the admissions office knows what the student asked about.
import { expect, test } from "@playwright/test";
import { ownServer } from "../support/own-server.ts";

test("Apply Now on a branch page stores a lead about that college and course", async ({ browser }) => {
  test.setTimeout(120_000);
  const own = ownServer(3295, "portal-apply-");
  const server = own.start();
  try {
    await own.waitUntilReady();
    const page = await browser.newPage({ baseURL: own.url });
    await page.goto("/college/national-institute-of-technology-tiruchirappalli");
    await page.getByRole("main").getByRole("link", { name: "B.Tech", exact: true }).click();
    await expect(page).toHaveURL(/\/branch\//);
    // A branch page is a reading page (decision 061): Apply Now opens the enquiry page for that row.
    await page.getByRole("button", { name: /Apply Now: .*Civil Engineering/ }).click();
    await expect(page).toHaveURL(/\/enquiry\?kind=apply&college=/);
    const form = page.getByRole("main").locator("form[method=post]");
    // Once scripts run, the guardian's fields fold away until "Under 18" is chosen, moving the boxes below
    // them: a click aimed before that lands beside the box.
    await expect(form.locator("input[name=guardianName]")).toHaveCount(0);
    await expect(page.getByRole("main")).toContainText(
      "Enquiry about National Institute of Technology Tiruchirappalli: B.Tech Civil Engineering",
    );
    await form.getByLabel("Full Name").fill("Karthik Raman");
    await form.getByLabel("Email", { exact: true }).fill("karthik.apply@example.in");
    await form.getByLabel("Mobile number").fill("+91 90030 12345");
    await form.getByLabel("City").fill("Madurai");
    await form.getByLabel("Course").selectOption({ label: "BTech" });
    await form.getByLabel(/By submitting this form/).check();
    await form.getByRole("button", { name: "Submit" }).click();
    // The first post to a server just started: its action and mail queue warm up on it.
    await expect(page.getByRole("status").filter({ hasText: "Form submitted successfully!" })).toBeVisible({
      timeout: 15_000,
    });
    await page.close();
  } finally {
    await own.stop(server);
  }
  const rows = await own.withDatabase(
    async (db) =>
      (await db.query("select source, context, phone from leads where email = 'karthik.apply@example.in'")).rows,
  );
  expect(rows).toEqual([
    {
      source: "apply",
      context: "National Institute of Technology Tiruchirappalli: B.Tech Civil Engineering",
      phone: "+919003012345",
    },
  ]);
});
