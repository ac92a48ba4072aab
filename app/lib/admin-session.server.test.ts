// The admin layout's guard empties the public page cache after staff save a change on an admin page, and
// only then: a post without a session, a refused form or a plain page view changes nothing visitors see.
import { RouterContextProvider, redirect } from "react-router";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { dbContext, requestInfoContext } from "#context";
import type { DatabaseHandle } from "../../db/client.server.ts";
import { openTestDatabase } from "../../tests/support/database.ts";
import { ensureAdmin } from "../../domain/admins/admins.server.ts";
import { createSession } from "../../domain/admins/sessions.server.ts";
import { adminGuard } from "./admin-session.server.ts";

let database: DatabaseHandle;
let cookie: string;
beforeAll(async () => {
  database = await openTestDatabase();
  const admin = await ensureAdmin(database.db, "desk@portal.example.in", "a good password");
  const session = await createSession(database.db, admin.id);
  cookie = `admin_session=${session.token}; XSRF-TOKEN=${session.csrfToken}`;
});
afterAll(() => database.close());

/** Runs the guard as React Router does for one request, the route answering with `answer`. */
async function guard(method: string, path: string, answer: Response, headers: Record<string, string> = {}) {
  const contentChanged = vi.fn();
  const context = new RouterContextProvider();
  context.set(dbContext, database.db);
  context.set(requestInfoContext, {
    clientAddress: "10.0.0.1",
    secureCookies: false,
    mailQueued: () => {},
    siteUrl: "http://portal.test",
    retentionMonths: 24,
    staffTwoFactorRequired: false,
    contact: { phone: "", email: "", address: "" },
    contentChanged,
  });
  const url = new URL(path, "http://portal.test");
  const request = new Request(url, { method, headers, body: method === "GET" ? undefined : "name=IIT" });
  const next = vi.fn(async () => answer);
  let response: Response;
  try {
    response = (await adminGuard({ request, context, url, params: {}, pattern: "" } as never, next)) as Response;
  } catch (thrown) {
    if (!(thrown instanceof Response)) throw thrown;
    response = thrown;
  }
  return { response, next, contentChanged };
}

describe("adminGuard and the public page cache", () => {
  it("empties the cache after staff save a change (the action redirects)", async () => {
    const saved = await guard("POST", "/admin/add_stream", redirect("/admin/stream"), { cookie });
    expect(saved.response.status).toBe(302);
    expect(saved.contentChanged).toHaveBeenCalledOnce();
    const deleted = await guard("DELETE", "/admin/stream", new Response(null, { status: 204 }), { cookie });
    expect(deleted.contentChanged).toHaveBeenCalledOnce();
  });

  it("leaves the cache alone for a post without a session: it is sent to sign in", async () => {
    const { response, next, contentChanged } = await guard("POST", "/admin/dashboard", redirect("/admin/stream"));
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/admin?next=%2Fadmin%2Fdashboard");
    expect(next).not.toHaveBeenCalled();
    expect(contentChanged).not.toHaveBeenCalled();
  });

  it("leaves the cache alone for a refused or failed save, and for pages staff only look at", async () => {
    for (const status of [400, 404, 500]) {
      const refused = await guard("POST", "/admin/add_stream", new Response("{}", { status }), { cookie });
      expect(refused.contentChanged).not.toHaveBeenCalled();
    }
    const viewed = await guard("GET", "/admin/leads", new Response("<p>Leads</p>"), { cookie });
    expect(viewed.response.headers.get("Cache-Control")).toBe("no-store");
    expect(viewed.contentChanged).not.toHaveBeenCalled();
  });
});
