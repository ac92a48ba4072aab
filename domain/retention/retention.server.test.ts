import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client.server.ts";
import { openTestDatabase } from "../../tests/support/database.ts";
import { leads, reviews } from "../../db/schema.ts";
import { leadInputSchema } from "../leads/leads.schema.ts";
import { createLead } from "../leads/leads.server.ts";
import { reviewFormSchema } from "../reviews/reviews.schema.ts";
import { createReview } from "../reviews/reviews.server.ts";
import { validReviewForm } from "../../tests/support/review-form.ts";
import { deleteExpiredPersonalData, retentionCutoff } from "./retention.server.ts";

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

const lead = (email: string) =>
  leadInputSchema.parse({
    name: "Meera Iyer",
    email,
    phone: "9876543210",
    city: "Chennai",
    course: "btech",
    terms: true,
  });

describe("retention", () => {
  it("counts calendar months back from now", () => {
    expect(retentionCutoff(24, new Date("2026-11-23T08:00:00Z")).toISOString()).toBe("2024-11-23T08:00:00.000Z");
  });

  it("deletes enquiries and reviews older than the retention period and keeps the rest", async () => {
    const now = new Date("2026-11-23T08:00:00Z");
    await createLead(database.db, lead("old@example.in"), new Date("2024-11-22T08:00:00Z"));
    await createLead(database.db, lead("kept@example.in"), new Date("2024-11-24T08:00:00Z"));
    const review = reviewFormSchema.parse(validReviewForm());
    await createReview(database.db, review, new Date("2023-01-01T00:00:00Z"));
    await createReview(database.db, { ...review, email: "recent@example.in" }, new Date("2026-11-01T00:00:00Z"));

    expect(await deleteExpiredPersonalData(database.db, 24, now)).toMatchObject({ leads: 1, reviews: 1 });
    expect((await database.db.select().from(leads)).map((l) => l.email)).toEqual(["kept@example.in"]);
    expect((await database.db.select().from(reviews)).map((r) => r.email)).toEqual(["recent@example.in"]);
    // Run again the same day: nothing more to delete.
    expect(await deleteExpiredPersonalData(database.db, 24, now)).toMatchObject({ leads: 0, reviews: 0 });
  });
});
