import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { admins, sessions } from "../../db/schema.ts";
import { ensureAdmin } from "../../domain/admins/admins.server.ts";
import { ADMIN, freshAddress, openTestApi, signIn, type TestApi } from "../../tests/support/api.ts";

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

  it("after five wrong passwords from one address, refuses that address with the real Retry-After, not the admin elsewhere", async () => {
    const user = { username: "blocked@example.in", password: "right password 1" };
    await ensureAdmin(api.database.db, user.username, user.password);
    const stranger = freshAddress();
    for (let i = 0; i < 5; i++)
      expect((await login({ ...user, password: `wrong-${i}` }, stranger)).statusCode).toBe(401);
    const blocked = await login(user, stranger);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toMatch(
      /^Too many failed sign-in attempts\. Please wait (\d+ seconds?|1 minute) and try again\.$/,
    );
    const retryAfter = Number(blocked.headers["retry-after"]);
    expect(retryAfter).toBeGreaterThan(50);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(blocked.cookies).toHaveLength(0);
    // The admin, at an address that has not failed, signs in as usual.
    expect((await login(user, freshAddress())).statusCode).toBe(200);
  });

  it("checks exactly five of sixty parallel wrong guesses: five 401s, fifty-five 429s", async () => {
    const address = freshAddress();
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, i) => login({ ...ADMIN, password: `parallel guess ${i}` }, address)),
    );
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 401)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(55);
  });

  it("refuses an address that tries one password on many accounts", async () => {
    const address = freshAddress();
    for (let i = 0; i < 20; i++) {
      expect((await login({ username: `guess${i}@example.in`, password: "Summer2026!" }, address)).statusCode).toBe(
        401,
      );
    }
    expect((await login({ username: "guess20@example.in", password: "Summer2026!" }, address)).statusCode).toBe(429);
    expect((await login(ADMIN, address)).statusCode).toBe(429);
    expect((await login(ADMIN)).statusCode).toBe(200); // another address is not affected
  });

  it("never lets successful sign-ins add up to a block", async () => {
    const office = freshAddress();
    for (let i = 0; i < 30; i++) expect((await login(ADMIN, office)).statusCode).toBe(200);
  });

  it("logs a failed or refused sign-in without the email", async () => {
    const logged: unknown[] = [];
    const address = freshAddress();
    const probe = await openTestApi();
    probe.app.addHook("onRequest", async (req) => {
      for (const level of ["info", "warn", "error"] as const) {
        vi.spyOn(req.log, level).mockImplementation((...args: unknown[]) => void logged.push(args));
      }
    });
    try {
      const secret = "private.person@example.in";
      for (let i = 0; i < 6; i++) {
        await probe.app.inject({
          method: "POST",
          url: "/api/admin/admin_login",
          payload: { username: secret, password: "x" },
          remoteAddress: address,
        });
      }
      // Fastify's own request lines are left out: they carry the method and path, not the body.
      const signInLines = logged.filter((args) => JSON.stringify(args).includes("sign-in"));
      expect(signInLines).toHaveLength(6);
      const text = JSON.stringify(signInLines);
      expect(text).not.toContain("private.person");
      expect(text).not.toContain(address);
    } finally {
      vi.restoreAllMocks();
      await probe.close();
    }
  });

  it("in production, names the session cookie __Host-admin_session (Secure, Path=/, no Domain) and reads only that", async () => {
    const prod = await openTestApi({
      NODE_ENV: "production",
      SITE_URL: "https://portal.example.in",
      // A public production site refuses the example contact details.
      CONTACT_PHONE: "+91 80 2222 3333",
      CONTACT_EMAIL: "admissions@portal.test",
      CONTACT_ADDRESS: "12 MG Road, Bengaluru 560001",
    });
    try {
      const res = await prod.app.inject({ method: "POST", url: "/api/admin/admin_login", payload: ADMIN });
      expect(res.cookies.every((c) => c.secure)).toBe(true);
      expect(res.headers["strict-transport-security"]).toMatch(/max-age=/);
      const session = res.cookies.find((c) => c.name === "__Host-admin_session")!;
      expect(session).toMatchObject({ path: "/", httpOnly: true, secure: true });
      expect(session.domain).toBeUndefined();
      expect(res.cookies.map((c) => c.name).sort()).toEqual(["XSRF-TOKEN", "__Host-admin_session"]);

      const who = (cookie: string) => prod.app.inject({ url: "/api/admin/session", headers: { cookie } });
      expect((await who(`__Host-admin_session=${session.value}`)).statusCode).toBe(200);
      expect((await who(`admin_session=${session.value}`)).statusCode).toBe(401);

      // Public reads seen with the session are neither served from nor kept in the shared cache.
      const read = (cookie?: string) =>
        prod.app.inject({ url: "/api/admin/get_cardslider", headers: cookie ? { cookie } : {} });
      expect((await read(`__Host-admin_session=${session.value}`)).headers["x-cache"]).toBeUndefined();
      expect((await read()).headers["x-cache"]).toBe("MISS");

      const out = await prod.app.inject({
        method: "POST",
        url: "/api/admin/logout",
        headers: { cookie: `__Host-admin_session=${session.value}` },
      });
      expect(out.cookies.map((c) => [c.name, c.maxAge])).toEqual([
        ["__Host-admin_session", 0],
        ["XSRF-TOKEN", 0],
      ]);
      expect((await who(`__Host-admin_session=${session.value}`)).statusCode).toBe(401);
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
