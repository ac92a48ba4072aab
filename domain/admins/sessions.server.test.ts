import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client.server.ts";
import { openTestDatabase } from "../../db/testing.ts";
import { ensureAdmin } from "./admins.server.ts";
import {
  clearedSessionCookies,
  createSession,
  csrfTokenMatches,
  deleteSession,
  getSessionByToken,
  readCookie,
  sessionCookies,
  sessionFromCookieHeader,
} from "./sessions.server.ts";

let database: DatabaseHandle;
let adminId: string;
beforeAll(async () => {
  database = await openTestDatabase();
  adminId = (await ensureAdmin(database.db, "desk@portal.example.in", "a good password")).id;
});
afterAll(() => database.close());

describe("admin sessions", () => {
  it("finds a live session from a Cookie header, as admin loaders will", async () => {
    const session = await createSession(database.db, adminId);
    const header = `theme=dark; admin_session=${session.token}; XSRF-TOKEN=${session.csrfToken}`;
    const found = await sessionFromCookieHeader(database.db, header);
    expect(found).toMatchObject({ adminId, email: "desk@portal.example.in", token: session.token });
    expect(csrfTokenMatches(found!, session.csrfToken)).toBe(true);
    expect(csrfTokenMatches(found!, session.csrfToken.slice(1))).toBe(false);
    expect(csrfTokenMatches(found!, undefined)).toBe(false);
  });

  it("refuses expired, deleted, malformed and absent tokens", async () => {
    const start = new Date("2026-01-01T00:00:00Z");
    const old = await createSession(database.db, adminId, { now: start });
    expect(await getSessionByToken(database.db, old.token, start)).toBeTruthy();
    expect(await getSessionByToken(database.db, old.token, new Date(start.getTime() + 13 * 3600_000))).toBeUndefined();
    const live = await createSession(database.db, adminId);
    await deleteSession(database.db, live.token);
    expect(await getSessionByToken(database.db, live.token)).toBeUndefined();
    expect(await getSessionByToken(database.db, "'; drop table sessions; --")).toBeUndefined();
    expect(await sessionFromCookieHeader(database.db, undefined)).toBeUndefined();
    expect(await sessionFromCookieHeader(database.db, "admin_session=%E0%A4%A")).toBeUndefined();
  });

  it("writes cookie headers: httpOnly session, readable XSRF-TOKEN, Secure when asked, Max-Age only when remembered", async () => {
    const session = await createSession(database.db, adminId, { persistent: true });
    const [sessionCookie, xsrf] = sessionCookies(session, { secure: true });
    expect(sessionCookie).toMatch(/^admin_session=[\w-]+; Path=\/; SameSite=Lax; Secure; Max-Age=2592000; HttpOnly$/);
    expect(xsrf).not.toContain("HttpOnly");
    const brief = sessionCookies({ ...session, persistent: false }, { secure: false });
    expect(brief[0]).not.toMatch(/Max-Age|Secure/);
    expect(clearedSessionCookies({ secure: false }).every((c) => c.includes("Max-Age=0"))).toBe(true);
    expect(readCookie("a=1; b=two%20words", "b")).toBe("two words");
  });
});
