// Submission counts kept in the database: one budget for a client across server processes, and a window
// that starts again once it is over.
import { afterEach, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import type { DatabaseHandle } from "../db/client.server.ts";
import { rateLimitCounts } from "../db/schema.ts";
import { leadBody } from "../tests/support/api-bodies.ts";
import { freshAddress, openTestApi, type TestApi } from "../tests/support/api.ts";
import { openTestDatabase } from "../tests/support/database.ts";
import { countInWindow } from "../domain/rate-limits/counts.server.ts";

let database: DatabaseHandle | undefined;
const apis: TestApi[] = [];
afterEach(async () => {
  for (const api of apis.splice(0)) await api.close();
  await database?.close();
  database = undefined;
});

it("gives a client one budget of enquiries across two server processes on one database", async () => {
  database = await openTestDatabase();
  for (let i = 0; i < 2; i++) apis.push(await openTestApi({}, { database }));
  const remoteAddress = freshAddress();
  const statuses: number[] = [];
  // The default budget is 10 a minute; the submissions alternate between the two processes.
  for (let i = 0; i < 11; i++) {
    const res = await apis[i % 2].app.inject({
      method: "POST",
      url: "/api/user/lead_data",
      payload: { ...leadBody, email: `shared-budget-${i}@example.in` },
      remoteAddress,
    });
    statuses.push(res.statusCode);
  }
  expect(statuses).toEqual([...Array(10).fill(201), 429]);
});

it("counts within a window and starts again from 1 once the window is over", async () => {
  database = await openTestDatabase();
  const { db } = database;
  expect(await countInWindow(db, "leads:10.1.1.1", 60_000)).toMatchObject({ current: 1 });
  const second = await countInWindow(db, "leads:10.1.1.1", 60_000);
  expect(second.current).toBe(2);
  expect(second.ttl).toBeGreaterThan(50_000);
  expect(second.ttl).toBeLessThanOrEqual(60_000);
  // Another key has its own count.
  expect((await countInWindow(db, "reviews:10.1.1.1", 60_000)).current).toBe(1);

  await db
    .update(rateLimitCounts)
    .set({ resetsAt: sql`now() - interval '1 second'` })
    .where(eq(rateLimitCounts.key, "leads:10.1.1.1"));
  const restarted = await countInWindow(db, "leads:10.1.1.1", 60_000);
  expect(restarted.current).toBe(1);
  expect(restarted.ttl).toBeGreaterThan(50_000);
});

it("lets a submission through when the count cannot be kept, rather than failing it with a 500", async () => {
  database = await openTestDatabase();
  const api = await openTestApi({ FORM_SUBMISSIONS_PER_MINUTE: "1" }, { database });
  apis.push(api);
  api.app.post("/*", async () => ({ ok: true }));
  await database.db.execute(sql`drop table rate_limit_counts`);
  const remoteAddress = freshAddress();
  for (let i = 0; i < 2; i++) {
    const res = await api.app.inject({
      method: "POST",
      url: "/review",
      payload: "x=1",
      remoteAddress,
      headers: { "content-type": "text/plain" },
    });
    expect(res.statusCode).toBe(200);
  }
});
