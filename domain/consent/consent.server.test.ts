import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client.server.ts";
import { erasedLeads, leadConsents, leadLinks, leads, mailOutbox } from "../../db/schema.ts";
import { openTestDatabase } from "../../tests/support/database.ts";
import { leadInputSchema } from "../leads/leads.schema.ts";
import { createLead } from "../leads/leads.server.ts";
import { consentInputSchema } from "./consent.schema.ts";
import { confirmGuardian, eraseMyData, readMyData, recordConsent, withdrawConsent } from "./consent.server.ts";
import { NOTICE_VERSION } from "./notice.ts";

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

const SITE = "https://portal.example.in";
const now = new Date("2026-11-24T10:00:00Z");

async function newLead(email: string, consent: Record<string, unknown> | undefined) {
  const input = leadInputSchema.parse({
    name: "Aditi Sharma",
    email,
    phone: "9876543210",
    city: "Lucknow",
    course: "BTech",
    source: "apply",
    context: "IIT Delhi",
  });
  const { id } = await createLead(database.db, input, now);
  const recorded = await recordConsent(
    database.db,
    { id, name: input.name, email: input.email, context: input.context },
    consent ? consentInputSchema.parse(consent) : undefined,
    SITE,
    now,
  );
  return { id, ...recorded };
}

const mailTo = async (to: string) => database.db.select().from(mailOutbox).where(eq(mailOutbox.to, to));

describe("consent recorded with an enquiry", () => {
  it("keeps each ticked purpose, the notice version and language, and mails the student their link", async () => {
    const e = await newLead("adult@example.in", {
      noticeVersion: NOTICE_VERSION,
      call: "on",
      share: "IIT Delhi",
      ageBand: "18-plus",
    });
    const data = await readMyData(database.db, e.myDataToken, now);
    expect(data!.consents.map((c) => [c.purpose, c.institution])).toEqual([
      ["brochure", ""],
      ["call", ""],
      ["share", "IIT Delhi"],
    ]);
    expect(data!.enquiry).toMatchObject({ noticeVersion: NOTICE_VERSION, language: "en", ageBand: "18-plus" });
    const [mail] = await mailTo("adult@example.in");
    expect(mail.body).toContain(`${SITE}/my-data?t=${e.myDataToken}`);
    expect(mail.body).toContain("Share my details with IIT Delhi");
    // The link carries a random token, never the lead's id, and only its hash is stored.
    expect(e.myDataToken).not.toContain(e.id);
    const stored = await database.db.select().from(leadLinks).where(eq(leadLinks.leadId, e.id));
    expect(stored.map((l) => l.tokenHash)).not.toContain(e.myDataToken);
  });

  it("records the brochure only when a client sends no consent, and never shares outside the enquiry", async () => {
    const api = await newLead("api@example.in", undefined);
    const apiData = await readMyData(database.db, api.myDataToken, now);
    expect(apiData!.consents.map((c) => c.purpose)).toEqual(["brochure"]);
    expect(apiData!.enquiry.noticeVersion).toBeNull();

    const other = await newLead("other@example.in", { share: ["IIT Bombay"], ageBand: "18-plus" });
    const otherData = await readMyData(database.db, other.myDataToken, now);
    expect(otherData!.consents.map((c) => c.purpose)).toEqual(["brochure"]);
  });

  it("asks a guardian to confirm for a student under 18, in the student's language", async () => {
    const e = await newLead("young@example.in", {
      call: true,
      ageBand: "under-18",
      guardianName: "Sunita Sharma",
      guardianEmail: "sunita@example.in",
      language: "hi",
    });
    expect(e.guardianAsked).toBe(true);
    const [toGuardian] = await mailTo("sunita@example.in");
    const token = /my-data\/guardian\?t=([\w-]+)/.exec(toGuardian.body)![1];
    expect(toGuardian.body).toContain("सहमति");
    expect((await mailTo("young@example.in"))[0].body).toContain("18 वर्ष से कम");

    expect(await confirmGuardian(database.db, "x".repeat(43), now)).toBe("unknown link");
    expect(await confirmGuardian(database.db, e.myDataToken, now)).toBe("unknown link"); // the student's own link
    expect(await confirmGuardian(database.db, token, now)).toBe("confirmed");
    expect(await confirmGuardian(database.db, token, now)).toBe("already confirmed");
    const later = new Date(now.getTime() + 15 * 86_400_000);
    const fresh = await newLead("young2@example.in", {
      call: true,
      ageBand: "under-18",
      guardianName: "Ravi",
      guardianEmail: "ravi@example.in",
    });
    const freshToken = /t=([\w-]+)/.exec((await mailTo("ravi@example.in"))[0].body)![1];
    expect(await confirmGuardian(database.db, freshToken, later)).toBe("unknown link");
    expect((await readMyData(database.db, fresh.myDataToken, now))!.enquiry.guardian!.confirmedAt).toBeNull();
  });

  it("refuses under-18 contact without a guardian, and contact without an age", () => {
    const noGuardian = consentInputSchema.safeParse({ call: "on", ageBand: "under-18" });
    expect(noGuardian.error!.issues.map((i) => i.path[0]).sort()).toEqual(["guardianEmail", "guardianName"]);
    expect(consentInputSchema.safeParse({ call: "on" }).error!.issues[0].path).toEqual(["ageBand"]);
    expect(consentInputSchema.parse({ ageBand: "under-18" }).call).toBe(false);
  });
});

