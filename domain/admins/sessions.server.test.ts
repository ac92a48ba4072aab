import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client.server.ts";
import { sessions } from "../../db/schema.ts";
import { openTestDatabase } from "../../tests/support/database.ts";
import { ensureAdmin } from "./admins.server.ts";
import { createSession, csrfTokenMatches, deleteSession, endSessionsOf, getSessionByToken } from "./sessions.server.ts";

let database: DatabaseHandle;
let adminId: string;
beforeAll(async () => {
  database = await openTestDatabase();
  adminId = (await ensureAdmin(database.db, "desk@portal.example.in", "a good password")).id;
});
afterAll(() => database.close());

describe("admin sessions", () => {
  it("finds a live session by its token, and compares anti-forgery tokens", async () => {
    const session = await createSession(database.db, adminId);
    const found = await getSessionByToken(database.db, session.token);
    expect(found).toMatchObject({ adminId, email: "desk@portal.example.in", csrfToken: session.csrfToken });
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
  });

  it("ends a browser session left unused for two hours, and removes it", async () => {
    const start = new Date("2026-02-01T08:00:00Z");
    const at = (minutes: number) => new Date(start.getTime() + minutes * 60_000);
    const session = await createSession(database.db, adminId, { now: start });
    await database.db.update(sessions).set({ lastSeenAt: start }).where(eq(sessions.adminId, adminId));
    // Used now and then, it lives on: each use within the limit moves the idle clock.
    expect(await getSessionByToken(database.db, session.token, at(110))).toBeTruthy();
    expect(await getSessionByToken(database.db, session.token, at(225))).toBeTruthy();
    // Left alone for two hours, it is refused and gone, even if the same moment comes round again.
    expect(await getSessionByToken(database.db, session.token, at(225 + 120))).toBeUndefined();
    expect(await getSessionByToken(database.db, session.token, at(226))).toBeUndefined();
  });

  it("writes the last use at most about once a minute, and keeps remembered sessions without an idle limit", async () => {
    const start = new Date("2026-02-02T08:00:00Z");
    const session = await createSession(database.db, adminId, { now: start });
    const lastSeen = async () =>
      (
        await database.db
          .select()
          .from(sessions)
          .where(eq(sessions.id, hashOf(session.token)))
      )[0].lastSeenAt;
    await database.db
      .update(sessions)
      .set({ lastSeenAt: start })
      .where(eq(sessions.id, hashOf(session.token)));
    await getSessionByToken(database.db, session.token, new Date(start.getTime() + 30_000));
    expect(await lastSeen()).toEqual(start);
    await getSessionByToken(database.db, session.token, new Date(start.getTime() + 61_000));
    expect(await lastSeen()).toEqual(new Date(start.getTime() + 61_000));

    const remembered = await createSession(database.db, adminId, { persistent: true, now: start });
    const days = (n: number) => new Date(start.getTime() + n * 86_400_000);
    await database.db
      .update(sessions)
      .set({ lastSeenAt: start })
      .where(eq(sessions.id, hashOf(remembered.token)));
    expect(await getSessionByToken(database.db, remembered.token, days(3))).toBeTruthy();
    expect(await getSessionByToken(database.db, remembered.token, days(31))).toBeUndefined();
  });

  it("ends an admin's other sessions, keeping the one in use", async () => {
    const other = await ensureAdmin(database.db, "other@portal.example.in", "another good password");
    const current = await createSession(database.db, adminId);
    const elsewhere = await createSession(database.db, adminId);
    const colleague = await createSession(database.db, other.id);
    await endSessionsOf(database.db, adminId, { except: current.token });
    expect(await getSessionByToken(database.db, current.token)).toBeTruthy();
    expect(await getSessionByToken(database.db, elsewhere.token)).toBeUndefined();
    expect(await getSessionByToken(database.db, colleague.token)).toBeTruthy();
    await endSessionsOf(database.db, adminId);
    expect(await getSessionByToken(database.db, current.token)).toBeUndefined();
  });

  it("a new password ends every session of that admin; the same password again (a restart) ends none", async () => {
    const admin = await ensureAdmin(database.db, "rotating@portal.example.in", "first good password");
    const before = await createSession(database.db, admin.id);
    expect(await ensureAdmin(database.db, admin.email, "first good password")).toMatchObject({
      passwordChanged: false,
    });
    expect(await getSessionByToken(database.db, before.token)).toBeTruthy();
    expect(await ensureAdmin(database.db, admin.email, "second good password")).toMatchObject({
      passwordChanged: true,
    });
    expect(await getSessionByToken(database.db, before.token)).toBeUndefined();
  });
});

/** The id a session's row is stored under. */
function hashOf(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}
