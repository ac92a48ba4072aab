// A form post the server refuses before any action runs (from another site, too large, too many a minute)
// shows a browser the portal's own page, with a way back and the refusal's status; scripts and API clients
// keep their JSON message. The site here is a stand-in (tests/support/site.ts): a page names its address, an
// action answers {"received": bytes}.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freshAddress } from "../tests/support/api.ts";
import { openTestSite, type TestSite } from "../tests/support/site.ts";
import { TOO_MANY_MESSAGE } from "./plugins/submission-limits.ts";

const SITE = "http://portal.test";
const BROWSER = "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8";

let site: TestSite;
beforeAll(async () => {
  site = await openTestSite({ SITE_URL: SITE, FORM_SUBMISSIONS_PER_MINUTE: "2" });
});
afterAll(() => site.close());

function post(url: string, headers: Record<string, string>, payload = "name=Asha") {
  return site.app.inject({
    method: "POST",
    url,
    payload,
    remoteAddress: freshAddress(),
    headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
  });
}

describe("a post from another site", () => {
  it("never reaches the action: a browser gets the portal's page, 403, with the home page as the way back", async () => {
    for (const origin of ["https://evil.example", "null", "http://portal.test.evil.example", "not a url"]) {
      const res = await post("/enquiry?kind=apply", { origin, accept: BROWSER, referer: "https://evil.example/x" });
      expect(res.statusCode, origin).toBe(403);
      expect(res.headers["content-type"], origin).toMatch(/^text\/html/);
      expect(res.headers["cache-control"], origin).toBe("no-store");
      expect(res.body, origin).toContain("<p>/form-not-sent?reason=origin&amp;back=%2F</p>");
      expect(res.body, origin).not.toContain("received");
    }
  });

  it("is refused on routes without a page too, and scripts and API clients get the message as JSON", async () => {
    const evil = { origin: "https://evil.example" };
    for (const [url, accept] of [
      ["/resources/enquiry", "application/json"],
      ["/my-data.data", BROWSER],
      ["/my-data", "*/*"],
    ]) {
      const res = await post(url, { ...evil, accept });
      expect(res.statusCode, url).toBe(403);
      expect(res.json(), url).toEqual({ message: "Forms from other websites are not accepted." });
    }
    const api = await post(
      "/api/user/lead_data",
      { ...evil, accept: BROWSER, "content-type": "application/json" },
      "{}",
    );
    expect(api.statusCode).toBe(403);
    expect(api.json()).toEqual({ message: "Calls from this website are not allowed." });
  });

  it("is told from the site's own posts, and from posts that name no origin, which reach the action", async () => {
    for (const headers of [{ origin: SITE }, { origin: `${SITE}/` }, {}] as Record<string, string>[]) {
      const res = await post("/enquiry", { ...headers, accept: BROWSER });
      expect(res.statusCode, JSON.stringify(headers)).toBe(200);
      expect(res.json()).toEqual({ received: "name=Asha".length });
    }
  });
});

describe("a refused form post from the site itself", () => {
  it("too large: the portal's page, 413, back to the page the form was on", async () => {
    const res = await post(
      "/enquiry?kind=apply",
      { origin: SITE, accept: BROWSER, referer: `${SITE}/enquiry?kind=apply&college=IIT` },
      `name=${"x".repeat(120 * 1024)}`,
    );
    expect(res.statusCode).toBe(413);
    expect(res.body).toContain(
      `<p>/form-not-sent?reason=too-large&amp;back=%2Fenquiry%3Fkind%3Dapply%26college%3DIIT</p>`,
    );
  });

  it("too many a minute: the portal's page, 429 with Retry-After, or the JSON message for a script", async () => {
    const remoteAddress = freshAddress();
    const send = (accept: string) =>
      site.app.inject({
        method: "POST",
        url: "/my-data?lang=en&confirm=erase",
        payload: "intent=erase",
        remoteAddress,
        headers: {
          origin: SITE,
          accept,
          referer: `${SITE}/my-data?lang=en&confirm=erase`,
          "content-type": "application/x-www-form-urlencoded",
        },
      });
    expect((await send(BROWSER)).statusCode).toBe(200);
    expect((await send(BROWSER)).statusCode).toBe(200);
    const page = await send(BROWSER);
    expect(page.statusCode).toBe(429);
    expect(Number(page.headers["retry-after"])).toBeGreaterThan(0);
    expect(page.body).toContain(
      "<p>/form-not-sent?reason=too-many&amp;back=%2Fmy-data%3Flang%3Den%26confirm%3Derase</p>",
    );
    const script = await send("application/json");
    expect(script.statusCode).toBe(429);
    expect(script.json()).toEqual({ message: TOO_MANY_MESSAGE });
  });
});
