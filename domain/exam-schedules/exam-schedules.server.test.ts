import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { datedExam, datedExams } from "../../app/lib/exam-dates.server.ts";
import type { DatabaseHandle } from "../../db/client.server.ts";
import { examSchedules, siteNotifications } from "../../db/schema.ts";
import { loadSiteContentOnce } from "../../seed/site-content.ts";
import { openTestDatabase } from "../../tests/support/database.ts";
import { InputError } from "../errors.ts";
import { examScheduleInputSchema } from "./exam-schedules.schema.ts";
import {
  createExamSchedule,
  deleteExamSchedule,
  searchExamSchedules,
  updateExamSchedule,
} from "./exam-schedules.server.ts";
import { examStatus } from "./exam-status.ts";

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

const days = { examStarts: "2027-01-21", examEnds: "2027-01-30", applicationCloses: "2026-11-25" };

describe("exam status", () => {
  it("is upcoming before the first day, under way until the last, held after it", () => {
    expect(examStatus(days, "2026-11-24")).toEqual({ phase: "upcoming", applicationOpen: true });
    expect(examStatus(days, "2026-11-26")).toEqual({ phase: "upcoming", applicationOpen: false });
    expect(examStatus(days, "2027-01-21").phase).toBe("under-way");
    expect(examStatus(days, "2027-01-30").phase).toBe("under-way");
    expect(examStatus(days, "2027-01-31")).toEqual({ phase: "held", applicationOpen: false });
    expect(examStatus(undefined, "2026-11-24").phase).toBe("not-announced");
  });
});

describe("exam schedules", () => {
  it("are loaded once from SPEC.md, and a later start keeps staff changes", async () => {
    const { db } = database;
    expect(await loadSiteContentOnce(db)).toBe(true);
    expect(await db.$count(examSchedules)).toBe(9);
    expect(await db.$count(siteNotifications)).toBe(4);
    await db.delete(siteNotifications);
    expect(await loadSiteContentOnce(db)).toBe(false);
    expect(await db.$count(siteNotifications)).toBe(0);
  });

  it("show SPEC.md's 2025 exams as held on 24 November 2026, and staff's new dates as upcoming", async () => {
    const { db } = database;
    const shown = await datedExams(db, "2026-11-24");
    expect(shown).toHaveLength(9);
    expect(shown.every((e) => e.phase === "held" && !e.applicationOpen)).toBe(true);
    // On 1 January 2025 the same rows were still ahead: the day, not the text, decides.
    const then = await datedExam(db, "jee-main-2025", "2025-01-01");
    expect(then).toMatchObject({ title: "JEE Main 2025", phase: "upcoming" });

    const { rows } = await searchExamSchedules(db, { q: "JEE Main", limit: 10, offset: 0 });
    const jee = rows[0];
    await updateExamSchedule(db, jee.id, {
      ...jee,
      edition: "JEE Main 2027",
      examDates: "Session 1: 21–30 January 2027",
      ...days,
    });
    const now = await datedExams(db, "2026-11-24");
    expect(now[0]).toMatchObject({
      slug: "jee-main-2025",
      title: "JEE Main 2027",
      phase: "upcoming",
      applicationOpen: true,
    });
  });

  it("keep one row per exam, and an exam without dates says it has none", async () => {
    const { db } = database;
    const { rows } = await searchExamSchedules(db, { q: "CAT", limit: 10, offset: 0 });
    const cat = rows.find((r) => r.examSlug === "cat-2025")!;
    const { id: _id, ...input } = cat;
    await expect(createExamSchedule(db, input)).rejects.toBeInstanceOf(InputError);
    expect(await deleteExamSchedule(db, cat.id)).toBe(true);
    expect(await datedExam(db, "cat-2025", "2026-11-24")).toMatchObject({
      title: "CAT",
      phase: "not-announced",
      dates: null,
    });
    expect((await createExamSchedule(db, input)).examSlug).toBe("cat-2025");
  });

  it("refuse a last day before the first", () => {
    const result = examScheduleInputSchema.safeParse({
      examSlug: "gate-2025",
      edition: "GATE 2027",
      examDates: "x",
      applicationDates: "x",
      resultDates: "x",
      examStarts: "2027-02-10",
      examEnds: "2027-02-01",
      applicationCloses: "2026-10-01",
    });
    expect(result.error?.issues[0].path).toEqual(["examEnds"]);
  });
});
