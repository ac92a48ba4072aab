import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import type { DatabaseHandle } from "../../db/client.server.ts";
import { admissionAlerts, scholarships, siteNotifications } from "../../db/schema.ts";
import { loadSiteContentOnce } from "../../seed/site-content.ts";
import { openTestDatabase } from "../../tests/support/database.ts";
import { createExamSchedule } from "../exam-schedules/exam-schedules.server.ts";
import { staleContent } from "./stale-content.server.ts";

let database: DatabaseHandle;
const exams = [
  { slug: "jee-main", name: "JEE Main" },
  { slug: "neet-ug", name: "NEET UG" },
  { slug: "no-dates", name: "An exam without editions" },
];
beforeAll(async () => {
  database = await openTestDatabase();
  await loadSiteContentOnce(database.db);
  // Two scholarships of staff's own and one imported, which is dated by its source and never listed.
  const staffOwn = {
    provider: "Nagpur Education Trust",
    amount: "₹25,000 a year",
    type: "Merit",
    level: "UG",
    awards: "40",
  };
  await database.db.insert(scholarships).values([
    { ...staffOwn, slug: "nagpur-merit-award", title: "Nagpur Merit Award" },
    { ...staffOwn, slug: "pune-merit-award", title: "Pune Merit Award" },
    { slug: "imported-award", title: "Imported Award", origin: "imported", sourceId: "scholarships" },
  ]);
});
afterAll(() => database.close());

const kinds = (items: { kind: string }[]) => items.map((i) => i.kind);

describe("what the dashboard lists as out of date", () => {
  it("on 27 November 2026: every exam, every alert and notice of SPEC.md, and the unchecked scholarships", async () => {
    const stale = await staleContent(database.db, "2026-11-27", exams);
    expect(stale.filter((i) => i.kind === "exam")).toEqual([
      {
        kind: "exam",
        title: "JEE Main",
        why: "JEE Main 2026 ended on 9 April 2026 and no next edition is entered.",
        href: "/admin/add_exam-date?exam=jee-main",
      },
      expect.objectContaining({ title: "NEET UG", why: expect.stringMatching(/^NEET UG 2026 ended on 3 May 2026/) }),
      expect.objectContaining({ title: "An exam without editions", why: "No edition is entered." }),
    ]);
    const alerts = await database.db.select().from(admissionAlerts);
    const notices = await database.db.select().from(siteNotifications);
    expect(kinds(stale).filter((k) => k === "admission-alert")).toHaveLength(alerts.length);
    expect(kinds(stale).filter((k) => k === "notification")).toHaveLength(notices.length);
    expect(stale.filter((i) => i.kind === "scholarship").map((i) => i.title)).toEqual([
      "Nagpur Merit Award",
      "Pune Merit Award",
    ]);
    const alert = stale.find((i) => i.kind === "admission-alert")!;
    expect(alert.href).toMatch(/^\/admin\/admission-alert\/[0-9a-f-]{36}$/);
    expect(alert.why).toMatch(/^Its last day was \d+ \w+ 20\d\d/);
    // An empty database holds no cut-offs or ranks: each dataset's 2026 year is due and missing.
    expect(stale.filter((i) => i.kind === "data").map((i) => [i.title, i.href])).toEqual([
      ["JoSAA 2026", "/admin/data"],
      ["MCC NEET-UG All-India Quota 2026", "/admin/data"],
      ["MHT-CET CAP 2026", "/admin/data"],
      ["KEA (KCET) 2026", "/admin/data"],
      ["COMEDK 2026", "/admin/data"],
      ["CEE Kerala (KEAM) 2026", "/admin/data"],
      ["WBJEEB (WBJEE seats) 2026", "/admin/data"],
      ["WBJEEB (JEE (Main) seats) 2026", "/admin/data"],
      ["ACPC Gujarat (GUJCET) 2026", "/admin/data"],
      ["OJEE (on JEE Main rank) 2026", "/admin/data"],
      ["NIRF 2026", "/admin/data"],
    ]);
  });

  it("names the data year the calendar expects by that day, never one still to come", async () => {
    // On 1 March 2026 the calendar expects JoSAA 2025, which the database does not hold either: only that
    // year is named, never one not yet published.
    const stale = await staleContent(database.db, "2026-03-01", exams);
    expect(stale.filter((i) => i.kind === "data").map((i) => i.title)).toEqual([
      "JoSAA 2025",
      "MCC NEET-UG All-India Quota 2025",
      "MHT-CET CAP 2025",
      "KEA (KCET) 2025",
      "COMEDK 2025",
      "CEE Kerala (KEAM) 2025",
      "WBJEEB (WBJEE seats) 2025",
      "WBJEEB (JEE (Main) seats) 2025",
      "ACPC Gujarat (GUJCET) 2025",
      "OJEE (on JEE Main rank) 2025",
      "NIRF 2025",
    ]);
  });

  it("drops what staff fixed: a next edition, a later last day, a notice still shown, a recent check", async () => {
    const { db } = database;
    await createExamSchedule(db, {
      examSlug: "jee-main",
      edition: "JEE Main 2027",
      examDates: "January 2027",
      examStarts: "2027-01-21",
      examEnds: "2027-01-30",
      applicationDates: "November 2026",
      applicationCloses: "2026-11-30",
      resultDates: "February 2027",
      sourceUrl: "https://jeemain.nta.nic.in/notice",
    });
    const [alert] = await db.select().from(admissionAlerts).limit(1);
    await db.update(admissionAlerts).set({ closes: "2027-06-30" }).where(eq(admissionAlerts.id, alert.id));
    const [notice] = await db.select().from(siteNotifications).limit(1);
    await db.update(siteNotifications).set({ showUntil: "2026-12-31" }).where(eq(siteNotifications.id, notice.id));
    const [checked, old] = await db
      .select()
      .from(scholarships)
      .where(eq(scholarships.origin, "staff"))
      .orderBy(scholarships.slug);
    await db.update(scholarships).set({ checkedOn: "2026-11-01" }).where(eq(scholarships.id, checked.id));
    await db.update(scholarships).set({ checkedOn: "2026-05-01" }).where(eq(scholarships.id, old.id));

    const stale = await staleContent(db, "2026-11-27", exams);
    const titles = stale.map((i) => i.title);
    expect(titles).not.toContain("JEE Main");
    expect(stale.some((i) => i.href === `/admin/admission-alert/${alert.id}`)).toBe(false);
    expect(stale.some((i) => i.href === `/admin/notification/${notice.id}`)).toBe(false);
    expect(stale.some((i) => i.href === `/admin/scholarship/${checked.id}`)).toBe(false);
    expect(stale.find((i) => i.href === `/admin/scholarship/${old.id}`)?.why).toBe(
      "Last checked against the provider's notice on 1 May 2026.",
    );
    // Once the 2027 edition is over, JEE Main needs its next one again.
    const later = await staleContent(db, "2027-02-01", exams);
    expect(later.find((i) => i.title === "JEE Main")?.why).toMatch(/^JEE Main 2027 ended on 30 January 2027/);
  });
});
