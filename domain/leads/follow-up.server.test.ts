// The consent rules of follow-up, one test each, on a real database: every refusal leaves nothing behind.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client.server.ts";
import { admins, auditEvents, leadHistory, leads } from "../../db/schema.ts";
import { openTestDatabase } from "../../tests/support/database.ts";
import { consentInputSchema } from "../consent/consent.schema.ts";
import { eraseMyData, recordConsent, withdrawConsent } from "../consent/consent.server.ts";
import { NOTICE_VERSION } from "../consent/notice.ts";
import { addNote, assignLead, changeStatus, logCall, scheduleCall } from "./follow-up.server.ts";
import { updateAccount } from "../admins/staff.server.ts";
import { OTHERS_ENQUIRY } from "./follow-up-rules.ts";
import { leadDetail, listFollowUpStaff } from "./lead-detail.server.ts";
import { leadQueue } from "./lead-queues.server.ts";
import { leadInputSchema } from "./leads.schema.ts";
import { createLead } from "./leads.server.ts";
import { actorEmailed } from "../../tests/support/audit.ts";
import { exportLeads } from "./lead-search.server.ts";

let database: DatabaseHandle;
const asha = { ...actorEmailed("asha.staff@portal.test"), id: "" };
const ravi = { ...actorEmailed("ravi.staff@portal.test"), id: "" };

beforeAll(async () => {
  database = await openTestDatabase();
  const rows = await database.db
    .insert(admins)
    .values([
      { email: asha.email, passwordHash: "not used" },
      { email: ravi.email, passwordHash: "not used" },
    ])
    .returning({ id: admins.id, email: admins.email });
  asha.id = rows.find((r) => r.email === asha.email)!.id;
  ravi.id = rows.find((r) => r.email === ravi.email)!.id;
});
afterAll(() => database.close());

// 11:00 India time on Monday 23 November 2026
const made = new Date("2026-11-23T05:30:00Z");
const at = (iso: string) => new Date(iso);
const page = { limit: 50, offset: 0 };

let n = 0;
async function enquiry(consent: Record<string, unknown>) {
  n += 1;
  const input = leadInputSchema.parse({
    name: "Meera Pillai",
    email: `student${n}@example.in`,
    phone: "9876543210",
    city: "Kochi",
    course: "BTech",
    source: "apply",
    context: "NIT Calicut",
  });
  const { id } = await createLead(database.db, input, made);
  const recorded = await recordConsent(
    database.db,
    { id, name: input.name, email: input.email, context: input.context },
    consentInputSchema.parse({ noticeVersion: NOTICE_VERSION, ...consent }),
    "https://portal.example.in",
    made,
  );
  return { id, email: input.email, ...recorded };
}

const adultCallable = { call: "on", ageBand: "18-plus" };
const calls = async (id: string) =>
  (await database.db.select().from(leadHistory).where(eq(leadHistory.leadId, id))).filter((h) => h.kind === "call");

