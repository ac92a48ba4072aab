// A student's own page: the link in the confirmation email shows what the portal holds, downloads it,
// withdraws a purpose and erases everything; a guardian confirms for a student under 18.
import { readFileSync } from "node:fs";
import { expect, test, type APIRequestContext } from "@playwright/test";
import { open, signIn } from "../support/admin-browser.ts";
import { e2eSmtpPort, startSmtpReceiver, type SmtpReceiver } from "../support/smtp.ts";

let smtp: SmtpReceiver;
test.beforeAll(async () => {
  smtp = await startSmtpReceiver(e2eSmtpPort());
});
test.afterAll(() => smtp.close());

/** Posts the enquiry form as a browser without JavaScript would, with the consent fields given. */
async function enquire(request: APIRequestContext, baseURL: string, fields: Record<string, string>) {
  const res = await request.post("/resources/enquiry", {
    headers: { Origin: baseURL },
    form: {
      name: "Kavya Menon",
      phone: "9812345678",
      city: "Kochi",
      course: "BTech",
      source: "apply",
      context: "National Institute of Technology Calicut",
      noticeVersion: "2026-11-24",
      returnTo: "/",
      ...fields,
    },
    maxRedirects: 0,
  });
  expect(res.status()).toBe(303);
  expect(res.headers().location).toContain("enquiry=sent");
}

const linkIn = (text: string, path: string) => new RegExp(`https?://[^\\s]+${path}\\?t=[\\w-]+`).exec(text)![0];

test("an 18-year-old agrees to the brochure and one institution only, then reads, downloads, withdraws and erases", async ({
  page,
  browser,
}) => {
  const NIT = "National Institute of Technology Calicut";
  await page.goto(`/enquiry?kind=apply&college=${encodeURIComponent(NIT)}`);
  const form = page.getByTestId("lead-form-apply");
  // The guardian's fields are shown to a browser without scripts; once React runs they wait for "Under 18".
  await expect(form.getByLabel("Parent or guardian's name")).toBeHidden();
  await form.getByLabel("Full Name").fill("Kavya Menon");
  await form.getByLabel("Email", { exact: true }).fill("kavya.mydata@example.in");
  await form.getByLabel("Mobile number").fill("9812345678");
  await form.getByLabel("City").fill("Kochi");
  await form.getByLabel("Course").selectOption({ label: "BTech" });
  // Nothing is ticked for the student; she agrees to sharing with this institution only, not to calls.
  await expect(form.getByLabel("An admissions counsellor of this portal may call me.")).not.toBeChecked();
  await expect(form.getByLabel(`Share my details with ${NIT}`)).not.toBeChecked();
  await form.getByLabel(`Share my details with ${NIT}`).check();
  await form.getByLabel("18 or over").check();
  await form.getByRole("button", { name: "Submit" }).click();
  const onScreen = page.getByTestId("toast").getByRole("link", { name: "See, withdraw or erase your details" });
  await expect(onScreen).toHaveAttribute("href", /^\/my-data\?t=/);

  const mail = await smtp.waitFor("kavya.mydata@example.in");
  expect(mail.text).toContain(`Share my details with ${NIT}`);
  expect(mail.text).not.toContain("may call me");
  const link = new URL(linkIn(mail.text, "/my-data"));
  await page.goto(link.pathname + link.search);
  await expect(page.getByRole("heading", { name: "Your details" })).toBeVisible();
  await expect(page.getByText("kavya.mydata@example.in")).toBeVisible();
  // The token left the address at once: the page reads it from a cookie of its own.
  await expect(page).toHaveURL(/\/my-data\?opened=1$/);

  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "Download all of it (JSON)" }).click();
  const saved = JSON.parse(readFileSync((await (await download).path())!, "utf8"));
  expect(saved.enquiry).toMatchObject({ email: "kavya.mydata@example.in", about: NIT });
  expect(saved.consents.map((c: { purpose: string; institution: string }) => [c.purpose, c.institution])).toEqual([
    ["brochure", ""],
    ["share", NIT],
  ]);

  // Staff see her enquiry as do-not-call, shared with the one institution.
  const staff = await browser.newPage();
  await signIn(staff);
  await open(staff, "/admin/leads?q=kavya.mydata%40example.in");
  await expect(staff.getByTestId("leads-rows")).toContainText("Do not call");
  await expect(staff.getByTestId("leads-rows")).toContainText(`Share with: ${NIT}`);

  const sharing = page.getByRole("listitem").filter({ hasText: "Share my details with National Institute" });
  await sharing.getByRole("link", { name: "Withdraw" }).click();
  await expect(page.getByText(/^Withdraw “Share my details/)).toBeVisible();
  await page.getByRole("button", { name: "Yes, withdraw" }).click();
  await expect(page.getByText("Done: withdrawn. Nobody will act on it from now on.")).toBeVisible();
  await expect(sharing).toContainText("Withdrawn on");
  // Nothing beyond the brochure is left: the enquiry is off the staff's list.
  await open(staff, "/admin/leads?q=kavya.mydata%40example.in");
  await expect(staff.getByText("No leads match.")).toBeVisible();

  await page.getByRole("link", { name: "Erase everything" }).click();
  await page.getByLabel("Your email address").fill("someone@example.in");
  await page.getByRole("button", { name: "Yes, erase everything" }).click();
  await expect(page.getByText("This is not the email address this enquiry was made with.")).toBeVisible();
  await page.getByLabel("Your email address").fill("kavya.mydata@example.in");
  await page.getByRole("button", { name: "Yes, erase everything" }).click();
  await expect(page.getByText("Your enquiry and every detail in it have been erased.")).toBeVisible();
  await page.goto(link.pathname + link.search);
  await expect(page.getByText("This link has expired or is not valid.")).toBeVisible();
  expect((await page.request.get("/my-data/my-enquiry.json")).status()).toBe(404);
  // The dashboard counts the enquiries held, as the list does, and says that the erased ones are left out.
  await open(staff, "/admin/dashboard");
  await expect(staff.getByTestId("erased-leads")).toContainText(/\d+ enquir(y|ies) that students erased/);
  await staff.close();
});

