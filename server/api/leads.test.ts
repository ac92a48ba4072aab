import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { leadConsents, leads } from "../../db/schema.ts";
import { listLeadExports } from "../../domain/leads/lead-search.server.ts";
import { countLeads } from "../../domain/leads/leads.server.ts";
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
beforeAll(async () => {
  api = await openTestApi();
  admin = await signIn(api.app);
});
afterAll(() => api.close());

const form = leadBody;
const submit = (payload: unknown, remoteAddress = freshAddress()) =>
  api.app.inject({ method: "POST", url: "/api/user/lead_data", payload: payload as object, remoteAddress });

describe("POST /api/user/lead_data", () => {
  it("accepts an enquiry: 201 with the spec's message and an _id; stored normalised", async () => {
    const res = await submit({ ...form, source: "brochure", context: "IIT Patna" });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ message: "Form submitted successfully!", _id: expect.any(String), emailed: true });
    const list = await api.app.inject({ url: "/api/user/getall_leads", headers: admin.bearer });
    const lead = list.json().leadData.find((l: { _id: string }) => l._id === res.json()._id);
    expect(lead).toMatchObject({
      phone: "+919876543210",
      course: "btech",
      terms: true,
      source: "brochure",
      context: "IIT Patna",
    });
    expect(lead.termsAcceptedAt).toEqual(expect.any(String));
  });

  it("records an API enquiry with the brochure purpose only, even when a client sends purposes", async () => {
    const res = await submit({ ...form, email: "api-consent@example.in", call: true, share: ["IIT Patna"] });
    expect(res.statusCode).toBe(201);
    const consents = await api.database.db.select().from(leadConsents).where(eq(leadConsents.leadId, res.json()._id));
    expect(consents.map((c) => c.purpose)).toEqual(["brochure"]);
    const [lead] = await api.database.db.select().from(leads).where(eq(leads.id, res.json()._id));
    expect(lead.noticeVersion).toBeNull();
  });

  it("accepts the course by label and terms false (no consent time)", async () => {
    const res = await submit({
      ...form,
      email: "label@example.in",
      course: "MBBS",
      terms: false,
      phone: "09876543210",
    });
    expect(res.statusCode).toBe(201);
  });

  const invalid: [string, Record<string, unknown>][] = [
    ["name", { name: "A" }],
    ["name", { name: "x".repeat(101) }],
    ["email", { email: "not-an-email" }],
    ["phone", { phone: "12345" }],
    ["phone", { phone: "5876543210" }],
    ["city", { city: "" }],
    ["city", { city: "c".repeat(61) }],
    ["course", { course: "astrology" }],
    ["terms", { terms: "yes" }],
    ["source", { source: "spam" }],
  ];
  it.each(invalid)("rejects a bad %s with a message for that field", async (field, change) => {
    const res = await submit({ ...form, ...change });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors)).toEqual([field]);
    expect(res.json().message).toBe(res.json().errors[field]);
  });

  it("refuses an email address over 254 characters, and a NUL character, with a 400 naming the field", async () => {
    const tooLong = await submit({ ...form, email: `${"a".repeat(244)}@example.in` });
    expect(tooLong.statusCode).toBe(400);
    expect(Object.keys(tooLong.json().errors)).toEqual(["email"]);
    const withNul = await submit({ ...form, context: "IIT\u0000 Patna" });
    expect(withNul.statusCode).toBe(400);
    expect(withNul.json().errors).toEqual({ context: "Please remove the invisible NUL character." });
  });

  it("refuses a link, an email address or a line break in a name or city, as the site's forms do", async () => {
    const plain = (what: string) => `Please enter just ${what}, without links, email addresses or special characters.`;
    const before = await countLeads(api.database.db);
    const cases: [Record<string, string>, Record<string, string>][] = [
      [{ name: "Rohan\r\nBcc: victim@example.in" }, { name: plain("your name") }],
      [{ name: "Verify at https://evil.example" }, { name: plain("your name") }],
      [{ name: "Rohan \u202Egnp.exe" }, { name: plain("your name") }],
      [
        { city: "Patna www.evil.example" },
        { city: "Please enter just your city, without links; after a dot, leave a space (Mt. Abu)." },
      ],
    ];
    for (const [change, errors] of cases) {
      const res = await submit({ ...form, ...change });
      expect(res.statusCode, JSON.stringify(change)).toBe(400);
      expect(res.json().errors).toEqual(errors);
    }
    expect(await countLeads(api.database.db)).toBe(before);
  });

  it("lists every missing field at once", async () => {
    const res = await submit({});
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors).sort()).toEqual(["city", "course", "email", "name", "phone"]);
  });

  it("does not store a repeat within 10 minutes: same _id, one row", async () => {
    const before = await countLeads(api.database.db);
    const first = await submit({ ...form, email: "twice@example.in" });
    const second = await submit({ ...form, email: "twice@example.in" });
    expect(second.statusCode).toBe(201);
    expect(second.json()._id).toBe(first.json()._id);
    expect(await countLeads(api.database.db)).toBe(before + 1);
  });

  it("answers a filled honeypot as accepted and stores nothing", async () => {
    const before = await countLeads(api.database.db);
    const res = await submit({ ...form, email: "bot@example.in", website: "http://spam.example" });
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe("Form submitted successfully!");
    expect(await countLeads(api.database.db)).toBe(before);
  });

  it("allows 10 enquiries a minute from one address, then answers 429", async () => {
    const address = freshAddress();
    for (let i = 0; i < 10; i++) {
      expect((await submit({ ...form, email: `burst${i}@example.in` }, address)).statusCode).toBe(201);
    }
    const res = await submit({ ...form, email: "burst10@example.in" }, address);
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toMatch(/try again/i);
    expect((await submit({ ...form, email: "other@example.in" })).statusCode).toBe(201);
  });

  it("refuses a body that is not JSON, or too large, without a 5xx", async () => {
    const text = await api.app.inject({
      method: "POST",
      url: "/api/user/lead_data",
      payload: "name=x",
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect(text.statusCode).toBe(415);
    const broken = await api.app.inject({
      method: "POST",
      url: "/api/user/lead_data",
      payload: "{nope",
      headers: { "content-type": "application/json" },
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().message).toMatch(/JSON/);
    const huge = await submit({ ...form, name: "x".repeat(200_000) });
    expect(huge.statusCode).toBe(413);
  });
});

describe("GET /api/user/getall_leads", () => {
  it("is for admins only", async () => {
    const { statuses } = await expectAdminOnly(api.app, { method: "GET", url: "/api/user/getall_leads" }, admin);
    expect(statuses).toEqual([401, 401, 401]);
  });

  it("lists newest first, 100 a page at most, with the total, and records every page read", async () => {
    const res = await api.app.inject({ url: "/api/user/getall_leads", headers: admin.cookieOnly });
    const body = res.json();
    expect(body).toMatchObject({ total: expect.any(Number), page: 1, limit: 100 });
    const all = body.leadData;
    expect(all.length).toBeGreaterThan(3);
    expect(body.total).toBe(await countLeads(api.database.db));
    const times = all.map((l: { createdAt: string }) => l.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    const page = (await api.app.inject({ url: "/api/user/getall_leads?page=2&limit=2", headers: admin.bearer })).json();
    expect(page).toMatchObject({ page: 2, limit: 2, total: body.total });
    expect(page.leadData.map((l: { _id: string }) => l._id)).toEqual(
      all.slice(2, 4).map((l: { _id: string }) => l._id),
    );
    const tooMany = await api.app.inject({ url: "/api/user/getall_leads?limit=101", headers: admin.bearer });
    expect(tooMany.statusCode).toBe(400);

    const reads = await listLeadExports(api.database.db, 2);
    expect(reads.map((r) => r.filter)).toEqual([
      { via: "REST API", page: "2", limit: "2" },
      { via: "REST API", page: "1", limit: "100" },
    ]);
    expect(reads.map((r) => [r.adminEmail, r.rowCount])).toEqual([
      [ADMIN.username, 2],
      [ADMIN.username, all.length],
    ]);
  });
});
