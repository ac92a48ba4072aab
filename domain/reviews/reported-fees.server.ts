// What students paid, as their approved reviews report it: per programme and academic year, the range and
// median of the yearly tuition and hostel fees, shown only where at least three approved reviews of that
// year and kind of seat give the figure, so no one student's fee is ever shown alone, and a management seat's
// fee is never mixed with a merit seat's (docs/decisions/055-student-reported-fees.md).
import { and, eq, isNotNull, or } from "drizzle-orm";
import type { Database } from "../../db/client.server.ts";
import { reviews } from "../../db/schema.ts";
import { FEE_REPORTS_NEEDED, feeProgramme, type SeatKind, seatKindOf } from "./review-fees.ts";
import { isOfCollege, sameCollege } from "./similar-reviews.server.ts";

export interface FeeRange {
  /** How many approved reviews gave this figure */
  count: number;
  min: number;
  max: number;
  /** Whole rupees; the mean of the two middle figures when the count is even */
  median: number;
}

export interface ReportedFeeGroup {
  /** The programme as shown ("B.E./B.Tech", or the course as a student wrote it) */
  programme: string;
  /** "2025-26" */
  year: string;
  /** The seats the students were admitted to: merit (categories, state or all-India quota), management or NRI
   * ("paid"), or not said */
  seats: SeatKind;
  /** How many approved reviews gave a figure shown here (tuition, hostel or both) */
  reports: number;
  tuition: FeeRange | null;
  hostel: FeeRange | null;
}

export interface ReportedFees {
  /** Groups with at least one figure shown, latest year first, then by programme */
  groups: ReportedFeeGroup[];
  /** Approved reviews that gave a fee but stand behind no figure shown yet */
  waiting: number;
}

/** The reports of one programme and year: how its students wrote the programme, and their figures */
interface FeeReports {
  labels: Map<string, number>;
  year: string;
  seats: SeatKind;
  reports: { tuition: number | null; hostel: number | null }[];
}

/** The range of `figures`, or null when fewer than FEE_REPORTS_NEEDED gave one. */
export function feeRange(figures: number[]): FeeRange | null {
  if (figures.length < FEE_REPORTS_NEEDED) return null;
  const sorted = [...figures].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  const median = sorted.length % 2 ? sorted[mid] : Math.round((sorted[mid - 1] + sorted[mid]) / 2);
  return { count: sorted.length, min: sorted[0], max: sorted.at(-1)!, median };
}

/**
 * The fees students of one college reported in approved reviews: those linked to the institution, or for a
 * college page linked to none, those written under its name (as publishedReviews reads them).
 */
export async function reportedFees(
  db: Database,
  college: { institutionCode: string | null; collegeName: string },
): Promise<ReportedFees> {
  return (await reportedFeesOf(db, [college]))[0];
}

/** What students of each college paid, in the order asked, read in one query (compare's four institutions). */
export async function reportedFeesOf(
  db: Database,
  colleges: { institutionCode: string | null; collegeName: string }[],
): Promise<ReportedFees[]> {
  if (colleges.length === 0) return [];
  const rows = await db
    .select({
      institutionCode: reviews.institutionCode,
      collegeName: reviews.collegeName,
      courseName: reviews.courseName,
      year: reviews.feeYear,
      tuition: reviews.feeTuition,
      hostel: reviews.feeHostel,
      quota: reviews.feeQuota,
    })
    .from(reviews)
    .where(
      and(
        eq(reviews.status, "approved"),
        or(...colleges.map((c) => sameCollege(c.institutionCode, c.collegeName))),
        isNotNull(reviews.feeYear),
        or(isNotNull(reviews.feeTuition), isNotNull(reviews.feeHostel)),
      ),
    );
  return colleges.map((c) => groupReports(rows.filter((r) => isOfCollege(r, c))));
}

/** One college's approved reports as the groups shown, and how many wait for more reports. */
function groupReports(
  rows: {
    courseName: string;
    year: string | null;
    tuition: number | null;
    hostel: number | null;
    quota: string | null;
  }[],
): ReportedFees {
  const byGroup = new Map<string, FeeReports>();
  for (const r of rows) {
    const programme = feeProgramme(r.courseName);
    const seats = seatKindOf(r.quota);
    const id = `${programme.key}\u0000${r.year}\u0000${seats}`;
    const group: FeeReports = byGroup.get(id) ?? { labels: new Map(), year: r.year!, seats, reports: [] };
    group.labels.set(programme.label, (group.labels.get(programme.label) ?? 0) + 1);
    group.reports.push({ tuition: r.tuition, hostel: r.hostel });
    byGroup.set(id, group);
  }

  const groups: ReportedFeeGroup[] = [];
  let waiting = 0;
  for (const g of byGroup.values()) {
    const tuition = feeRange(g.reports.flatMap((r) => (r.tuition === null ? [] : [r.tuition])));
    const hostel = feeRange(g.reports.flatMap((r) => (r.hostel === null ? [] : [r.hostel])));
    // Only the reviews behind a figure shown count: a hostel fee alone does not stand behind a tuition range.
    const shown = g.reports.filter((r) => (tuition && r.tuition !== null) || (hostel && r.hostel !== null)).length;
    waiting += g.reports.length - shown;
    if (!shown) continue;
    // The way most of its students wrote a programme the form did not recognise
    const programme = [...g.labels.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0][0];
    groups.push({ programme, year: g.year, seats: g.seats, reports: shown, tuition, hostel });
  }
  const seatOrder: SeatKind[] = ["merit", "paid", "unstated"];
  groups.sort(
    (a, b) =>
      b.year.localeCompare(a.year) ||
      a.programme.localeCompare(b.programme) ||
      seatOrder.indexOf(a.seats) - seatOrder.indexOf(b.seats),
  );
  return { groups, waiting };
}
