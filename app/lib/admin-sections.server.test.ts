// Every admin page for every role: the guard lets the page run, or refuses with 403 before it does. The table
// names each admin route of app/routes.ts once with the capability it needs (domain/admins/roles.ts).
import { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { dbContext, requestInfoContext } from "#context";
import type { DatabaseHandle } from "../../db/client.server.ts";
import { admins } from "../../db/schema.ts";
import { hashPassword } from "../../domain/admins/admins.server.ts";
import { type Capability, may, type StaffRole, staffRoles } from "../../domain/admins/roles.ts";
import { createSession } from "../../domain/admins/sessions.server.ts";
import { openTestDatabase } from "../../tests/support/database.ts";
import routes from "../routes.ts";
import { adminGuard } from "./admin-session.server.ts";

const pages: Record<string, Capability> = {
  dashboard: "dashboard",
  leads: "leads",
  "leads/export": "leads",
  "leads/:id": "leads",
  reviews: "reviews",
  staff: "staff",
  audit: "staff",
  account: "account",
  ...Object.fromEntries(
    [
      "cardslider",
      "add_cardslider",
      "cardslider/:id",
      "collegepage",
      "add_collegepage",
      "collegepage/:id",
      "navcoursepagelist",
      "add_navcoursepagelist",
      "navcoursepagelist/:id",
      "stream",
      "add_stream",
      "stream/:id",
      "program",
      "add_program",
      "program/:id",
      "notifications",
      "add_notification",
      "notification/:id",
      "exam-dates",
      "add_exam-date",
      "exam-date/:id",
      "admission-alerts",
      "add_admission-alert",
      "admission-alert/:id",
      "scholarships",
      "add_scholarship",
      "scholarship/:id",
      "data",
      "data/:id",
      "institutions",
      "institutions/claim/:id/letter",
    ].map((path) => [path, "content" as const]),
  ),
};

interface RouteEntry {
  path?: string;
  file: string;
  children?: RouteEntry[];
}

let database: DatabaseHandle;
const cookies = {} as Record<StaffRole, string>;
beforeAll(async () => {
  database = await openTestDatabase();
  const passwordHash = await hashPassword("a long enough password");
  for (const role of staffRoles) {
    const [row] = await database.db
      .insert(admins)
      .values({ email: `${role}@pages.example.in`, passwordHash, role })
      .returning({ id: admins.id });
    cookies[role] = `admin_session=${(await createSession(database.db, row.id)).token}`;
  }
});
afterAll(() => database.close());

async function guard(role: StaffRole, path: string, twoFactorRequired = false) {
  const context = new RouterContextProvider();
  context.set(dbContext, database.db);
  context.set(requestInfoContext, {
    clientAddress: "10.0.0.1",
    secureCookies: false,
    mailQueued: () => {},
    siteUrl: "http://portal.test",
    retentionMonths: 24,
    staffTwoFactorRequired: twoFactorRequired,
    contact: { phone: "", email: "", address: "" },
    contentChanged: () => {},
  });
  const url = new URL(path, "http://portal.test");
  const request = new Request(url, { headers: { cookie: cookies[role] } });
  const next = vi.fn(async () => new Response("page"));
  try {
    await adminGuard({ request, context, url, params: {}, pattern: "" } as never, next);
    return { status: 200, ran: next.mock.calls.length > 0 };
  } catch (thrown) {
    if (thrown instanceof Response) return { status: thrown.status, location: thrown.headers.get("Location") };
    const refused = thrown as { init?: { status?: number }; data?: { refused?: string } };
    return { status: refused.init?.status, message: refused.data?.refused, ran: next.mock.calls.length > 0 };
  }
}

describe("admin pages by role", () => {
  it("lists every admin page of app/routes.ts in the table", () => {
    const layout = (routes as RouteEntry[]).find((r) => r.file === "routes/admin/layout.tsx")!;
    const paths = layout.children!.map((r) => r.path!.replace(/^\/admin\//, "")).filter((p) => p !== "*");
    expect(paths.sort()).toEqual(Object.keys(pages).sort());
  });

  for (const role of staffRoles) {
    it.each(Object.entries(pages))(`${role}: /admin/%s needs "%s"`, async (path, capability) => {
      const address = `/admin/${path.replace(":id", "00000000-0000-4000-8000-000000000000")}`;
      const result = await guard(role, address);
      if (may(role, capability)) expect(result).toMatchObject({ status: 200, ran: true });
      else if (path === "dashboard")
        expect(result.status).toBe(302); // to the role's own first page
      else expect(result).toMatchObject({ status: 403, ran: false, message: expect.stringMatching(/role/) });
    });
  }

  it("sends a role without the dashboard to its own first page, and refuses unlisted pages to all but admins", async () => {
    expect(await guard("editor", "/admin/dashboard")).toMatchObject({ location: "/admin/collegepage" });
    expect(await guard("moderator", "/admin/dashboard")).toMatchObject({ location: "/admin/reviews" });
    expect(await guard("counsellor", "/admin/no-such-page")).toMatchObject({ status: 403 });
    expect(await guard("admin", "/admin/no-such-page")).toMatchObject({ status: 200 });
  });

  it("with STAFF_2FA=required, sends an account without an authenticator app to its account page", async () => {
    expect(await guard("admin", "/admin/leads", true)).toMatchObject({
      status: 302,
      location: "/admin/account?setup=required",
    });
    expect(await guard("admin", "/admin/account", true)).toMatchObject({ status: 200 });
  });
});
