// Emails to one address are capped at 3 a day across server processes: anyone can type anyone's address into
// a lead, and the portal must not become a way to flood a stranger's inbox (decision 034).
import { eq, like } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client.server.ts";
import { leads, mailOutbox, rateLimitCounts } from "../../db/schema.ts";
import { leadBody } from "../../tests/support/api-bodies.ts";
import { freshAddress, openTestApi, type TestApi } from "../../tests/support/api.ts";
import { openTestDatabase } from "../../tests/support/database.ts";
import { startSmtpReceiver, type SmtpReceiver } from "../../tests/support/smtp.ts";

let database: DatabaseHandle;
let smtp: SmtpReceiver;
const apis: TestApi[] = [];
beforeAll(async () => {
  database = await openTestDatabase();
  smtp = await startSmtpReceiver();
  // Two server processes on one database, as behind nginx; both send through the same SMTP server.
  for (let i = 0; i < 2; i++) apis.push(await openTestApi({ SMTP_URL: smtp.url }, { database }));
});
afterAll(async () => {
  for (const api of apis) await api.close();
  await smtp.close();
  await database.close();
});

it("queues 3 confirmations to one address a day between two processes; the 4th enquiry is stored and says so", async () => {
  const TO = "inbox.owner@example.in";
  const answers = [];
  for (let i = 0; i < 4; i++) {
    // Another lead each time (not a repeat within 10 minutes), the address spelt with other capitals once.
    const res = await apis[i % 2].app.inject({
      method: "POST",
      url: "/api/user/lead_data",
      payload: { ...leadBody, email: i === 3 ? "Inbox.Owner@Example.in" : TO, context: `Enquiry ${"I".repeat(i + 1)}` },
      remoteAddress: freshAddress(),
    });
    expect(res.statusCode).toBe(201);
    answers.push(res.json().emailed);
  }
  expect(answers).toEqual([true, true, true, false]);
  expect(await database.db.select({ id: leads.id }).from(leads).where(eq(leads.email, TO))).toHaveLength(4);

  // Every queued message is sent and then deleted; the 4th was never queued, so 3 arrive.
  await expect
    .poll(async () => (await database.db.select().from(mailOutbox).where(eq(mailOutbox.to, TO))).length)
    .toBe(0);
  await expect.poll(() => smtp.received.filter((m) => m.to === TO).length).toBe(3);

  // The count is kept under a hash of the address, never the address itself.
  const keys = await database.db.select().from(rateLimitCounts).where(like(rateLimitCounts.key, "mail-to:%"));
  expect(keys).toEqual([expect.objectContaining({ key: expect.stringMatching(/^mail-to:[0-9a-f]{64}$/), hits: 4 })]);

  // Another address is not held back by this one's count.
  const other = await apis[0].app.inject({
    method: "POST",
    url: "/api/user/lead_data",
    payload: { ...leadBody, email: "someone.else@example.in" },
    remoteAddress: freshAddress(),
  });
  expect(other.json().emailed).toBe(true);
});
