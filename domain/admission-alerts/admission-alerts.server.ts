// The admission alerts of /Admissionalert: read with whether each is still open on a given day, and
// listed, added, edited and deleted by staff.
import { asc, count, desc, eq } from "drizzle-orm";
import type { Database } from "../../db/client.server.ts";
import { admissionAlerts } from "../../db/schema.ts";
import { isUuid } from "../ids.ts";
import { type Found, matchesAny, type Search } from "../search.ts";
import type { AdmissionAlertInput } from "./admission-alerts.schema.ts";

export interface AdmissionAlert extends AdmissionAlertInput {
  id: string;
}

const columns = {
  id: admissionAlerts.id,
  city: admissionAlerts.city,
  college: admissionAlerts.college,
  course: admissionAlerts.course,
  exams: admissionAlerts.exams,
  lastDate: admissionAlerts.lastDate,
  closes: admissionAlerts.closes,
  fees: admissionAlerts.fees,
  href: admissionAlerts.href,
  linkLabel: admissionAlerts.linkLabel,
};

/** Every alert with `open` (its last day is `today` or later): open ones first, the soonest to close first. */
export async function admissionAlertsOn(db: Database, today: string): Promise<(AdmissionAlert & { open: boolean })[]> {
  const rows = await db
    .select(columns)
    .from(admissionAlerts)
    .orderBy(asc(admissionAlerts.closes), asc(admissionAlerts.city));
  const marked = rows.map((r) => ({ ...r, open: today <= r.closes }));
  return [...marked.filter((r) => r.open), ...marked.filter((r) => !r.open).reverse()];
}

export async function searchAdmissionAlerts(
  db: Database,
  { q, limit, offset }: Search,
): Promise<Found<AdmissionAlert>> {
  const where = matchesAny(q, [admissionAlerts.city, admissionAlerts.college, admissionAlerts.course]);
  const [rows, [{ n }]] = await Promise.all([
    db
      .select(columns)
      .from(admissionAlerts)
      .where(where)
      .orderBy(desc(admissionAlerts.closes), asc(admissionAlerts.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(admissionAlerts).where(where),
  ]);
  return { rows, total: n };
}

export async function getAdmissionAlertById(db: Database, id: string): Promise<AdmissionAlert | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db.select(columns).from(admissionAlerts).where(eq(admissionAlerts.id, id));
  return row;
}

export async function createAdmissionAlert(db: Database, input: AdmissionAlertInput): Promise<AdmissionAlert> {
  const [row] = await db.insert(admissionAlerts).values(input).returning(columns);
  return row;
}

export async function updateAdmissionAlert(
  db: Database,
  id: string,
  input: AdmissionAlertInput,
): Promise<AdmissionAlert | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db.update(admissionAlerts).set(input).where(eq(admissionAlerts.id, id)).returning(columns);
  return row;
}

export async function deleteAdmissionAlert(db: Database, id: string): Promise<boolean> {
  if (!isUuid(id)) return false;
  const rows = await db.delete(admissionAlerts).where(eq(admissionAlerts.id, id)).returning({ id: admissionAlerts.id });
  return rows.length > 0;
}
