// Every staff API route, for every role: the role's capabilities (domain/admins/roles.ts) decide between the
// route's own answer and a 403. The table names each admin route once; it must match the OpenAPI document.
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { generate } from "otplib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { admins } from "../../db/schema.ts";
import { hashPassword } from "../../domain/admins/admins.server.ts";
import { type Capability, may, type StaffRole, staffRoles } from "../../domain/admins/roles.ts";
import { createSession } from "../../domain/admins/sessions.server.ts";
import { ADMIN, freshAddress, openTestApi, type TestApi } from "../../tests/support/api.ts";
import { confirmTotp, startTotpSetup } from "../../domain/admins/totp.server.ts";

const id = randomUUID();
const routes: [method: "GET" | "POST" | "PUT" | "DELETE", path: string, capability: Capability][] = [
  ["GET", "/api/admin/session", "account"],
  ["POST", "/api/admin/create_cardslider", "content"],
  ["PUT", `/api/admin/cardslider/${id}`, "content"],
  ["DELETE", `/api/admin/delete_slider/${id}`, "content"],
  ["POST", "/api/admin/create_program", "content"],
  ["PUT", `/api/admin/program/${id}`, "content"],
  ["DELETE", `/api/admin/delete_program/${id}`, "content"],
  ["POST", "/api/admin/create_collegespage", "content"],
  ["PUT", `/api/admin/collegespage/${id}`, "content"],
  ["DELETE", `/api/admin/delete_collegespage/${id}`, "content"],
  ["POST", "/api/admin/add_navcoursespage", "content"],
  ["PUT", `/api/admin/navcoursepage/${id}`, "content"],
  ["DELETE", `/api/admin/delete_navcoursepage/${id}`, "content"],
  ["POST", "/api/admin/streams", "content"],
  ["PUT", `/api/admin/stream/${id}`, "content"],
  ["DELETE", `/api/admin/delete_stream/${id}`, "content"],
  ["GET", "/api/user/getall_leads", "all-leads"],
  ["POST", `/api/admin/leads/${id}/calls`, "leads"],
  ["PUT", `/api/admin/leads/${id}/next-call`, "leads"],
  ["PUT", `/api/admin/leads/${id}/status`, "leads"],
  ["POST", `/api/admin/leads/${id}/notes`, "leads"],
  ["PUT", `/api/admin/leads/${id}/assignee`, "leads"],
];

let api: TestApi;
const tokens = {} as Record<StaffRole, string>;
let representativeToken: string;
beforeAll(async () => {
  api = await openTestApi();
  const passwordHash = await hashPassword("a long enough password");
  for (const role of staffRoles) {
    const [row] = await api.database.db
      .insert(admins)
      .values({ email: `${role}@staff.example.in`, passwordHash, role })
      .returning({ id: admins.id });
    tokens[role] = (await createSession(api.database.db, row.id)).token;
  }
});
afterAll(() => api.close());

beforeAll(async () => {
  const [row] = await api.database.db
    .insert(admins)
    .values({
      email: "office@college.example.in",
      passwordHash: "unused",
      role: "representative",
      institutionCode: "C-1",
    })
    .returning({ id: admins.id });
  representativeToken = (await createSession(api.database.db, row.id)).token;
});

describe("staff roles on the REST API", () => {
  it("lists every staff route of the API document in the table", async () => {
    const doc = (await api.app.inject({ url: "/api/openapi.json" })).json();
    const documented = Object.entries(doc.paths as Record<string, Record<string, { security?: unknown }>>).flatMap(
      ([path, ops]) =>
        Object.entries(ops)
          .filter(([, op]) => op.security)
          .map(([method]) => `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, id)}`),
    );
    expect(documented.sort()).toEqual(routes.map(([method, path]) => `${method} ${path}`).sort());
  });

  for (const role of staffRoles) {
    it.each(routes)(`${role}: %s %s is allowed only with the "%s" permission`, async (method, url, capability) => {
      const res = await api.app.inject({
        method,
        url,
        headers: { authorization: `Bearer ${tokens[role]}` },
        ...(method === "GET" || method === "DELETE" ? {} : { payload: {} }),
      });
      if (may(role, capability)) {
        expect([401, 403]).not.toContain(res.statusCode);
      } else {
        expect(res.statusCode).toBe(403);
        expect(res.json().message).toMatch(/role does not allow this/);
      }
    });
  }

  // An institution's representative signs in like staff (decision 059) and is refused every staff call.
  it.each(routes)("representative: %s %s is refused", async (method, url) => {
    const res = await api.app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${representativeToken}` },
      ...(method === "GET" || method === "DELETE" ? {} : { payload: {} }),
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toMatch(/institution's representative/);
  });

  it("says who is signed in with their role", async () => {
    const res = await api.app.inject({
      url: "/api/admin/session",
      headers: { authorization: `Bearer ${tokens.counsellor}` },
    });
    expect(res.json()).toMatchObject({ email: "counsellor@staff.example.in", role: "counsellor" });
  });
});

describe("admin_login with an authenticator app", () => {
  it("answers 401 asking for the code, then signs in with it", async () => {
    const [row] = await api.database.db.select().from(admins).where(eq(admins.email, ADMIN.username));
    const setup = await startTotpSetup(api.database.db, row.id, ADMIN.username);
    expect(await confirmTotp(api.database.db, row.id, await generate({ secret: setup.secret }))).toBe(true);
    const login = (payload: object) =>
      api.app.inject({ method: "POST", url: "/api/admin/admin_login", payload, remoteAddress: freshAddress() });
    const without = await login(ADMIN);
    expect(without.statusCode).toBe(401);
    expect(without.json().message).toMatch(/authenticator code/);
    expect((await login({ ...ADMIN, code: "12345" })).statusCode).toBe(400);
    // The step confirmed at setup was used; the next one signs in.
    const next = await generate({ secret: setup.secret, epoch: Math.floor(Date.now() / 1000) + 30 });
    expect((await login({ ...ADMIN, code: next })).statusCode).toBe(200);
  });
});

describe("STAFF_2FA=required", () => {
  it("lets an account without an authenticator app reach only its own account", async () => {
    const strict = await openTestApi({ STAFF_2FA: "required" });
    try {
      const [row] = await strict.database.db
        .insert(admins)
        .values({ email: "plain@staff.example.in", passwordHash: await hashPassword("a long password"), role: "admin" })
        .returning({ id: admins.id });
      const { token } = await createSession(strict.database.db, row.id);
      const headers = { authorization: `Bearer ${token}` };
      expect((await strict.app.inject({ url: "/api/admin/session", headers })).statusCode).toBe(200);
      const leads = await strict.app.inject({ url: "/api/user/getall_leads", headers });
      expect(leads.statusCode).toBe(403);
      expect(leads.json().message).toMatch(/authenticator app/);
    } finally {
      await strict.close();
    }
  });
});
