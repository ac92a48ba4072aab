// What on the site has gone out of date on a given day, for the admin dashboard: each item names the thing,
// says why it is stale and links the page that fixes it. Each kind is one check; a new kind is one more
// function in `checks`.
import { and, asc, eq, isNull, lt, or } from "drizzle-orm";
import type { Database } from "../../db/client.server.ts";
import { admissionAlerts, scholarships, siteNotifications } from "../../db/schema.ts";
import { DATASET_NAMES } from "../data-freshness/data-freshness.ts";
import { dataFreshness } from "../data-freshness/data-freshness.server.ts";
import { examEditionsBySlug } from "../exam-schedules/exam-schedules.server.ts";
import { examEditions } from "../exam-schedules/exam-status.ts";

export interface StaleItem {
  kind: "exam" | "admission-alert" | "notification" | "scholarship" | "data";
  title: string;
  why: string;
  /** The admin page that fixes it */
  href: string;
}

/** The exams the site has pages for (content/exams.ts), which the domain does not import. */
export interface ExamName {
  slug: string;
  name: string;
}

/** A scholarship checked longer ago than this is checked again: its provider's notice may have changed. */
const SCHOLARSHIP_CHECK_DAYS = 180;

type Check = (db: Database, today: string, exams: ExamName[]) => Promise<StaleItem[]>;

const written = (day: string) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString("en-IN", {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  });

function daysBefore(day: string, n: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) - n * 86_400_000).toISOString().slice(0, 10);
}

const examsWithoutNext: Check = async (db, today, exams) => {
  const editions = await examEditionsBySlug(db);
  return exams.flatMap(({ slug, name }): StaleItem[] => {
    const { next, lastHeld } = examEditions(editions.get(slug) ?? [], today);
    if (next) return [];
    const why = lastHeld
      ? `${lastHeld.edition} ended on ${written(lastHeld.examEnds)} and no next edition is entered.`
      : "No edition is entered.";
    return [{ kind: "exam", title: name, why, href: `/admin/add_exam-date?exam=${slug}` }];
  });
};

const closedAlerts: Check = async (db, today) => {
  const rows = await db
    .select({
      id: admissionAlerts.id,
      college: admissionAlerts.college,
      course: admissionAlerts.course,
      closes: admissionAlerts.closes,
    })
    .from(admissionAlerts)
    .where(lt(admissionAlerts.closes, today))
    .orderBy(asc(admissionAlerts.closes));
  return rows.map((r) => ({
    kind: "admission-alert",
    title: `${r.college}: ${r.course}`,
    why: `Its last day was ${written(r.closes)}: enter the new round's dates or delete it.`,
    href: `/admin/admission-alert/${r.id}`,
  }));
};

const endedNotifications: Check = async (db, today) => {
  const rows = await db
    .select({ id: siteNotifications.id, text: siteNotifications.text, showUntil: siteNotifications.showUntil })
    .from(siteNotifications)
    .where(lt(siteNotifications.showUntil, today))
    .orderBy(asc(siteNotifications.showUntil));
  return rows.map((r) => ({
    kind: "notification",
    title: r.text,
    why: `Not shown since ${written(r.showUntil)}: replace it with a current notice or delete it.`,
    href: `/admin/notification/${r.id}`,
  }));
};

const uncheckedScholarships: Check = async (db, today) => {
  const rows = await db
    .select({ id: scholarships.id, title: scholarships.title, checkedOn: scholarships.checkedOn })
    .from(scholarships)
    // Staff's own only: an imported scholarship is dated by its source, and reloads with the next list.
    .where(
      and(
        eq(scholarships.origin, "staff"),
        or(isNull(scholarships.checkedOn), lt(scholarships.checkedOn, daysBefore(today, SCHOLARSHIP_CHECK_DAYS))),
      ),
    )
    .orderBy(asc(scholarships.checkedOn), asc(scholarships.title));
  return rows.map((r) => ({
    kind: "scholarship",
    title: r.title,
    why: r.checkedOn
      ? `Last checked against the provider's notice on ${written(r.checkedOn)}.`
      : "Never checked against the provider's notice.",
    href: `/admin/scholarship/${r.id}`,
  }));
};

/** Official data whose next year is normally published by now (domain/data-freshness) and is not loaded. */
const dataBehindTheCalendar: Check = async (db, today) =>
  (await dataFreshness(db, today)).flatMap((f): StaleItem[] =>
    f.newerExpected && f.note
      ? [{ kind: "data", title: `${DATASET_NAMES[f.dataset]} ${f.expectedYear}`, why: f.note, href: "/admin/data" }]
      : [],
  );

const checks: Check[] = [
  examsWithoutNext,
  closedAlerts,
  endedNotifications,
  uncheckedScholarships,
  dataBehindTheCalendar,
];

/** Everything stale on `today` (YYYY-MM-DD, India), kind by kind. */
export async function staleContent(db: Database, today: string, exams: ExamName[]): Promise<StaleItem[]> {
  return (await Promise.all(checks.map((check) => check(db, today, exams)))).flat();
}
