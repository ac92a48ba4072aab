// An institution claims its page (decision 059): a representative with an email at the institution's website
// gets the link by mail, sets a password, sends fees for two programmes, a phone number and a photo; a second
// claim from another domain waits for an editor with its letter (a 30 MB one, sent without JavaScript, is
// refused on its field); the representative is refused everything of the staff's and of other institutions; an
// editor publishes, and the page shows the fees and the photo as published by the institution. An institution
// with a staff-written college page (RV College of Engineering) is claimed from that page, and once an editor
// publishes, the staff page shows the institution's fees and contacts as its catalogue page would.
import { execFileSync } from "node:child_process";
import { expect, test, type APIRequestContext } from "@playwright/test";
import sharp from "sharp";
import { signIn } from "../support/admin-browser.ts";
import { e2eSmtpPort, startSmtpReceiver, type SmtpReceiver } from "../support/smtp.ts";

const SLUG = "s-d-m-college-of-engineering-and-technology-dharwad";
const REP = "admissions.office@sdmcet.ac.in";
const PASSWORD = "dharwad-fees-2026";
const STAFF_PAGE = "/college/rv-college-of-engineering";
const STAFF_REP = "fees.office@rvce.edu.in";
const PDF = Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");

let smtp: SmtpReceiver;
test.beforeAll(async () => {
  smtp = await startSmtpReceiver(e2eSmtpPort());
});
test.afterAll(() => smtp.close());

/** The status a request with the representative's cookies gets, without following redirects. */
async function statusOf(request: APIRequestContext, method: "GET" | "POST", path: string, origin: string) {
  const res = await request.fetch(path, {
    method,
    maxRedirects: 0,
    headers: method === "POST" ? { Origin: origin } : {},
    ...(method === "POST" ? { form: { institutionCode: "U-0306", intent: "publish", id: "x" } } : {}),
  });
  return { status: res.status(), location: res.headers().location ?? "" };
}

