// The rules that keep reviews trustworthy, on a real database: a review is linked to its institution, one
// person reviews one course once, near-copies are found for moderators, and pages show approved reviews only.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client.server.ts";
import { institutions } from "../../db/institutions-schema.ts";
import { openTestDatabase } from "../../tests/support/database.ts";
import { validReviewForm } from "../../tests/support/review-form.ts";
import { insertLinkedCollegePage } from "../../tests/support/catalogue.ts";
import { publishedReviews } from "./published-reviews.server.ts";
import { countReviews, getReview, setReviewStatus } from "./reviews.server.ts";
import { COPY_SIMILARITY } from "./similar-reviews.server.ts";
import { submitReview } from "./submit-review.server.ts";
import { testActor } from "../../tests/support/audit.ts";

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
  const place = { state: "Maharashtra", stateSlug: "maharashtra", sources: [] };
  await database.db.insert(institutions).values([
    { code: "C-1", slug: "sunrise-college-pune", name: "Sunrise College", kind: "college", ...place },
    { code: "C-2", slug: "twin-college-nagpur", name: "Twin College", kind: "college", ...place },
    { code: "C-3", slug: "twin-college-nashik", name: "Twin College", kind: "college", ...place },
  ]);
});
afterAll(() => database.close());

const submitted = async (overrides: Record<string, string>, at?: Date) => {
  const answer = await submitReview(database.db, validReviewForm(overrides), at);
  if (!answer.ok) throw new Error(JSON.stringify(answer.errors));
  return (await getReview(database.db, answer.id))!;
};

describe("the institution a review is about", () => {
  it("is the one picked from the list, or the only institution of the name typed", async () => {
    const picked = await submitted({
      collegeName: "sunrise college",
      institution: "sunrise-college-pune",
      email: "a@example.in",
    });
    expect(picked.institutionCode).toBe("C-1");
    const typed = await submitted({ collegeName: "Sunrise College", email: "b@example.in" });
    expect(typed.institutionCode).toBe("C-1");
    // Two institutions share the name: no guess.
    const ambiguous = await submitted({ collegeName: "Twin College", email: "c@example.in" });
    expect(ambiguous.institutionCode).toBeNull();
    // Picked, then renamed by hand: the name typed is what is reviewed.
    const renamed = await submitted({
      collegeName: "Some Other College",
      institution: "twin-college-nagpur",
      email: "d@example.in",
    });
    expect(renamed.institutionCode).toBeNull();
  });

  it("is the institution of the staff-run college page whose slug the site search gave", async () => {
    await insertLinkedCollegePage(database.db, "sunrise-pune-staff-page", "Sunrise College Pune", "C-1");
    const picked = await submitted({
      collegeName: "Sunrise College Pune",
      institution: "sunrise-pune-staff-page",
      email: "staff-slug@example.in",
    });
    expect(picked.institutionCode).toBe("C-1");
  });

  it("refuses a picked college that does not exist, with a message on the college's name", async () => {
    const answer = await submitReview(database.db, validReviewForm({ institution: "no-such-college" }));
    expect(answer).toEqual({
      ok: false,
      errors: { collegeName: "We could not find that college. Please choose it from the list again." },
    });
  });
});

describe("one review per person per course", () => {
  const form = { collegeName: "Rule College", courseName: "B.Sc Physics", email: "once@example.in" };

  it("refuses a second review of the same course by the same email, whatever the case", async () => {
    await submitted(form);
    const before = await countReviews(database.db);
    const again = await submitReview(
      database.db,
      validReviewForm({ collegeName: "RULE COLLEGE", courseName: "b.sc physics", email: "Once@Example.in" }),
    );
    expect(again).toEqual({
      ok: false,
      errors: {
        email:
          "You have already reviewed b.sc physics at RULE COLLEGE with this email address. Each student can write one review per course.",
      },
    });
    expect(await countReviews(database.db)).toBe(before);
    // Another course, or another person, is a new review.
    await submitted({ ...form, courseName: "M.Sc Physics" });
    await submitted({ ...form, email: "classmate@example.in" });
  });

  it("counts a review linked to an institution once, under whichever name it was written", async () => {
    await submitted({ collegeName: "Sunrise College", courseName: "BBA", email: "linked@example.in" });
    const again = await submitReview(
      database.db,
      validReviewForm({
        collegeName: "sunrise college",
        institution: "sunrise-college-pune",
        courseName: "BBA",
        email: "linked@example.in",
      }),
    );
    expect(again.ok).toBe(false);
  });

  it("lets only one of two reviews sent at the same moment through (the unique index decides)", async () => {
    const same = validReviewForm({ collegeName: "Race College", email: "race@example.in" });
    const answers = await Promise.all([submitReview(database.db, same), submitReview(database.db, same)]);
    expect(answers.filter((a) => a.ok)).toHaveLength(1);
    expect(answers.find((a) => !a.ok)).toMatchObject({ errors: { email: expect.stringMatching(/already reviewed/) } });
  });
});

