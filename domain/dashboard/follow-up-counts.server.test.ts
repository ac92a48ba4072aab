import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client.server.ts";
import { admins, leads } from "../../db/schema.ts";
import { openTestDatabase } from "../../tests/support/database.ts";
import { followUpCounts } from "./follow-up-counts.server.ts";

let database: DatabaseHandle;
// 10:00 IST on 22 November 2026
const now = new Date("2026-11-22T04:30:00Z");
const hoursAgo = (h: number) => new Date(now.getTime() - h * 3_600_000);

const lead = (extra: Partial<typeof leads.$inferInsert>) => ({
  name: "Asha",
  email: "asha@example.in",
  phone: "+919876543210",
  city: "Pune",
  course: "btech",
  ...extra,
});

beforeAll(async () => {
  database = await openTestDatabase();
  const [meera, ravi] = await database.db
    .insert(admins)
    .values([
      { email: "meera@portal.test", passwordHash: "x" },
      { email: "ravi@portal.test", passwordHash: "x" },
    ])
    .returning();
  await database.db.insert(leads).values([
    lead({ createdAt: hoursAgo(30) }), // never contacted: late and waiting
    lead({ createdAt: hoursAgo(50), contactedAt: hoursAgo(10) }), // contacted after 40 hours: late
    lead({ createdAt: hoursAgo(30), contactedAt: hoursAgo(20), assignedTo: meera.id, status: "contacted" }), // in time
    lead({ createdAt: hoursAgo(5), assignedTo: meera.id }), // not a day old yet
    lead({ createdAt: hoursAgo(40), withdrawnAt: hoursAgo(39), assignedTo: meera.id }), // withdrawn: not counted
    lead({ createdAt: hoursAgo(40), contactedAt: hoursAgo(39), assignedTo: meera.id, status: "joined" }), // done
    lead({ createdAt: hoursAgo(40), contactedAt: hoursAgo(39), assignedTo: ravi.id, status: "closed" }), // done
  ]);
});
afterAll(() => database.close());

describe("follow-up counts", () => {
  it("counts held enquiries not contacted within 24 hours, and each staff member's open ones", async () => {
    expect(await followUpCounts(database.db, now)).toEqual({
      notContactedInDay: 2,
      stillWaiting: 1,
      openByStaff: [
        { email: "meera@portal.test", open: 2 },
        { email: "ravi@portal.test", open: 0 },
      ],
    });
  });
});
