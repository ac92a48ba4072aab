// Near-duplicate reviews: at submission a review's texts are compared with those of every other review of
// the same college by trigram similarity (pg_trgm, migration 0010), and the closest match is kept on the
// review for moderators to see. Copying a classmate's review (or one's own, under another name) shows up
// as a high similarity; two honest reviews of one college share little beyond the college's name.
import { and, desc, inArray, ne, sql, type SQL } from "drizzle-orm";
import type { Database } from "../../db/client.server.ts";
import { reviews } from "../../db/schema.ts";

/** From this similarity up a review is shown to moderators as a likely copy. */
export const COPY_SIMILARITY = 0.6;

/** Every text of a review, in step order, as one string: what the comparison reads. */
export function reviewText(steps: { text: string }[]): string {
  return steps
    .map((s) => s.text.trim())
    .filter(Boolean)
    .join("\n");
}

const storedText = sql`(select coalesce(string_agg(s->>'text', E'\n' order by (s->>'step')::int), '') from jsonb_array_elements(${reviews.steps}) s where s->>'text' <> '')`;

/** Reviews of the same college: the same institution, or for a review linked to none, the same name. */
export function sameCollege(institutionCode: string | null, collegeName: string): SQL {
  return institutionCode
    ? sql`${reviews.institutionCode} = ${institutionCode}`
    : sql`${reviews.institutionCode} is null and lower(${reviews.collegeName}) = lower(${collegeName})`;
}

/** sameCollege's rule for a review already read: which of several colleges read at once a review is of. */
export function isOfCollege(
  review: { institutionCode: string | null; collegeName: string },
  college: { institutionCode: string | null; collegeName: string },
): boolean {
  return college.institutionCode
    ? review.institutionCode === college.institutionCode
    : review.institutionCode === null && review.collegeName.toLowerCase() === college.collegeName.toLowerCase();
}

export interface SimilarReview {
  id: string;
  similarity: number;
}

/** The review of the same college whose texts are most like `text`, if any is at least slightly alike. */
export async function mostSimilarReview(
  db: Database,
  college: { institutionCode: string | null; collegeName: string },
  text: string,
  excludeId?: string,
): Promise<SimilarReview | undefined> {
  if (!text) return undefined;
  const similarity = sql<number>`similarity(${storedText}, ${text})`;
  const [row] = await db
    .select({ id: reviews.id, similarity })
    .from(reviews)
    .where(
      and(sameCollege(college.institutionCode, college.collegeName), excludeId ? ne(reviews.id, excludeId) : undefined),
    )
    .orderBy(desc(similarity))
    .limit(1);
  return row && row.similarity > 0 ? { id: row.id, similarity: Number(row.similarity) } : undefined;
}

export interface SimilarReviewSummary {
  id: string;
  reviewerName: string;
  email: string;
  status: string;
  createdAt: Date;
}

/** The reviews the given ones were found most alike, by id: what moderators compare against. */
export async function similarReviewSummaries(
  db: Database,
  rows: { similarReviewId: string | null }[],
): Promise<Record<string, SimilarReviewSummary>> {
  const ids = [...new Set(rows.flatMap((r) => (r.similarReviewId ? [r.similarReviewId] : [])))];
  if (ids.length === 0) return {};
  const found = await db
    .select({
      id: reviews.id,
      reviewerName: reviews.reviewerName,
      email: reviews.email,
      status: reviews.status,
      createdAt: reviews.createdAt,
    })
    .from(reviews)
    .where(inArray(reviews.id, ids));
  return Object.fromEntries(found.map((r) => [r.id, r]));
}
