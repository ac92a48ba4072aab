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
  examSchedulesBySlug,
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

  it("hold SPEC.md's 2025 dates: held on 24 November 2026, upcoming on 1 January 2025", async () => {
    const { db } = database;
    const schedules = [...(await examSchedulesBySlug(db)).values()];
    expect(schedules).toHaveLength(9);
    expect(schedules.every((s) => examStatus(s, "2026-11-24").phase === "held")).toBe(true);
    const jee = (await examSchedulesBySlug(db)).get("jee-main-2025")!;
    expect(jee.edition).toBe("JEE Main 2025");
    expect(examStatus(jee, "2025-01-01").phase).toBe("upcoming");

    await updateExamSchedule(db, jee.id, { ...jee, edition: "JEE Main 2027", ...days });
    const edited = (await examSchedulesBySlug(db)).get("jee-main-2025")!;
    expect(edited).toMatchObject({ edition: "JEE Main 2027", examStarts: "2027-01-21" });
    expect(examStatus(edited, "2026-11-24")).toEqual({ phase: "upcoming", applicationOpen: true });
  });

  it("keep one row per exam, and can be deleted and entered again", async () => {
    const { db } = database;
    const { rows } = await searchExamSchedules(db, { q: "CAT", limit: 10, offset: 0 });
    const cat = rows.find((r) => r.examSlug === "cat-2025")!;
    const { id: _id, ...input } = cat;
    await expect(createExamSchedule(db, input)).rejects.toBeInstanceOf(InputError);
    expect(await deleteExamSchedule(db, cat.id)).toBe(true);
    expect((await examSchedulesBySlug(db)).has("cat-2025")).toBe(false);
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
