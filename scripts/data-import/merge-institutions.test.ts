import { describe, expect, it } from "vitest";
import {
  APART_REASONS,
  findMerges,
  formerAddresses,
  keepEarlierAddresses,
  looseKey,
  RULES,
} from "./merge-institutions.ts";
import type { Row } from "./write-outputs.ts";

function row(code: string, name: string, extra: Partial<Record<string, string>> = {}): Row {
  return {
    code,
    name,
    aliases: "",
    slug: code.toLowerCase().replace(/[^a-z0-9]+/g, "-"),
    kind: code.startsWith("U-") ? "university" : "college",
    state: "Rajasthan",
    district: "Alwar",
    city: "",
    ...extra,
  };
}

/** The merges of the rows as "from → to". */
function merged(rows: Row[]): string[] {
  return findMerges(rows)
    .merges.map((merge) => `${merge.from} → ${merge.to}`)
    .sort();
}

describe("merging records of one institution", () => {
  it("merges an AICTE record into the AISHE institution of the same name, state and district", () => {
    const { merges } = findMerges([
      row("C-1", "Laxmi Devi Institute of Engineering & Technology, Alwar"),
      row("AICTE:1-2", "Laxmi Devi Institute of Engineering and Technology"),
      row("AICTE:1-3", "LAXMI DEVI INSTT. OF ENGG. & TECH."),
    ]);
    expect(merges).toEqual([
      { from: "AICTE:1-2", to: "C-1", rule: RULES.samePlaceDropped },
      { from: "AICTE:1-3", to: "C-1", rule: RULES.samePlaceDropped },
    ]);
    expect(
      merged([
        row("C-1", "Acme College of Engg. & Tech."),
        row("AICTE:1-2", "ACME COLLEGE OF ENGINEERING AND TECHNOLOGY"),
      ]),
    ).toEqual(["AICTE:1-2 → C-1"]);
    expect(
      findMerges([row("C-1", "Acme Coll of Mgmt"), row("AICTE:1-2", "Acme College of Management")]).merges[0].rule,
    ).toBe(RULES.sameName);
  });

  it("drops brackets, '(Autonomous)' and a trailing place, and no other words", () => {
    expect(looseKey("Rathnavel Subramaniam College of Arts & Science (Autonomous)", ["Coimbatore"])).toBe(
      "rathnavel subramaniam college arts sciences",
    );
    expect(looseKey("St. Alberts College Autonomous, Ernakulam", ["Ernakulam"])).toBe("saint alberts college");
    // Only the place itself: "Dr Ambedkar College Tonk" keeps "college" (not swallowed with Tonk).
    expect(looseKey("DR Ambedkar College Tonk", ["Tonk"])).toBe("dr ambedkar college");
    expect(looseKey("DR Ambedkar Pharmacy College Tonk", ["Tonk"])).toBe("dr ambedkar pharmacy college");
  });

  it("merges two AICTE records of one college when no AISHE institution has the name", () => {
    expect(
      merged([
        row("AICTE:1-9", "Shriram School of Business Studies", { district: "Morena" }),
        row("AICTE:1-5", "Shriram School of Business Studies", { district: "Morena" }),
      ]),
    ).toEqual(["AICTE:1-9 → AICTE:1-5"]);
  });

  it("refuses a different bracketed course: (MCA) is not (MBA)", () => {
    const { merges, apart } = findMerges([
      row("AICTE:1-1", "Acme Institute of Management (MCA)"),
      row("AICTE:1-2", "Acme Institute of Management (MBA)"),
    ]);
    expect(merges).toEqual([]);
    expect(apart.map((group) => group.reason)).toEqual([APART_REASONS.course]);
    // Nor a course-specific record with the college itself.
    expect(
      merged([row("C-1", "Acme Institute of Management"), row("AICTE:1-2", "Acme Institute of Management (MBA)")]),
    ).toEqual([]);
  });

  it("refuses a pharmacy college for a college of another name", () => {
    expect(
      merged([
        row("C-1", "DR Ambedkar Pharmacy College Tonk", { district: "Tonk" }),
        row("AICTE:1-2", "DR Ambedkar College Tonk", { district: "Tonk" }),
      ]),
    ).toEqual([]);
  });

  it("refuses a university with a college, school or campus of the same name", () => {
    const { merges, apart } = findMerges([
      row("C-1", "Vidhyadeep Institute of Engineering and Technology", { district: "Surat", state: "Gujarat" }),
      row("AICTE:1-2", "Vidhyadeep Institute of Engineering and Technology", {
        district: "Surat",
        state: "Gujarat",
        kind: "university",
      }),
    ]);
    expect(merges).toEqual([]);
    expect(apart[0].reason).toBe(APART_REASONS.university);
    expect(merged([row("U-1", "Acme University"), row("AICTE:1-2", "Acme University (Campus II)")])).toEqual([]);
  });

  it("refuses campus or unit numbers that differ", () => {
    const { merges, apart } = findMerges([
      row("C-1", "Acme Institute of Technology Campus 2"),
      row("AICTE:1-2", "Acme Institute of Technology (Campus 1)"),
    ]);
    expect(merges).toEqual([]);
    expect(
      merged([row("C-1", "Acme Institute of Technology"), row("AICTE:1-2", "Acme Institute of Technology II")]),
    ).toEqual([]);
    expect(apart).toEqual([]);
  });

  it("refuses a women's institution for one of the same name without it", () => {
    const { merges, apart } = findMerges([
      row("C-1", "Acme Degree College (For Women)"),
      row("AICTE:1-2", "Acme Degree College"),
    ]);
    expect(merges).toEqual([]);
    expect(apart[0].reason).toBe(APART_REASONS.women);
  });

  it("never merges records of different districts", () => {
    expect(
      merged([
        row("C-1", "Acme Institute of Technology"),
        row("AICTE:1-2", "Acme Institute of Technology", { district: "Jaipur" }),
      ]),
    ).toEqual([]);
  });

  it("merges a generic name only when both carry the same place", () => {
    // Two Government Polytechnics of one district are two institutions until a place tells them apart.
    expect(
      merged([
        row("S-1", "Government Polytechnic"),
        row("AICTE:1-2", "Govt. Polytechnic"),
        row("AICTE:1-3", "Government Polytechnic"),
      ]),
    ).toEqual([]);
    expect(merged([row("S-1", "Government Polytechnic, Bansur"), row("AICTE:1-2", "Govt Polytechnic Bansur")])).toEqual(
      ["AICTE:1-2 → S-1"],
    );
    // A place that is only the district is no place: the name alone stays generic.
    expect(merged([row("S-1", "Government Polytechnic, Alwar"), row("AICTE:1-2", "Government Polytechnic")])).toEqual(
      [],
    );
  });

  it("keeps apart a name found in three or more districts, and a society's name", () => {
    const common = ["Alwar", "Jaipur", "Kota"].map((district, n) =>
      row(`C-${n + 1}`, "Vivekananda Degree College", { district }),
    );
    expect(merged([...common, row("AICTE:1-9", "Vivekananda Degree College")])).toEqual([]);
    expect(
      merged([
        row("C-1", "Shri Balasaheb Mane Shikshan Prasarak Mandal"),
        row("S-2", "Shri Balasaheb Mane Shikshan Prasarak Mandal"),
      ]),
    ).toEqual([]);
  });

  it("keeps apart two AISHE colleges of one name, and joins an AISHE college and standalone institution", () => {
    const { merges, apart } = findMerges([
      row("C-1", "Raos Degree College"),
      row("C-2", "Raos Degree College"),
      row("AICTE:1-3", "Raos Degree College"),
    ]);
    expect(merges).toEqual([]);
    expect(apart[0].reason).toBe(APART_REASONS.severalAishe);
    expect(
      merged([
        row("C-1", "Kakinada Institute of Technological Sciences"),
        row("S-2", "Kakinada Institute of Technological Sciences"),
      ]),
    ).toEqual(["S-2 → C-1"]);
  });

  it("joins a record without a district to the one district that has the name", () => {
    expect(merged([row("C-1", "Kalna Polytechnic"), row("AICTE:1-2", "Kalna Polytechnic", { district: "" })])).toEqual([
      "AICTE:1-2 → C-1",
    ]);
  });

  it("applies the hand merges first, and refuses one whose codes are not in the catalogue", () => {
    const rows = [
      row("U-1", "Jawaharlal Nehru University", { district: "South Delhi" }),
      row("AICTE:1-2", "Jawaharlal Nehru University", { district: "South West Delhi", kind: "university" }),
    ];
    expect(findMerges(rows).merges).toEqual([]);
    expect(findMerges(rows, [{ from: "AICTE:1-2", to: "U-1", note: "one campus" }]).merges).toEqual([
      { from: "AICTE:1-2", to: "U-1", rule: "by hand" },
    ]);
    expect(() => findMerges(rows, [{ from: "AICTE:1-3", to: "U-1", note: "" }])).toThrow(/no institution AICTE:1-3/);
  });
});

