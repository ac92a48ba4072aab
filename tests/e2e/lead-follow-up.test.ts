// Staff follow up an enquiry: open it from the leads list, assign it to themselves, log a call with the next
// one, find it in My queue, change its status; a call to a student who did not agree to calls is refused in
// words; an invited counsellor takes an enquiry from the pool and logs a call, and is refused content and
// staff pages. Its own server, whose clock is set to 11:00 India time (tests/support/shifted-clock.ts): calls are
// refused between 21:00 and 09:00 there, and the journeys run at any hour.
import { fileURLToPath } from "node:url";
import { expect, test, type Page } from "@playwright/test";
import { indiaDateTime } from "../../domain/clock.ts";
import { hydrated } from "../support/admin-browser.ts";
import { ownServer } from "../support/own-server.ts";
import { startSmtpReceiver } from "../support/smtp.ts";

const HOUR = 3_600_000;
/** The next 11:00 India time (05:30 UTC) from now, and how far ahead of the real clock it is. */
function nextIndiaMorning(): { at: Date; shift: number } {
  const now = Date.now();
  const today = new Date(now);
  today.setUTCHours(5, 30, 0, 0);
  const at = today.getTime() > now ? today : new Date(today.getTime() + 24 * HOUR);
  return { at, shift: at.getTime() - now };
}

async function toast(page: Page, text: string) {
  await expect(page.getByTestId("toast").filter({ hasText: text })).toBeVisible();
}

