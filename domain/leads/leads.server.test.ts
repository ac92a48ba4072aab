import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client.server.ts";
import { openTestDatabase } from "../../tests/support/database.ts";
import { leadInputSchema } from "./leads.schema.ts";
import { countLeads, createLead, listLeads } from "./leads.server.ts";

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

const form = {
  name: "Aditi Sharma",
  email: "Aditi.Sharma@Example.in",
  phone: "098765 43210",
  city: "Lucknow",
  course: "BTech",
  terms: true,
  source: "brochure",
  context: "IIT Delhi",
};

describe("leads", () => {
  it("stores a normalised enquiry with the time of consent", async () => {
    const now = new Date("2026-11-20T10:00:00Z");
    const created = await createLead(database.db, leadInputSchema.parse(form), now);
    expect(created.stored).toBe(true);
    const [lead] = (await listLeads(database.db)).filter((l) => l.id === created.id);
    expect(lead).toMatchObject({
      email: "aditi.sharma@example.in",
      phone: "+919876543210",
      course: "btech",
      source: "brochure",
      context: "IIT Delhi",
    });
    expect(lead.termsAcceptedAt?.toISOString()).toBe(now.toISOString());
  });

  it("gives back the first enquiry for a repeat within 10 minutes, and stores one after that", async () => {
    const input = leadInputSchema.parse({ ...form, email: "repeat@example.in", context: "Anna University" });
    const t0 = new Date("2026-11-20T11:00:00Z");
    const first = await createLead(database.db, input, t0);
    const again = await createLead(database.db, input, new Date(t0.getTime() + 9 * 60_000));
    expect(again).toEqual({ id: first.id, stored: false });
    const later = await createLead(database.db, input, new Date(t0.getTime() + 11 * 60_000));
    expect(later.stored).toBe(true);
    expect(later.id).not.toBe(first.id);
  });

  it("treats the same person asking about another college as a new enquiry", async () => {
    const t0 = new Date("2026-11-20T12:00:00Z");
    const a = await createLead(database.db, leadInputSchema.parse({ ...form, email: "two@example.in" }), t0);
    const b = await createLead(
      database.db,
      leadInputSchema.parse({ ...form, email: "two@example.in", context: "NIT Trichy" }),
      t0,
    );
    expect(a.stored && b.stored).toBe(true);
  });

  it("stores nothing when the honeypot is filled", async () => {
    const before = await countLeads(database.db);
    const bot = await createLead(database.db, leadInputSchema.parse({ ...form, website: "http://spam.example" }));
    expect(bot.stored).toBe(false);
    expect(await countLeads(database.db)).toBe(before);
  });
});
