// Migration 0018 on a database that had the first, year-stamped exam addresses: the stored slugs and the
// links staff wrote to them move to the exam's address; other links are left as they were.
import { readFileSync } from "node:fs";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client.server.ts";
import { admissionAlerts, examSchedules, siteNotifications } from "../../db/schema.ts";
import { openTestDatabase } from "../../tests/support/database.ts";

const migration = readFileSync(new URL("../../db/migrations/0018_exam_editions.sql", import.meta.url), "utf8");
const renames = migration.split("--> statement-breakpoint").filter((s) => /^UPDATE /m.test(s));

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

const days = { examStarts: "2025-01-22", examEnds: "2025-04-09", applicationCloses: "2025-02-25" };
const texts = { examDates: "x", applicationDates: "x", resultDates: "x" };
const notice = (href: string) => ({ text: href, href, publishedOn: "2024-07-28", showUntil: "2024-08-27" });

describe("migration 0018", () => {
  it("moves the year-stamped slugs and the links to them to the exam's address", async () => {
    const { db } = database;
    expect(renames).toHaveLength(3);
    await db.insert(examSchedules).values([
      { examSlug: "jee-main-2025", edition: "JEE Main 2025", ...days, ...texts },
      { examSlug: "gate-2025", edition: "GATE 2025", ...days, ...texts },
    ]);
    await db
      .insert(siteNotifications)
      .values([
        notice("/exam/gate-2025"),
        notice("/exam/neet-ug-2025#dates"),
        notice("/exam/gate-2025x"),
        notice("/Exam"),
      ]);
    await db.insert(admissionAlerts).values({
      city: "Chennai",
      college: "SRM",
      course: "B.Tech",
      exams: "SRMJEEE 2025",
      lastDate: "16 April 2025",
      closes: "2025-04-16",
      fees: "x",
      href: "/exam/srmjeee-2025?from=alert",
      linkLabel: "SRMJEEE",
    });

    for (const statement of renames) await db.execute(sql.raw(statement));

    const slugs = (await db.select({ s: examSchedules.examSlug }).from(examSchedules)).map((r) => r.s).sort();
    expect(slugs).toEqual(["gate", "jee-main"]);
    const hrefs = (await db.select({ h: siteNotifications.href }).from(siteNotifications)).map((r) => r.h).sort();
    expect(hrefs).toEqual(["/Exam", "/exam/gate", "/exam/gate-2025x", "/exam/neet-ug#dates"]);
    const [alert] = await db.select({ h: admissionAlerts.href }).from(admissionAlerts);
    expect(alert.h).toBe("/exam/srmjeee?from=alert");
  });
});
