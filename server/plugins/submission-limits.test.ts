// One budget of leads per client, whichever way they arrive, and a client address that only a trusted
// proxy may name.
import { afterEach, describe, expect, it } from "vitest";
import { freshAddress, openTestApi, type TestApi } from "../../tests/support/api.ts";
import { routePath, TOO_MANY_MESSAGE } from "./submission-limits.ts";
import { leadBody } from "../../tests/support/api-bodies.ts";

const lead = leadBody;

let api: TestApi | undefined;
afterEach(async () => {
  await api?.close();
  api = undefined;
});

/** The API on a test database, with a stand-in for the site's catch-all that stores nothing. */
async function openApi(env: Record<string, string>) {
  api = await openTestApi({ FORM_SUBMISSIONS_PER_MINUTE: "3", ...env });
  api.app.post("/*", async () => ({ ok: true }));
  return api.app;
}

describe("submission limits", () => {
  it("spends one budget for enquiries from the API, the site's forms and the enquiry page, however the path is spelled", async () => {
    const app = await openApi({});
    const remoteAddress = freshAddress();
    const api = (url = "/api/user/lead_data") => app.inject({ method: "POST", url, payload: lead, remoteAddress });
    const form = (url: string) =>
      app.inject({ method: "POST", url, payload: "name=x", remoteAddress, headers: { "content-type": "text/plain" } });

    expect((await api()).statusCode).toBe(201);
    expect((await form("/resources/enquiry")).statusCode).toBe(200);
    expect((await api()).statusCode).toBe(201);
    for (const url of [
      "/resources/enquiry",
      "/Resources/enquiry",
      "/resources/enquiry/",
      "/resources/%65nquiry",
      "//resources//enquiry",
      "/resources/enquiry.data",
      "/resources/enquiry?returnTo=/",
      "/enquiry?kind=apply&college=IIT%20Delhi",
      "/Enquiry/",
    ]) {
      const refused = await form(url);
      expect(refused.statusCode, url).toBe(429);
      expect(refused.json()).toEqual({ message: TOO_MANY_MESSAGE });
      expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    }
    expect((await api()).statusCode).toBe(429);
    // Reviews have a budget of their own, and other addresses are not affected.
    expect((await form("/review")).statusCode).toBe(200);
    expect((await app.inject({ method: "POST", url: "/api/user/lead_data", payload: lead })).statusCode).toBe(201);
  });

  it("spends a budget of its own on a student's page and a guardian's, so guesses of the email to erase are bounded", async () => {
    const app = await openApi({});
    const remoteAddress = freshAddress();
    const form = (url: string) =>
      app.inject({
        method: "POST",
        url,
        payload: "intent=erase",
        remoteAddress,
        headers: { "content-type": "text/plain" },
      });

    for (const url of ["/my-data?lang=en&confirm=erase", "/My-Data/", "/my-data/guardian"]) {
      expect((await form(url)).statusCode, url).toBe(200);
    }
    for (const url of ["/my-data", "/my-data.data", "/my-data/guardian", "/my%2Ddata/guardian/"]) {
      const refused = await form(url);
      expect(refused.statusCode, url).toBe(429);
      expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    }
    // Leads and reviews from the same address are not affected.
    expect((await form("/resources/enquiry")).statusCode).toBe(200);
    expect((await form("/review")).statusCode).toBe(200);
  });

  it("spends a budget of its own on staff asking for password reset links, each of which mails someone", async () => {
    const app = await openApi({});
    const remoteAddress = freshAddress();
    const form = (url: string) =>
      app.inject({ method: "POST", url, payload: "email=x", remoteAddress, headers: { "content-type": "text/plain" } });
    for (const url of ["/admin/forgot-password", "/Admin/Forgot-Password/", "/admin/forgot-password.data"]) {
      expect((await form(url)).statusCode, url).toBe(200);
    }
    const refused = await form("/admin/forgot%2Dpassword");
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    // Enquiries from the same address are not affected.
    expect((await form("/resources/enquiry")).statusCode).toBe(200);
  });

  it("ignores a client's own X-Forwarded-For unless TRUST_PROXY says so", async () => {
    const app = await openApi({
      NODE_ENV: "production",
      SITE_URL: "https://portal.example.in",
      // A public production site refuses the example contact details.
      CONTACT_PHONE: "+91 80 2222 3333",
      CONTACT_EMAIL: "admissions@portal.test",
      CONTACT_ADDRESS: "12 MG Road, Bengaluru 560001",
    });
    const remoteAddress = freshAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await app.inject({
        method: "POST",
        url: "/api/user/lead_data",
        payload: { ...lead, email: `rotating${i}@example.in` },
        remoteAddress,
        headers: { "x-forwarded-for": `198.51.100.${i}` },
      });
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([201, 201, 201, 429, 429, 429]);
  });

  it("counts the address a trusted proxy names, and only that proxy's word", async () => {
    const app = await openApi({ TRUST_PROXY: "10.200.0.1" });
    const via = (remoteAddress: string, forwardedFor: string) =>
      app.inject({
        method: "POST",
        url: "/api/user/lead_data",
        payload: { ...lead, email: `${forwardedFor}@example.in` },
        remoteAddress,
        headers: { "x-forwarded-for": forwardedFor },
      });
    // Behind the proxy, each student is counted on their own.
    for (let i = 0; i < 4; i++) expect((await via("10.200.0.1", `203.0.113.${i}`)).statusCode).toBe(201);
    // A client that is not the proxy cannot name itself anyone else.
    const direct = freshAddress();
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await via(direct, `192.0.2.${i}`)).statusCode);
    expect(statuses).toEqual([201, 201, 201, 429]);
  });
});

describe("routePath", () => {
  it("spells a path as React Router matches it", () => {
    expect(routePath("/Resources/%65nquiry/?x=1")).toBe("/resources/enquiry");
    expect(routePath("/review/_.data")).toBe("/review");
    expect(routePath("/%E0%A4")).toBe("/%e0%a4");
    expect(routePath("/")).toBe("/");
  });
});
