import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client.server.ts";
import { openTestDatabase } from "../../tests/support/database.ts";
import { validReviewForm } from "../../tests/support/review-form.ts";
import { todayInIndia } from "../clock.ts";
import { feeRange, reportedFees, reportedFeesOf } from "./reported-fees.server.ts";
import { recentAcademicYears, reviewFormSchema } from "./reviews.schema.ts";
import { createReview, setReviewStatus } from "./reviews.server.ts";
import type { ReviewStatus } from "../../db/review-values.ts";
import { testActor } from "../../tests/support/audit.ts";

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

const [thisYear, lastYear] = recentAcademicYears(todayInIndia());
let n = 0;

/** Stores a review of `institutionCode` reporting fees, in the given moderation state. */
async function report(
  institutionCode: string | null,
  fees: Record<string, string>,
  status: ReviewStatus = "approved",
  courseName = "B.Tech Computer Engineering",
) {
  const form = validReviewForm({ email: `fees${++n}@example.in`, courseName, feeYear: thisYear, ...fees });
  const row = await createReview(database.db, reviewFormSchema.parse(form), new Date(), { institutionCode });
  if (status !== "pending") await setReviewStatus(database.db, row.id, status, { by: testActor });
}

const college = (institutionCode: string) => ({ institutionCode, collegeName: "Fee Test College" });

describe("feeRange", () => {
  it("needs three figures and gives the median of an even count as the mean of the middle two", () => {
    expect(feeRange([100_000, 200_000])).toBeNull();
    expect(feeRange([300_000, 100_000, 200_000])).toEqual({ count: 3, min: 100_000, max: 300_000, median: 200_000 });
    expect(feeRange([1, 2, 3, 10])?.median).toBe(3); // (2 + 3) / 2 rounded
  });
});

describe("reportedFees", () => {
  it("shows nothing for two approved reports and the range once a third is approved", async () => {
    await report("FEE-A", { feeTuition: "1,20,000", feeHostel: "80,000" });
    await report("FEE-A", { feeTuition: "150000" });
    expect(await reportedFees(database.db, college("FEE-A"))).toEqual({ groups: [], waiting: 2 });

    await report("FEE-A", { feeTuition: "₹1,80,000", feeHostel: "90,000" }, "approved", "BE Computer");
    const { groups, waiting } = await reportedFees(database.db, college("FEE-A"));
    expect(waiting).toBe(0);
    expect(groups).toEqual([
      {
        programme: "B.E./B.Tech",
        year: thisYear,
        seats: "unstated",
        reports: 3,
        tuition: { count: 3, min: 120_000, max: 180_000, median: 150_000 },
        hostel: null, // only two gave a hostel fee
      },
    ]);
  });

  it("counts pending and rejected reports for nothing", async () => {
    await report("FEE-B", { feeTuition: "100000" });
    await report("FEE-B", { feeTuition: "110000" });
    await report("FEE-B", { feeTuition: "120000" }, "pending");
    await report("FEE-B", { feeTuition: "130000" }, "rejected");
    expect((await reportedFees(database.db, college("FEE-B"))).groups).toEqual([]);
  });

  it("does not add up different years or programmes", async () => {
    await report("FEE-C", { feeTuition: "100000" });
    await report("FEE-C", { feeTuition: "110000" });
    await report("FEE-C", { feeTuition: "120000", feeYear: lastYear });
    await report("FEE-C", { feeTuition: "900000" }, "approved", "MBBS");
    expect(await reportedFees(database.db, college("FEE-C"))).toEqual({ groups: [], waiting: 4 });

    await report("FEE-C", { feeTuition: "130000", feeHostel: "" });
    const { groups } = await reportedFees(database.db, college("FEE-C"));
    expect(groups.map((g) => [g.programme, g.year, g.tuition?.max])).toEqual([["B.E./B.Tech", thisYear, 130_000]]);
  });

  it("never puts management or NRI seats in one range with merit seats", async () => {
    for (const [quota, fee] of [
      ["OBC", "1,00,000"],
      ["State quota", "1,10,000"],
      ["General / open merit", "1,20,000"],
      ["Management quota", "6,00,000"],
      ["NRI quota", "9,00,000"],
    ]) {
      await report("FEE-D", { feeTuition: fee, feeQuota: quota });
    }
    const { groups, waiting } = await reportedFees(database.db, college("FEE-D"));
    expect(groups.map((g) => [g.seats, g.reports, g.tuition?.min, g.tuition?.max])).toEqual([
      ["merit", 3, 100_000, 120_000],
    ]);
    expect(waiting).toBe(2); // the two paid seats wait for a third

    await report("FEE-D", { feeTuition: "7,00,000", feeQuota: "Management quota" });
    const paid = (await reportedFees(database.db, college("FEE-D"))).groups.find((g) => g.seats === "paid");
    expect(paid?.tuition).toEqual({ count: 3, min: 600_000, max: 900_000, median: 700_000 });
  });

  it("counts only the reviews behind a figure shown: a hostel fee alone does not stand behind a tuition range", async () => {
    await report("FEE-E", { feeTuition: "100000" });
    await report("FEE-E", { feeTuition: "110000" });
    await report("FEE-E", { feeTuition: "120000" });
    await report("FEE-E", { feeHostel: "60000" });
    await report("FEE-E", { feeHostel: "70000" });
    const { groups, waiting } = await reportedFees(database.db, college("FEE-E"));
    expect(groups.map((g) => [g.reports, g.tuition?.count, g.hostel])).toEqual([[3, 3, null]]);
    expect(waiting).toBe(2);
  });

  it("keeps each college's reports to itself", async () => {
    expect((await reportedFees(database.db, college("FEE-NONE"))).groups).toEqual([]);
  });

  it("reads several colleges at once, each its own, in the order asked (compare's four)", async () => {
    // A college page linked to no institution: its reviews are those written under its name.
    for (const fee of ["200000", "210000", "220000"])
      await report(null, { feeTuition: fee, collegeName: "Unlinked Fee College" });
    const asked = [
      college("FEE-A"),
      { institutionCode: null, collegeName: "unlinked fee college" },
      college("FEE-NONE"),
      college("FEE-E"),
    ];
    const together = await reportedFeesOf(database.db, asked);
    expect(together).toEqual(await Promise.all(asked.map((c) => reportedFees(database.db, c))));
    expect(together.map((f) => f.groups[0]?.tuition?.min ?? null)).toEqual([120_000, 200_000, null, 100_000]);
    expect(await reportedFeesOf(database.db, [])).toEqual([]);
  });
});