test("staff assign an enquiry, log a call and the next, see it in My queue and move it on; a call without consent is refused", async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const { at: morning, shift } = nextIndiaMorning();
  // The invite to a counsellor goes by mail.
  const smtp = await startSmtpReceiver(0);
  const own = ownServer(3294, "portal-follow-up-", {
    env: {
      NODE_OPTIONS: `--import ${fileURLToPath(new URL("../support/shifted-clock.ts", import.meta.url))}`,
      E2E_CLOCK_SHIFT_MS: String(shift),
      SMTP_URL: smtp.url,
    },
  });
  const server = own.start();
  try {
    await own.waitUntilReady();
    const page = await browser.newPage({ baseURL: own.url });
    const enquiries: Record<string, string>[] = [
      { name: "Kiran Rao", email: "kiran.followup@example.in", call: "on", ageBand: "18-plus" },
      { name: "Dev Malhotra", email: "dev.followup@example.in" },
      { name: "Asha Menon", email: "asha.followup@example.in", call: "on", ageBand: "18-plus" },
    ];
    for (const [i, e] of enquiries.entries()) {
      const res = await page.request.post("/resources/enquiry", {
        headers: { Accept: "application/json", Origin: own.url },
        form: {
          ...e,
          phone: `98765 1234${i}`,
          city: "Pune",
          course: "mba",
          source: "counselling",
          terms: "true",
          context: "Follow-up College",
          noticeVersion: "2026-11-24",
        },
      });
      expect(res.status()).toBe(201);
    }

    await page.goto("/admin?next=/admin/leads");
    await page.getByLabel("Email").fill("own-server-admin@portal.test");
    await page.getByLabel("Password").fill("own-server-password");
    await page.getByRole("button", { name: "Login" }).click();
    await expect(page).toHaveURL("/admin/leads");
    await hydrated(page);

    await page.getByTestId("leads-rows").getByRole("link", { name: "Kiran Rao" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Kiran Rao");
    const kiranPage = new URL(page.url()).pathname;
    await hydrated(page);
    await expect(page.getByTestId("agreed")).toContainText("Calls about admission from the portal's counsellors");
    await expect(page.getByTestId("may-call")).toContainText("A call may be made now.");

    await page.getByRole("button", { name: "Assign to me" }).click();
    await toast(page, "Enquiry assigned to you.");
    await expect(page.getByTestId("lead-state")).toContainText("followed up by own-server-admin@portal.test");

    // The next call: tomorrow at 10:30 India time, as the picker writes it.
    const next = indiaDateTime(new Date(morning.getTime() + 23.5 * HOUR));
    const call = page.getByRole("form", { name: "Log a call" });
    await call.getByLabel("How it went").selectOption({ label: "Reached" });
    await call.getByLabel(/Note/).fill("Wants to know the MBA fees");
    await call.getByLabel(/Next call/).fill(next.replace(" ", "T"));
    await call.getByRole("button", { name: "Log call" }).click();
    await toast(page, `Call logged. Next call ${next}.`);
    await expect(page.getByTestId("history")).toContainText(
      `Call: Reached. Wants to know the MBA fees. Next call ${next}.`,
    );
    await expect(page.getByTestId("lead-state")).toContainText(`Contacted · followed up by`);

    await page.getByRole("link", { name: "← Leads" }).click();
    await page.getByRole("link", { name: "My queue" }).click();
    await expect(page).toHaveURL("/admin/leads?queue=mine");
    const row = page.getByTestId("queue-rows").locator("tr").filter({ hasText: "Kiran Rao" });
    await expect(row).toContainText(next);
    await row.getByRole("link", { name: "Kiran Rao" }).click();
    await hydrated(page);

    const status = page.getByRole("form", { name: "Status" });
    await status.getByLabel("Status").selectOption({ label: "Counselled" });
    await status.getByRole("button", { name: "Change status" }).click();
    await toast(page, "Status: Counselled.");
    await expect(status.getByLabel("Status")).toHaveValue("counselled");
    await expect(page.getByTestId("history").locator("li").first()).toContainText("Status: Counselled.");
    await expect(page.getByTestId("history")).toContainText("own-server-admin@portal.test");

    // Dev asked for the brochure only: the page says so before anyone tries, and a call is refused in words.
    await page.goto("/admin/leads");
    await page.getByTestId("leads-rows").getByRole("link", { name: "Dev Malhotra" }).click();
    await hydrated(page);
    const reason = "The student did not agree to calls (or has withdrawn that): do not call.";
    await expect(page.getByTestId("may-call")).toContainText(reason);
    const refused = page.getByRole("form", { name: "Log a call" });
    await refused.getByLabel("How it went").selectOption({ label: "Reached" });
    const answer = page.waitForResponse((r) => r.request().method() === "POST");
    await refused.getByRole("button", { name: "Log call" }).click();
    expect((await answer).status()).toBe(409);
    await expect(page.getByTestId("call-refused")).toHaveText(reason);
    await expect(page.getByTestId("history")).toHaveCount(0);

    // An admin invites a counsellor, who sets a password from the mail, sees only enquiries, takes one from
    // the pool, logs a call and the next, and is refused a content page and the staff list.
    await page.goto("/admin/staff");
    await hydrated(page);
    const counsellor = "meena.counsellor@portal.test";
    await page.getByLabel("Email").fill(counsellor);
    await page.getByLabel("Name").fill("Meena Iyer");
    await page.getByLabel("Role", { exact: true }).selectOption("counsellor");
    await page.getByRole("button", { name: "Send invite" }).click();
    await expect(page.getByText(`Invite sent to ${counsellor}.`)).toBeVisible();
    const mail = await smtp.waitFor(counsellor, 30_000);
    const link = new URL(/https?:\/\/\S+\/admin\/set-password\?t=[\w-]+/.exec(mail.text)![0]);
    const desk = await browser.newPage({ baseURL: own.url });
    await desk.goto(link.pathname + link.search);
    await desk.getByLabel("New password", { exact: true }).fill("meena's own password");
    await desk.getByLabel("New password again").fill("meena's own password");
    await desk.getByRole("button", { name: "Save password" }).click();
    await expect(desk).toHaveURL("/admin/dashboard");
    await hydrated(desk);
    const menu = desk.getByRole("navigation").first();
    await expect(menu.getByRole("link", { name: "Leads" })).toBeVisible();
    await expect(menu.getByRole("link", { name: "College Page" })).toHaveCount(0);
    await desk.goto("/admin/leads?queue=pool");
    await hydrated(desk);
    await desk.getByRole("link", { name: "Asha Menon" }).click();
    await hydrated(desk);
    await desk.getByRole("button", { name: "Assign to me" }).click();
    await toast(desk, "Enquiry assigned to you.");
    const ashaNext = indiaDateTime(new Date(morning.getTime() + 24 * HOUR));
    const ashaCall = desk.getByRole("form", { name: "Log a call" });
    await ashaCall.getByLabel("How it went").selectOption({ label: "No answer" });
    await ashaCall.getByLabel(/Next call/).fill(ashaNext.replace(" ", "T"));
    await ashaCall.getByRole("button", { name: "Log call" }).click();
    await toast(desk, `Call logged. Next call ${ashaNext}.`);
    await desk.goto("/admin/leads?queue=mine");
    await expect(desk.getByTestId("queue-rows").locator("tr").filter({ hasText: "Asha Menon" })).toContainText(
      ashaNext,
    );
    for (const path of ["/admin/collegepage", "/admin/staff"]) {
      expect((await desk.goto(path))?.status(), path).toBe(403);
    }
    // A counsellor works on their own queue and the pool: not the list of every enquiry, its export, or an
    // enquiry the admin follows up.
    await desk.goto("/admin/leads");
    await expect(desk).toHaveURL("/admin/leads?queue=mine");
    await expect(desk.getByRole("navigation", { name: "Which enquiries" }).getByRole("link")).toHaveText([
      "My queue",
      "The pool",
    ]);
    expect((await desk.request.post("/admin/leads/export", { form: {} })).status()).toBe(403);
    expect((await desk.goto(kiranPage))?.status()).toBe(403);
    await expect(desk.getByText("Another staff member follows up this enquiry.")).toBeVisible();
    await desk.close();
    await page.close();
  } finally {
    await own.stop(server);
    await smtp.close();
  }
});
