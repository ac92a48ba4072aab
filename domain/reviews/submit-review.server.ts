// A student's review as the review form posts it: checked, stored for moderation, and told what it can earn.
import type { Database } from "../../db/client.server.ts";
import type { FieldErrors } from "../errors.ts";
import { type ReviewPoints, reviewPoints } from "./review-points.ts";
import { countReviews, createReview, parseReviewForm, startOfMonthIST } from "./reviews.server.ts";

export type SubmittedReview = ({ ok: true; id: string } & ReviewPoints) | { ok: false; errors: FieldErrors };

/**
 * Checks the posted review form (flat field names), stores the review as pending moderation and says what
 * it earns once approved, counting the college's reviews so far this month for the monthly cap. A filled
 * honeypot (`website`, a field people never see) is a bot: it gets the same answer and nothing is stored.
 */
export async function submitReview(
  db: Database,
  values: Record<string, string>,
  now: Date = new Date(),
): Promise<SubmittedReview> {
  const parsed = parseReviewForm(values);
  if (!parsed.ok) return parsed;
  const earlier = await countReviews(db, { collegeName: parsed.review.collegeName, since: startOfMonthIST(now) });
  const points = reviewPoints(parsed.review, { collegeReviewsThisMonth: earlier });
  const id = values.website ? crypto.randomUUID() : (await createReview(db, parsed.review, now)).id;
  return { ok: true, id, ...points };
}
