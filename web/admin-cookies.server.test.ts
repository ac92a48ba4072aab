// The admin session's cookies as the API and the admin pages both read and write them: names, flags and
// lifetimes are what browsers and API clients rely on (docs/api.md), so they are pinned here.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../db/client.server.ts";
import { openTestDatabase } from "../tests/support/database.ts";
import { ensureAdmin } from "../domain/admins/admins.server.ts";
import { createSession } from "../domain/admins/sessions.server.ts";
import { clearedSessionCookies, readCookie, sessionCookies, sessionFromCookieHeader } from "./admin-cookies.server.ts";

const PLAIN = { secure: false };
const PRODUCTION = { secure: true };

/** A Set-Cookie value as its name=value and its attributes, in whatever order they were written. */
function parts(setCookie: string) {
  const [pair, ...attributes] = setCookie.split("; ");
  return { pair, attributes: attributes.sort() };
}

let database: DatabaseHandle;
let adminId: string;
beforeAll(async () => {
  database = await openTestDatabase();
  adminId = (await ensureAdmin(database.db, "desk@portal.example.in", "a good password")).id;
});
afterAll(() => database.close());

describe("admin session cookies", () => {
  it("finds a live session from a Cookie header, as admin loaders do", async () => {
    const session = await createSession(database.db, adminId);
    const header = `theme=dark; admin_session=${session.token}; XSRF-TOKEN=${session.csrfToken}`;
    const found = await sessionFromCookieHeader(database.db, header, PLAIN);
    expect(found).toMatchObject({ adminId, email: "desk@portal.example.in", token: session.token });
    expect(await sessionFromCookieHeader(database.db, undefined, PLAIN)).toBeUndefined();
    expect(await sessionFromCookieHeader(database.db, "admin_session=%E0%A4%A", PLAIN)).toBeUndefined();
    expect(readCookie("a=1; b=two%20words", "b")).toBe("two words");
    expect(readCookie("admin_session=%E0%A4%A", "admin_session")).toBeUndefined();
  });

  it("writes cookie headers: httpOnly session, readable XSRF-TOKEN, Secure when asked, Max-Age only when remembered", async () => {
    const session = await createSession(database.db, adminId, { persistent: true });
    const [sessionCookie, xsrf] = sessionCookies(session, PRODUCTION);
    expect(parts(sessionCookie)).toEqual({
      pair: `__Host-admin_session=${session.token}`,
      attributes: ["HttpOnly", "Max-Age=2592000", "Path=/", "SameSite=Lax", "Secure"],
    });
    expect(parts(xsrf)).toEqual({
      pair: `XSRF-TOKEN=${session.csrfToken}`,
      attributes: ["Max-Age=2592000", "Path=/", "SameSite=Lax", "Secure"],
    });
    const brief = sessionCookies({ ...session, persistent: false }, PLAIN);
    expect(brief.map(parts)).toEqual([
      { pair: `admin_session=${session.token}`, attributes: ["HttpOnly", "Path=/", "SameSite=Lax"] },
      { pair: `XSRF-TOKEN=${session.csrfToken}`, attributes: ["Path=/", "SameSite=Lax"] },
    ]);
    expect(clearedSessionCookies(PLAIN).map(parts)).toEqual([
      { pair: "admin_session=", attributes: ["HttpOnly", "Max-Age=0", "Path=/", "SameSite=Lax"] },
      { pair: "XSRF-TOKEN=", attributes: ["Max-Age=0", "Path=/", "SameSite=Lax"] },
    ]);
  });

  it("in production, reads the session only from __Host-admin_session; elsewhere only from admin_session", async () => {
    const session = await createSession(database.db, adminId);
    const hostCookie = `__Host-admin_session=${session.token}`;
    const plainCookie = `admin_session=${session.token}`;
    expect(await sessionFromCookieHeader(database.db, hostCookie, PRODUCTION)).toMatchObject({ adminId });
    expect(await sessionFromCookieHeader(database.db, plainCookie, PRODUCTION)).toBeUndefined();
    expect(await sessionFromCookieHeader(database.db, plainCookie, PLAIN)).toMatchObject({ adminId });
    expect(await sessionFromCookieHeader(database.db, hostCookie, PLAIN)).toBeUndefined();
    // Set with the attributes the prefix demands (Secure, Path=/, no Domain), and cleared under the same name.
    const [set] = sessionCookies(session, PRODUCTION);
    expect(parts(set).attributes).toEqual(expect.arrayContaining(["Path=/", "Secure"]));
    expect(set).not.toMatch(/Domain/i);
    expect(parts(clearedSessionCookies(PRODUCTION)[0])).toEqual({
      pair: "__Host-admin_session=",
      attributes: ["HttpOnly", "Max-Age=0", "Path=/", "SameSite=Lax", "Secure"],
    });
  });
});
