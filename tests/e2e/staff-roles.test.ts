// Staff accounts with roles: an admin invites a counsellor, who sets a password from the emailed link and sees
// only enquiries; content pages and the staff page are refused. An editor, whose password is reset by email,
// cannot open the leads. Disabling the counsellor ends their open session.
import { expect, type Page, test } from "@playwright/test";
import { generate } from "otplib";
import { hydrated, open, signIn } from "../support/admin-browser.ts";
import { axeViolations } from "../support/axe.ts";
import { e2eSmtpPort, startSmtpReceiver, type SmtpReceiver } from "../support/smtp.ts";

// Popups fade in: with motion reduced (app.css) they open at full colour, so axe measures what staff see.
test.use({ reducedMotion: "reduce" });

let smtp: SmtpReceiver;
test.beforeAll(async () => {
  smtp = await startSmtpReceiver(e2eSmtpPort());
});
test.afterAll(() => smtp.close());

const stamp = Date.now().toString(36);
const counsellor = `counsellor-${stamp}@portal.test`;
const editor = `editor-${stamp}@portal.test`;

/** The path and query of the one-time link in the newest email to `to`. */
async function mailedLink(to: string, subject: RegExp): Promise<string> {
  await expect
    .poll(() => smtp.received.filter((m) => m.to === to && subject.test(m.subject)).length)
    .toBeGreaterThan(0);
  const mail = smtp.received.filter((m) => m.to === to && subject.test(m.subject)).at(-1)!;
  const link = new URL(/https?:\/\/\S+\/admin\/set-password\?t=[\w-]+/.exec(mail.text)![0]);
  return link.pathname + link.search;
}

async function invite(page: Page, email: string, name: string, role: string) {
  await open(page, "/admin/staff");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Name").fill(name);
  await page.getByLabel("Role", { exact: true }).selectOption(role);
  await page.getByRole("button", { name: "Send invite" }).click();
  await expect(page.getByText(`Invite sent to ${email}.`)).toBeVisible();
  await expect(page.getByTestId("staff-row").filter({ hasText: email })).toContainText("Invited");
}

async function setPassword(page: Page, link: string, password: string) {
  await page.goto(link);
  await page.getByLabel("New password", { exact: true }).fill(password);
  await page.getByLabel("New password again").fill(password);
  await page.getByRole("button", { name: "Save password" }).click();
}

async function expectRefused(page: Page, path: string) {
  const res = await page.goto(path);
  expect(res?.status(), path).toBe(403);
  await expect(page.getByRole("heading", { name: "Your role cannot open this page" })).toBeVisible();
}

