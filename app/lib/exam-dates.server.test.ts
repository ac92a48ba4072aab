import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client.server.ts";
import {
  createExamSchedule,
  deleteExamSchedule,
  examSchedulesBySlug,
} from "../../domain/exam-schedules/exam-schedules.server.ts";
import { openTestDatabase } from "../../tests/support/database.ts";
import { datedExam, datedExams } from "./exam-dates.server.ts";

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
  const row = (examSlug: string, edition: string, examStarts: string, examEnds: string) => ({
    examSlug,
    edition,
    examDates: `${examStarts} to ${examEnds}`,
    examStarts,
    examEnds,
    applicationDates: "Until two weeks before",
    applicationCloses: "2026-12-01",
    resultDates: "A month after",
  });
  await createExamSchedule(database.db, row("jee-main-2025", "JEE Main 2025", "2025-01-22", "2025-04-09"));
  await createExamSchedule(database.db, row("cat-2025", "CAT 2026", "2026-11-29", "2026-11-29"));
  await createExamSchedule(database.db, row("gate-2025", "GATE 2027", "2027-02-06", "2027-02-14"));
  await createExamSchedule(database.db, row("clat-2025", "CLAT 2027", "2026-11-20", "2026-11-26"));
});
afterAll(() => database.close());

describe("the exams as pages show them", () => {
  it("puts exams being held first, then upcoming by date, then held, then those without dates", async () => {
    const shown = await datedExams(database.db, "2026-11-24");
    expect(shown).toHaveLength(9);
    expect(shown.slice(0, 4).map((e) => [e.title, e.phase])).toEqual([
      ["CLAT 2027", "under-way"],
      ["CAT 2026", "upcoming"],
      ["GATE 2027", "upcoming"],
      ["JEE Main 2025", "held"],
    ]);
    expect(shown.slice(4).every((e) => e.phase === "not-announced" && e.dates === null)).toBe(true);
    // An exam without dates is named without an edition's year.
    expect(shown.find((e) => e.slug === "neet-ug-2025")?.title).toBe("NEET UG");
  });

  it("never calls a held exam's application open", async () => {
    const jee = await datedExam(database.db, "JEE-MAIN-2025", "2026-11-24");
    expect(jee).toMatchObject({ phase: "held", applicationOpen: false });
    expect(jee?.dates?.exam).toBe("2025-01-22 to 2025-04-09");
    expect(await datedExam(database.db, "not-an-exam", "2026-11-24")).toBeUndefined();
  });

  it("follows a deletion: the exam goes back to 'not announced'", async () => {
    const cat = (await examSchedulesBySlug(database.db)).get("cat-2025")!;
    await deleteExamSchedule(database.db, cat.id);
    expect((await datedExam(database.db, "cat-2025", "2026-11-24"))?.phase).toBe("not-announced");
  });
});
