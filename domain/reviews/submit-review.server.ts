// A student's review as the review form posts it: checked, stored for moderation, and told what it can earn.
import { and, sql } from "drizzle-orm";
import type { Database } from "../../db/client.server.ts";
import { reviews } from "../../db/schema.ts";
import { isUniqueViolation } from "../colleges/colleges.server.ts";
import type { FieldErrors } from "../errors.ts";
import { reviewedInstitution } from "./reviewed-institution.server.ts";
import { type ReviewPoints, reviewPoints } from "./review-points.ts";
import { countReviews, createReview, parseReviewForm, startOfMonthIST } from "./reviews.server.ts";
import type { ReviewInput } from "./reviews.schema.ts";
import { mostSimilarReview, reviewText, sameCollege } from "./similar-reviews.server.ts";

export type SubmittedReview = ({ ok: true; id: string } & ReviewPoints) | { ok: false; errors: FieldErrors };

const alreadyReviewed = (r: ReviewInput): FieldErrors => ({
  email: `You have already reviewed ${r.courseName} at ${r.collegeName} with this email address. Each student can write one review per course.`,
});

/**
 * Checks the posted review form (flat field names), stores the review as pending moderation and says what
 * it earns once approved, counting the college's reviews so far this month for the monthly cap. A second
 * review by the same email of the same course at the same college is refused (the unique index
 * reviews_one_per_person_course_idx settles two sent at once). The closest review of the same college is
 * kept for moderators (similar-reviews.server.ts). A filled honeypot (`website`, a field people never see)
 * is a bot: it gets the same answer and nothing is stored.
 */
export async function submitReview(
  db: Database,
  values: Record<string, string>,
  now: Date = new Date(),
): Promise<SubmittedReview> {
  const parsed = parseReviewForm(values);
  if (!parsed.ok) return parsed;
  const review = parsed.review;
  const institution = await reviewedInstitution(db, review.collegeName, review.institution);
  if (!institution.ok) return { ok: false, errors: { collegeName: institution.message } };
  const college = { institutionCode: institution.code, collegeName: review.collegeName };
  if (await hasReviewed(db, college, review)) return { ok: false, errors: alreadyReviewed(review) };

  const earlier = await countReviews(db, { collegeName: review.collegeName, since: startOfMonthIST(now) });
  const points = reviewPoints(review, { collegeReviewsThisMonth: earlier });
  if (values.website) return { ok: true, id: crypto.randomUUID(), ...points };
  const similar = await mostSimilarReview(db, college, reviewText(review.steps));
  try {
    const row = await createReview(db, review, now, { institutionCode: institution.code, similar });
    return { ok: true, id: row.id, ...points };
  } catch (err) {
    if (isUniqueViolation(err)) return { ok: false, errors: alreadyReviewed(review) };
    throw err;
  }
}

async function hasReviewed(
  db: Database,
  college: { institutionCode: string | null; collegeName: string },
  review: ReviewInput,
): Promise<boolean> {
  const [row] = await db
    .select({ id: reviews.id })
    .from(reviews)
    .where(
      and(
        sql`lower(${reviews.email}) = lower(${review.email})`,
        sql`lower(${reviews.courseName}) = lower(${review.courseName})`,
        sameCollege(college.institutionCode, college.collegeName),
      ),
    )
    .limit(1);
  return row !== undefined;
}
