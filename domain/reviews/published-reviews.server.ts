// What a college page shows of its reviews: only approved ones, with how the ratings spread, how many there
// are and over which period they were written, so a reader can judge how much they say.
import { and, desc, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client.server.ts";
import { reviews } from "../../db/schema.ts";
import { sameCollege } from "./similar-reviews.server.ts";

/** How many of the latest approved reviews a page shows in full */
const SHOWN = 10;

interface PublishedReview {
  id: string;
  courseName: string;
  reviewerName: string;
  createdAt: Date;
  /** The overall rating (step 1), 1–5 */
  rating: number;
  steps: { key: string; title: string; rating: number; text: string }[];
}

export interface PublishedReviews {
  count: number;
  /** Mean of the overall ratings, one decimal; null with no reviews */
  average: number | null;
  /** How many reviews gave each overall rating: index 0 is 1 star, index 4 is 5 stars */
  distribution: [number, number, number, number, number];
  first: Date | null;
  last: Date | null;
  latest: PublishedReview[];
}

const overall = sql<number>`(${reviews.steps}->0->>'rating')::int`;

/**
 * The approved reviews of one college: those linked to the institution, or for a college page linked to
 * none, those written under its name (docs/decisions/029-reviews-linked-to-institutions.md).
 */
export async function publishedReviews(
  db: Database,
  college: { institutionCode: string | null; collegeName: string },
): Promise<PublishedReviews> {
  const where = and(eq(reviews.status, "approved"), sameCollege(college.institutionCode, college.collegeName));
  const [spread, latest] = await Promise.all([
    db
      .select({
        rating: overall,
        n: sql<number>`count(*)::int`,
        first: sql<string>`min(${reviews.createdAt})`,
        last: sql<string>`max(${reviews.createdAt})`,
      })
      .from(reviews)
      .where(where)
      .groupBy(overall),
    db
      .select({
        id: reviews.id,
        courseName: reviews.courseName,
        reviewerName: reviews.reviewerName,
        createdAt: reviews.createdAt,
        steps: reviews.steps,
      })
      .from(reviews)
      .where(where)
      .orderBy(desc(reviews.createdAt), desc(reviews.id))
      .limit(SHOWN),
  ]);
  const distribution: PublishedReviews["distribution"] = [0, 0, 0, 0, 0];
  for (const r of spread) if (r.rating >= 1 && r.rating <= 5) distribution[r.rating - 1] += r.n;
  const count = spread.reduce((n, r) => n + r.n, 0);
  const sum = spread.reduce((n, r) => n + r.rating * r.n, 0);
  const dates = spread.flatMap((r) => [new Date(r.first), new Date(r.last)]).map((d) => d.getTime());
  return {
    count,
    average: count ? Math.round((sum / count) * 10) / 10 : null,
    distribution,
    first: count ? new Date(Math.min(...dates)) : null,
    last: count ? new Date(Math.max(...dates)) : null,
    latest: latest.map((r) => ({
      id: r.id,
      courseName: r.courseName,
      reviewerName: r.reviewerName,
      createdAt: r.createdAt,
      rating: r.steps[0]?.rating ?? 0,
      steps: r.steps.map(({ key, title, rating, text }) => ({ key, title, rating, text })),
    })),
  };
}