describe("follow-up of an enquiry", () => {
  it("logs a call with the next one, changes status, keeps notes and who did what, and queues it for its assignee", async () => {
    const e = await enquiry(adultCallable);
    const noon = at("2026-11-23T06:30:00Z"); // 12:00 IST
    expect(await assignLead(database.db, e.id, asha, asha.id, noon)).toEqual({
      ok: true,
      message: "Enquiry assigned to you.",
    });
    const logged = await logCall(
      database.db,
      e.id,
      asha,
      { outcome: "reached", note: "Wants the fee structure", nextCallAt: at("2026-11-24T05:30:00Z") },
      noon,
    );
    expect(logged).toEqual({ ok: true, message: "Call logged. Next call 2026-11-24 11:00." });
    expect((await changeStatus(database.db, e.id, asha, "counselled", noon)).ok).toBe(true);
    expect((await addNote(database.db, e.id, asha, "Sent the brochure again", noon)).ok).toBe(true);

    const detail = await leadDetail(database.db, e.id, noon);
    expect(detail?.lead).toMatchObject({ status: "counselled", assignedTo: asha.id, contactedAt: noon });
    expect(detail?.assigneeEmail).toBe(asha.email);
    expect(detail?.history.map((h) => h.kind).sort()).toEqual(["assigned", "call", "note", "status", "status"]);
    expect(detail?.history.every((h) => h.byEmail === asha.email && h.at.getTime() === noon.getTime())).toBe(true);
    const mine = await leadQueue(database.db, "mine", asha.id, page);
    expect(mine.rows.map((r) => r.id)).toContain(e.id);
    expect((await leadQueue(database.db, "pool", asha.id, page)).rows.map((r) => r.id)).not.toContain(e.id);
  });

  it("orders my queue by the next call due, overdue first", async () => {
    const later = await enquiry(adultCallable);
    const sooner = await enquiry(adultCallable);
    const monday = at("2026-11-23T06:00:00Z");
    for (const e of [later, sooner]) await assignLead(database.db, e.id, ravi, ravi.id, monday);
    await scheduleCall(database.db, later.id, ravi, at("2026-11-25T06:00:00Z"), monday);
    await scheduleCall(database.db, sooner.id, ravi, at("2026-11-24T06:00:00Z"), monday);
    const queue = await leadQueue(database.db, "mine", ravi.id, page);
    expect(queue.rows.map((r) => r.id)).toEqual([sooner.id, later.id]);
  });

  it("refuses a call, and its scheduling, without the student's call consent", async () => {
    const e = await enquiry({ ageBand: "18-plus" });
    const noon = at("2026-11-23T06:30:00Z");
    const refused = await logCall(database.db, e.id, asha, { outcome: "reached", note: "" }, noon);
    expect(refused).toEqual({
      ok: false,
      refusal: { status: 409, message: "The student did not agree to calls (or has withdrawn that): do not call." },
    });
    const scheduled = await scheduleCall(database.db, e.id, asha, at("2026-11-24T06:00:00Z"), noon);
    expect(scheduled.ok || scheduled.refusal.field).toBe("nextCallAt");
    expect(await calls(e.id)).toHaveLength(0);
    // A note or a status is still fine: the student asked for the brochure.
    expect((await addNote(database.db, e.id, asha, "Brochure only", noon)).ok).toBe(true);
  });

  it("refuses calls to an under-18 until the guardian agrees", async () => {
    const e = await enquiry({
      call: "on",
      ageBand: "under-18",
      guardianName: "Suresh Pillai",
      guardianEmail: "parent@example.in",
    });
    const noon = at("2026-11-23T06:30:00Z");
    const refused = await logCall(database.db, e.id, asha, { outcome: "reached", note: "" }, noon);
    expect(refused.ok || refused.refusal.message).toBe(
      "The student is under 18 and a parent or guardian has not agreed yet: do not call.",
    );
    // What the guardian's "I agree" does (confirmGuardian, tested with the consent).
    await database.db.update(leads).set({ guardianConfirmedAt: noon }).where(eq(leads.id, e.id));
    expect((await logCall(database.db, e.id, asha, { outcome: "reached", note: "" }, noon)).ok).toBe(true);
    expect(await calls(e.id)).toHaveLength(1);
  });

  it("refuses a fourth call attempt within 7 days, and allows it once the first is a week old", async () => {
    const e = await enquiry(adultCallable);
    const times = ["2026-11-23T04:00:00Z", "2026-11-24T04:00:00Z", "2026-11-25T04:00:00Z"].map(at);
    for (const t of times)
      expect((await logCall(database.db, e.id, asha, { outcome: "no-answer", note: "" }, t)).ok).toBe(true);
    const fourth = await logCall(
      database.db,
      e.id,
      asha,
      { outcome: "no-answer", note: "" },
      at("2026-11-29T10:00:00Z"),
    );
    expect(fourth.ok || fourth.refusal).toEqual({
      status: 409,
      message:
        "3 calls have been made in the 7 days up to then, the most allowed; the next may be from 2026-11-30 09:30 India time.",
    });
    // Scheduling the fourth inside the same week is refused too, on the next call's field.
    const scheduled = await scheduleCall(
      database.db,
      e.id,
      asha,
      at("2026-11-29T11:00:00Z"),
      at("2026-11-29T10:00:00Z"),
    );
    expect(scheduled.ok || scheduled.refusal.field).toBe("nextCallAt");
    expect(await calls(e.id)).toHaveLength(3);
    expect(
      (await logCall(database.db, e.id, asha, { outcome: "reached", note: "" }, at("2026-11-30T04:00:00Z"))).ok,
    ).toBe(true);
  });

  it("refuses a call logged, or a next call set, at 23:00 India time", async () => {
    const e = await enquiry(adultCallable);
    const late = at("2026-11-23T17:30:00Z"); // 23:00 IST
    const refused = await logCall(database.db, e.id, asha, { outcome: "reached", note: "" }, late);
    expect(refused.ok || refused.refusal.message).toBe(
      "Calls are made between 09:00 and 21:00 India time; it is 23:00 now, outside those hours.",
    );
    const noon = at("2026-11-23T06:30:00Z");
    const scheduled = await scheduleCall(database.db, e.id, asha, late, noon);
    expect(scheduled.ok || scheduled.refusal).toEqual({
      status: 409,
      field: "nextCallAt",
      message: "Calls are made between 09:00 and 21:00 India time; 2026-11-23 23:00 is outside those hours.",
    });
    // A call at noon may not set its next one at night either; the call itself is then not logged.
    const withNext = await logCall(database.db, e.id, asha, { outcome: "reached", note: "", nextCallAt: late }, noon);
    expect(withNext.ok || withNext.refusal.field).toBe("nextCallAt");
    expect(await calls(e.id)).toHaveLength(0);
  });

  it("takes an enquiry withdrawn after assignment out of every queue and refuses further follow-up", async () => {
    const e = await enquiry(adultCallable);
    const noon = at("2026-11-23T06:30:00Z");
    await assignLead(database.db, e.id, asha, asha.id, noon);
    await scheduleCall(database.db, e.id, asha, at("2026-11-24T06:00:00Z"), noon);
    expect((await leadQueue(database.db, "mine", asha.id, page)).rows.map((r) => r.id)).toContain(e.id);
    expect(await withdrawConsent(database.db, e.myDataToken, "call", "", noon)).toBe(true);
    expect((await leadQueue(database.db, "mine", asha.id, page)).rows.map((r) => r.id)).not.toContain(e.id);
    expect((await leadQueue(database.db, "pool", asha.id, page)).rows.map((r) => r.id)).not.toContain(e.id);
    const later = at("2026-11-23T07:00:00Z");
    const refused = await logCall(database.db, e.id, asha, { outcome: "reached", note: "" }, later);
    expect(refused.ok || refused.refusal).toEqual({
      status: 409,
      message: "The student withdrew their consent on 2026-11-23 12:00: no more follow-up.",
    });
    expect((await changeStatus(database.db, e.id, asha, "contacted", later)).ok).toBe(false);
    expect((await addNote(database.db, e.id, asha, "Tried again", later)).ok).toBe(false);
  });

  it("refuses follow-up of an erased enquiry, which has left every queue with its history", async () => {
    const e = await enquiry(adultCallable);
    const noon = at("2026-11-23T06:30:00Z");
    await assignLead(database.db, e.id, asha, asha.id, noon);
    await addNote(database.db, e.id, asha, "Asked about hostels", noon);
    expect(await eraseMyData(database.db, e.myDataToken, e.email, noon)).toBe("erased");
    expect((await leadQueue(database.db, "mine", asha.id, page)).rows.map((r) => r.id)).not.toContain(e.id);
    const refused = await logCall(database.db, e.id, asha, { outcome: "reached", note: "" }, noon);
    expect(refused.ok || refused.refusal.status).toBe(404);
    expect(await leadDetail(database.db, e.id, noon)).toBeUndefined();
    expect(await database.db.select().from(leadHistory).where(eq(leadHistory.leadId, e.id))).toEqual([]);
  });
});

