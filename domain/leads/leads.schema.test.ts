// Names and cities end up in the emails the portal sends ("Hello <name>,") and on its pages: they may hold a
// name, and nothing that reads as a link, an address or a line of its own (domain/fields.ts, personName).
import { describe, expect, it } from "vitest";
import { consentInputSchema } from "../consent/consent.schema.ts";
import { fieldMessages } from "../errors.ts";
import { reviewFormSchema } from "../reviews/reviews.schema.ts";
import { validReviewForm } from "../../tests/support/review-form.ts";
import { leadInputSchema } from "./leads.schema.ts";

const lead = { name: "Meera Iyer", email: "meera@example.in", phone: "9123456789", city: "Chennai", course: "mba" };
const NAME_PLAIN = "Please enter just your name, without links, email addresses or special characters.";
const NAME_DOT = "Please enter just your name, without links; after a dot, leave a space (S. Kumar).";

const leadErrors = (change: Record<string, string>) => {
  const result = leadInputSchema.safeParse({ ...lead, ...change });
  return result.success ? {} : fieldMessages(result.error);
};

const ZWJ = "\u200D";
const ZWNJ = "\u200C";

describe("a name, a city and a guardian's name", () => {
  it.each([
    ["Meera Iyer"],
    ["A.R. Rahman"],
    ["S. Kumar"],
    ["D'Souza-Fernandes"],
    ["Ranbir O’Neil"],
    ["Ramesh (Raju) Patil"],
    ["अदिति शर्मा"], // Devanagari with its vowel signs (\p{M})
    ["क्षितिज"],
    [`क्${ZWJ}ष`], // a half form chosen with a zero-width joiner after the virama
    [`ഉണ്ണികൃഷ്ണന്${ZWJ}`], // an older Malayalam chillu, typed with a joiner at the end of the word
    [`प्${ZWNJ}रिया`],
    ["ਗੁਰਪ੍ਰੀਤ ਕੌਰ"],
    ["محمد اسلم"],
  ])("accepts %s", (name) => {
    expect(leadErrors({ name })).toEqual({});
    expect(leadErrors({ city: name.slice(0, 60) })).toEqual({});
  });

  it.each([
    ["a web address", "Rohan http://evil.example/login"],
    ["a scheme without a host", "Rohan https:evil"],
    ["an email address", "Rohan rohan@evil.example"],
    ["a digit", "Call 9876543210"],
    ["a carriage return and line feed", "Rohan\r\nBcc: victim@example.in"],
    ["a line feed", "Rohan\nVerify your account"],
    ["a tab", "Rohan\tVerma"],
    ["a zero-width space", "Ro\u200Bhan"],
    ["a right-to-left override", "Rohan \u202Egnp.exe"],
    ["a bidi isolate", "Rohan \u2066x\u2069"],
    ["a byte order mark inside", "Ro\uFEFFhan"],
    ["a joiner between Latin letters", `w${ZWNJ}ww evil`],
    ["a joiner at the start", `${ZWJ}अदिति`],
    ["a line separator", "Rohan\u2028Verma"],
    ["angle brackets", "<b>Rohan</b>"],
    ["a full-width at sign", "rohan＠evil"],
  ])("refuses %s with the plain message", (_what, name) => {
    expect(leadErrors({ name })).toEqual({ name: NAME_PLAIN });
  });

  it.each([
    ["www.", "Rohan www. evil"],
    ["a domain", "Rohan evil.example"],
    ["an Indian domain", "Rohan evil.भारत"],
    ["joined initials", "S.Kumar"],
  ])("refuses %s with the message about dots", (_what, name) => {
    expect(leadErrors({ name })).toEqual({ name: NAME_DOT });
  });

  it("never keeps a line break at either end: it is trimmed, and one inside is refused", () => {
    expect(leadInputSchema.parse({ ...lead, name: "\r\nMeera Iyer\n" }).name).toBe("Meera Iyer");
  });

  it("holds the city and the guardian's name to the same rule, with their own words", () => {
    expect(leadErrors({ city: "Pune www.evil.example" })).toEqual({
      city: "Please enter just your city, without links; after a dot, leave a space (Mt. Abu).",
    });
    expect(leadErrors({ city: "Pune\r\n" + "x" })).toEqual({
      city: "Please enter just your city, without links, email addresses or special characters.",
    });
    const guardian = consentInputSchema.safeParse({
      call: "on",
      ageBand: "under-18",
      guardianName: "Sunita\nClick https://evil.example",
      guardianEmail: "sunita@example.in",
    });
    expect(fieldMessages(guardian.error!)).toEqual({
      guardianName:
        "Please enter just your parent or guardian's name, without links, email addresses or special characters.",
    });
    expect(
      consentInputSchema.parse({
        call: "on",
        ageBand: "under-18",
        guardianName: "सुनीता शर्मा",
        guardianEmail: "sunita@example.in",
      }).guardianName,
    ).toBe("सुनीता शर्मा");
  });

  it("keeps links, addresses and line breaks out of the enquiry's subject, which both emails name", () => {
    expect(leadErrors({ context: "NIT Trichy: B.Tech Civil Engineering (B.Com too)" })).toEqual({});
    const refused = "The enquiry's subject cannot hold links, email addresses or special characters.";
    for (const context of [
      "IIT Delhi\nVerify at evil",
      "https://evil.example",
      "www.evil.example",
      "help@evil.example",
    ]) {
      expect(leadErrors({ context }), context).toEqual({ context: refused });
    }
  });

  it("holds a reviewer's name, shown with the published review, to the same rule", () => {
    const result = reviewFormSchema.safeParse(validReviewForm({ reviewerName: "Aarav www.cheap-seats.example" }));
    expect(fieldMessages(result.error!)).toEqual({
      reviewerName: "Please enter just your name, without links; after a dot, leave a space (S. Kumar).",
    });
  });
});
