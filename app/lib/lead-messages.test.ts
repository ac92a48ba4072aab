// The checks' messages the enquiry catalogue translates are the schemas' own, word for word: a message the
// schema words differently would stay English on a Hindi page.
import { describe, expect, it } from "vitest";
import { enquiryText } from "../../content/i18n/enquiry.ts";
import { checkLead } from "../../domain/leads/check-lead.ts";
import { CHECK_MESSAGES, leadMessageIn } from "./lead-messages.ts";

const messagesOf = (input: Record<string, unknown>) => {
  const checked = checkLead(input);
  return checked.ok ? [] : checked.error.issues.map((issue) => issue.message);
};

describe("the lead checks' messages", () => {
  it("read in the catalogue as the schemas write them", () => {
    for (const key of CHECK_MESSAGES) expect(leadMessageIn("en", enquiryText.en[key])).toBe(enquiryText.en[key]);
    expect(new Set(CHECK_MESSAGES.map((key) => enquiryText.en[key])).size).toBe(CHECK_MESSAGES.length);
  });

  it("are all in Hindi for the problems a student can make", () => {
    const posts = [
      {},
      { name: "A", email: "nope", phone: "1", city: "K", course: "none", call: "on" },
      { name: "A.Kumar", email: `${"a".repeat(260)}@x.in`, city: "Mt.Abu", call: "on", ageBand: "under-18" },
      { name: "Asha <b>", city: "www.x", guardianName: "Dad@x", share: "Elsewhere", ageBand: "18-plus" },
      { name: "x".repeat(120), city: "y".repeat(70), guardianName: "G.Kumar", course: "btech\0" },
      { guardianName: "z".repeat(120) },
    ];
    const english = posts.flatMap(messagesOf).filter((m) => leadMessageIn("hi", m) === m);
    expect([...new Set(english)]).toEqual([]);
  });
});