describe("two AICTE records of one name", () => {
  const rows = [
    row("C-1", "Narayana Engineering College", { district: "Nellore", aicte_id: "" }),
    row("AICTE:1-1", "Narayana Engineering College", { district: "Nellore", aicte_id: "1-1" }),
    row("AICTE:1-2", "Narayana Engineering College", { district: "Nellore", aicte_id: "1-2" }),
  ];

  it("join one institution only where their addresses name the same place", () => {
    const apartPlaces = new Map([
      ["1-1", "Narayana Avenue, Muthukur Road, Nellore - 524004"],
      ["1-2", "Dhurjati Nagar, Guduru, Nellore (Dt)"],
    ]);
    const { merges, apart } = findMerges(rows, [], apartPlaces);
    expect(merges.map((merge) => `${merge.from} → ${merge.to}`)).toEqual(["AICTE:1-1 → C-1"]);
    expect(apart[0].reason).toBe(APART_REASONS.addresses);
    const onePlace = new Map([
      ["1-1", "Narayana Avenue, Muthukur Road, Nellore - 524004"],
      ["1-2", "NARAYANA AVENUE MUTHUKUR ROAD"],
    ]);
    expect(findMerges(rows, [], onePlace).merges.map((merge) => merge.from)).toEqual(["AICTE:1-1", "AICTE:1-2"]);
  });

  it("of a common name join where their addresses name the same place, and not elsewhere", () => {
    const common = ["Jaipur", "Kota", "Ajmer"].map((district, n) =>
      row(`C-${n + 1}`, "City College", { district, aicte_id: "" }),
    );
    const bengaluru = (code: string, aicteId: string) =>
      row(code, "City College", { district: "Bengaluru Urban", aicte_id: aicteId });
    const addresses = new Map([
      ["1-1", "27/2 33rd Cross 2nd Main Jayanagar 7th Block"],
      ["1-2", "27/2 33RD CROSS, JAYANAGAR"],
      ["1-3", "Hebbal Ring Road"],
    ]);
    const { merges } = findMerges(
      [...common, bengaluru("AICTE:1-1", "1-1"), bengaluru("AICTE:1-2", "1-2"), bengaluru("AICTE:1-3", "1-3")],
      [],
      addresses,
    );
    expect(merges).toEqual([{ from: "AICTE:1-2", to: "AICTE:1-1", rule: RULES.sameAddress }]);
  });
});

