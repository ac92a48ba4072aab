import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client.server.ts";
import { mailOutbox } from "../../db/schema.ts";
import { openTestDatabase } from "../../tests/support/database.ts";
import { fieldMessages } from "../errors.ts";
import { countLeads, listLeads } from "./leads.server.ts";
import { checkLead } from "./check-lead.ts";
import { submitLead } from "./submit-lead.server.ts";

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

const SITE = "https://portal.example.in";

const leadInput = {
  name: "Meera Iyer",
  email: "Meera.Iyer@Example.in",
  phone: "+91 91234 56789",
  city: "Chennai",
  course: "MBA",
  terms: true,
  source: "counselling",
  context: "IIM Trichy",
};

describe("submitLead", () => {
  it("stores a valid lead, normalised, with the time of consent", async () => {
    const now = new Date("2026-12-01T09:00:00Z");
    const submitted = await submitLead(database.db, leadInput, SITE, now);
    expect(submitted).toMatchObject({ ok: true, stored: true });
    if (!submitted.ok) return;
    const [lead] = (await listLeads(database.db)).filter((l) => l.id === submitted.id);
    expect(lead).toMatchObject({ email: "meera.iyer@example.in", phone: "+919123456789", course: "mba" });
    expect(lead.termsAcceptedAt?.toISOString()).toBe(now.toISOString());
  });

  it("folds the same lead again within 10 minutes into the first one", async () => {
    const t0 = new Date("2026-12-01T10:00:00Z");
    const same = { ...leadInput, email: "again@example.in" };
    const first = await submitLead(database.db, same, SITE, t0);
    const again = await submitLead(database.db, same, SITE, new Date(t0.getTime() + 5 * 60_000));
    expect(first.ok && again.ok && again.id === first.id && !again.stored).toBe(true);
  });

  it("answers a filled honeypot as accepted and stores nothing", async () => {
    const before = await countLeads(database.db);
    const submitted = await submitLead(database.db, { ...leadInput, website: "http://spam.example" }, SITE);
    expect(submitted).toMatchObject({ ok: true, stored: false, id: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    expect(await countLeads(database.db)).toBe(before);
  });

  it("refuses a bad lead with zod's account of every bad field, and stores nothing", async () => {
    const before = await countLeads(database.db);
    const submitted = await submitLead(database.db, { ...leadInput, phone: "12345", course: "", source: "spam" }, SITE);
    expect(submitted.ok).toBe(false);
    if (submitted.ok) return;
    expect(fieldMessages(submitted.error)).toEqual({
      phone: "Please enter a 10-digit Indian mobile number starting with 6, 7, 8 or 9.",
      course: "Please select a course from the list.",
      source: "Unknown enquiry type.",
    });
    expect(await countLeads(database.db)).toBe(before);
  });

  it("refuses what is not a lead at all", async () => {
    for (const input of [null, "hello", [leadInput]]) {
      const checked = checkLead(input);
      expect(checked.ok, JSON.stringify(input)).toBe(false);
    }
  });

  it("reports the consent's problems with the lead's, and shares only with the lead's institution", () => {
    const checked = checkLead({ ...leadInput, phone: "12345", call: "on", ageBand: "under-18" });
    expect(checked.ok).toBe(false);
    if (checked.ok) return;
    expect(Object.keys(fieldMessages(checked.error)).sort()).toEqual(["guardianEmail", "guardianName", "phone"]);
    const elsewhere = checkLead({ ...leadInput, share: ["IIM Ahmedabad"], ageBand: "18-plus" });
    expect(!elsewhere.ok && fieldMessages(elsewhere.error)).toEqual({
      share: "Details can be shared only with this enquiry's institution.",
    });
  });

  it("records the consent of a stored lead and gives the student's own link, once", async () => {
    const now = new Date("2026-12-02T09:00:00Z");
    const input = { ...leadInput, email: "consent@example.in", call: "on", share: "IIM Trichy", ageBand: "18-plus" };
    const first = await submitLead(database.db, input, SITE, now);
    expect(first).toMatchObject({ ok: true, stored: true, myDataToken: expect.stringMatching(/^[\w-]{43}$/) });
    const again = await submitLead(database.db, input, SITE, now);
    expect(again).toMatchObject({ ok: true, stored: false });
    expect(again.ok && again.myDataToken).toBeUndefined();
    const mail = await database.db.select().from(mailOutbox).where(eq(mailOutbox.to, "consent@example.in"));
    expect(mail).toHaveLength(1);
    expect(mail[0].body).toContain("An admissions counsellor of this portal may call me.");
  });
});
