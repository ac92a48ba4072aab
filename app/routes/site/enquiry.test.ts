// The enquiry page in both languages (decision 062): a post to /hi/enquiry is answered in Hindi, field by
// field, with the words the browser's check gives; a post to /enquiry keeps its English word for word.
import { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { dbContext, requestInfoContext, type RequestInfo } from "#context";
import type { DatabaseHandle } from "../../../db/client.server.ts";
import { listLeads } from "../../../domain/leads/leads.server.ts";
import { openTestDatabase } from "../../../tests/support/database.ts";
import { parseLead } from "../../lib/lead-form.ts";
import { action, loader } from "./enquiry.tsx";

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

function contextFor() {
  const context = new RouterContextProvider();
  context.set(dbContext, database.db);
  context.set(requestInfoContext, { siteUrl: "http://portal.test", mailQueued: vi.fn() } as unknown as RequestInfo);
  return context;
}

const student = {
  name: "Ritu Sharma",
  email: "ritu.hindi@example.in",
  phone: "12345",
  city: "Jaipur",
  course: "btech",
  source: "apply",
  ageBand: "18-plus",
};

function formOf(fields: Record<string, string>) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  return form;
}

async function post(path: string, fields: Record<string, string>) {
  const request = new Request(`http://portal.test${path}`, { method: "POST", body: formOf(fields) });
  const answer = (await action({ request, context: contextFor(), params: {} } as never)) as {
    data: { ok: boolean; message: string; errors?: Record<string, string> };
    init: { status?: number } | null;
  };
  return answer;
}

const HINDI_PHONE = "कृपया 6, 7, 8 या 9 से शुरू होने वाला 10 अंकों का भारतीय मोबाइल नंबर लिखें।";
const ENGLISH_PHONE = "Please enter a 10-digit Indian mobile number starting with 6, 7, 8 or 9.";

describe("a refused enquiry", () => {
  it("says what is wrong with the phone number in Hindi on /hi/enquiry, as the browser's check does", async () => {
    const answer = await post("/hi/enquiry", student);
    expect(answer.init?.status).toBe(400);
    expect(answer.data).toMatchObject({ ok: false, message: HINDI_PHONE, errors: { phone: HINDI_PHONE } });
    const checked = parseLead(formOf(student), "hi");
    expect(checked.status === "error" && checked.error).toEqual({ phone: HINDI_PHONE });
  });

  it("keeps the English message on /enquiry", async () => {
    const answer = await post("/enquiry", student);
    expect(answer.data).toMatchObject({ ok: false, message: ENGLISH_PHONE, errors: { phone: ENGLISH_PHONE } });
    const checked = parseLead(formOf(student));
    expect(checked.status === "error" && checked.error).toEqual({ phone: ENGLISH_PHONE });
  });

  it("words every field's message in Hindi, the consent's too", async () => {
    const answer = await post("/hi/enquiry", { email: "nope", phone: "98765", course: "", call: "on" });
    expect(answer.data.errors).toEqual({
      name: "कृपया अपना पूरा नाम लिखें।",
      email: "कृपया सही ईमेल पता लिखें, जैसे name@example.com।",
      phone: HINDI_PHONE,
      city: "कृपया अपना शहर लिखें।",
      course: "कृपया सूची में से कोई कोर्स चुनें।",
      ageBand: "कृपया अपनी आयु चुनें।",
    });
  });
});

describe("an enquiry in Hindi", () => {
  it("is received with the Hindi answer and records the notice's language", async () => {
    const answer = await post("/hi/enquiry", { ...student, phone: "9829012345", language: "hi" });
    expect(answer).toMatchObject({ ok: true, message: "फ़ॉर्म सफलतापूर्वक जमा हो गया!" });
    const [lead] = (await listLeads(database.db)).filter((l) => l.email === student.email);
    expect(lead).toMatchObject({ name: "Ritu Sharma", language: "hi" });
  });

  it("has its title in Hindi", () => {
    const request = new Request("http://portal.test/hi/enquiry?kind=brochure&college=IIT%20Delhi");
    const url = new URL(request.url);
    expect(loader({ request, url, context: contextFor(), params: {} } as never)).toEqual({
      kind: "brochure",
      college: "IIT Delhi",
      title: "ब्रोशर डाउनलोड करने के लिए अभी रजिस्टर करें: IIT Delhi",
    });
  });
});
