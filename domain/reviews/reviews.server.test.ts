import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client.server.ts";
import { openTestDatabase } from "../../tests/support/database.ts";
import { InputError } from "../errors.ts";
import { reviewFormSchema } from "./reviews.schema.ts";
import {
  countReviews,
  createReview,
  deleteReviewsOlderThan,
  getReview,
  listReviews,
  parseReviewForm,
  setReviewStatus,
  startOfMonthIST,
} from "./reviews.server.ts";
import { validReviewForm } from "../../tests/support/review-form.ts";
import { actorEmailed, testActor } from "../../tests/support/audit.ts";
import { searchAuditEvents } from "../audit/audit-search.server.ts";

let database: DatabaseHandle;

beforeAll(async () => {
  database = await openTestDatabase();
});

afterAll(async () => {
  await database?.close();
});

describe("reviews in the database", () => {
  it("stores a review as pending with all eight steps, ratings and texts", async () => {
    const input = reviewFormSchema.parse(validReviewForm());
    const now = new Date("2025-07-10T06:00:00Z");
    const row = await createReview(database.db, input, now);
    expect(row.status).toBe("pending");
    expect(row.consent).toBe(true);
    expect(row.consentAt?.toISOString()).toBe(now.toISOString());
    const stored = await getReview(database.db, row.id);
    expect(stored?.steps).toHaveLength(8);
    expect(stored?.steps[5]).toMatchObject({ step: 6, key: "placements", rating: 4 });
    expect(stored?.steps[5].text).toContain("median package");
    expect(stored?.phone).toBe("+919876543210");
  });

  it("lists and counts by status, newest first, and moderates", async () => {
    const a = await createReview(database.db, reviewFormSchema.parse(validReviewForm({ collegeName: "VJTI Mumbai" })));
    const b = await createReview(
      database.db,
      reviewFormSchema.parse(validReviewForm({ collegeName: "vjti mumbai", email: "second@example.in" })),
    );
    const pendingBefore = await countReviews(database.db, { status: "pending" });

    expect((await setReviewStatus(database.db, a.id, "approved", { by: testActor }))?.status).toBe("approved");
    expect(
      await setReviewStatus(database.db, "00000000-0000-0000-0000-000000000000", "approved", { by: testActor }),
    ).toBeUndefined();
    expect(await setReviewStatus(database.db, "not-a-uuid", "approved", { by: testActor })).toBeUndefined();

    expect(await countReviews(database.db, { status: "pending" })).toBe(pendingBefore - 1);
    expect((await listReviews(database.db, { status: "approved" })).map((r) => r.id)).toEqual([a.id]);
    const pending = await listReviews(database.db, { status: "pending" });
    expect(pending[0].id).toBe(b.id);
    expect(await countReviews(database.db, { collegeName: "VJTI MUMBAI" })).toBe(2);
  });

  it("takes down an approved review only with a reason, kept with who decided and when", async () => {
    const row = await createReview(
      database.db,
      reviewFormSchema.parse(validReviewForm({ collegeName: "Taken Down College", email: "down@example.in" })),
    );
    // Rejecting a review never published needs no reason.
    expect(
      (await setReviewStatus(database.db, row.id, "rejected", { by: actorEmailed("a@portal.test") }))?.status,
    ).toBe("rejected");
    await setReviewStatus(database.db, row.id, "approved", { by: actorEmailed("a@portal.test") });
    await expect(
      setReviewStatus(database.db, row.id, "rejected", { by: actorEmailed("m@portal.test"), reason: "spam" }),
    ).rejects.toThrow(InputError);
    expect((await getReview(database.db, row.id))?.status).toBe("approved");
    const down = await setReviewStatus(database.db, row.id, "rejected", {
      by: actorEmailed("m@portal.test"),
      reason: "  The reviewer asked us to remove it. ",
    });
    expect(down).toMatchObject({
      status: "rejected",
      decidedBy: "m@portal.test",
      decisionReason: "The reviewer asked us to remove it.",
    });
    expect(down!.decidedAt).toBeInstanceOf(Date);

    // The trail names each decision by what it did, with the status and reason before and after; the refused
    // take-down (no reason) left nothing there. The reviewer's email is on the review, never in the trail.
    const trail = (await searchAuditEvents(database.db, { action: "review" }, { limit: 50, offset: 0 })).rows
      .filter((e) => e.subjectId === row.id)
      .reverse();
    expect(trail.map((e) => [e.action, e.actorEmail])).toEqual([
      ["review.reject", "a@portal.test"],
      ["review.approve", "a@portal.test"],
      ["review.take-down", "m@portal.test"],
    ]);
    expect(trail[2]).toMatchObject({
      subjectKind: "review",
      subjectLabel: expect.stringMatching(/^taken down college, /i),
      changes: {
        status: { before: "approved", after: "rejected" },
        decisionReason: { before: null, after: "The reviewer asked us to remove it." },
      },
    });
    expect(JSON.stringify(trail)).not.toContain("down@example.in");
  });

  it("refuses a status outside pending, approved and rejected", async () => {
    const row = await createReview(database.db, reviewFormSchema.parse(validReviewForm({ email: "third@example.in" })));
    // @ts-expect-error: the type forbids it; the database's check constraint must too
    await expect(setReviewStatus(database.db, row.id, "published", { by: testActor })).rejects.toThrow();
  });

  it("counts a college's reviews within a month and deletes reviews past retention", async () => {
    const since = startOfMonthIST(new Date("2025-07-31T20:00:00Z")); // 1 August 01:30 IST
    expect(since.toISOString()).toBe("2025-07-31T18:30:00.000Z");
    const total = await countReviews(database.db);
    expect(
      await countReviews(database.db, { collegeName: "College of Engineering Pune", before: new Date("2025-08-01") }),
    ).toBe(1);
    expect(await deleteReviewsOlderThan(database.db, new Date("2025-08-01"))).toBe(1);
    expect(await countReviews(database.db)).toBe(total - 1);
  });
});

describe("parseReviewForm", () => {
  it("gives the review to store, or the first message per field", () => {
    const ok = parseReviewForm(validReviewForm());
    expect(ok.ok && ok.review.steps).toHaveLength(8);
    const bad = parseReviewForm(validReviewForm({ collegeName: "" }));
    expect(bad).toEqual({ ok: false, errors: { collegeName: "Please enter your college's name." } });
  });
});