describe("former addresses", () => {
  it("maps each retired code and slug to its survivor, never to another retired one or to itself", () => {
    const before = [
      row("C-1", "Alpha", { slug: "alpha-alwar-c-1" }),
      row("AICTE:1-2", "Alpha", { slug: "alpha-alwar-aicte-1-2" }),
      row("C-3", "Beta", { slug: "beta-alwar" }),
    ];
    const after = [row("C-1", "Alpha", { slug: "alpha-alwar" }), row("C-3", "Beta", { slug: "beta-alwar" })];
    expect(formerAddresses(before, after, new Map([["AICTE:1-2", "C-1"]]))).toEqual({
      codes: { "AICTE:1-2": "C-1" },
      slugs: { "alpha-alwar-aicte-1-2": "alpha-alwar", "alpha-alwar-c-1": "alpha-alwar" },
    });
  });

  it("keeps every address an earlier import gave out, each leading straight to where its institution is now", () => {
    const after = [
      row("C-1", "Alpha", { slug: "alpha-alwar" }),
      row("C-5", "Women's College", { slug: "womens-college-alwar", aicte_id: "1-9" }),
    ];
    const earlier = {
      // Then: C-1 had another slug, an AICTE record had a page of its own under a damaged name (now joined to
      // C-5 by its AICTE id), and an older import had retired C-0 into C-4, since merged into C-1.
      institutions: [
        row("C-1", "Alpha", { slug: "alpha-alwar-c-1" }),
        row("AICTE:1-9", "Womenâ€™s College", { slug: "womena-tms-college-alwar" }),
        row("C-4", "Alpha", { slug: "alpha-alwar-c-4" }),
        row("C-6", "Gone", { slug: "gone-alwar" }),
      ],
      former: { codes: { "C-0": "C-4" }, slugs: { "alpha-old": "alpha-alwar-c-4" } },
    };
    const now = { codes: { "C-4": "C-1" }, slugs: {} };
    expect(keepEarlierAddresses(now, earlier, after)).toEqual({
      codes: { "AICTE:1-9": "C-5", "C-0": "C-1", "C-4": "C-1" },
      slugs: {
        "alpha-alwar-c-1": "alpha-alwar",
        "alpha-alwar-c-4": "alpha-alwar",
        "alpha-old": "alpha-alwar",
        "womena-tms-college-alwar": "womens-college-alwar",
      },
    });
  });
});
