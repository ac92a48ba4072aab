import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client.server.ts";
import { openTestDatabase } from "../../tests/support/database.ts";
import { reviewFormSchema } from "./reviews.schema.ts";
import {
  countReviews,
  createReview,
  earlierReviewsThisMonth,
  getReview,
  listReviews,
  startOfMonthIST,
  withReviewPoints,
} from "./reviews.server.ts";
import { submitReview } from "./submit-review.server.ts";
import { validReviewForm } from "../../tests/support/review-form.ts";

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

describe("submitReview", () => {
  it("stores a complete review as pending and says what it earns once approved", async () => {
    const now = new Date("2025-09-10T06:00:00Z");
    const answer = await submitReview(database.db, validReviewForm({ collegeName: "Submit College One" }), now);
    expect(answer).toMatchObject({ ok: true, crowded: false });
    if (!answer.ok) return;
    expect(answer.points).toBeGreaterThan(20);
    expect(answer.rupees).toBe(answer.points / 2);
    const stored = await getReview(database.db, answer.id);
    expect(stored).toMatchObject({ status: "pending", collegeName: "Submit College One" });
    expect(stored?.createdAt.toISOString()).toBe(now.toISOString());
  });

  it("answers a bad form with the first message per field and stores nothing", async () => {
    const before = await countReviews(database.db);
    const answer = await submitReview(database.db, validReviewForm({ collegeName: "", email: "nope" }));
    expect(answer).toEqual({
      ok: false,
      errors: { collegeName: "Please enter your college's name.", email: expect.stringMatching(/valid email/) },
    });
    expect(await countReviews(database.db)).toBe(before);
  });

  it("answers a filled honeypot as if stored, and stores nothing", async () => {
    const before = await countReviews(database.db);
    const answer = await submitReview(database.db, validReviewForm({ website: "http://spam.example" }));
    expect(answer).toMatchObject({ ok: true, id: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    expect(await countReviews(database.db)).toBe(before);
    if (answer.ok) expect(await getReview(database.db, answer.id)).toBeUndefined();
  });

  it("caps the reward once the college already has 20 reviews this month (India time)", async () => {
    const college = "Crowded College";
    const now = new Date("2025-10-20T06:00:00Z");
    for (let i = 0; i < 19; i++) {
      const earlier = new Date(now.getTime() - (19 - i) * 60_000); // a minute apart, all this month
      const form = validReviewForm({ collegeName: college, email: `crowded${i}@example.in` });
      await createReview(database.db, reviewFormSchema.parse(form), earlier);
    }
    // Last month's reviews do not count.
    const lastMonth = new Date("2025-09-30T18:00:00Z"); // 30 September 23:30 IST
    const lastForm = validReviewForm({ collegeName: college, email: "last.month@example.in" });
    await createReview(database.db, reviewFormSchema.parse(lastForm), lastMonth);
    const twentieth = await submitReview(
      database.db,
      validReviewForm({ collegeName: college.toUpperCase(), email: "twentieth@example.in" }),
      now,
    );
    expect(twentieth).toMatchObject({ ok: true, crowded: false });
    const later = new Date(now.getTime() + 60_000);
    const twentyFirst = await submitReview(
      database.db,
      validReviewForm({ collegeName: college, email: "twenty.first@example.in" }),
      later,
    );
    expect(twentyFirst).toMatchObject({ ok: true, crowded: true, points: 40 });
  });
});

describe("the points of listed reviews", () => {
  it("count, in one query, the same earlier reviews as counting each review on its own", async () => {
    let n = 0;
    const add = (collegeName: string, at: string) =>
      createReview(
        database.db,
        reviewFormSchema.parse(validReviewForm({ collegeName, email: `listed${++n}@example.in` })),
        new Date(at),
      );
    await add("Listed College", "2025-11-02T10:00:00Z");
    await add("listed college", "2025-11-03T10:00:00Z");
    await add("LISTED COLLEGE", "2025-11-03T10:00:00Z"); // the same moment as the one before
    await add("Listed College", "2025-11-30T18:29:00Z"); // 30 November 23:59 IST
    await add("Listed College", "2025-11-30T18:31:00Z"); // 1 December 00:01 IST: a new month
    await add("Other College", "2025-11-05T10:00:00Z");
    await add("Other College", "2025-11-06T10:00:00Z");

    const rows = await listReviews(database.db);
    const oneByOne = await Promise.all(
      rows.map((r) =>
        countReviews(database.db, {
          collegeName: r.collegeName,
          since: startOfMonthIST(r.createdAt),
          before: r.createdAt,
        }),
      ),
    );
    const together = await earlierReviewsThisMonth(
      database.db,
      rows.map((r) => r.id),
    );
    expect(rows.map((r) => together.get(r.id))).toEqual(oneByOne);
    expect(Math.max(...oneByOne)).toBe(20); // the 21st review of the crowded college above

    const listed = await withReviewPoints(database.db, rows);
    expect(listed.map((r) => r.id)).toEqual(rows.map((r) => r.id));
    expect(listed.some((r) => r.reward.crowded)).toBe(true);
    expect(await earlierReviewsThisMonth(database.db, [])).toEqual(new Map());
  });
});