test("a representative claims the page by email, publishes fees and a phone, and an editor checks them", async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await page.goto(`/college/${SLUG}`);
  await page.getByRole("link", { name: "Claim this page" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Are you from this institution?");
  await page.getByLabel("Your name").fill("Meera Kulkarni");
  await page.getByLabel("Your role").fill("Admissions officer");
  await page.getByLabel("Your official email").fill(REP);
  await page.getByRole("button", { name: "Send my claim" }).click();
  await expect(page.getByRole("main").getByRole("status")).toContainText("We have emailed you a link");

  const mail = await smtp.waitFor(REP);
  const link = /https?:\/\/\S+\/admin\/set-password\?t=[\w-]+/.exec(mail.text)![0];
  await page.goto(new URL(link).pathname + new URL(link).search);
  await page.getByLabel("New password", { exact: true }).fill(PASSWORD);
  await page.getByLabel("New password again").fill(PASSWORD);
  await page.getByRole("button", { name: "Save password" }).click();
  await expect(page).toHaveURL("/institution");

  // Bad figures are refused on their fields.
  const fees = page.locator("form", { has: page.locator('input[name="programme"]') });
  await fees.getByLabel("Programme").fill("B.E. Computer Science and Engineering");
  await fees.getByLabel("Academic year").fill("2026-27");
  await fees.getByLabel("Tuition per year (₹)").fill("0");
  await fees.getByLabel("Seats").fill("-4");
  await fees.getByRole("button", { name: "Send for publishing" }).click();
  await expect(fees.getByText(/₹0 a year is outside the tuition fees we accept/)).toBeVisible();
  await expect(fees.getByText(/number of seats/)).toBeVisible();

  for (const [programme, tuition, seats] of [
    ["B.E. Computer Science and Engineering", "1,86,000", "180"],
    ["B.E. Mechanical Engineering", "1,42,000", "60"],
  ]) {
    await fees.getByLabel("Programme").fill(programme);
    await fees.getByLabel("Academic year").fill("2026-27");
    await fees.getByLabel("Tuition per year (₹)").fill(tuition);
    await fees.getByLabel("Hostel per year (₹)").fill("95,000");
    await fees.getByLabel("Seats").fill(seats);
    await fees.getByRole("button", { name: "Send for publishing" }).click();
    await expect(page.getByRole("main").getByRole("status")).toContainText("your change is with the portal's editors");
    await expect(page.getByText(`${programme}, 2026-27`)).toBeVisible();
  }
  const contacts = page.locator("form", { has: page.locator('input[name="phone"]') });
  await contacts.getByLabel("Phone").fill("0836 2447465");
  await contacts.getByRole("button", { name: "Send for publishing" }).click();
  await expect(page.getByText("Waiting for an editor")).toHaveCount(3);
  // A photo: nobody but the representative and the editors can open it before it is published.
  const media = page.locator("form", { has: page.locator('input[name="photos"]') });
  const photo = await sharp({ create: { width: 1200, height: 800, channels: 3, background: "#b45309" } })
    .jpeg()
    .toBuffer();
  await media.getByLabel(/Photos/).setInputFiles({ name: "campus.jpg", mimeType: "image/jpeg", buffer: photo });
  await media.getByRole("button", { name: "Send for publishing" }).click();
  await expect(page.getByRole("main").getByRole("status")).toContainText("your change is with the portal's editors");
  await expect(page.getByText("Waiting for an editor")).toHaveCount(4);
  const privatePhoto = (await page.getByRole("link", { name: "See photo 1" }).getAttribute("href"))!;
  expect((await page.request.get(privatePhoto)).headers()["content-type"]).toBe("image/webp");
  const publicPhoto = privatePhoto.replace("/institution/files/", "/uploads/institution/");

  // Nothing shows before an editor publishes it.
  const visitor = await browser.newPage();
  await visitor.goto(`/college/${SLUG}`);
  await expect(visitor.getByTestId("institution-fees")).toHaveCount(0);
  await expect(visitor.getByTestId("institution-photos")).toHaveCount(0);
  expect((await visitor.request.get(publicPhoto)).status()).toBe(404);
  expect((await visitor.request.get(privatePhoto, { maxRedirects: 0 })).status()).toBe(302);

  // The representative is refused the staff's pages and calls, and cannot act on another institution.
  for (const [method, path] of [
    ["GET", "/admin/dashboard"],
    ["GET", "/admin/institutions"],
    ["GET", "/admin/leads"],
    ["POST", "/admin/institutions"],
    ["GET", "/admin/institutions/claim/00000000-0000-4000-8000-000000000000/letter"],
  ] as const) {
    const { status, location } = await statusOf(page.request, method, path, baseURL!);
    expect([status, location], `${method} ${path}`).toEqual([302, "/institution"]);
  }
  expect((await page.request.get("/api/user/getall_leads")).status()).toBe(403);
  // A forged institution field is ignored: the change is the session's institution's.
  const forged = await page.request.post("/institution", {
    headers: { Origin: baseURL! },
    form: { intent: "contacts", phone: "022 2572 2545", institutionCode: "U-0306" },
  });
  expect(forged.status()).toBe(200);
  await page.reload();
  await expect(page.getByText("Waiting for an editor")).toHaveCount(5);

  // A claim from another domain needs a letter, and waits for an editor.
  const other = await browser.newPage();
  await other.goto(`/institution/claim/${SLUG}`);
  await other.getByLabel("Your name").fill("Ravi Patil");
  await other.getByLabel("Your role").fill("Principal");
  await other.getByLabel("Your official email").fill("ravi.patil.sdm@gmail.com");
  await other.getByRole("button", { name: "Send my claim" }).click();
  await expect(other.getByText(/Your email is not at sdmcet\.ac\.in/)).toBeVisible();
  // A web page named .pdf is refused on its field.
  const letter = other.getByLabel(/Letter on letterhead/);
  await letter.setInputFiles({ name: "letter.pdf", mimeType: "application/pdf", buffer: Buffer.from("<html><body>") });
  await other.getByRole("button", { name: "Send my claim" }).click();
  await expect(other.getByText("This file is not a PDF. Please attach the letter as a PDF.")).toBeVisible();
  // Without JavaScript a 30 MB scan is sent whole: the answer is the form again, the message on the letter's
  // field and what was typed still there.
  const plain = await (await browser.newContext({ javaScriptEnabled: false })).newPage();
  await plain.goto(`/institution/claim/${SLUG}`);
  await plain.getByLabel("Your name").fill("Ravi Patil");
  await plain.getByLabel("Your role").fill("Principal");
  await plain.getByLabel("Your official email").fill("ravi.patil.sdm@gmail.com");
  const scan = { name: "letter.pdf", mimeType: "application/pdf", buffer: Buffer.alloc(30 * 1024 * 1024, 32) };
  await plain.getByLabel(/Letter on letterhead/).setInputFiles(scan);
  await plain.getByRole("button", { name: "Send my claim" }).click();
  const plainLetter = plain.getByLabel(/Letter on letterhead/);
  await expect(plainLetter).toHaveAttribute("aria-invalid", "true");
  await expect(plainLetter).toHaveAccessibleDescription("The letter must be a PDF of at most 5 MB.");
  await expect(plain.getByLabel("Your name")).toHaveValue("Ravi Patil");
  await expect(plain.getByLabel("Your official email")).toHaveValue("ravi.patil.sdm@gmail.com");
  await plain.context().close();
  await letter.setInputFiles({ name: "letter.pdf", mimeType: "application/pdf", buffer: PDF });
  await other.getByRole("button", { name: "Send my claim" }).click();
  await expect(other.getByRole("main").getByRole("status")).toContainText("An editor will read your letter");

  // The editor: the claim with its letter, the changes beside what pages show, published.
  const editor = await browser.newPage();
  await signIn(editor, "/admin/institutions");
  const claim = editor.getByRole("listitem").filter({ hasText: "ravi.patil.sdm@gmail.com" });
  await expect(claim.getByRole("link", { name: /Download the letter/ })).toBeVisible();
  // The two programmes and the phone; each publish takes its change off the queue. (The forged phone's
  // "Shown now" says 0836… once that is published.)
  const waiting = editor
    .getByRole("listitem")
    .filter({ hasText: "Sent by" })
    .filter({ hasText: /B\.E\.|0836/ })
    .filter({ hasNotText: "022 2572 2545" });
  for (let left = 3; left > 0; left -= 1) {
    await waiting.first().getByRole("button", { name: "Publish" }).click();
    await expect(waiting).toHaveCount(left - 1);
    await expect(editor.getByRole("main").getByRole("status")).toHaveText("Published.");
  }
  // The photo: the editor sees it (at the editors' own address) before publishing it.
  const photoChange = editor.getByRole("listitem").filter({ hasText: "Sent by" }).filter({ hasText: ": photos" });
  const sentPhoto = photoChange.getByRole("img");
  await expect(sentPhoto).toHaveJSProperty("naturalWidth", 1200);
  await photoChange.getByRole("button", { name: "Publish" }).click();
  await expect(editor.getByRole("main").getByRole("status")).toHaveText("Published.");
  const forgedChange = editor.getByRole("listitem").filter({ hasText: "022 2572 2545" });
  await forgedChange.getByLabel("Reason (the sender reads it)").fill("This number is not the college's.");
  await forgedChange.getByRole("button", { name: "Reject" }).click();
  await expect(editor.getByRole("main").getByRole("status")).toHaveText("Change rejected.");

  await visitor.goto(`/college/${SLUG}`);
  const shown = visitor.getByTestId("institution-fees");
  await expect(shown.getByRole("listitem")).toHaveCount(2);
  await expect(shown).toContainText("₹1,86,000");
  await expect(shown).toContainText("Published by the institution");
  await expect(visitor.getByText("Fees (from the institution)")).toBeVisible();
  await expect(visitor.getByRole("link", { name: "0836 2447465" })).toBeVisible();
  await expect(visitor.getByText("022 2572 2545")).toHaveCount(0);
  // The photo, with who published it; its place kept by its size, loaded when near.
  const photos = visitor.getByTestId("institution-photos");
  const shownPhoto = photos.getByRole("img");
  await expect(shownPhoto).toHaveAttribute("alt", /^S\.D\.M\. College.*, 1 of 1, from the institution$/);
  await expect(shownPhoto).toHaveAttribute("width", "1200");
  await expect(shownPhoto).toHaveAttribute("height", "800");
  await expect(shownPhoto).toHaveAttribute("loading", "lazy");
  await shownPhoto.scrollIntoViewIfNeeded();
  await expect(shownPhoto).toHaveJSProperty("naturalWidth", 1200);
  await expect(visitor.getByRole("region", { name: "Photos from the institution" })).toContainText(
    /Published by the institution, .+; checked by the portal /,
  );
  expect((await visitor.request.get(publicPhoto)).status()).toBe(200);

  // Compare, the brochure and the API say the same, with who published it.
  await visitor.goto(`/compare?c=${SLUG},indian-institute-of-technology-bombay-mumbai`);
  const row = visitor.getByRole("row", { name: /Fees a year \(from the institution\)/ });
  await expect(row).toContainText("B.E. Mechanical Engineering, 2026-27: ₹1,42,000 tuition");
  await expect(row).toContainText("Published by the institution");
  // The predictor: SDM's Computer Science seat (COMEDK) says the tuition the college published.
  await visitor.goto("/college-predictor?exam=comedk&rank=48900&branch=computer%20science");
  const seat = visitor
    .getByTestId("prediction-card")
    .filter({ hasText: "S.D.M. College of Engineering & Technology" })
    .first();
  await expect(seat.getByTestId("fee")).toContainText("Fee ₹1,86,000 a year (tuition, 2026-27).");
  await expect(seat.getByTestId("fee")).toContainText("Published by the institution");
  const pdf = await visitor.request.get(`/resources/brochure.pdf?college=${SLUG}`);
  const text = execFileSync("pdftotext", ["-enc", "UTF-8", "-", "-"], { input: await pdf.body(), encoding: "utf8" });
  expect(text).toContain("Fees as the institution publishes them");
  expect(text).toContain("B.E. Computer Science and Engineering, 2026-27: ₹1,86,000 tuition a year");
  // Beside the fee, within its section: who published it and when the portal checked it.
  const fee = text.indexOf("₹1,86,000 tuition a year");
  expect(text.slice(fee, fee + 600)).toMatch(
    /Published\s+by\s+the\s+institution,\s+\d{1,2}\s+\w+\s+\d{4};\s+checked\s+by\s+the\s+portal\s+\d{1,2}\s+\w+\s+\d{4}/,
  );
  const api = await (await visitor.request.get("/api/institutions/C-1315")).json();
  expect(api.institutionFees).toHaveLength(2);
  expect(api.institutionFees[0]).toMatchObject({ tuitionPerYear: 186_000, hostelPerYear: 95_000, seats: 180 });
});

test("an institution with a staff-written page is claimed from it, and that page shows what the editor published", async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  // The catalogue's address leads to the staff page; it gives no fee, so it says so and offers to ask.
  await page.goto("/college/rv-college-of-engineering-bengaluru");
  await expect(page).toHaveURL(STAFF_PAGE);
  const fees = page.getByTestId("headline-fact").filter({ hasText: /^Fees/ });
  await expect(fees).toHaveCount(1);
  await expect(fees).toContainText("Not published");
  await expect(fees.getByRole("link", { name: "Ask the college" })).toHaveAttribute(
    "href",
    "/enquiry?kind=apply&college=RV%20College%20of%20Engineering",
  );
  await expect(page.getByText("Are you from this institution?")).toBeVisible();
  await page.getByRole("link", { name: "Claim this page" }).click();
  await expect(page).toHaveURL("/institution/claim/rv-college-of-engineering-bengaluru");
  await page.getByLabel("Your name").fill("Kavya Rao");
  await page.getByLabel("Your role").fill("Fees office");
  await page.getByLabel("Your official email").fill(STAFF_REP);
  await page.getByRole("button", { name: "Send my claim" }).click();
  await expect(page.getByRole("main").getByRole("status")).toContainText("We have emailed you a link");
  const mail = await smtp.waitFor(STAFF_REP);
  const link = new URL(/https?:\/\/\S+\/admin\/set-password\?t=[\w-]+/.exec(mail.text)![0]);
  await page.goto(link.pathname + link.search);
  await page.getByLabel("New password", { exact: true }).fill(PASSWORD);
  await page.getByLabel("New password again").fill(PASSWORD);
  await page.getByRole("button", { name: "Save password" }).click();
  await expect(page).toHaveURL("/institution");

  const form = page.locator("form", { has: page.locator('input[name="programme"]') });
  await form.getByLabel("Programme").fill("B.E. Computer Science and Engineering");
  await form.getByLabel("Academic year").fill("2026-27");
  await form.getByLabel("Tuition per year (₹)").fill("2,45,000");
  await form.getByLabel("Seats").fill("240");
  await form.getByRole("button", { name: "Send for publishing" }).click();
  await expect(page.getByRole("main").getByRole("status")).toContainText("your change is with the portal's editors");
  const contacts = page.locator("form", { has: page.locator('input[name="phone"]') });
  await contacts.getByLabel("Phone").fill("080 6717 8021");
  await contacts.getByRole("button", { name: "Send for publishing" }).click();
  await expect(page.getByText("Waiting for an editor")).toHaveCount(2);

  const editor = await browser.newPage();
  await signIn(editor, "/admin/institutions");
  const waiting = editor.getByRole("listitem").filter({ hasText: `Sent by ${STAFF_REP}` });
  for (let left = 2; left > 0; left -= 1) {
    await waiting.first().getByRole("button", { name: "Publish" }).click();
    await expect(waiting).toHaveCount(left - 1);
    await expect(editor.getByRole("main").getByRole("status")).toHaveText("Published.");
  }

  // The staff page, as a visitor reads it (no framework script): the institution's fees with who published
  // them and when the portal checked them, in the headline instead of "Not published", and its phone.
  const visitor = await browser.newPage();
  await visitor.goto(STAFF_PAGE);
  const shown = visitor.getByTestId("institution-fees");
  await expect(shown.getByRole("listitem")).toHaveCount(1);
  await expect(shown).toContainText("₹2,45,000");
  await expect(shown).toContainText(/Published by the institution, .+; checked by the portal /);
  const headline = visitor.getByTestId("headline-fact").filter({ hasText: /^Fees/ });
  await expect(headline).toHaveCount(1);
  await expect(headline).toContainText("Fees (from the institution)");
  await expect(headline).toContainText("₹2,45,000 a year");
  await expect(headline).not.toContainText("Not published");
  await expect(visitor.getByRole("link", { name: "080 6717 8021" })).toHaveAttribute("href", "tel:08067178021");
  await expect(visitor.getByRole("link", { name: "Claim this page" })).toBeVisible();
  // Still the staff page, with its own sections.
  await expect(visitor.getByRole("region", { name: "From official sources" })).toBeVisible();
});
