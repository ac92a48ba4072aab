// An institution's published facts (decision 059) and its students' approved fee reports (decision 055), as
// compare, the brochure and the API read them: sent by a representative, published by an editor.
import type { Database } from "../../db/client.server.ts";
import { todayInIndia } from "../../domain/clock.ts";
import { contactsSchema, programmeFactsSchema } from "../../domain/institution-facts/facts.schema.ts";
import { decideChange, submitChange } from "../../domain/institution-facts/facts.server.ts";
import { recentAcademicYears, reviewFormSchema } from "../../domain/reviews/reviews.schema.ts";
import { createReview, setReviewStatus } from "../../domain/reviews/reviews.server.ts";
import { actorEmailed } from "./audit.ts";
import { validReviewForm } from "./review-form.ts";

/** Sent on 1 December 2026 and published on 2 December 2026 (India). */
const SENT = new Date("2026-12-01T06:00:00Z");
const CHECKED = new Date("2026-12-02T06:00:00Z");

/** A B.Tech's fees for 2026-27 with every field, then contacts, both published for the institution `code`. */
export async function publishFacts(db: Database, code: string) {
  const by = { adminId: "00000000-0000-4000-8000-000000000001", email: `office@${code.toLowerCase()}.ac.in` };
  const programme = programmeFactsSchema.parse({
    programme: "B.Tech Civil",
    academicYear: "2026-27",
    tuitionPerYear: "1,20,000",
    hostelPerYear: "60,000",
    messPerYear: "36,000",
    oneTimeFees: "25,000",
    seats: "60",
    eligibility: "Class 12 with physics, chemistry and mathematics",
    selection: "JEE Main rank",
    applyFrom: "2027-05-01",
    applyUntil: "2027-06-30",
    applyLink: "https://college.example.in/apply",
  });
  const contacts = contactsSchema.parse({
    address: "12 College Road, Chennai 600001",
    phone: "044 2345 6789",
    email: "admissions@college.example.in",
    website: "https://college.example.in",
  });
  for (const change of [
    { kind: "programme" as const, facts: programme },
    { kind: "contacts" as const, facts: contacts },
  ]) {
    const id = await submitChange(db, { ...by, institutionCode: code }, change, SENT);
    await decideChange(db, id, { publish: true, by: actorEmailed("editor@portal.in") }, CHECKED);
  }
}

/** The current academic year, as the review form offers it. */
export const [feeYear] = recentAcademicYears(todayInIndia());

/** Approved reviews of `code`'s B.Tech, one per tuition given, on management seats. */
export async function reportPaidSeatFees(db: Database, code: string, tuitions: string[]) {
  for (const [n, feeTuition] of tuitions.entries()) {
    const form = validReviewForm({
      email: `paid-${code.toLowerCase()}-${n}@example.in`,
      courseName: "B.Tech Civil",
      feeTuition,
      feeYear,
      feeQuota: "Management quota",
    });
    const row = await createReview(db, reviewFormSchema.parse(form), new Date(), { institutionCode: code });
    await setReviewStatus(db, row.id, "approved", { by: actorEmailed("moderator@portal.in") });
  }
}
