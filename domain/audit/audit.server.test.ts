import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client.server.ts";
import { auditEvents, colleges, siteNotifications } from "../../db/schema.ts";
import { testActor } from "../../tests/support/audit.ts";
import { openTestDatabase } from "../../tests/support/database.ts";
import { ensureAdmin } from "../admins/admins.server.ts";
import { signIn } from "../admins/sign-in.server.ts";
import { createCollege, deleteCollege, getCollegeById, updateCollege } from "../colleges/colleges.server.ts";
import { deleteExpiredAuditEvents } from "./audit-retention.server.ts";
import { readAuditFilter, searchAuditEvents } from "./audit-search.server.ts";
import { recordAudit } from "./audit.server.ts";
import { auditedDelete, auditedSave } from "./record-change.server.ts";
import { notificationInputSchema } from "../notifications/notifications.schema.ts";
import {
  createNotification,
  deleteNotification,
  getNotificationById,
  updateNotification,
} from "../notifications/notifications.server.ts";

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

const page = { limit: 50, offset: 0 };
const eventsOf = async (action: string) =>
  (await searchAuditEvents(database.db, { action }, page)).rows.filter((e) => e.action === action);

const collegeInput = (name: string, city: string) => ({
  name,
  subheading: "",
  logo: "",
  city,
  state: "Maharashtra",
  fee: "₹1",
  placementAvg: "₹1",
  placementHigh: "₹2",
  figuresSourceUrl: "",
  eligibility: "",
  courses: [{ name: "B.Tech", fees: "₹1", eligibility: "12th", applicationDate: "May" }],
  bannerText: "b",
  bannerSubText: "b",
  heading: "h",
  subHeading1: "s",
  subHeading2: "s",
});

describe("the audit trail is append-only", () => {
  it("refuses UPDATE and DELETE outside the retention sweep, which removes only old events", async () => {
    const old = new Date("2020-01-01T00:00:00Z");
    await recordAudit(database.db, { actor: testActor, action: "test.old", at: old });
    await recordAudit(database.db, { actor: testActor, action: "test.new" });
    await expect(database.db.execute(sql`update audit_events set action = 'x'`)).rejects.toThrow();
    await expect(database.db.execute(sql`delete from audit_events`)).rejects.toThrow();
    await expect(database.db.execute(sql`truncate audit_events`)).rejects.toThrow();
    // The sweep's permission is its own transaction's: after it, a plain delete is refused again.
    expect(await deleteExpiredAuditEvents(database.db, 24, new Date("2026-11-28T00:00:00Z"))).toBe(1);
    await expect(database.db.execute(sql`delete from audit_events`)).rejects.toThrow();
    expect(await eventsOf("test.old")).toHaveLength(0);
    expect(await eventsOf("test.new")).toHaveLength(1);
  });
});

describe("what the trail records", () => {
  it("a college page's create, edit (fields before and after) and delete", async () => {
    const created = await createCollege(database.db, collegeInput("Audit College", "Pune"), testActor);
    await updateCollege(database.db, created.id, { ...collegeInput("Audit College", "Nashik") }, testActor);
    await deleteCollege(database.db, created.id, testActor);
    const [update] = await eventsOf("college.update");
    expect(update).toMatchObject({
      actorEmail: testActor.email,
      clientAddress: "127.0.0.1",
      subjectKind: "college",
      subjectId: created.id,
      subjectLabel: "Audit College",
    });
    expect(update.changes).toEqual({ city: { before: "Pune", after: "Nashik" } });
    expect((await eventsOf("college.create"))[0].changes.city).toEqual({ before: null, after: "Pune" });
    expect((await eventsOf("college.delete"))[0].changes.city).toEqual({ before: "Nashik", after: null });
  });

  it("a failed sign-in with the email masked and no password; a sign-in with the account", async () => {
    await ensureAdmin(database.db, "head@portal.example.in", "the right password");
    const attempt = { email: "head@portal.example.in", remember: false, clientAddress: "203.0.113.9" };
    await signIn(database.db, { ...attempt, password: "hunter2-wrong" });
    await signIn(database.db, { ...attempt, password: "the right password" });
    const [failed] = await eventsOf("sign-in.failed");
    expect(failed).toMatchObject({ actorEmail: "h***@portal.example.in", actorId: null, clientAddress: "203.0.113.9" });
    expect(JSON.stringify(failed)).not.toContain("hunter2");
    const [signedIn] = await eventsOf("sign-in");
    expect(signedIn).toMatchObject({ actorEmail: "head@portal.example.in", actorRole: "admin" });
  });
});

