import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client.server.ts";
import { admins, mailOutbox, staffLinks } from "../../db/schema.ts";
import { openTestDatabase } from "../../tests/support/database.ts";
import { authenticate, changePassword, ensureAdmin } from "./admins.server.ts";
import { requestPasswordReset, redeemPasswordLink } from "./password-links.server.ts";
import { createSession, endSessionOf, getSessionByToken, sessionId, sessionsOf } from "./sessions.server.ts";
import { LINK_TTL_MS } from "./staff-links.server.ts";
import { inviteStaff, listStaff, updateAccount } from "./staff.server.ts";
import { actorEmailed, testActor } from "../../tests/support/audit.ts";
import { searchAuditEvents } from "../audit/audit-search.server.ts";

const SITE = "https://portal.example.in";
let database: DatabaseHandle;
let headId: string;
beforeAll(async () => {
  database = await openTestDatabase();
  headId = (await ensureAdmin(database.db, "head@portal.example.in", "the head's password")).id;
});
afterAll(() => database.close());

/** The trail's events of this action about this account (by id, or by label for an invite), oldest first. */
async function recorded(action: string, account: { id?: string; label?: string }) {
  const { rows } = await searchAuditEvents(database.db, { action }, { limit: 100, offset: 0 });
  return rows.filter((e) => (account.id ? e.subjectId === account.id : e.subjectLabel === account.label)).reverse();
}

/** The token of the newest link mailed to `to` (the outbox keeps the mail until it is sent). */
async function mailedToken(to: string): Promise<string> {
  const mails = await database.db.select().from(mailOutbox).where(eq(mailOutbox.to, to));
  const body = mails.at(-1)?.body ?? "";
  return /\/admin\/set-password\?t=([\w-]+)/.exec(body)?.[1] ?? "";
}

async function invite(email: string, role: "editor" | "counsellor" | "moderator" | "admin" = "counsellor") {
  await inviteStaff(
    database.db,
    { email, name: "Asha Rao", role },
    { by: actorEmailed("head@portal.example.in"), siteUrl: SITE },
  );
  return mailedToken(email);
}

describe("staff invites", () => {
  it("mails a one-time link; setting a password makes the account with the invite's role and signs it in", async () => {
    const token = await invite("asha@portal.example.in");
    expect(token).toHaveLength(43);
    // Only the token's hash is stored.
    const stored = await database.db.select().from(staffLinks);
    expect(stored.some((l) => l.id === token)).toBe(false);
    expect((await listStaff(database.db)).find((s) => s.email === "asha@portal.example.in")?.status).toBe("invited");

    const result = await redeemPasswordLink(database.db, token, "asha's new password");
    expect(result).toMatchObject({ outcome: "joined", admin: { role: "counsellor" } });
    if (result.outcome !== "joined") return;
    expect(await getSessionByToken(database.db, result.session.token)).toMatchObject({ role: "counsellor" });
    expect(await authenticate(database.db, "asha@portal.example.in", "asha's new password")).toBeTruthy();
    // Used once.
    expect(await redeemPasswordLink(database.db, token, "another password!")).toEqual({ outcome: "invalid" });
    const listed = (await listStaff(database.db)).filter((s) => s.email === "asha@portal.example.in");
    expect(listed).toMatchObject([{ status: "active", role: "counsellor", name: "Asha Rao" }]);
  });

  it("records who invited whom with which role, the invitee's email masked", async () => {
    await invite("meena@portal.example.in", "moderator");
    const [event] = await recorded("staff.invite", { label: "m***@portal.example.in" });
    expect(event).toMatchObject({
      actorEmail: "head@portal.example.in",
      subjectKind: "account",
      changes: {
        email: { before: null, after: "m***@portal.example.in" },
        name: { before: null, after: "Asha Rao" },
        role: { before: null, after: "moderator" },
      },
    });
    expect(JSON.stringify(event)).not.toContain("meena@");
  });

  it("refuses an email that already has an account, on the email field", async () => {
    await expect(invite("head@portal.example.in")).rejects.toMatchObject({ fields: { email: expect.any(String) } });
  });

  it("expires a link after 72 hours, and a new invite replaces the old link", async () => {
    const start = new Date("2026-06-01T10:00:00Z");
    await inviteStaff(
      database.db,
      { email: "late@portal.example.in", name: "Late Comer", role: "editor" },
      { by: actorEmailed("head@portal.example.in"), siteUrl: SITE },
      start,
    );
    const token = await mailedToken("late@portal.example.in");
    const after = new Date(start.getTime() + LINK_TTL_MS + 1000);
    expect(await redeemPasswordLink(database.db, token, "late password!", after)).toEqual({ outcome: "invalid" });
    const first = await invite("twice@portal.example.in");
    const second = await invite("twice@portal.example.in");
    expect(await redeemPasswordLink(database.db, first, "twice password!")).toEqual({ outcome: "invalid" });
    expect((await redeemPasswordLink(database.db, second, "twice password!")).outcome).toBe("joined");
  });
});

