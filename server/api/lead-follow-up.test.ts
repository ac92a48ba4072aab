// Follow-up over REST: staff only, checked by zod, and refused by the same rule as the enquiry's page.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { admins, leadHistory, leads } from "../../db/schema.ts";
import {
  ADMIN,
  expectAdminOnly,
  freshAddress,
  openTestApi,
  signIn,
  type SignedIn,
  type TestApi,
} from "../../tests/support/api.ts";
import { leadBody } from "../../tests/support/api-bodies.ts";

let api: TestApi;
let admin: SignedIn;
let leadId: string;
beforeAll(async () => {
  api = await openTestApi();
  admin = await signIn(api.app);
  // An API enquiry records the brochure purpose only: nobody may call this student.
  const res = await api.app.inject({
    method: "POST",
    url: "/api/user/lead_data",
    payload: { ...leadBody, email: "follow-up-api@example.in" },
    remoteAddress: freshAddress(),
  });
  leadId = res.json()._id;
});
afterAll(() => api.close());

const call = (path: string, method: "POST" | "PUT", payload: object, id = leadId) =>
  api.app.inject({ method, url: `/api/admin/leads/${id}/${path}`, payload, headers: admin.headers });

describe("enquiry follow-up over REST", () => {
  it("is for staff only, with the anti-forgery header on a cookie session", async () => {
    const { statuses } = await expectAdminOnly(
      api.app,
      { method: "PUT", url: `/api/admin/leads/${leadId}/status`, payload: { status: "contacted" } },
      admin,
    );
    // No session, a wrong one, a forged cookie, the cookie without the anti-forgery header, a wrong header.
    expect(statuses).toEqual([401, 401, 401, 401, 401]);
  });

  it("changes the status, adds a note and assigns, each a line of the history with who", async () => {
    const [me] = await api.database.db.select().from(admins).where(eq(admins.email, ADMIN.username));
    expect((await call("status", "PUT", { status: "contacted" })).json()).toEqual({ message: "Status: Contacted." });
    expect((await call("notes", "POST", { note: "Asked for the hostel fees" })).statusCode).toBe(200);
    expect((await call("assignee", "PUT", { assignee: me.id })).json()).toEqual({
      message: "Enquiry assigned to you.",
    });
    const [lead] = await api.database.db.select().from(leads).where(eq(leads.id, leadId));
    expect(lead).toMatchObject({ status: "contacted", assignedTo: me.id });
    const history = await api.database.db.select().from(leadHistory).where(eq(leadHistory.leadId, leadId));
    expect(history.map((h) => h.kind).sort()).toEqual(["assigned", "note", "status"]);
    expect(history.every((h) => h.byEmail === ADMIN.username)).toBe(true);
  });

  it("refuses a call without the student's consent with 409 and the page's words", async () => {
    const res = await call("calls", "POST", { outcome: "reached" });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: "The student did not agree to calls (or has withdrawn that): do not call." });
    const next = await call("next-call", "PUT", { nextCallAt: "2030-01-07T10:30:00+05:30" });
    expect(next.statusCode).toBe(409);
    expect(next.json().field).toBe("nextCallAt");
  });

  it("answers 400 for a body out of shape and 404 for an enquiry not held", async () => {
    expect((await call("calls", "POST", { outcome: "maybe" })).statusCode).toBe(400);
    expect((await call("next-call", "PUT", { nextCallAt: "tomorrow" })).statusCode).toBe(400);
    const gone = await call("status", "PUT", { status: "closed" }, "00000000-0000-4000-8000-000000000000");
    expect(gone.statusCode).toBe(404);
  });
});
