import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client.server.ts";
import { openTestDatabase } from "../../tests/support/database.ts";
import { fieldMessages } from "../errors.ts";
import { countLeads, listLeads } from "./leads.server.ts";
import { checkEnquiry, submitEnquiry } from "./submit-enquiry.server.ts";

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

const enquiry = {
  name: "Meera Iyer",
  email: "Meera.Iyer@Example.in",
  phone: "+91 91234 56789",
  city: "Chennai",
  course: "MBA",
  terms: true,
  source: "counselling",
  context: "IIM Trichy",
};

describe("submitEnquiry", () => {
  it("stores a valid enquiry, normalised, with the time of consent", async () => {
    const now = new Date("2026-12-01T09:00:00Z");
    const submitted = await submitEnquiry(database.db, enquiry, now);
    expect(submitted).toMatchObject({ ok: true, stored: true });
    if (!submitted.ok) return;
    const [lead] = (await listLeads(database.db)).filter((l) => l.id === submitted.id);
    expect(lead).toMatchObject({ email: "meera.iyer@example.in", phone: "+919123456789", course: "mba" });
    expect(lead.termsAcceptedAt?.toISOString()).toBe(now.toISOString());
  });

  it("folds the same enquiry again within 10 minutes into the first one", async () => {
    const t0 = new Date("2026-12-01T10:00:00Z");
    const same = { ...enquiry, email: "again@example.in" };
    const first = await submitEnquiry(database.db, same, t0);
    const again = await submitEnquiry(database.db, same, new Date(t0.getTime() + 5 * 60_000));
    expect(first.ok && again.ok && again.id === first.id && !again.stored).toBe(true);
  });

  it("answers a filled honeypot as accepted and stores nothing", async () => {
    const before = await countLeads(database.db);
    const submitted = await submitEnquiry(database.db, { ...enquiry, website: "http://spam.example" });
    expect(submitted).toMatchObject({ ok: true, stored: false, id: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    expect(await countLeads(database.db)).toBe(before);
  });

  it("refuses a bad enquiry with zod's account of every bad field, and stores nothing", async () => {
    const before = await countLeads(database.db);
    const submitted = await submitEnquiry(database.db, { ...enquiry, phone: "12345", course: "", source: "spam" });
    expect(submitted.ok).toBe(false);
    if (submitted.ok) return;
    expect(fieldMessages(submitted.error)).toEqual({
      phone: "Please enter a 10-digit Indian mobile number starting with 6, 7, 8 or 9.",
      course: "Please select a course from the list.",
      source: "Unknown enquiry type.",
    });
    expect(await countLeads(database.db)).toBe(before);
  });

  it("refuses what is not an enquiry at all", async () => {
    for (const input of [null, "hello", [enquiry]]) {
      const checked = checkEnquiry(input);
      expect(checked.ok, JSON.stringify(input)).toBe(false);
    }
  });
});