test("an invited counsellor sees only enquiries, an editor no leads, and disabling ends a session", async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  await signIn(page);
  await invite(page, counsellor, "Meera Iyer", "counsellor");
  await invite(page, editor, "Arjun Nair", "editor");

  // The counsellor sets a password from the link and lands signed in on the dashboard.
  const counsellorLink = await mailedLink(counsellor, /invited/);
  expect(await axeViolations(page)).toEqual([]);
  const desk = await (await browser.newContext()).newPage();
  await desk.goto(counsellorLink);
  expect(await axeViolations(desk)).toEqual([]);
  await setPassword(desk, counsellorLink, "meera's own password");
  await expect(desk).toHaveURL("/admin/dashboard");
  await hydrated(desk);
  const menu = desk.getByRole("navigation", { name: "Admin", exact: true });
  await expect(menu.getByRole("link", { name: "Leads" })).toBeVisible();
  await expect(menu.getByRole("link", { name: "College Page" })).toHaveCount(0);
  await expect(menu.getByRole("link", { name: "Staff" })).toHaveCount(0);
  // The dashboard shows the leads, not the counts and fixes of pages the role does not open.
  await expect(desk.getByRole("link", { name: "Leads in all" })).toBeVisible();
  await expect(desk.getByRole("link", { name: "Reviews waiting" })).toHaveCount(0);
  await expect(desk.getByRole("heading", { name: "Content" })).toHaveCount(0);
  await open(desk, "/admin/leads");
  await expect(desk.getByRole("heading", { name: "Leads", level: 1 })).toBeVisible();
  await expectRefused(desk, "/admin/collegepage");
  await expectRefused(desk, "/admin/staff");
  // The link worked once.
  await desk.goto(counsellorLink);
  await expect(desk.getByRole("alert")).toContainText("expired or was used already");

  // The editor forgets the invite's password at once and resets it by email; the leads stay closed.
  const editorPage = await (await browser.newContext()).newPage();
  await setPassword(editorPage, await mailedLink(editor, /invited/), "arjun's first password");
  await expect(editorPage).toHaveURL("/admin/collegepage");
  await editorPage.getByRole("button", { name: "Logout" }).click();
  await expect(editorPage).toHaveURL("/admin");
  await editorPage.getByRole("link", { name: "Forgot password?" }).click();
  await expect(editorPage.getByRole("heading", { name: "Forgot password?" })).toBeVisible();
  await editorPage.getByLabel("Email").fill(editor);
  await editorPage.getByRole("button", { name: "Send the link" }).click();
  await expect(editorPage.getByRole("alert")).toContainText("If that email belongs to a staff account");
  await setPassword(editorPage, await mailedLink(editor, /new password/), "arjun's second password");
  await expect(editorPage).toHaveURL("/admin?reset=done");
  await editorPage.getByLabel("Email").fill(editor);
  await editorPage.getByLabel("Password").fill("arjun's second password");
  await editorPage.getByRole("button", { name: "Login" }).click();
  await expect(editorPage).toHaveURL("/admin/collegepage");
  await expect(
    editorPage.getByRole("navigation", { name: "Admin", exact: true }).getByRole("link", { name: "Leads" }),
  ).toHaveCount(0);
  await expectRefused(editorPage, "/admin/leads");
  expect(await axeViolations(editorPage)).toEqual([]);

  // The admin disables the counsellor: the counsellor's next page load goes to sign-in.
  await open(page, "/admin/staff");
  await page.getByRole("button", { name: `Disable ${counsellor}` }).click();
  await expect(page.getByText("Account disabled; its sessions ended.")).toBeVisible();
  await desk.goto("/admin/leads");
  await expect(desk).toHaveURL(/\/admin\?next=%2Fadmin%2Fleads$/);
});

test("a moderator turns on an authenticator app, and sign-in then asks for its code", async ({ page, browser }) => {
  const moderator = `moderator-${stamp}@portal.test`;
  await signIn(page);
  await invite(page, moderator, "Kiran Das", "moderator");
  const desk = await (await browser.newContext()).newPage();
  await setPassword(desk, await mailedLink(moderator, /invited/), "kiran's own password");
  await expect(desk).toHaveURL("/admin/reviews");
  await open(desk, "/admin/account");
  await expect(desk.getByTestId("session-row")).toHaveCount(1);
  await desk.getByRole("button", { name: "Set up an authenticator app" }).click();
  await expect(desk.getByTestId("totp-secret")).toBeVisible();
  expect(await axeViolations(desk)).toEqual([]);
  const secret = (await desk.getByTestId("totp-secret").textContent())!;
  await desk.getByLabel("Code from the app").fill(await generate({ secret }));
  await desk.getByRole("button", { name: "Turn on" }).click();
  await expect(desk.getByTestId("totp-status")).toHaveText("On: sign-in asks for the app's code.");

  await desk.getByRole("button", { name: "Logout" }).click();
  await expect(desk).toHaveURL("/admin");
  await desk.getByLabel("Email").fill(moderator);
  await desk.getByLabel("Password").fill("kiran's own password");
  await desk.getByRole("button", { name: "Login" }).click();
  await expect(desk.getByRole("alert")).toContainText("authenticator code");
  await desk.getByLabel("Password").fill("kiran's own password");
  // The code of the next 30 seconds: the one just used to turn it on is not taken twice.
  await desk
    .getByLabel("Authenticator code")
    .fill(await generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 }));
  await desk.getByRole("button", { name: "Login" }).click();
  await expect(desk).toHaveURL("/admin/reviews");
});