describe("the student's own page", () => {
  it("withdraws a purpose at once, and takes the enquiry off the staff's list when nothing beyond the brochure is left", async () => {
    const e = await newLead("withdraw@example.in", { call: "on", share: "IIT Delhi", ageBand: "18-plus" });
    expect(await withdrawConsent(database.db, e.myDataToken, "share", "IIT Delhi", now)).toBe(true);
    expect(await withdrawConsent(database.db, e.myDataToken, "share", "IIT Delhi", now)).toBe(false);
    let [lead] = await database.db.select().from(leads).where(eq(leads.id, e.id));
    expect(lead.withdrawnAt).toBeNull();
    expect(await withdrawConsent(database.db, e.myDataToken, "call", "", now)).toBe(true);
    [lead] = await database.db.select().from(leads).where(eq(leads.id, e.id));
    expect(lead.withdrawnAt).toEqual(now);
    const data = await readMyData(database.db, e.myDataToken, now);
    expect(data!.consents.filter((c) => c.withdrawnAt).map((c) => c.purpose)).toEqual(["call", "share"]);
  });

  it("erases nothing for an email address other than the one the link was sent to", async () => {
    const e = await newLead("wrong.guess@example.in", { ageBand: "18-plus" });
    for (const guess of [
      "",
      "other@example.in",
      "wrong.guess@example.in.evil",
      "wrong.guess",
      "wrong.guess@example.in\0",
    ]) {
      expect(await eraseMyData(database.db, e.myDataToken, guess, now), guess).toBe("wrong email");
    }
    expect(await readMyData(database.db, e.myDataToken, now)).toBeDefined();
  });

  it("erases the enquiry with its consents, links and mail, keeping only a count", async () => {
    const e = await newLead("erase@example.in", { call: "on", ageBand: "18-plus" });
    expect(await eraseMyData(database.db, "not-a-real-token-at-all-000", "erase@example.in", now)).toBe("unknown link");
    // The address as the student types it: any case, spaces around it.
    expect(await eraseMyData(database.db, e.myDataToken, "  Erase@EXAMPLE.in ", now)).toBe("erased");
    expect(await database.db.select().from(leads).where(eq(leads.id, e.id))).toEqual([]);
    expect(await database.db.select().from(leadConsents).where(eq(leadConsents.leadId, e.id))).toEqual([]);
    expect(await mailTo("erase@example.in")).toEqual([]);
    expect(await readMyData(database.db, e.myDataToken, now)).toBeUndefined();
    const [count] = await database.db.select().from(erasedLeads).where(eq(erasedLeads.day, "2026-11-24"));
    expect(count).toMatchObject({ source: "apply", count: 1 });
    expect(await eraseMyData(database.db, e.myDataToken, "erase@example.in", now)).toBe("unknown link");
  });
});
