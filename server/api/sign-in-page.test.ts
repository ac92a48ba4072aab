// The /admin sign-in page's action (app/routes/admin/login.tsx) and POST /api/admin/admin_login share one
// sign-in (domain/admins/sign-in.server.ts): the same answers, and the same count of attempts whichever way
// they come in. (The page itself, in a browser, is covered by tests/e2e/admin-access.test.ts.)
import { RouterContextProvider, type UNSAFE_DataWithResponseInit as DataWithResponseInit } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dbContext, loggerContext, requestInfoContext } from "#context";
import { action, headers } from "../../app/routes/admin/login.tsx";
import { ADMIN, freshAddress, openTestApi, type TestApi } from "../../tests/support/api.ts";

let api: TestApi;
beforeAll(async () => {
  api = await openTestApi();
});
afterAll(() => api.close());

type PageAnswer = DataWithResponseInit<{ message: string; email: string }> | Response;

async function pageSignIn(email: string, password: string, clientAddress: string): Promise<PageAnswer> {
  const context = new RouterContextProvider();
  context.set(dbContext, api.database.db);
  context.set(loggerContext, api.app.log);
  context.set(requestInfoContext, {
    clientAddress,
    secureCookies: false,
    mailQueued: () => {},
    siteUrl: "http://localhost",
    retentionMonths: 24,
    staffTwoFactorRequired: false,
    contentChanged: () => {},
    contact: { phone: "", email: "", address: "" },
  });
  const form = new FormData();
  form.set("email", email);
  form.set("password", password);
  const request = new Request("http://localhost/admin", { method: "POST", body: form });
  const args = { request, context, params: {}, url: new URL(request.url), pattern: "/admin" };
  return (await action(args as unknown as Parameters<typeof action>[0])) as PageAnswer;
}

const apiSignIn = (username: string, password: string, remoteAddress: string) =>
  api.app.inject({ method: "POST", url: "/api/admin/admin_login", payload: { username, password }, remoteAddress });

function refusal(answer: PageAnswer) {
  if (answer instanceof Response) throw new Error(`expected a refusal, got a ${answer.status} response`);
  const responseHeaders = new Headers(answer.init?.headers);
  return {
    status: answer.init?.status,
    message: answer.data.message,
    retryAfter: responseHeaders.get("Retry-After"),
    pageHeaders: headers({ actionHeaders: responseHeaders } as unknown as Parameters<typeof headers>[0]),
  };
}

describe("the sign-in page and the API", () => {
  it("count attempts together: failures on the page block the API at that address, and the other way round", async () => {
    const address = freshAddress();
    for (let i = 0; i < 3; i++)
      expect(refusal(await pageSignIn(ADMIN.username, `page ${i}`, address)).status).toBe(401);
    for (let i = 0; i < 2; i++) expect((await apiSignIn(ADMIN.username, `api ${i}`, address)).statusCode).toBe(401);

    const fromApi = await apiSignIn(ADMIN.username, ADMIN.password, address);
    const fromPage = refusal(await pageSignIn(ADMIN.username, ADMIN.password, address));
    expect(fromApi.statusCode).toBe(429);
    expect(fromPage.status).toBe(429);
    expect(fromPage.message).toBe(fromApi.json().message);
    // The page's answer carries the same real Retry-After as the API's, and shows the wait in its message.
    expect(Number(fromPage.retryAfter)).toBeGreaterThan(50);
    expect(Number(fromPage.retryAfter)).toBeLessThanOrEqual(Number(fromApi.headers["retry-after"]));
    expect(fromPage.pageHeaders.get("Retry-After")).toBe(fromPage.retryAfter);
    expect(fromPage.pageHeaders.get("Cache-Control")).toBe("no-store");
    expect(fromPage.message).toMatch(
      /^Too many failed sign-in attempts\. Please wait (\d+ seconds?|1 minute) and try again\.$/,
    );
  });

  it("answers a wrong password alike, and lets the right one in from an address that has not failed", async () => {
    const page = refusal(await pageSignIn(ADMIN.username, "not it", freshAddress()));
    const viaApi = await apiSignIn(ADMIN.username, "not it", freshAddress());
    expect([page.status, page.message]).toEqual([viaApi.statusCode, viaApi.json().message]);

    const signedIn = await pageSignIn(ADMIN.username, ADMIN.password, freshAddress());
    expect(signedIn).toBeInstanceOf(Response);
    const response = signedIn as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/admin/dashboard");
    expect(response.headers.getSetCookie().map((c) => c.split("=")[0])).toEqual(["admin_session", "XSRF-TOKEN"]);
  });
});
