import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client.server.ts";
import { examSchedules, siteNotifications } from "../../db/schema.ts";
import { loadSiteContentOnce } from "../../seed/site-content.ts";
import { openTestDatabase } from "../../tests/support/database.ts";
import { InputError } from "../errors.ts";
import { examScheduleInputSchema } from "./exam-schedules.schema.ts";
import {
  createExamSchedule,
  deleteExamSchedule,
  examEditionsBySlug,
  searchExamSchedules,
  updateExamSchedule,
} from "./exam-schedules.server.ts";
import { examEditions, examStatus } from "./exam-status.ts";

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

const days = { examStarts: "2027-01-21", examEnds: "2027-01-30", applicationCloses: "2026-11-25" };
const jeeMain2027 = {
  examSlug: "jee-main",
  edition: "JEE Main 2027",
  examDates: "Session 1: 21–30 January 2027",
  applicationDates: "Session 1: until 25 November 2026",
  resultDates: "February 2027",
  sourceUrl: "https://jeemain.nta.nic.in/notice",
  ...days,
};

describe("exam status", () => {
  it("is upcoming before the first day, under way until the last, held after it", () => {
    expect(examStatus(days, "2026-11-24")).toEqual({ phase: "upcoming", applicationOpen: true });
    expect(examStatus(days, "2026-11-26")).toEqual({ phase: "upcoming", applicationOpen: false });
    expect(examStatus(days, "2027-01-21").phase).toBe("under-way");
    expect(examStatus(days, "2027-01-30").phase).toBe("under-way");
    expect(examStatus(days, "2027-01-31")).toEqual({ phase: "held", applicationOpen: false });
    expect(examStatus(undefined, "2026-11-24").phase).toBe("not-announced");
  });

  it("shows the next edition once entered, and the last held one until then", () => {
    const e2025 = { examStarts: "2025-01-22", examEnds: "2025-04-09", applicationCloses: "2025-02-25" };
    const e2026 = { examStarts: "2026-01-21", examEnds: "2026-04-09", applicationCloses: "2025-11-27" };
    expect(examEditions([e2026, e2025], "2026-11-27")).toEqual({ next: undefined, lastHeld: e2026 });
    expect(examEditions([e2025, days, e2026], "2026-11-27")).toEqual({ next: days, lastHeld: e2026 });
    // Past the staff-entered 2027 edition's last day, it is the last held one and nothing is next.
    expect(examEditions([e2025, days, e2026], "2027-01-31")).toEqual({ next: undefined, lastHeld: days });
    expect(examEditions([], "2026-11-27")).toEqual({ next: undefined, lastHeld: undefined });
  });
});

describe("exam editions", () => {
  it("are SPEC.md's 2025 dates and the 2026 editions from dated reports, loaded once", async () => {
    const { db } = database;
    expect(await loadSiteContentOnce(db)).toBe(true);
    expect(await db.$count(examSchedules)).toBe(13);
    expect(await db.$count(siteNotifications)).toBe(4);
    await db.delete(siteNotifications);
    expect(await loadSiteContentOnce(db)).toBe(false);
    expect(await db.$count(siteNotifications)).toBe(0);
    expect(await db.$count(examSchedules)).toBe(13);
  });

  it("make JEE Main 2026 the last held edition on 27 November 2026, each event with its report", async () => {
    const editions = await examEditionsBySlug(database.db);
    expect([...editions.keys()].every((slug) => !/-20\d\d$/.test(slug))).toBe(true);
    const { next, lastHeld } = examEditions(editions.get("jee-main")!, "2026-11-27");
    expect(next).toBeUndefined();
    expect(lastHeld).toMatchObject({ edition: "JEE Main 2026", examStarts: "2026-01-21", examEnds: "2026-04-09" });
    expect(lastHeld!.events).toHaveLength(3);
    expect(lastHeld!.events[1]).toMatchObject({
      starts: "2026-01-21",
      sourceUrl: expect.stringMatching(/^https:\/\/www\.thehansindia\.com\//),
      sourceDate: "2026-01-21",
    });
    expect(editions.get("jee-advanced")!.map((e) => e.edition)).toEqual(["JEE Advanced 2026"]);
    expect(editions.get("cuet-ug")!.map((e) => e.edition)).toEqual(["CUET UG 2026"]);
  });

  it("take a staff-entered next edition beside the held ones, one per edition name", async () => {
    const { db } = database;
    const created = await createExamSchedule(db, jeeMain2027);
    expect(created).toMatchObject({ edition: "JEE Main 2027", sourceUrl: jeeMain2027.sourceUrl, events: [] });
    const editions = (await examEditionsBySlug(db)).get("jee-main")!;
    expect(editions.map((e) => e.edition)).toEqual(["JEE Main 2025", "JEE Main 2026", "JEE Main 2027"]);
    expect(examEditions(editions, "2026-11-27").next?.edition).toBe("JEE Main 2027");
    await expect(createExamSchedule(db, jeeMain2027)).rejects.toBeInstanceOf(InputError);
    const renamed = await updateExamSchedule(db, created.id, { ...jeeMain2027, edition: "JEE Main 2027 (revised)" });
    expect(renamed?.edition).toBe("JEE Main 2027 (revised)");
  });

  it("can be deleted and entered again", async () => {
    const { db } = database;
    const { rows } = await searchExamSchedules(db, { q: "CAT", limit: 10, offset: 0 });
    const cat = rows.find((r) => r.examSlug === "cat")!;
    const input = { ...cat, sourceUrl: "https://iimcat.ac.in/" };
    expect(await deleteExamSchedule(db, cat.id)).toBe(true);
    expect((await examEditionsBySlug(db)).has("cat")).toBe(false);
    expect((await createExamSchedule(db, input)).examSlug).toBe("cat");
  });

  it("refuse a last day before the first, and a source that is not an https address", () => {
    const input = { ...jeeMain2027, examStarts: "2027-02-10", examEnds: "2027-02-01" };
    expect(examScheduleInputSchema.safeParse(input).error?.issues[0].path).toEqual(["examEnds"]);
    const unsourced = examScheduleInputSchema.safeParse({ ...jeeMain2027, sourceUrl: "jeemain.nta.nic.in" });
    expect(unsourced.error?.issues.map((i) => i.path)).toEqual([["sourceUrl"]]);
  });
});
