// College reviews: stored as pending, listed and moderated by staff, counted for the reward rules.
import { and, desc, eq, gte, inArray, lt, type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/client.server.ts";
import { reviews, type ReviewStatus } from "../../db/schema.ts";
import { type FieldErrors, fieldMessages, InputError } from "../errors.ts";
import { type ReviewPoints, reviewPoints } from "./review-points.ts";
import { type ReviewInput, reviewFormSchema } from "./reviews.schema.ts";
import { type AuditActor, recordAudit } from "../audit/audit.server.ts";
import { diffFields } from "../audit/masking.ts";

export type ReviewRow = typeof reviews.$inferSelect;

/** Checks a posted review form: the review to store, or the first message per field. */
export function parseReviewForm(
  values: Record<string, string>,
): { ok: true; review: ReviewInput } | { ok: false; errors: FieldErrors } {
  const parsed = reviewFormSchema.safeParse(values);
  return parsed.success ? { ok: true, review: parsed.data } : { ok: false, errors: fieldMessages(parsed.error) };
}

/** What submission finds out about a review besides the form: its institution and its closest match. */
export interface ReviewFindings {
  institutionCode?: string | null;
  similar?: { id: string; similarity: number };
}

/** Stores a validated review (see reviewFormSchema) as pending moderation. */
export async function createReview(
  db: Database,
  input: ReviewInput,
  now: Date = new Date(),
  findings: ReviewFindings = {},
): Promise<ReviewRow> {
  const [row] = await db
    .insert(reviews)
    .values({
      collegeName: input.collegeName,
      institutionCode: findings.institutionCode ?? null,
      similarReviewId: findings.similar?.id ?? null,
      similarity: findings.similar?.similarity ?? null,
      courseName: input.courseName,
      feeTuition: input.fees.tuition ?? null,
      feeHostel: input.fees.hostel ?? null,
      feeYear: input.fees.year ?? null,
      feeQuota: input.fees.quota ?? null,
      steps: input.steps.map(({ step, key, title, rating, text }) => ({ step, key, title, rating, text })),
      reviewerName: input.reviewerName,
      email: input.email,
      phone: input.phone ?? null,
      consent: input.consent,
      consentAt: input.consent ? now : null,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  return row;
}

export interface ReviewFilter {
  status?: ReviewStatus;
  /** College name, any case */
  collegeName?: string;
  /** Only reviews created at or after this moment */
  since?: Date;
  /** Only reviews created before this moment */
  before?: Date;
}

function conditions({ status, collegeName, since, before }: ReviewFilter): SQL[] {
  const where: SQL[] = [];
  if (status) where.push(eq(reviews.status, status));
  if (collegeName) where.push(sql`lower(${reviews.collegeName}) = lower(${collegeName.trim()})`);
  if (since) where.push(gte(reviews.createdAt, since));
  if (before) where.push(lt(reviews.createdAt, before));
  return where;
}

/** Newest first; all matching reviews unless a limit is given. */
export async function listReviews(
  db: Database,
  filter: ReviewFilter = {},
  page?: { limit: number; offset: number },
): Promise<ReviewRow[]> {
  const query = db
    .select()
    .from(reviews)
    .where(and(...conditions(filter)))
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .$dynamic();
  return page ? query.limit(page.limit).offset(page.offset) : query;
}

export async function countReviews(db: Database, filter: ReviewFilter = {}): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(reviews)
    .where(and(...conditions(filter)));
  return row.n;
}

export async function getReview(db: Database, id: string): Promise<ReviewRow | undefined> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return undefined;
  const [row] = await db.select().from(reviews).where(eq(reviews.id, id));
  return row;
}

/** Who decided, and why: a reason is required to take down a review that was published. */
export interface ReviewDecision {
  by: AuditActor;
  reason?: string;
}

/**
 * Moderation: returns the updated review, or undefined when there is no such review. Unpublishing an approved
 * review (rejecting it) needs a reason, kept with who decided and when; without one an InputError names the
 * field.
 */
export async function setReviewStatus(
  db: Database,
  id: string,
  status: ReviewStatus,
  decision: ReviewDecision,
): Promise<ReviewRow | undefined> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return undefined;
  const reason = decision.reason?.trim() ?? "";
  if (reason.length > 500) throw new InputError({ reason: "Keep the reason under 500 characters." });
  // The decision and its record in the audit trail are saved together or not at all; the row is locked, so
  // two moderators deciding at once are recorded in the order they were saved, each with what it replaced.
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select({ status: reviews.status, decisionReason: reviews.decisionReason })
      .from(reviews)
      .where(eq(reviews.id, id))
      .for("update");
    if (!current) return undefined;
    if (current.status === "approved" && status === "rejected" && reason.length < 10)
      throw new InputError({
        reason: "Say why the review is taken down (at least 10 characters): it is kept with the review.",
      });
    const [row] = await tx
      .update(reviews)
      .set({ status, decidedBy: decision.by.email, decidedAt: new Date(), decisionReason: reason || null })
      .where(eq(reviews.id, id))
      .returning();
    await recordAudit(tx, {
      actor: decision.by,
      action: reviewAction(current.status, status),
      subject: { kind: "review", id, label: `${row.collegeName}, ${row.courseName}` },
      changes: diffFields(current, { status, decisionReason: reason || null }),
    });
    return row;
  });
}

