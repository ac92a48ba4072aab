import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { admins, sessions } from "../../db/schema.ts";
import { ADMIN, freshAddress, openTestApi, signIn, type TestApi } from "./testing.ts";

let api: TestApi;
beforeAll(async () => {
  api = await openTestApi();
});
afterAll(() => api.close());

const login = (payload: unknown, remoteAddress = freshAddress()) =>
  api.app.inject({ method: "POST", url: "/api/admin/admin_login", payload: payload as object, remoteAddress });

describe("admin sign-in", () => {
  it("stores the password as an argon2id hash", async () => {
    const [row] = await api.database.db.select().from(admins).where(eq(admins.email, ADMIN.username));
    expect(row.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row.passwordHash).not.toContain(ADMIN.password);
  });

  it("signs in: userId, token, an httpOnly Lax session cookie and a readable XSRF-TOKEN cookie", async () => {
    const res = await login({ ...ADMIN, username: "  Staff@College.example.in " });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ message: expect.any(String), userId: expect.any(String), token: expect.any(String) });
    const session = res.cookies.find((c) => c.name === "admin_session")!;
    const xsrf = res.cookies.find((c) => c.name === "XSRF-TOKEN")!;
    expect(session).toMatchObject({ value: body.token, httpOnly: true, sameSite: "Lax", path: "/" });
    expect(session.secure).toBeFalsy();
    expect(xsrf.httpOnly).toBeFalsy();
    expect(xsrf.value.length).toBeGreaterThan(20);
    // The database keeps only a hash of the token.
    const stored = await api.database.db.select().from(sessions);
    expect(stored.some((s) => s.id === body.token)).toBe(false);
  });

  it("answers wrong credentials with the same 401 whichever part was wrong", async () => {
    const wrongPassword = await login({ ...ADMIN, password: "wrong password!" });
    const unknownUser = await login({ username: "nobody@example.in", password: ADMIN.password });
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknownUser.statusCode).toBe(401);
    expect(wrongPassword.json()).toEqual({ message: "Invalid email or password" });
    expect(unknownUser.json()).toEqual({ message: "Invalid email or password" });
    expect(wrongPassword.cookies).toHaveLength(0);
  });

  it("asks for missing fields with a 400", async () => {
    const res = await login({ username: "" });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors).sort()).toEqual(["password", "username"]);
  });

  it("refuses a NUL character in the email or password, or an email over 254 characters, with a 400", async () => {
    for (const fields of [
      { username: "staff\u0000@college.example.in" },
      { password: "correct horse\u0000 battery" },
      { username: `${"a".repeat(244)}@example.in` },
    ]) {
      const res = await login({ ...ADMIN, ...fields });
      expect(res.statusCode, JSON.stringify(fields)).toBe(400);
      expect(Object.keys(res.json().errors)).toEqual(Object.keys(fields));
    }
  });

  it("blocks a username after 5 failures in 15 minutes, even with the right password", async () => {
    const user = { username: "blocked@example.in", password: "right password 1" };
    const { ensureAdmin } = await import("../../domain/admins/admins.server.ts");
    await ensureAdmin(api.database.db, user.username, user.password);
    for (let i = 0; i < 5; i++) expect((await login({ ...user, password: `wrong-${i}` })).statusCode).toBe(401);
    const blocked = await login(user);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toMatch(/try again/);
    expect(blocked.headers["retry-after"]).toBe("900");
  });

  it("blocks a client address after 5 failures, whatever usernames it tries", async () => {
    const address = freshAddress();
    for (let i = 0; i < 5; i++) await login({ username: `guess${i}@example.in`, password: "x" }, address);
    expect((await login(ADMIN, address)).statusCode).toBe(429);
    expect((await login(ADMIN)).statusCode).toBe(200); // another address is not affected
  });

  it("marks cookies Secure in production", async () => {
    const prod = await openTestApi({ NODE_ENV: "production", SITE_URL: "https://portal.example.in" });
    try {
      const res = await prod.app.inject({ method: "POST", url: "/api/admin/admin_login", payload: ADMIN });
      expect(res.cookies.every((c) => c.secure)).toBe(true);
      expect(res.headers["strict-transport-security"]).toMatch(/max-age=/);
    } finally {
      await prod.close();
    }
  });
});

describe("sessions", () => {
  it("reports who is signed in, by cookie or by bearer token", async () => {
    const admin = await signIn(api.app);
    for (const headers of [admin.cookieOnly, admin.bearer]) {
      const res = await api.app.inject({ url: "/api/admin/session", headers });
      expect(res.statusCode).toBe(200);
      expect(res.json().email).toBe(ADMIN.username);
    }
    expect((await api.app.inject({ url: "/api/admin/session" })).statusCode).toBe(401);
  });

  it("ends the session on logout and clears both cookies", async () => {
    const admin = await signIn(api.app);
    const [{ n: before }] = await api.database.db.select({ n: count() }).from(sessions);
    const res = await api.app.inject({ method: "POST", url: "/api/admin/logout", headers: admin.headers });
    expect(res.statusCode).toBe(200);
    expect(res.cookies.map((c) => [c.name, c.maxAge])).toEqual([
      ["admin_session", 0],
      ["XSRF-TOKEN", 0],
    ]);
    const [{ n: after }] = await api.database.db.select({ n: count() }).from(sessions);
    expect(after).toBe(before - 1);
    expect((await api.app.inject({ url: "/api/admin/session", headers: admin.cookieOnly })).statusCode).toBe(401);
    expect((await api.app.inject({ url: "/api/admin/session", headers: admin.bearer })).statusCode).toBe(401);
  });

  it("keeps a remembered session for 30 days", async () => {
    const res = await login({ ...ADMIN, remember: true });
    const cookie = res.cookies.find((c) => c.name === "admin_session")!;
    expect(cookie.maxAge).toBe(30 * 24 * 3600);
  });
});
