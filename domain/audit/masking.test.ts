import { describe, expect, it } from "vitest";
import { diffFields, maskEmail, maskName, maskPhone, maskText } from "./masking.ts";

describe("masking personal data for the audit trail", () => {
  it("keeps an email's first letter and domain, a phone's last two digits, a name's initial", () => {
    expect(maskEmail("asha.rao@gmail.com")).toBe("a***@gmail.com");
    expect(maskEmail("not an email")).toBe("***");
    expect(maskPhone("+91 98765 43210")).toBe("******10");
    expect(maskName(" rohan Mehta")).toBe("R.");
  });

  it("masks emails and phone numbers written inside free text, and leaves short numbers", () => {
    expect(maskText("call 9876543210 or mail asha@x.in, rank 1234")).toBe("call ******10 or mail a***@x.in, rank 1234");
  });
});

describe("diffFields", () => {
  it("gives only the fields that changed, before and after, masked by field", () => {
    const before = { name: "Asha Rao", phone: "9876543210", city: "Pune", at: new Date("2026-01-01T00:00:00Z") };
    const after = { name: "Asha R", phone: "9876500011", city: "Pune", at: new Date("2026-01-01T00:00:00Z") };
    expect(diffFields(before, after, { mask: { name: "name", phone: "phone" } })).toEqual({
      name: { before: "A.", after: "A." },
      phone: { before: "******10", after: "******11" },
    });
  });

  it("diffs a created record from nothing, hides secrets and sweeps nested values", () => {
    const changes = diffFields({}, { q: "Asha", notes: [{ by: "x@y.org" }], rows: 3 }, { mask: { q: "secret" } });
    expect(changes).toEqual({
      q: { before: null, after: "(hidden)" },
      notes: { before: null, after: [{ by: "x***@y.org" }] },
      rows: { before: null, after: 3 },
    });
  });
});