describe("near-duplicate reviews", () => {
  const college = { collegeName: "Copy College" };

  it("marks a review that copies another of the same college, and not an honest one", async () => {
    const original = await submitted({ ...college, email: "first@example.in" });
    expect(original.similarReviewId).toBeNull();
    // The same texts with a few words changed.
    const copied = validReviewForm({ ...college, email: "copier@example.in" });
    for (const key of Object.keys(copied).filter((k) => k.startsWith("text_")))
      copied[key] = copied[key].replace("Pune", "Nagpur").replace("fair", "strict");
    const copy = await submitted(copied);
    expect(copy.similarReviewId).toBe(original.id);
    expect(copy.similarity).toBeGreaterThanOrEqual(COPY_SIMILARITY);

    const honest = await submitted({
      ...college,
      email: "honest@example.in",
      text_academics: "Lectures start at 8 and the semester exams are tough but the question papers are fair to us.",
      text_faculty: "Our HOD runs extra doubt sessions on Saturdays; the younger teachers are easier to talk to.",
      text_infrastructure: "The old block needs repair, but the new computer lab and the reading room are very good.",
      text_hostel: "I live outside the campus in a paying guest room for ₹6,000 a month with two meals daily.",
      text_placements: "Mostly service companies come; a few seniors got product roles after preparing on their own.",
      text_campus: "NSS, a robotics club and a music society; the annual fest in February is the highlight.",
      text_college: "",
    });
    expect(honest.similarity ?? 0).toBeLessThan(COPY_SIMILARITY);
  });

  it("compares only with reviews of the same college", async () => {
    const elsewhere = await submitted({ collegeName: "Far Away College", email: "first@example.in" });
    expect(elsewhere.similarReviewId).toBeNull();
  });
});

describe("published reviews", () => {
  it("shows approved reviews only, with their spread, count and period", async () => {
    const subject = { collegeName: "Published College", email: "p1@example.in" };
    const one = await submitted({ ...subject, rating_college: "5" }, new Date("2026-03-05T10:00:00Z"));
    const two = await submitted(
      { ...subject, email: "p2@example.in", rating_college: "3" },
      new Date("2026-06-20T10:00:00Z"),
    );
    await submitted({ ...subject, email: "p3@example.in", rating_college: "1" }, new Date("2026-07-01T10:00:00Z"));
    await setReviewStatus(database.db, one.id, "approved", { by: testActor });
    await setReviewStatus(database.db, two.id, "approved", { by: testActor });

    const shown = await publishedReviews(database.db, { institutionCode: null, collegeName: "published college" });
    expect(shown.count).toBe(2);
    expect(shown.distribution).toEqual([0, 0, 1, 0, 1]);
    expect(shown.average).toBe(4);
    expect(shown.first?.toISOString()).toBe("2026-03-05T10:00:00.000Z");
    expect(shown.last?.toISOString()).toBe("2026-06-20T10:00:00.000Z");
    expect(shown.latest.map((r) => r.id)).toEqual([two.id, one.id]);
    expect(shown.latest[0]).not.toHaveProperty("email");

    const linked = await publishedReviews(database.db, { institutionCode: "C-1", collegeName: "Sunrise College" });
    expect(linked).toMatchObject({ count: 0, average: null, first: null, distribution: [0, 0, 0, 0, 0] });
  });
});
