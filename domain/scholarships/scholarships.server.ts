// The scholarships of /Scholarship: read with each one's application phase on a given day, and listed,
// added, edited and deleted by staff, each save naming the staff member who made it.
import { and, asc, count, eq } from "drizzle-orm";
import type { Database } from "../../db/client.server.ts";
import { scholarships } from "../../db/schema.ts";
import { InputError } from "../errors.ts";
import { isUuid } from "../ids.ts";
import { type Found, matchesAny, type Search } from "../search.ts";
import { type ApplicationPhase, applicationPhase } from "./scholarship-status.ts";
import type { ScholarshipInput } from "./scholarships.schema.ts";

export interface Scholarship extends ScholarshipInput {
  id: string;
  /** "imported": the compiled list's, reloaded with the catalogue; staff may hide it, not edit it (decision 050) */
  origin: "staff" | "imported";
  hidden: boolean;
  /** The email of the staff member who last saved it; null for the imported list and older rows */
  updatedBy: string | null;
  updatedAt: Date;
}

const columns = {
  id: scholarships.id,
  slug: scholarships.slug,
  title: scholarships.title,
  provider: scholarships.provider,
  internationalEligible: scholarships.internationalEligible,
  amount: scholarships.amount,
  type: scholarships.type,
  level: scholarships.level,
  awards: scholarships.awards,
  officialUrl: scholarships.officialUrl,
  opensOn: scholarships.opensOn,
  closesOn: scholarships.closesOn,
  checkedOn: scholarships.checkedOn,
  levels: scholarships.levels,
  genders: scholarships.genders,
  categories: scholarships.categories,
  incomeCapRupees: scholarships.incomeCapRupees,
  states: scholarships.states,
  streams: scholarships.streams,
  eligibility: scholarships.eligibility,
  amountRupees: scholarships.amountRupees,
  frequency: scholarships.frequency,
  origin: scholarships.origin,
  hidden: scholarships.hidden,
  updatedBy: scholarships.updatedBy,
  updatedAt: scholarships.updatedAt,
};

const staffOwn = eq(scholarships.origin, "staff");

// Open first (the soonest to close first), then those about to open, then those without dates, then closed.
const PHASE_ORDER: ApplicationPhase[] = ["open", "upcoming", "not-announced", "closed"];

/** Every scholarship with its application phase on `today`, in the order a student should read them. */
export async function scholarshipsOn(
  db: Database,
  today: string,
): Promise<(Scholarship & { phase: ApplicationPhase })[]> {
  const rows = (await db
    .select(columns)
    .from(scholarships)
    .where(eq(scholarships.hidden, false))
    .orderBy(asc(scholarships.title))) as Scholarship[];
  const marked = rows.map((s) => ({ ...s, phase: applicationPhase(s, today) }));
  const day = (s: (typeof marked)[number]) => (s.phase === "upcoming" ? s.opensOn : s.closesOn) ?? "";
  return PHASE_ORDER.flatMap((phase) => {
    const inPhase = marked.filter((s) => s.phase === phase);
    return phase === "open" || phase === "upcoming" ? inPhase.sort((a, b) => day(a).localeCompare(day(b))) : inPhase;
  });
}

export async function getScholarshipBySlug(db: Database, slug: string): Promise<Scholarship | undefined> {
  const [row] = await db.select(columns).from(scholarships).where(eq(scholarships.slug, slug));
  return row as Scholarship | undefined;
}

export async function searchScholarships(db: Database, { q, limit, offset }: Search): Promise<Found<Scholarship>> {
  const where = matchesAny(q, [scholarships.title, scholarships.provider]);
  const [rows, [{ n }]] = await Promise.all([
    db
      .select(columns)
      .from(scholarships)
      .where(where)
      .orderBy(asc(scholarships.title), asc(scholarships.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(scholarships).where(where),
  ]);
  return { rows: rows as Scholarship[], total: n };
}

export async function getScholarshipById(db: Database, id: string): Promise<Scholarship | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db.select(columns).from(scholarships).where(eq(scholarships.id, id));
  return row as Scholarship | undefined;
}

const SLUG_TAKEN = { slug: "Another scholarship already uses this short name." };

/**
 * Adds a scholarship saved by staff member `by` (an email); an InputError when another already has its slug
 * (its address on the site).
 */
export async function createScholarship(db: Database, input: ScholarshipInput, by: string): Promise<Scholarship> {
  const [row] = await db
    .insert(scholarships)
    .values({ ...input, updatedBy: by })
    .onConflictDoNothing()
    .returning(columns);
  if (!row) throw new InputError(SLUG_TAKEN);
  return row as Scholarship;
}

/** Corrects a scholarship; undefined when it is gone; an InputError when its new slug is another's. */
export async function updateScholarship(
  db: Database,
  id: string,
  input: ScholarshipInput,
  by: string,
): Promise<Scholarship | undefined> {
  if (!isUuid(id)) return undefined;
  const [clash] = await db.select({ id: scholarships.id }).from(scholarships).where(eq(scholarships.slug, input.slug));
  if (clash && clash.id !== id) throw new InputError(SLUG_TAKEN);
  // An imported scholarship is not edited: the next list would overwrite it (decision 050).
  const [row] = await db
    .update(scholarships)
    .set({ ...input, updatedBy: by })
    .where(and(eq(scholarships.id, id), staffOwn))
    .returning(columns);
  return row as Scholarship | undefined;
}

export async function deleteScholarship(db: Database, id: string): Promise<boolean> {
  if (!isUuid(id)) return false;
  const rows = await db
    .delete(scholarships)
    .where(and(eq(scholarships.id, id), staffOwn))
    .returning({ id: scholarships.id });
  return rows.length > 0;
}

/** Hides an imported scholarship from the site, or shows it again; kept across reloads of the list. */
export async function setScholarshipHidden(db: Database, id: string, hidden: boolean): Promise<boolean> {
  if (!isUuid(id)) return false;
  const rows = await db
    .update(scholarships)
    .set({ hidden })
    .where(and(eq(scholarships.id, id), eq(scholarships.origin, "imported")))
    .returning({ id: scholarships.id });
  return rows.length > 0;
}