describe("whose enquiries a counsellor works on", () => {
  const account = async (email: string, role: "counsellor" | "editor", disabled = false) => {
    const [row] = await database.db
      .insert(admins)
      .values({ email, passwordHash: "not used", role, disabledAt: disabled ? made : null })
      .returning({ id: admins.id });
    return { ...actorEmailed(email), id: row.id, role };
  };

  it("lets a counsellor move on their own enquiries and the pool's, and refuses another's with 403", async () => {
    const meera = await account("meera.counsellor@portal.test", "counsellor");
    const noon = at("2026-11-23T06:30:00Z");
    const pooled = await enquiry(adultCallable);
    expect((await addNote(database.db, pooled.id, meera, "Asked about hostels", noon)).ok).toBe(true);
    expect((await assignLead(database.db, pooled.id, meera, meera.id, noon)).ok).toBe(true);
    expect((await logCall(database.db, pooled.id, meera, { outcome: "reached", note: "" }, noon)).ok).toBe(true);

    const ravis = await enquiry(adultCallable);
    await assignLead(database.db, ravis.id, ravi, ravi.id, noon);
    for (const attempt of [
      () => logCall(database.db, ravis.id, meera, { outcome: "reached", note: "" }, noon),
      () => changeStatus(database.db, ravis.id, meera, "closed", noon),
      () => assignLead(database.db, ravis.id, meera, meera.id, noon),
    ]) {
      const tried = await attempt();
      expect(tried.ok || tried.refusal).toEqual({ status: 403, message: OTHERS_ENQUIRY });
    }
    expect(await calls(ravis.id)).toEqual([]);
    // An admin (the tests' actor role) moves on anyone's.
    expect((await changeStatus(database.db, ravis.id, asha, "contacted", noon)).ok).toBe(true);
  });

  it("gives enquiries only to enabled accounts that follow them up", async () => {
    const editor = await account("editor.only@portal.test", "editor");
    const off = await account("off.counsellor@portal.test", "counsellor", true);
    const e = await enquiry(adultCallable);
    const noon = at("2026-11-23T06:30:00Z");
    for (const to of [editor.id, off.id]) {
      const refused = await assignLead(database.db, e.id, asha, to, noon);
      expect(refused.ok || refused.refusal).toMatchObject({ status: 409, field: "assignee" });
    }
    const listed = (await listFollowUpStaff(database.db)).map((s) => s.email);
    expect(listed).toContain(asha.email);
    expect(listed).not.toContain(editor.email);
    expect(listed).not.toContain(off.email);
  });

  it("puts a counsellor's open enquiries back in the pool when the account is disabled or made an editor", async () => {
    for (const change of [{ disabled: true }, { role: "editor" as const }]) {
      const leaving = await account(`leaving.${Object.keys(change)[0]}@portal.test`, "counsellor");
      const e = await enquiry(adultCallable);
      const noon = at("2026-11-23T06:30:00Z");
      await assignLead(database.db, e.id, asha, leaving.id, noon);
      const later = at("2026-11-23T07:00:00Z");
      await updateAccount(database.db, leaving.id, change, asha, later);
      const [held] = await database.db.select().from(leads).where(eq(leads.id, e.id));
      expect(held.assignedTo).toBeNull();
      expect((await leadQueue(database.db, "pool", asha.id, page)).rows.map((r) => r.id)).toContain(e.id);
      const [last] = (await leadDetail(database.db, e.id, later))!.history;
      expect(last).toMatchObject({ kind: "assigned", assigneeId: null, byEmail: asha.email });
      expect(last.note).toMatch(/Back in the pool/);
    }
  });
});

describe("the audit trail of follow-up and exports", () => {
  it("records a call and an export without the student's phone, email or name in clear anywhere", async () => {
    const e = await enquiry(adultCallable);
    const noon = at("2026-11-23T06:30:00Z");
    await assignLead(database.db, e.id, asha, asha.id, noon);
    const note = `Rang 9876543210, will mail ${e.email}`;
    expect((await logCall(database.db, e.id, asha, { outcome: "reached", note }, noon)).ok).toBe(true);
    await exportLeads(database.db, { q: e.email }, asha, noon);
    await exportLeads(database.db, { q: "Meera Pillai" }, asha, noon);
    const trail = await database.db.select().from(auditEvents);
    const call = trail.find((t) => t.action === "lead.call" && t.subjectId === e.id);
    expect(call).toMatchObject({ actorEmail: asha.email, subjectKind: "lead" });
    expect(call!.changes.outcome).toEqual({ before: null, after: "reached" });
    expect(trail.filter((t) => t.action === "leads.export").length).toBeGreaterThanOrEqual(2);
    const everything = JSON.stringify(trail);
    for (const secret of [e.email, "9876543210", "98765 43210", "Meera", "Pillai"]) {
      expect(everything).not.toContain(secret);
    }
  });
});