test("the page is never cached and reads in Hindi", async ({ page, request, baseURL }) => {
  await enquire(request, baseURL!, { email: "hindi.mydata@example.in", language: "hi" });
  const mail = await smtp.waitFor("hindi.mydata@example.in");
  expect(mail.subject).toBe("आपकी पूछताछ: आपकी दी गई सहमति और आपका लिंक");
  const link = new URL(linkIn(mail.text, "/my-data"));
  const res = await page.goto(link.pathname + link.search);
  expect(res!.headers()["cache-control"]).toBe("private, no-store");
  expect(res!.headers()["x-robots-tag"]).toBe("noindex, nofollow");
  // Its address holds no token, so it keeps the site's referrer policy, and its forms post with an Origin.
  expect(res!.url()).not.toContain("t=");
  expect(res!.headers()["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  await expect(page.getByRole("heading", { name: "आपकी जानकारी" })).toBeVisible();
  await page.getByRole("link", { name: "English" }).click();
  await expect(page.getByRole("heading", { name: "Your details" })).toBeVisible();
});

test("a 17-year-old's guardian confirms by the link sent to them", async ({ page, request, baseURL }) => {
  await enquire(request, baseURL!, {
    email: "young.mydata@example.in",
    call: "on",
    ageBand: "under-18",
    guardianName: "Lakshmi Menon",
    guardianEmail: "lakshmi.guardian@example.in",
  });
  const student = await smtp.waitFor("young.mydata@example.in");
  expect(student.text).toContain("nobody will call you");
  const toGuardian = await smtp.waitFor("lakshmi.guardian@example.in");
  const guardianLink = new URL(linkIn(toGuardian.text, "/my-data/guardian"));
  const mine = new URL(linkIn(student.text, "/my-data"));

  await page.goto(mine.pathname + mine.search);
  await expect(page.getByRole("listitem").filter({ hasText: "may call me" })).toContainText(
    "Waiting for your parent or guardian to confirm",
  );
  await page.goto(guardianLink.pathname + guardianLink.search);
  await expect(
    page.getByText("Kavya Menon made an enquiry about National Institute of Technology Calicut"),
  ).toBeVisible();
  await page.getByRole("button", { name: "I agree" }).click();
  await expect(page.getByText(/your consent is recorded/)).toBeVisible();
  await page.goto(mine.pathname + mine.search);
  await expect(page.getByRole("listitem").filter({ hasText: "may call me" })).toContainText("Active");
  await expect(page.getByText(/Lakshmi Menon \(lakshmi.guardian@example.in\), confirmed on/)).toBeVisible();
});

test("the privacy page names each purpose, sharing only on consent, the student's own page and a grievance contact", async ({
  page,
}) => {
  await page.goto("/Privacy-Policy");
  for (const heading of ["Who We Share It With", "See, Withdraw or Erase Your Details", "Grievances"]) {
    await expect(page.getByRole("heading", { name: heading })).toBeVisible();
  }
  await expect(
    page.getByText(/a call from an admissions counsellor of this portal, only if you tick it/),
  ).toBeVisible();
  await expect(page.getByText(/write to our grievance contact at \S+@\S+\./)).toBeVisible();
});
