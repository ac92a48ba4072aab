// Every admin page for every role: the guard lets the page run, or refuses with 403 before it does. The table
// names each admin route of app/routes.ts once with the capability it needs (domain/admins/roles.ts). Forms
// are posted through React Router itself, to the real layout and the real actions: a role refused must be
// turned away before the action runs, an allowed one must reach it.
import { createRequestHandler, RouterContextProvider, type ServerBuild } from "react-router";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { dbContext, loggerContext, requestInfoContext } from "#context";
import type { DatabaseHandle } from "../../db/client.server.ts";
import { admins } from "../../db/schema.ts";
import { hashPassword } from "../../domain/admins/admins.server.ts";
import { type Capability, may, type StaffRole, staffRoles } from "../../domain/admins/roles.ts";
import { createSession } from "../../domain/admins/sessions.server.ts";
import { openTestDatabase } from "../../tests/support/database.ts";
import { testServerBuild } from "../../tests/support/site.ts";
import routes from "../routes.ts";
import { adminGuard } from "./admin-session.server.ts";

const pages: Record<string, Capability> = {
  dashboard: "dashboard",
  leads: "leads",
  "leads/export": "all-leads",
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
      "institutions/files/:file",
    ].map((path) => [path, "content" as const]),
  ),
};

interface RouteEntry {
  id?: string;
  path?: string;
  file: string;
  children?: RouteEntry[];
}

const adminLayout = () => (routes as RouteEntry[]).find((r) => r.file === "routes/admin/layout.tsx")!;
/** React Router's id of a route: the one given, else its file without the extension. */
const routeId = (r: RouteEntry) => r.id ?? r.file.replace(/\.tsx?$/, "");

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

function loadContext(twoFactorRequired = false) {
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
  context.set(loggerContext, { error: () => {}, warn: () => {}, info: () => {} });
  return context;
}

async function guard(role: StaffRole, path: string, twoFactorRequired = false) {
  const context = loadContext(twoFactorRequired);
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
    const paths = adminLayout()
      .children!.map((r) => r.path!.replace(/^\/admin\//, ""))
      .filter((p) => p !== "*");
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

/** The route ids whose action ran, in order, since the last post. */
const actionsRun: string[] = [];
/** The admin pages that have an action. */
const withAction = new Set<string>();

/**
 * The admin area as the server build has it: the real layout (its guard) and each page's real action, wrapped
 * to note that it ran. Loaders are left out (the pages' reads are the GET test's), and no document is rendered:
 * the answer is the status React Router chose and the errors it caught.
 */
async function adminBuild(): Promise<ServerBuild> {
  const layout = adminLayout();
  const buildRoutes: Record<string, unknown> = {
    root: { id: "root", path: "", module: { default: () => null } },
    [routeId(layout)]: {
      id: routeId(layout),
      parentId: "root",
      module: await import(/* @vite-ignore */ `../${layout.file}`),
    },
  };
  for (const child of layout.children!) {
    const id = routeId(child);
    const {
      loader: _loader,
      action,
      ...module
    } = (await import(/* @vite-ignore */ `../${child.file}`)) as {
      loader?: unknown;
      action?: (args: unknown) => unknown;
    };
    if (action) withAction.add(id);
    const noted = action && ((args: unknown) => (actionsRun.push(id), action(args)));
    buildRoutes[id] = { id, parentId: routeId(layout), path: child.path, module: { ...module, action: noted } };
  }
  return testServerBuild({
    entry: {
      module: {
        default: (_request: Request, status: number, _headers: Headers, entry: EntryOfTest) =>
          Response.json({ errors: entry.staticHandlerContext.errors }, { status }),
        // The 405s of pages without an action are expected here, not worth a stack trace each.
        handleError: () => {},
      },
    },
    routes: buildRoutes,
  });
}

interface EntryOfTest {
  staticHandlerContext: { errors: Record<string, unknown> | null };
}

describe("admin forms by role", () => {
  let handle: (request: Request, context: RouterContextProvider) => Promise<Response>;
  beforeAll(async () => {
    handle = createRequestHandler(await adminBuild(), "production");
  });

  /** A browser's form post of this role to `path`, with a field no form knows: what came back and whether the action ran. */
  async function post(role: StaffRole, path: string) {
    actionsRun.length = 0;
    const address = `/admin/${path.replace(":id", "00000000-0000-4000-8000-000000000000")}`;
    const res = await handle(
      new Request(new URL(address, "http://portal.test"), {
        method: "POST",
        headers: { cookie: cookies[role], "content-type": "application/x-www-form-urlencoded" },
        body: "intent=no-such-thing",
      }),
      loadContext(),
    );
    const text = await res.text();
    return { status: res.status, refused: text.includes("Your staff role does not allow this"), ran: [...actionsRun] };
  }

  for (const role of staffRoles) {
    it.each(Object.entries(pages))(`${role}: a post to /admin/%s needs "%s"`, async (path, capability) => {
      const result = await post(role, path);
      const id = routeId(adminLayout().children!.find((r) => r.path === `/admin/${path}`)!);
      if (may(role, capability)) {
        expect(result.refused).toBe(false);
        // Every post reaches its page's action, whatever it then says (a field message, a 404 for the made-up
        // id); a page without an action (the dashboard, the trail) answers React Router's 405.
        if (withAction.has(id)) expect(result.ran).toEqual([id]);
        else expect(result).toMatchObject({ status: 405, ran: [] });
      } else {
        // Refused before the action, the dashboard too (only a GET of it is sent to the role's first page).
        expect(result).toMatchObject({ status: 403, refused: true, ran: [] });
      }
    });
  }
});
