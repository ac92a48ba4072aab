import { describe, expect, it } from "vitest";
import { checkLead } from "../../domain/leads/check-lead.ts";
import { leadFromForm } from "./lead-form.ts";
import { brochureHref, brochureName, refusedLead, returnUrl } from "./lead-action.server.ts";

function form(fields: Record<string, string>) {
  const data = new FormData();
  for (const [k, v] of Object.entries(fields)) data.set(k, v);
  return data;
}

/** The lead form's fields as the domain checks them, and a refusal as the form shows it. */
function parseLead(data: FormData) {
  const checked = checkLead(leadFromForm(data));
  return checked.ok ? checked : refusedLead(checked.error);
}

const valid = {
  name: "Asha Verma",
  email: "Asha@Example.in",
  phone: "098765 43210",
  city: "Jaipur",
  course: "btech",
  source: "counselling",
};

describe("an enquiry form, as the domain checks it", () => {
  it("turns the form into a lead: normalised phone and email, terms false unless ticked", () => {
    const parsed = parseLead(form(valid));
    expect(parsed).toMatchObject({
      ok: true,
      lead: { email: "asha@example.in", phone: "+919876543210", terms: false, source: "counselling" },
    });
    expect(parseLead(form({ ...valid, terms: "true" }))).toMatchObject({ ok: true, lead: { terms: true } });
  });

  it("names the first bad field and keeps one message per field", () => {
    const parsed = parseLead(form({ ...valid, phone: "12345", course: "" }));
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(parsed.message).toBe("Please enter a 10-digit Indian mobile number starting with 6, 7, 8 or 9.");
    expect(Object.keys(parsed.errors)).toEqual(["phone", "course"]);
    expect(parsed.errors.course).toBe("Please select a course from the list.");
  });

  it("accepts a newsletter sign-up with email, phone and course only", () => {
    const parsed = parseLead(form({ email: "a@b.in", phone: "9876543210", course: "mba", source: "newsletter" }));
    expect(parsed).toMatchObject({
      ok: true,
      lead: { name: "Newsletter subscriber", city: "Not given", source: "newsletter" },
    });
  });

  it("refuses a NUL character in any field, and an email address over 254 characters, naming the field", () => {
    for (const field of ["name", "email", "phone", "city", "course"] as const) {
      const parsed = parseLead(form({ ...valid, [field]: `${valid[field]}\0` }));
      expect(parsed.ok, field).toBe(false);
      if (!parsed.ok) expect(Object.keys(parsed.errors), field).toEqual([field]);
    }
    const nulName = parseLead(form({ ...valid, name: "Asha\0 Verma" }));
    expect(nulName).toMatchObject({ ok: false, errors: { name: "Please remove the invisible NUL character." } });
    const longest = `${"a".repeat(243)}@example.in`; // 254 characters: still an address mail can reach
    expect(parseLead(form({ ...valid, email: longest })).ok).toBe(true);
    const tooLong = parseLead(form({ ...valid, email: `a${longest}` }));
    expect(tooLong).toMatchObject({ ok: false, errors: { email: expect.stringMatching(/under 255 characters/) } });
  });

  it("refuses an unknown enquiry type", () => {
    expect(parseLead(form({ ...valid, source: "spam" })).ok).toBe(false);
  });

  it("passes the honeypot on, so the domain can drop the bot quietly", () => {
    expect(parseLead(form({ ...valid, website: "http://spam" }))).toMatchObject({
      ok: true,
      lead: { website: "http://spam" },
    });
  });
});

describe("brochure names and return paths", () => {
  it("keeps brochure names printable and short", () => {
    expect(brochureName("IIT <Delhi>\n")).toBe("IIT Delhi");
    expect(brochureName("x".repeat(200))).toHaveLength(80);
    expect(brochureName(null)).toBe("");
    expect(brochureHref("IIT Delhi")).toBe("/resources/brochure.pdf?name=IIT%20Delhi");
    expect(brochureHref("")).toBe("/resources/brochure.pdf");
  });

  it("only ever sends the visitor back to a path on this site, however the path is dressed up", () => {
    const location = (raw: string | undefined) => {
      const url = returnUrl(raw);
      return url.pathname + url.search;
    };
    expect(location("/contact?x=1")).toBe("/contact?x=1");
    for (const raw of [
      "//evil.example",
      "/\\evil.example",
      "https://evil.example",
      "/.//evil.example/x",
      "/..//evil.example/x",
      "/./\\evil.example",
      "/%2e//evil.example",
      undefined,
    ]) {
      const sent = location(raw);
      // As a browser reads the Location header: still this site.
      expect(new URL(sent, "https://portal.example.in").host, String(raw)).toBe("portal.example.in");
      expect(sent, String(raw)).toMatch(/^\/(?![/\\])/);
    }
    expect(location("/.//evil.example/x")).toBe("/evil.example/x");
  });
});
