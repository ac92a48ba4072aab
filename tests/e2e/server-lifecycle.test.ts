// The operator's view: the built server starts on an empty folder, seeds it, stops cleanly on SIGTERM, and
// keeps every row across a restart without loading the demo data a second time.
import { expect, test } from "@playwright/test";
import { ownServer } from "../support/own-server.ts";

const own = ownServer(3299, "portal-lifecycle-", { empty: true });

function countRows() {
  return own.withDatabase(async (db) => {
    const { rows } = await db.query<{ colleges: number; courses: number }>(
      "select (select count(*)::int from colleges) as colleges, (select count(*)::int from college_courses) as courses",
    );
    return rows[0];
  });
}

test("the server stops on SIGTERM within 10 s and keeps its data across a restart", async ({ request }) => {
  // The first start loads the whole catalogue into an empty folder: waitUntilReady allows it 6 minutes on a busy
  // machine, and the test as long again for its two stops and second start.
  test.setTimeout(480_000);
  let server = own.start();
  await own.waitUntilReady();
  expect((await request.get(`${own.url}/`)).status()).toBe(200);
  const first = await own.stop(server);
  expect(first.code).toBe(0);
  expect(first.ms).toBeLessThan(10_000);

  const afterFirstStart = await countRows();
  expect(afterFirstStart.colleges).toBeGreaterThanOrEqual(60);

  server = own.start();
  await own.waitUntilReady();
  const second = await own.stop(server);
  expect(second.code).toBe(0);
  expect(await countRows()).toEqual(afterFirstStart);
});
