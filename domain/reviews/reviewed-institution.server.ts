// Which institution a review is about. The form posts the college's name and, when the student picked the
// college from a list or came from its page, the institution's slug; the slug wins while the name still
// matches it. A name alone is matched only when it names exactly one college
// (docs/decisions/029-reviews-linked-to-institutions.md).
import { eq, isNotNull, and, or, sql } from "drizzle-orm";
import type { Database } from "../../db/client.server.ts";
import { institutions } from "../../db/institutions-schema.ts";
import { colleges } from "../../db/schema.ts";

const SLUG = /^[a-z0-9-]{1,160}$/;

export type ReviewedInstitution = { ok: true; code: string | null } | { ok: false; message: string };

export async function reviewedInstitution(
  db: Database,
  collegeName: string,
  slug: string | undefined,
): Promise<ReviewedInstitution> {
  if (slug) {
    const picked = SLUG.test(slug) ? await institutionBySlug(db, slug) : undefined;
    if (!picked) return { ok: false, message: "We could not find that college. Please choose it from the list again." };
    if (picked.names.some((n) => n.toLowerCase() === collegeName.toLowerCase())) return { ok: true, code: picked.code };
    // The student typed another name after picking: the name they typed is what they review.
  }
  return { ok: true, code: await institutionByName(db, collegeName) };
}

/**
 * The institution with this slug, or whose staff-run college page has it (the site search links that page),
 * and the names a student may see for it (its own, its college page's).
 */
async function institutionBySlug(db: Database, slug: string) {
  const [row] = await db
    .select({ code: institutions.code, name: institutions.name, collegeName: colleges.name })
    .from(institutions)
    .leftJoin(colleges, eq(colleges.institutionCode, institutions.code))
    .where(or(eq(institutions.slug, slug), eq(colleges.slug, slug)))
    .limit(1);
  return row ? { code: row.code, names: [row.name, ...(row.collegeName ? [row.collegeName] : [])] } : undefined;
}

/** A staff-run college page of this name linked to an institution, else the one institution of this name. */
async function institutionByName(db: Database, name: string): Promise<string | null> {
  const lower = name.trim().toLowerCase();
  const linked = await db
    .selectDistinct({ code: colleges.institutionCode })
    .from(colleges)
    .where(and(isNotNull(colleges.institutionCode), sql`lower(${colleges.name}) = ${lower}`))
    .limit(2);
  if (linked.length === 1) return linked[0].code;
  if (linked.length > 1) return null;
  const named = await db
    .select({ code: institutions.code })
    .from(institutions)
    .where(sql`lower(${institutions.name}) = ${lower}`)
    .limit(2);
  return named.length === 1 ? named[0].code : null;
}

/** The college a review link names (`/review?institution=slug`): its slug and the name the student knows. */
export async function institutionToReview(
  db: Database,
  slug: string,
): Promise<{ slug: string; name: string } | undefined> {
  if (!SLUG.test(slug)) return undefined;
  const picked = await institutionBySlug(db, slug);
  return picked ? { slug, name: picked.names.at(-1)! } : undefined;
}
