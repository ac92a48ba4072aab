import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client.server.ts";
import { openTestDatabase } from "../../tests/support/database.ts";
import { notificationInputSchema } from "./notifications.schema.ts";
import {
  createNotification,
  deleteNotification,
  getNotificationById,
  latestNotifications,
  searchNotifications,
  updateNotification,
} from "./notifications.server.ts";

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

const notice = (text: string, publishedOn: string, showUntil: string) => ({
  text,
  href: "/Exam",
  publishedOn,
  showUntil,
});

describe("site notifications", () => {
  it("shows only the notices of the day, newest first, and no past or future ones", async () => {
    const { db } = database;
    await createNotification(db, notice("Old: last cycle's result", "2025-06-01", "2025-07-01"));
    await createNotification(db, notice("JEE Main 2027 registration opens", "2026-11-01", "2026-12-31"));
    await createNotification(db, notice("CAT 2026 answer key out", "2026-11-20", "2026-11-30"));
    await createNotification(db, notice("Scheduled: NEET UG 2027 notice", "2026-12-05", "2027-01-05"));

    const shown = await latestNotifications(db, "2026-11-24");
    expect(shown.map((n) => n.text)).toEqual(["CAT 2026 answer key out", "JEE Main 2027 registration opens"]);
    // The last day is still shown; the day after it is not.
    expect((await latestNotifications(db, "2026-11-30")).map((n) => n.text)).toContain("CAT 2026 answer key out");
    expect((await latestNotifications(db, "2026-12-01")).map((n) => n.text)).not.toContain("CAT 2026 answer key out");
    expect(await latestNotifications(db, "2026-11-24", 1)).toHaveLength(1);
  });

  it("lists, edits and deletes for staff", async () => {
    const { db } = database;
    const created = await createNotification(db, notice("GATE 2027 admit cards", "2026-11-22", "2026-12-22"));
    const found = await searchNotifications(db, { q: "gate 2027", limit: 10, offset: 0 });
    expect(found.total).toBe(1);
    expect(found.rows[0].id).toBe(created.id);

    const edited = await updateNotification(db, created.id, {
      ...notice("GATE 2027 admit cards out", "2026-11-23", "2026-12-23"),
    });
    expect(edited?.text).toBe("GATE 2027 admit cards out");
    expect((await getNotificationById(db, created.id))?.publishedOn).toBe("2026-11-23");
    expect(await updateNotification(db, "not-an-id", notice("x", "2026-11-23", "2026-11-23"))).toBeUndefined();

    expect(await deleteNotification(db, created.id)).toBe(true);
    expect(await deleteNotification(db, created.id)).toBe(false);
    expect(await getNotificationById(db, created.id)).toBeUndefined();
  });

  it("refuses a notice that ends before it starts or points off the site", () => {
    const early = notificationInputSchema.safeParse(notice("x", "2026-11-24", "2026-11-23"));
    expect(early.success).toBe(false);
    expect(early.error?.issues[0].path).toEqual(["showUntil"]);
    for (const href of ["javascript:alert(1)", "//evil.example", "https://evil.example", "Exam"]) {
      expect(notificationInputSchema.safeParse({ ...notice("x", "2026-11-24", "2026-11-24"), href }).success).toBe(
        false,
      );
    }
    expect(notificationInputSchema.safeParse(notice("x", "2026-02-30", "2026-03-01")).success).toBe(false);
  });
});
