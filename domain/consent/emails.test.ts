// What the lead's emails say: their subjects are the portal's own words, whatever the student typed.
import { describe, expect, it } from "vitest";
import { consentInputSchema } from "./consent.schema.ts";
import { confirmationMail, guardianMail } from "./emails.ts";

const student = { name: "Zoravar Qureshi", email: "zoravar@example.in", context: "Xavier Institute Jabalpur" };
const consent = consentInputSchema.parse({
  call: "on",
  ageBand: "under-18",
  guardianName: "Yamini Qureshi",
  guardianEmail: "yamini@example.in",
});
const granted = [
  { purpose: "brochure" as const, institution: "" },
  { purpose: "call" as const, institution: "" },
];
const SITE = "https://portal.example.in";

describe("the enquiry's emails", () => {
  it.each(["en", "hi"] as const)("keep every typed word out of the subject (%s)", (language) => {
    const mails = [
      confirmationMail(student, granted, SITE, "token", language, "emailed"),
      guardianMail(student, consent, granted, SITE, "token", language),
    ];
    for (const mail of mails) {
      for (const typed of ["Zoravar", "Qureshi", "Yamini", "Xavier", "Jabalpur"]) {
        expect(mail.subject).not.toContain(typed);
      }
    }
    // The text still greets the guardian by name and says which student asks.
    expect(mails[1].body).toContain("Yamini Qureshi");
    expect(mails[1].body).toContain("Zoravar Qureshi");
  });

  it("gives the guardian's request one fixed subject in each language", () => {
    const subject = (language: "en" | "hi") => guardianMail(student, consent, granted, SITE, "t", language).subject;
    expect(subject("en")).toBe("A student's enquiry on our admissions portal needs your consent");
    expect(subject("hi")).toBe("हमारे प्रवेश पोर्टल पर एक विद्यार्थी की पूछताछ के लिए आपकी सहमति चाहिए");
  });
});
