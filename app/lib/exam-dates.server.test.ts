import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client.server.ts";
import { createExamSchedule, deleteExamSchedule } from "../../domain/exam-schedules/exam-schedules.server.ts";
import { examSchedules } from "../../db/schema.ts";
import { openTestDatabase } from "../../tests/support/database.ts";
import { datedExam, datedExams } from "./exam-dates.server.ts";

let database: DatabaseHandle;
const row = (examSlug: string, edition: string, examStarts: string, examEnds: string) => ({
  examSlug,
  edition,
  examDates: `${examStarts} to ${examEnds}`,
  examStarts,
  examEnds,
  applicationDates: "Until two weeks before",
  applicationCloses: "2026-12-01",
  resultDates: "A month after",
  sourceUrl: "https://example.gov.in/notice",
});
let cat: { id: string };
beforeAll(async () => {
  database = await openTestDatabase();
  // Two held editions as the import gives them: dates read off dated reports, each event with its report.
  const report = (sourceDate: string | null) => ({
    status: "announced",
    sourceUrl: "https://news.example/r",
    sourceDate,
  });
  await database.db.insert(examSchedules).values([
    { ...row("jee-main", "JEE Main 2026", "2026-01-21", "2026-04-09"), sourceUrl: null },
    {
      ...row("neet-ug", "NEET UG 2026", "2026-05-03", "2026-05-03"),
      sourceUrl: null,
      events: [
        { event: "Registration", starts: "2026-02-08", ends: "2026-03-08", ...report(null) },
        { event: "Exam", starts: "2026-05-03", ends: null, ...report("2026-02-09") },
      ],
    },
    { ...row("cat", "CAT 2025", "2025-11-30", "2025-11-30"), sourceUrl: null },
  ]);
  cat = await createExamSchedule(database.db, row("cat", "CAT 2026", "2026-11-29", "2026-11-29"));
  await createExamSchedule(database.db, row("gate", "GATE 2027", "2027-02-06", "2027-02-14"));
  await createExamSchedule(database.db, row("clat", "CLAT 2027", "2026-11-20", "2026-11-26"));
  await createExamSchedule(database.db, row("jee-main", "JEE Main 2027", "2027-01-21", "2027-01-30"));
});
afterAll(() => database.close());

describe("the exams as pages show them", () => {
  it("puts exams being held first, then upcoming by date, then the held ones, then those without dates", async () => {
    const shown = await datedExams(database.db, "2026-11-24");
    expect(shown).toHaveLength(11);
    expect(shown.slice(0, 5).map((e) => [e.title, e.phase])).toEqual([
      ["CLAT 2027", "under-way"],
      ["CAT 2026", "upcoming"],
      ["JEE Main 2027", "upcoming"],
      ["GATE 2027", "upcoming"],
      ["NEET UG 2026", "held"],
    ]);
    expect(shown.slice(5).every((e) => e.phase === "not-announced" && e.dates === null)).toBe(true);
    // Held ones latest first, so the editions just held lead the older ones.
    const held = (await datedExams(database.db, "2027-02-01")).filter((e) => e.phase === "held");
    expect(held.map((e) => e.title)).toEqual(["JEE Main 2027", "CAT 2026", "CLAT 2027", "NEET UG 2026"]);
    // An exam without dates is named without an edition's year.
    expect(shown.find((e) => e.slug === "xat")?.title).toBe("XAT");
  });

  it("shows the 2026 edition as the last held one, with its reports, when no next edition is entered", async () => {
    const neet = await datedExam(database.db, "NEET-UG", "2026-11-27");
    expect(neet).toMatchObject({ title: "NEET UG 2026", phase: "held", applicationOpen: false, next: null });
    expect(neet?.lastHeld?.events.map((e) => e.sourceDate)).toEqual([null, "2026-02-09"]);
    expect(await datedExam(database.db, "not-an-exam", "2026-11-27")).toBeUndefined();
  });

  it("stops calling a staff-entered 2027 edition upcoming once its last day has passed", async () => {
    const before = await datedExam(database.db, "jee-main", "2026-11-27");
    expect(before).toMatchObject({ title: "JEE Main 2027", phase: "upcoming", applicationOpen: true });
    expect(before?.next?.edition).toBe("JEE Main 2027");
    expect(before?.lastHeld?.edition).toBe("JEE Main 2026");

    const after = await datedExam(database.db, "jee-main", "2027-01-31");
    expect(after).toMatchObject({ title: "JEE Main 2027", phase: "held", applicationOpen: false, next: null });
    expect(after?.lastHeld?.edition).toBe("JEE Main 2027");
    const cards = await datedExams(database.db, "2027-01-31");
    expect(cards.find((e) => e.slug === "jee-main")?.phase).toBe("held");
  });

  it("follows a deletion: the exam goes back to its last held edition", async () => {
    await deleteExamSchedule(database.db, cat.id);
    expect(await datedExam(database.db, "cat", "2026-11-24")).toMatchObject({ title: "CAT 2025", phase: "held" });
  });
});
