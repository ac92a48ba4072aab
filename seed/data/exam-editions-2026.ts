// The 2026 editions of JEE Main, JEE Advanced, NEET UG and CUET UG, from dated news reports of the NTA's and
// the IITs' notices (shared data: exams/exam-dates-2026-from-news.csv, 13 rows, compiled by hand on
// 27 November 2026). Each event keeps the report it came from and that report's date, which the exam page
// links as its source. The summary texts and days are read off those events and nothing else: where the
// reports give no result or second application window, the text says so. The file's last row (JEE Main
// 2027, "not announced") gives no dates and is not an edition. Loaded once (seed/site-content.ts).
import type { examSchedules } from "../../db/schema.ts";

type ExamEdition = typeof examSchedules.$inferInsert;

const HT = "https://www.hindustantimes.com/education/competitive-exams/nta-reschedules-jee-main-exam-on-jan-23-in-bengal-over-saraswati-puja-101768481290653.html";
const HANS = "https://www.thehansindia.com/hans/education-careers/jee-main-2026-exam-timings-shift-details-and-reporting-time-1041109";
const TELEGRAPH_ADV = "https://www.telegraphindia.com/edugraph/news/iit-roorkee-announces-jee-advanced-exam-date-2026-check-full-schedule/cid/2136462";
const IE_ADV = "https://indianexpress.com/article/education/jee-advanced-2026-exam-on-may-17-jeeadv-ac-in-check-full-schedule-10571522/";
const INDIA_TODAY_ADV = "https://www.indiatoday.in/education-today/news/story/jee-advanced-2026-registrations-to-begin-on-april-23-direct-link-eligibility-and-other-details-2843400-2025-12-29";
const SHIKSHA_NEET = "https://www.shiksha.com/medicine-health-sciences/articles/neet-2020-nta-cautions-against-fake-news-exam-to-be-held-on-july-26-blogId-40489";
const NEWSTODAY_NEET = "https://newstodaynet.com/2026/02/09/nta-announces-neet-ug-on-may-3/";
const BT_CUET = "https://www.businesstoday.in/education/story/cuet-ug-2026-applications-open-complete-your-registration-before-jan-30-key-details-509313-2026-01-04";
const TELEGRAPH_CUET = "https://www.telegraphindia.com/edugraph/news/nta-opens-registration-for-cuet-ug-2026-exam-scheduled-from-may-11-to-31/cid/2140910";

const NO_RESULT = "Not in the reports we hold: see the official site";

export const examEditions2026: ExamEdition[] = [
  {
    examSlug: "jee-main",
    edition: "JEE Main 2026",
    examDates: "Session 1: 21–29 January 2026 · Session 2: 2–9 April 2026",
    examStarts: "2026-01-21",
    examEnds: "2026-04-09",
    applicationDates: "Session 1: 31 October – 27 November 2025",
    applicationCloses: "2025-11-27",
    resultDates: NO_RESULT,
    events: [
      { event: "Session 1 registration", starts: "2025-10-31", ends: "2025-11-27", status: "held", sourceUrl: HT, sourceDate: "2026-01-15" },
      {
        event: "Session 1 exam (Paper 1 on 21, 22, 23, 24 and 28 January; Papers 2A and 2B on 29 January)",
        starts: "2026-01-21",
        ends: "2026-01-29",
        status: "held",
        sourceUrl: HANS,
        sourceDate: "2026-01-21",
      },
      { event: "Session 2 exam", starts: "2026-04-02", ends: "2026-04-09", status: "announced", sourceUrl: TELEGRAPH_ADV, sourceDate: null },
    ],
  },
  {
    examSlug: "jee-advanced",
    edition: "JEE Advanced 2026",
    examDates: "17 May 2026 (Paper 1, 9 am to 12 noon; Paper 2, 2:30 pm to 5:30 pm)",
    examStarts: "2026-05-17",
    examEnds: "2026-05-17",
    applicationDates: "23 April – 2 May 2026 (Indian nationals)",
    applicationCloses: "2026-05-02",
    resultDates: "1 June 2026, with the final answer key",
    events: [
      { event: "Registration (Indian nationals)", starts: "2026-04-23", ends: "2026-05-02", status: "announced", sourceUrl: IE_ADV, sourceDate: "2026-03-08" },
      { event: "Exam (Paper 1, 9 am to 12 noon; Paper 2, 2:30 pm to 5:30 pm)", starts: "2026-05-17", ends: null, status: "announced", sourceUrl: IE_ADV, sourceDate: "2026-03-08" },
      { event: "Result and final answer key", starts: "2026-06-01", ends: null, status: "announced", sourceUrl: INDIA_TODAY_ADV, sourceDate: "2025-12-29" },
      { event: "JoSAA counselling starts", starts: "2026-06-02", ends: null, status: "tentative", sourceUrl: IE_ADV, sourceDate: "2026-03-08" },
    ],
  },
  {
    examSlug: "neet-ug",
    edition: "NEET UG 2026",
    examDates: "3 May 2026, 2 pm to 5 pm (pen and paper)",
    examStarts: "2026-05-03",
    examEnds: "2026-05-03",
    applicationDates: "8 February – 8 March 2026",
    applicationCloses: "2026-03-08",
    resultDates: NO_RESULT,
    events: [
      { event: "Registration", starts: "2026-02-08", ends: "2026-03-08", status: "announced", sourceUrl: SHIKSHA_NEET, sourceDate: null },
      { event: "Exam (2 pm to 5 pm; pen and paper)", starts: "2026-05-03", ends: null, status: "announced", sourceUrl: NEWSTODAY_NEET, sourceDate: "2026-02-09" },
    ],
  },
  {
    examSlug: "cuet-ug",
    edition: "CUET UG 2026",
    examDates: "11–31 May 2026 (tentative; computer-based, in 13 languages)",
    examStarts: "2026-05-11",
    examEnds: "2026-05-31",
    applicationDates: "3–30 January 2026 (corrections 2–4 February)",
    applicationCloses: "2026-01-30",
    resultDates: NO_RESULT,
    events: [
      { event: "Registration", starts: "2026-01-03", ends: "2026-01-30", status: "announced", sourceUrl: BT_CUET, sourceDate: "2026-01-04" },
      { event: "Correction window", starts: "2026-02-02", ends: "2026-02-04", status: "announced", sourceUrl: BT_CUET, sourceDate: "2026-01-04" },
      { event: "Exam (computer-based; 13 languages)", starts: "2026-05-11", ends: "2026-05-31", status: "tentative", sourceUrl: TELEGRAPH_CUET, sourceDate: "2026-01-03" },
    ],
  },
];
