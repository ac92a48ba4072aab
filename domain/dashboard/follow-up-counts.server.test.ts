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
  const [meera, ravi, , , gone] = await database.db
    .insert(admins)
    .values([
      { email: "meera@portal.test", passwordHash: "x", role: "counsellor" },
      { email: "ravi@portal.test", passwordHash: "x", role: "admin" },
      // Accounts that follow up no enquiry are not listed: an editor, a representative, a disabled counsellor
      { email: "editor@portal.test", passwordHash: "x", role: "editor" },
      { email: "rep@college.example.in", passwordHash: "x", role: "representative", institutionCode: "C-1" },
      { email: "gone@portal.test", passwordHash: "x", role: "counsellor", disabledAt: hoursAgo(1) },
      { email: "left@portal.test", passwordHash: "x", role: "counsellor", disabledAt: hoursAgo(1) },
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
    lead({ createdAt: hoursAgo(2), assignedTo: gone.id }), // held by a disabled account: still listed
  ]);
});
afterAll(() => database.close());

describe("follow-up counts", () => {
  it("counts held enquiries not contacted within 24 hours, and the open ones of each account following them up", async () => {
    expect(await followUpCounts(database.db, now)).toEqual({
      notContactedInDay: 2,
      stillWaiting: 1,
      openByStaff: [
        { email: "gone@portal.test", open: 1, disabled: true },
        { email: "meera@portal.test", open: 2, disabled: false },
        { email: "ravi@portal.test", open: 0, disabled: false },
      ],
    });
  });
});
