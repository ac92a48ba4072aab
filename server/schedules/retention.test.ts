import { Writable } from "node:stream";
import { fastify } from "fastify";
import { afterAll, beforeAll, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client.server.ts";
import { leads, rateLimitCounts } from "../../db/schema.ts";
import { openTestDatabase } from "../../tests/support/database.ts";
import { leadInputSchema } from "../../domain/leads/leads.schema.ts";
import { createLead } from "../../domain/leads/leads.server.ts";
import { scheduleRetention } from "./retention.ts";

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

it("runs the deletion by itself soon after start-up and logs how many rows went, without personal data or ended submission counts", async () => {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)));
      done();
    },
  });
  const app = fastify({ logger: { level: "info", stream } });
  const input = { name: "Kabir Das", email: "kabir@example.in", phone: "9876543210", city: "Pune", course: "mba" };
  await createLead(database.db, leadInputSchema.parse({ ...input, terms: true }), new Date("2020-01-01T00:00:00Z"));
  await createLead(database.db, leadInputSchema.parse({ ...input, email: "new@example.in", terms: true }));

  await database.db.insert(rateLimitCounts).values([
    { key: "leads:10.0.0.1", hits: 3, resetsAt: new Date(Date.now() - 1000) },
    { key: "leads:10.0.0.2", hits: 1, resetsAt: new Date(Date.now() + 60_000) },
  ]);

  scheduleRetention(app, database.db, { months: 24, auditMonths: 24, firstRunMs: 10 });
  await expect
    .poll(() => lines.find((l) => l.msg?.toString().startsWith("deleted enquiries")), { timeout: 5000 })
    .toBeTruthy();
  const line = lines.find((l) => String(l.msg).startsWith("deleted enquiries"))!;
  expect(line).toMatchObject({ leads: 1, reviews: 0, months: 24, submissionCounts: 1 });
  expect(JSON.stringify(lines)).not.toContain("kabir@example.in");
  expect((await database.db.select().from(leads)).map((l) => l.email)).toEqual(["new@example.in"]);
  expect((await database.db.select().from(rateLimitCounts)).map((r) => r.key)).toEqual(["leads:10.0.0.2"]);
  await app.close();
});
