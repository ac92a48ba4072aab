// A form the server refuses before any action runs is answered with the portal's own page, with a way back and
// the refusal's status, never a bare "Bad Request": here a form posted from another site, in a real browser.
import { expect, test, type Page } from "@playwright/test";

const OTHER_SITE = "http://other-site.test";

/** A page of another site whose form posts to the portal's enquiry page. */
async function formElsewhere(page: Page, baseURL: string, head = "") {
  await page.route(`${OTHER_SITE}/**`, (route) =>
    route.fulfill({
      contentType: "text/html",
      body: `<!doctype html><title>Other site</title>${head}
        <form method="post" action="${baseURL}/enquiry?kind=apply">
          <input name="name" value="Forged Lead"><input name="email" value="forged@example.in">
          <button>Send</button>
        </form>`,
    }),
  );
  await page.goto(`${OTHER_SITE}/form`);
}

for (const [what, head] of [
  ["another site", ""],
  ["another site that hides where it is (Origin: null)", '<meta name="referrer" content="no-referrer">'],
]) {
  test(`a form posted from ${what} gets the portal's page with the status and a way home`, async ({
    page,
    baseURL,
  }) => {
    await formElsewhere(page, baseURL!, head);
    const answered = page.waitForResponse((r) => r.request().method() === "POST");
    await page.getByRole("button", { name: "Send" }).click();
    const response = await answered;
    expect(response.status()).toBe(403);
    expect(response.headers()["cache-control"]).toBe("no-store");
    await expect(page.getByRole("heading", { name: "Your form was not sent" })).toBeVisible();
    await expect(page.getByText(/It came from another website/)).toBeVisible();
    // No scripts: a router started at the post's address would put the enquiry page in its place.
    await expect(page.locator("script")).toHaveCount(0);
    await page.getByRole("link", { name: "Back to homepage" }).click();
    await expect(page).toHaveURL(`${baseURL}/`);
  });
}

test("the refusal answers a plain post too, with the portal's page rather than Bad Request", async ({ request }) => {
  for (const origin of ["null", "https://evil.example"]) {
    const res = await request.post("/enquiry?kind=apply", {
      headers: { Origin: origin, Accept: "text/html" },
      form: { name: "Forged Lead", email: "forged@example.in", phone: "9876543210", city: "Pune", course: "btech" },
    });
    expect(res.status(), origin).toBe(403);
    const html = await res.text();
    expect(html, origin).not.toContain("Bad Request");
    expect(html, origin).toContain("Your form was not sent");
    expect(html, origin).toContain('href="/"');
    expect(html, origin).toContain('<meta name="robots" content="noindex"/>');
  }
});
