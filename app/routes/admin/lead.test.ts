// The enquiry page's loader and action behind the real admin guard: a call the student did not agree to is
// refused with 409 and the rule's words on the form; a form out of shape is 400 on its field; a status change
// is saved; an enquiry not held is a 404 page.
import { eq } from "drizzle-orm";
import { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dbContext, loggerContext, requestInfoContext } from "#context";
import type { DatabaseHandle } from "../../../db/client.server.ts";
import { leads } from "../../../db/schema.ts";
import { ensureAdmin } from "../../../domain/admins/admins.server.ts";
import { createSession } from "../../../domain/admins/sessions.server.ts";
import { leadInputSchema } from "../../../domain/leads/leads.schema.ts";
import { storeLead } from "../../../domain/leads/submit-lead.server.ts";
import { openTestDatabase } from "../../../tests/support/database.ts";
import { adminGuard } from "../../lib/admin-session.server.ts";
import { action, loader } from "./lead.tsx";

let database: DatabaseHandle;
let cookie = "";
let leadId = "";
beforeAll(async () => {
  database = await openTestDatabase();
  const session = await createSession(
    database.db,
    (await ensureAdmin(database.db, "asha@portal.test", "a good password")).id,
  );
  cookie = `admin_session=${session.token}`;
  const lead = leadInputSchema.parse({
    name: "Nikhil Joshi",
    email: "nikhil@example.in",
    phone: "9876543210",
    city: "Nagpur",
    course: "BTech",
    source: "apply",
    context: "VNIT Nagpur",
  });
  // The brochure only: no call consent.
  leadId = (await storeLead(database.db, lead, undefined, "https://portal.test")).id;
});
afterAll(() => database.close());

type Answer = {
  data: Record<string, unknown> & { reply?: { error?: Record<string, unknown> } };
  init: { status?: number } | null;
};

async function asStaff(id: string, form?: [string, string][]) {
  const context = new RouterContextProvider();
  context.set(dbContext, database.db);
  context.set(loggerContext, { error: () => {}, warn: () => {}, info: () => {} });
  context.set(requestInfoContext, { secureCookies: false, contentChanged: () => {} } as never);
  const url = new URL(`/admin/leads/${id}`, "http://portal.test");
  const request = new Request(url, {
    method: form ? "POST" : "GET",
    headers: { cookie },
    body: form ? new URLSearchParams(form) : undefined,
  });
  const args = { request, context, url, params: { id }, pattern: "" } as never;
  let answer: unknown;
  await adminGuard(args, async () => {
    answer = form ? await action(args) : await loader(args);
    return new Response(null, { status: 200 });
  });
  return answer as Answer;
}

describe("/admin/leads/:id", () => {
  it("shows why a call may not be made, and refuses one with 409 in the same words", async () => {
    const reason = "The student did not agree to calls (or has withdrawn that): do not call.";
    const page = (await asStaff(leadId)) as unknown as { lead: { callRefusal: string; name: string } };
    expect(page.lead).toMatchObject({ name: "Nikhil Joshi", callRefusal: reason });
    const refused = await asStaff(leadId, [
      ["intent", "call"],
      ["outcome", "reached"],
    ]);
    expect(refused.init?.status).toBe(409);
    expect(refused.data).toMatchObject({ intent: "call", ok: false, message: reason });
    expect(refused.data.reply?.error?.[""]).toBe(reason);
  });

  it("answers a form out of shape with 400 on its field, and an unknown action with 400", async () => {
    const bad = await asStaff(leadId, [
      ["intent", "call"],
      ["outcome", "maybe"],
    ]);
    expect(bad.init?.status).toBe(400);
    expect(bad.data.reply?.error?.outcome).toBe("Please say how the call went.");
    expect((await asStaff(leadId, [["intent", "delete"]])).init?.status).toBe(400);
  });

  it("saves a status change", async () => {
    const saved = await asStaff(leadId, [
      ["intent", "status"],
      ["status", "counselled"],
    ]);
    expect(saved.data).toMatchObject({ ok: true, message: "Status: Counselled." });
  });

  it("shows a withdrawn enquiry without its contact details, and refuses every change", async () => {
    await database.db
      .update(leads)
      .set({ withdrawnAt: new Date("2026-11-25T06:00:00Z") })
      .where(eq(leads.id, leadId));
    const page = (await asStaff(leadId)) as unknown as { lead: Record<string, unknown> };
    expect(page.lead).toMatchObject({ email: null, phone: null, withdrawnAt: "2026-11-25 11:30" });
    const refused = await asStaff(leadId, [
      ["intent", "note"],
      ["note", "One more try"],
    ]);
    expect(refused.init?.status).toBe(409);
    expect(refused.data.message).toBe("The student withdrew their consent on 2026-11-25 11:30: no more follow-up.");
  });

  it("is a 404 for an enquiry not held", async () => {
    await expect(asStaff("00000000-0000-4000-8000-000000000000")).rejects.toMatchObject({ init: { status: 404 } });
    await expect(asStaff("not-an-id")).rejects.toMatchObject({ init: { status: 404 } });
  });
});
