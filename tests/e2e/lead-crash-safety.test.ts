// Results day: enquiries pour in and the server dies mid-stream (SIGKILL, no chance to tidy up). Every
// enquiry the server acknowledged with 201 must still be there when it comes back.
import { expect, test } from "@playwright/test";
import { ownServer } from "../support/own-server.ts";

test("no acknowledged lead is lost when the server is killed mid-stream", async () => {
  test.setTimeout(180_000);
  // The test plays the proxy in front of the server, naming each student in X-Forwarded-For.
  const own = ownServer(3296, "portal-crash-", { env: { TRUST_PROXY: "127.0.0.1" } });
  let server = own.start();
  await own.waitUntilReady();

  const acknowledged: string[] = [];
  let sent = 0;
  let stop = false;
  // Four senders in parallel, each lead from its own address (behind a proxy, as in production), so the
  // per-address limit of 10 a minute does not stop the stream.
  const sender = async (lane: number) => {
    while (!stop) {
      const n = sent++;
      const response = await fetch(`${own.url}/api/user/lead_data`, {
        method: "POST",
        headers: { "content-type": "application/json", "x-forwarded-for": `10.${lane}.${n >> 8}.${n & 255}` },
        body: JSON.stringify({
          name: "Crash Test",
          email: `crash-${n}@example.in`,
          phone: `9${String(100000000 + n).slice(-9)}`,
          city: "Nagpur",
          course: "BTech",
          terms: true,
        }),
      }).catch(() => undefined);
      if (response?.status === 201) acknowledged.push(((await response.json()) as { _id: string })._id);
      else if (!response) return; // the server is gone
    }
  };
  const senders = [0, 1, 2, 3].map(sender);
  try {
    await expect.poll(() => acknowledged.length, { timeout: 60_000 }).toBeGreaterThan(30);
  } finally {
    // Killed whether or not enough leads came: a failed run must not leave the server on its port.
    server.kill("SIGKILL");
  }
  await new Promise((resolve) => server.once("exit", resolve));
  stop = true;
  await Promise.all(senders);

  // Back up: it must start on the same folder (recovering the database), and keep every acknowledged lead.
  server = own.start();
  await own.waitUntilReady();
  const { code } = await own.stop(server);
  expect(code).toBe(0);
  const stored = await own.withDatabase(
    async (db) => (await db.query<{ id: string }>("select id from leads where email like 'crash-%'")).rows,
  );
  const ids = new Set(stored.map((r) => r.id));
  const lost = acknowledged.filter((id) => !ids.has(id));
  expect(acknowledged.length).toBeGreaterThan(30);
  expect(lost).toEqual([]);
});