describe("the shared save helpers of the other content kinds", () => {
  it("record a notice's create, edit and delete with its fields, and nothing for a record that is gone", async () => {
    const db = database.db;
    const read = getNotificationById;
    const input = (text: string) =>
      notificationInputSchema.parse({
        text,
        href: "/exam/jee-main",
        publishedOn: "2026-11-01",
        showUntil: "2026-12-01",
      });
    let id = "";
    await auditedSave(db, testActor, "notification", undefined, read, async (tx) => {
      const created = await createNotification(tx, input("JEE Main form open"));
      id = created.id;
      return created;
    });
    expect(
      await auditedSave(db, testActor, "notification", id, read, (tx) =>
        updateNotification(tx, id, input("JEE Main form closes soon")),
      ),
    ).toMatchObject({ id, text: "JEE Main form closes soon" });
    expect(await auditedDelete(db, testActor, "notification", id, read, deleteNotification)).toBe(true);
    expect(await auditedDelete(db, testActor, "notification", id, read, deleteNotification)).toBe(false);
    const [update] = await eventsOf("notification.update");
    expect(update).toMatchObject({ subjectId: id, subjectLabel: "JEE Main form closes soon" });
    expect(update.changes).toEqual({ text: { before: "JEE Main form open", after: "JEE Main form closes soon" } });
    expect(await eventsOf("notification.create")).toHaveLength(1);
    expect(await eventsOf("notification.delete")).toHaveLength(1);
  });
});

describe("reading the trail", () => {
  it("filters by actor, action prefix, kind and days, and drops a bad value instead of failing", async () => {
    const read = (query: string) => readAuditFilter(new URLSearchParams(query));
    expect(read("action=college&from=2026-13-45&kind=DROP TABLE").values).toEqual({ action: "college" });
    const found = await searchAuditEvents(database.db, read("action=college&actor=tester").values, page);
    expect(found.rows.map((r) => r.action).sort()).toEqual(["college.create", "college.delete", "college.update"]);
    const none = await searchAuditEvents(database.db, read("to=2000-01-01").values, page);
    expect(none.total).toBe(0);
    expect(await database.db.$count(auditEvents)).toBeGreaterThan(3);
  });
});

describe("a change and its record are one transaction", () => {
  /** While it is on, the trail refuses every insert of `action`: the change written with it must not stay. */
  async function withTrailRefusing<T>(action: string, run: () => Promise<T>) {
    await database.db.execute(
      sql.raw(`create function refuse_audit_test() returns trigger language plpgsql as $$
      begin if new.action = '${action}' then raise exception 'audit insert refused by the test'; end if; return new; end $$`),
    );
    await database.db.execute(
      sql`create trigger refuse_audit_test before insert on audit_events for each row execute function refuse_audit_test()`,
    );
    try {
      return await run();
    } finally {
      await database.db.execute(sql`drop trigger refuse_audit_test on audit_events`);
      await database.db.execute(sql`drop function refuse_audit_test()`);
    }
  }

  it("a college page edit, create and delete whose record fails are not saved", async () => {
    const college = await createCollege(database.db, collegeInput("Atomic College", "Thane"), testActor);
    await withTrailRefusing("college.update", () =>
      expect(
        updateCollege(database.db, college.id, collegeInput("Atomic College", "Nagpur"), testActor),
      ).rejects.toThrow(),
    );
    expect((await getCollegeById(database.db, college.id))?.city).toBe("Thane");
    await withTrailRefusing("college.delete", () =>
      expect(deleteCollege(database.db, college.id, testActor)).rejects.toThrow(),
    );
    expect(await getCollegeById(database.db, college.id)).toBeDefined();
    await withTrailRefusing("college.create", () =>
      expect(createCollege(database.db, collegeInput("Unrecorded College", "Thane"), testActor)).rejects.toThrow(),
    );
    expect(await database.db.$count(colleges, eq(colleges.name, "Unrecorded College"))).toBe(0);
    // With the trail working again, the same edit is saved and recorded.
    await updateCollege(database.db, college.id, collegeInput("Atomic College", "Nagpur"), testActor);
    const edits = (await eventsOf("college.update")).filter((e) => e.subjectId === college.id);
    expect(edits.map((e) => e.changes.city)).toEqual([{ before: "Thane", after: "Nagpur" }]);
  });

  it("a notice saved or deleted through the save helpers whose record fails is not saved", async () => {
    const db = database.db;
    const input = notificationInputSchema.parse({
      text: "NEET UG results",
      href: "/exam/neet",
      publishedOn: "2026-11-01",
      showUntil: "2026-12-01",
    });
    const notice = await createNotification(db, input);
    await withTrailRefusing("notification.update", () =>
      expect(
        auditedSave(db, testActor, "notification", notice.id, getNotificationById, (tx) =>
          updateNotification(tx, notice.id, { ...input, text: "NEET UG results are out" }),
        ),
      ).rejects.toThrow(),
    );
    expect((await getNotificationById(db, notice.id))?.text).toBe("NEET UG results");
    await withTrailRefusing("notification.delete", () =>
      expect(
        auditedDelete(db, testActor, "notification", notice.id, getNotificationById, deleteNotification),
      ).rejects.toThrow(),
    );
    expect(await getNotificationById(db, notice.id)).toBeDefined();
    await withTrailRefusing("notification.create", () =>
      expect(
        auditedSave(db, testActor, "notification", undefined, getNotificationById, (tx) =>
          createNotification(tx, { ...input, text: "Never recorded" }),
        ),
      ).rejects.toThrow(),
    );
    expect(await db.$count(siteNotifications, eq(siteNotifications.text, "Never recorded"))).toBe(0);
  });
});