/** What moderation did, in the trail's words: taking down a published review is not the same as rejecting. */
function reviewAction(was: ReviewStatus, now: ReviewStatus): string {
  if (now === "approved") return "review.approve";
  return was === "approved" ? "review.take-down" : "review.reject";
}

/** Start of the calendar month (India time) that `now` falls in: the reward rules count per month. */
export function startOfMonthIST(now: Date): Date {
  const IST_OFFSET_MS = 330 * 60 * 1000;
  const local = new Date(now.getTime() + IST_OFFSET_MS);
  return new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), 1) - IST_OFFSET_MS);
}

/** The calendar month (India time) of a stored review, in SQL: the same month as startOfMonthIST(). */
const monthIST = sql`date_trunc('month', (${reviews.createdAt} at time zone 'UTC') + interval '330 minutes')`;

/**
 * How many reviews of the same college (any case) came earlier in the same month (India time), for each of
 * the given reviews: the count the monthly cap of SPEC.md §9 looks at. One query however many reviews are
 * asked about: a review's rank by time among its college's reviews that month, less one (reviews made at
 * the very same moment share a rank, so neither counts the other).
 */
export async function earlierReviewsThisMonth(db: Database, ids: string[]): Promise<Map<string, number>> {
  if (ids.length === 0) return new Map();
  const asked = db
    .select({ college: sql`lower(${reviews.collegeName})`, month: monthIST })
    .from(reviews)
    .where(inArray(reviews.id, ids));
  const ranked = db
    .select({
      id: reviews.id,
      earlier:
        sql<number>`(rank() over (partition by lower(${reviews.collegeName}), ${monthIST} order by ${reviews.createdAt}) - 1)::int`.as(
          "earlier",
        ),
    })
    .from(reviews)
    .where(sql`(lower(${reviews.collegeName}), ${monthIST}) in ${asked}`)
    .as("ranked");
  const rows = await db.select().from(ranked).where(inArray(ranked.id, ids));
  return new Map(rows.map((r) => [r.id, r.earlier]));
}

/** Each review with what it earns once approved, under the monthly cap per college (SPEC.md §9). */
export async function withReviewPoints<R extends ReviewRow>(
  db: Database,
  rows: R[],
): Promise<(R & { reward: ReviewPoints })[]> {
  const earlier = await earlierReviewsThisMonth(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => ({ ...r, reward: reviewPoints(r, { collegeReviewsThisMonth: earlier.get(r.id) ?? 0 }) }));
}

/**
 * The privacy policy promises reviews are kept for 24 months and then deleted. Returns how many were
 * removed; a scheduled job (or the admin area) should call this daily.
 */
export async function deleteReviewsOlderThan(db: Database, cutoff: Date): Promise<number> {
  const removed = await db.delete(reviews).where(lt(reviews.createdAt, cutoff)).returning({ id: reviews.id });
  return removed.length;
}