describe("managing accounts", () => {
  it("disabling ends the account's sessions at once and refuses its sign-in; enabling lets it in again", async () => {
    const token = await invite("ravi@portal.example.in", "editor");
    const joined = await redeemPasswordLink(database.db, token, "ravi's password");
    if (joined.outcome !== "joined") throw new Error("not joined");
    const other = await createSession(database.db, joined.admin.id);
    await updateAccount(database.db, joined.admin.id, { disabled: true }, testActor);
    expect(await getSessionByToken(database.db, joined.session.token)).toBeUndefined();
    expect(await getSessionByToken(database.db, other.token)).toBeUndefined();
    expect(await authenticate(database.db, "ravi@portal.example.in", "ravi's password")).toBeUndefined();
    await updateAccount(database.db, joined.admin.id, { disabled: false }, testActor);
    expect(await authenticate(database.db, "ravi@portal.example.in", "ravi's password")).toMatchObject({
      role: "editor",
    });
    await updateAccount(database.db, joined.admin.id, { role: "moderator" }, testActor);
    expect((await authenticate(database.db, "ravi@portal.example.in", "ravi's password"))?.role).toBe("moderator");

    // Each change is in the trail, by whom, with the account and what it was before and after.
    const ravi = { id: joined.admin.id };
    const [off] = await recorded("staff.disable", ravi);
    const [on] = await recorded("staff.enable", ravi);
    const [role] = await recorded("staff.role-change", ravi);
    for (const event of [off, on, role]) {
      expect(event).toMatchObject({ actorEmail: testActor.email, subjectKind: "account" });
    }
    expect(off.changes).toEqual({ disabled: { before: false, after: true } });
    expect(on.changes).toEqual({ disabled: { before: true, after: false } });
    expect(role.changes).toEqual({ role: { before: "editor", after: "moderator" } });
  });

  it("keeps the last enabled admin: it can be neither disabled nor demoted, until another admin exists", async () => {
    const lastAdmin = { fields: { id: expect.stringMatching(/only enabled admin/) } };
    await expect(updateAccount(database.db, headId, { disabled: true }, testActor)).rejects.toMatchObject(lastAdmin);
    await expect(updateAccount(database.db, headId, { role: "editor" }, testActor)).rejects.toMatchObject(lastAdmin);
    // A refused change is not in the trail.
    expect(await recorded("staff", { id: headId })).toEqual([]);
    const token = await invite("deputy@portal.example.in", "admin");
    const deputy = await redeemPasswordLink(database.db, token, "deputy's password");
    if (deputy.outcome !== "joined") throw new Error("not joined");
    await updateAccount(database.db, headId, { role: "editor" }, testActor);
    await expect(updateAccount(database.db, deputy.admin.id, { disabled: true }, testActor)).rejects.toMatchObject(
      lastAdmin,
    );
    // The account ADMIN_EMAIL names is an admin again at the next start, and the trail says the start-up did it.
    await ensureAdmin(database.db, "head@portal.example.in", "the head's password");
    const [head] = await database.db.select().from(admins).where(eq(admins.id, headId));
    expect(head.role).toBe("admin");
    const [restored] = await recorded("account.start-up-restore", { id: headId });
    expect(restored).toMatchObject({ actorEmail: "server start-up", actorId: null });
    expect(restored.changes).toEqual({ role: { before: "editor", after: "admin" } });
    // The same settings again change nothing, and record nothing.
    await ensureAdmin(database.db, "head@portal.example.in", "the head's password");
    expect(await recorded("account.start-up-restore", { id: headId })).toHaveLength(1);
    const [created] = await recorded("account.start-up-create", { id: headId });
    expect(created.changes).toMatchObject({ role: { before: null, after: "admin" } });
  });
});

describe("password reset", () => {
  it("a new ADMIN_PASSWORD at start-up is recorded as changed, never shown", async () => {
    const { id } = await ensureAdmin(database.db, "starts@portal.example.in", "the first password");
    expect((await ensureAdmin(database.db, "starts@portal.example.in", "the second password")).passwordChanged).toBe(
      true,
    );
    const [event] = await recorded("account.start-up-restore", { id });
    expect(event.changes).toEqual({ password: { before: "(hidden)", after: "(hidden)" } });
  });

  it("mails a link only to an enabled account, and says nothing either way", async () => {
    await requestPasswordReset(database.db, "nobody@portal.example.in", SITE);
    expect(await mailedToken("nobody@portal.example.in")).toBe("");
    const before = await createSession(database.db, headId);
    await requestPasswordReset(database.db, "head@portal.example.in", SITE);
    const token = await mailedToken("head@portal.example.in");
    expect(await redeemPasswordLink(database.db, token, "a brand new password")).toEqual({ outcome: "reset" });
    // Every session of the account has ended; the new password works, the old does not.
    expect(await getSessionByToken(database.db, before.token)).toBeUndefined();
    expect(await authenticate(database.db, "head@portal.example.in", "a brand new password")).toBeTruthy();
    expect(await authenticate(database.db, "head@portal.example.in", "the head's password")).toBeUndefined();
    expect(await redeemPasswordLink(database.db, token, "yet another password")).toEqual({ outcome: "invalid" });
  });
});

describe("one's own sessions", () => {
  it("lists them, ends another one (never someone else's), and a password change ends the others", async () => {
    const [mine, other, third] = [
      await createSession(database.db, headId),
      await createSession(database.db, headId),
      await createSession(database.db, headId),
    ];
    const listed = await sessionsOf(database.db, headId);
    expect(listed.map((s) => s.id)).toEqual(
      expect.arrayContaining([mine, other, third].map((s) => sessionId(s.token))),
    );
    const stranger = (await ensureAdmin(database.db, "other@portal.example.in", "other's password")).id;
    expect(await endSessionOf(database.db, stranger, sessionId(other.token))).toBe(false);
    expect(await endSessionOf(database.db, headId, sessionId(other.token))).toBe(true);
    expect(await getSessionByToken(database.db, other.token)).toBeUndefined();
    await changePassword(database.db, headId, "changed on the page", sessionId(mine.token));
    expect(await getSessionByToken(database.db, mine.token)).toBeTruthy();
    expect(await getSessionByToken(database.db, third.token)).toBeUndefined();
  });
});
