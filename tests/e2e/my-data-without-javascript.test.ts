// A student whose browser runs no JavaScript makes an enquiry, opens their own page from the success message
// and withdraws and erases there; a guardian confirms likewise. The link's token leaves the address bar at once
// (a cookie of the page's own holds it), so the page's forms post with a real Origin, which the server accepts.
import { expect, test, type Page } from "@playwright/test";
import { e2eSmtpPort, startSmtpReceiver, type SmtpReceiver } from "../support/smtp.ts";

test.use({ javaScriptEnabled: false });

let smtp: SmtpReceiver;
test.beforeAll(async () => {
  smtp = await startSmtpReceiver(e2eSmtpPort());
});
test.afterAll(() => smtp.close());

const NIT = "National Institute of Technology Karnataka, Surathkal";

/** The enquiry page's form, filled in and sent as a student without JavaScript would. */
async function enquire(page: Page, email: string, consent: (form: ReturnType<Page["locator"]>) => Promise<void>) {
  await page.goto(`/enquiry?kind=apply&college=${encodeURIComponent(NIT)}`);
  const form = page.getByRole("main").locator("form[method=post]");
  await form.getByLabel("Full Name").fill("Ishita Rao");
  await form.getByLabel("Email", { exact: true }).fill(email);
  await form.getByLabel("Mobile number").fill("9845012345");
  await form.getByLabel("City").fill("Mangaluru");
  await form.getByLabel("Course").selectOption({ label: "BTech" });
  await consent(form);
  await form.getByRole("button", { name: "Submit" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Form submitted successfully!" })).toBeVisible();
}

test("a student withdraws and erases from their own page, the token gone from the address", async ({ page }) => {
  await enquire(page, "ishita.nojs@example.in", async (form) => {
    await form.getByLabel("An admissions counsellor of this portal may call me.").check();
    await form.getByLabel(`Share my details with ${NIT}`).check();
    await form.getByLabel("18 or over").check();
  });
  await page.getByRole("link", { name: "See, withdraw or erase your details" }).click();
  await expect(page.getByRole("heading", { name: "Your details" })).toBeVisible();
  await expect(page).toHaveURL(/\/my-data\?opened=1$/);
  await expect(page.getByText("ishita.nojs@example.in")).toBeVisible();

  const call = page.getByRole("listitem").filter({ hasText: "may call me" });
  await call.getByRole("link", { name: "Withdraw" }).click();
  await page.getByRole("button", { name: "Yes, withdraw" }).click();
  await expect(page.getByText("Done: withdrawn. Nobody will act on it from now on.")).toBeVisible();
  await expect(call).toContainText("Withdrawn on");
  expect(page.url()).not.toMatch(/[?&]t=/);

  await page.getByRole("link", { name: "Erase everything" }).click();
  const email = page.getByLabel("Your email address");
  await email.fill("someone.else@example.in");
  await page.getByRole("button", { name: "Yes, erase everything" }).click();
  await expect(email).toHaveAccessibleDescription(/This is not the email address this enquiry was made with/);
  await expect(email).toHaveValue("someone.else@example.in");
  await page.goto("/my-data");
  await expect(page.getByText("ishita.nojs@example.in")).toBeVisible();

  await page.getByRole("link", { name: "Erase everything" }).click();
  await page.getByLabel("Your email address").fill("Ishita.NoJS@example.in");
  await page.getByRole("button", { name: "Yes, erase everything" }).click();
  await expect(page.getByText("Your enquiry and every detail in it have been erased.")).toBeVisible();
  // The page forgot the link with the enquiry.
  await page.goto("/my-data");
  await expect(page.getByText(/forgets your link 30 minutes after you open it/)).toBeVisible();
});

test("a guardian confirms from the emailed link, the token gone from the address", async ({ page }) => {
  await enquire(page, "ishita.young@example.in", async (form) => {
    await form.getByLabel("An admissions counsellor of this portal may call me.").check();
    await form.getByLabel("Under 18").check();
    await form.getByLabel("Parent or guardian's name").fill("Ramesh Rao");
    await form.getByLabel("Parent or guardian's email").fill("ramesh.guardian@example.in");
  });
  const mail = await smtp.waitFor("ramesh.guardian@example.in");
  const link = new URL(/https?:\/\/\S+\/my-data\/guardian\?t=[\w-]+/.exec(mail.text)![0]);
  await page.goto(link.pathname + link.search);
  await expect(page).toHaveURL(/\/my-data\/guardian\?opened=1$/);
  await expect(page.getByText(`Ishita Rao made an enquiry about ${NIT}`)).toBeVisible();
  await page.getByRole("button", { name: "I agree" }).click();
  await expect(page.getByText(/your consent is recorded/)).toBeVisible();
});

test("a browser that keeps no cookie is told so, not that the link expired", async ({ request, baseURL }) => {
  const opened = await request.get("/my-data?t=abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG&lang=en", {
    maxRedirects: 0,
  });
  expect(opened.status()).toBe(303);
  expect(opened.headers().location).toBe("/my-data?lang=en&opened=1");
  // Secure too: this server runs as in production (Chromium keeps Secure cookies from 127.0.0.1 over HTTP).
  expect(opened.headers()["set-cookie"]).toMatch(
    /^my_data=\w+; Max-Age=1800; Path=\/my-data; HttpOnly; Secure; SameSite=Lax$/,
  );
  // The redirect followed without the cookie, as a browser refusing cookies does.
  const page = await fetch(`${baseURL}/my-data?lang=en&opened=1`);
  expect(page.headers.get("cache-control")).toMatch(/no-store/);
  expect(await page.text()).toContain("Your browser did not keep the cookie this page needs");
});
