// GET /api/predictor's orders (decision 048), on the hand-made cut-offs with three more NITs (tests/support/
// cutoffs.ts), two of them ranked by NIRF in Engineering and two with the tuition their institution published
// (decision 059): each `sort` gives a sequence monotone on its own key, and the fee order, for an engineering
// exam, puts the seats with a published fee first.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { programmeFactsSchema } from "../../domain/institution-facts/facts.schema.ts";
import { decideChange, submitChange } from "../../domain/institution-facts/facts.server.ts";
import { loadCatalogueIfChanged } from "../../seed/catalogue.ts";
import { openTestApi, type TestApi } from "../../tests/support/api.ts";
import { actorEmailed } from "../../tests/support/audit.ts";
import { writeCatalogueFixture } from "../../tests/support/catalogue.ts";
import { writeCutoffFixture } from "../../tests/support/cutoffs.ts";

interface Seat {
  closingRank: number;
  institution: {
    code: string | null;
    nameAsPublished: string;
    state: string;
    nirfRank: number | null;
    nirf: { rank: number; year: number; category: string; source: { name: string; url: string } } | null;
  };
  program: { branch: string };
  comparedWith: { value: number };
  fee: { perYear: number; year: string; publishedBy?: string; source: { url: string } } | null;
}

let api: TestApi;
beforeAll(async () => {
  api = await openTestApi();
  const catalogue = writeCatalogueFixture(
    "1",
    [
      { code: "C-3", name: "Delta Institute of Technology" },
      { code: "C-4", name: "Epsilon Institute of Technology" },
      { code: "C-5", name: "Zeta Institute of Technology" },
    ],
    [
      // Delta's latest Engineering rank is 2025's 30, not 2024's 5.
      { code: "C-3", year: "2024", category: "Engineering", rank: "5" },
      { code: "C-3", year: "2025", category: "Engineering", rank: "30" },
      { code: "C-4", year: "2025", category: "Engineering", rank: "8" },
      // Ranked in another list only: an engineering seat there has no NIRF rank to show.
      { code: "C-5", year: "2025", category: "Medical", rank: "2" },
    ],
  );
  const nit = (id: number, name: string, code: string, state: string) => [
    id,
    "josaa",
    name,
    name,
    "",
    code,
    "test",
    "NIT",
    state,
    "",
    "2025",
  ];
  writeCutoffFixture(catalogue, {
    institutes: [
      nit(6, "NIT Delta", "C-3", "Karnataka"),
      nit(7, "NIT Epsilon", "C-4", "Andhra Pradesh"),
      nit(8, "NIT Zeta", "C-5", "West Bengal"),
    ],
    josaa: [
      [6, 1, "OS", "OPEN", "neutral", 2025, 6, 3200],
      [6, 2, "OS", "OPEN", "neutral", 2025, 6, 4500],
      [7, 1, "OS", "OPEN", "neutral", 2025, 6, 2900],
      [7, 2, "OS", "OPEN", "neutral", 2025, 6, 3900],
      [8, 1, "OS", "OPEN", "neutral", 2025, 6, 3600],
    ],
  });
  await loadCatalogueIfChanged(api.database.db, { dir: catalogue });
  // Epsilon and Delta publish a programme's tuition each, checked by an editor.
  for (const [code, programme, tuition] of [
    ["C-4", "B.Tech Computer Science and Engineering", "2,40,000"],
    ["C-3", "Electronics and Communication Engineering", "1,10,000"],
  ]) {
    const facts = programmeFactsSchema.parse({ programme, academicYear: "2026-27", tuitionPerYear: tuition });
    const rep = {
      adminId: "00000000-0000-4000-8000-0000000000ab",
      email: `fees@${code}.example.in`,
      institutionCode: code,
    };
    const change = await submitChange(api.database.db, rep, { kind: "programme", facts });
    await decideChange(api.database.db, change, { publish: true, by: actorEmailed("editor@portal.example.in") });
  }
});
afterAll(() => api.close());

// CRL 3,300: NIT Epsilon's CSE (closing 2,900) is Reach, so the default order differs from the closing order.
const ASK = "/api/predictor?exam=jee-main&crlRank=3300&limit=200";

async function seatsBy(sort: string): Promise<Seat[]> {
  const res = await api.app.inject(`${ASK}&sort=${sort}`);
  expect(res.statusCode).toBe(200);
  expect(res.json().sort).toBe(sort);
  return res.json().results;
}

/** Each key is no smaller than the one before; `null` (not published, not ranked) only after every value. */
function expectMonotone<T extends number | string>(keys: (T | null)[]) {
  const known = keys.filter((k): k is T => k !== null);
  expect(keys.slice(0, known.length), "values before nulls").toEqual(known);
  expect(known).toEqual([...known].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
}

describe("GET /api/predictor, ordered", () => {
  it("lists the seats the orders are checked on: several NITs, states, NIRF ranks and fees", async () => {
    const seats = await seatsBy("best");
    expect(seats.length).toBeGreaterThanOrEqual(6);
    expect(new Set(seats.map((s) => s.institution.state)).size).toBeGreaterThanOrEqual(4);
    expect(new Set(seats.map((s) => s.institution.nirfRank)).size).toBeGreaterThanOrEqual(3);
    expect(seats.filter((s) => s.fee).length).toBe(2);
  });

  // Every order the API offers but best and chance, each with the key it says it orders by.
  const orders: [string, (seat: Seat) => number | string | null][] = [
    // One rank list here (CRL), so closing ÷ rank is the closing rank's own order.
    ["closing", (s) => s.closingRank / s.comparedWith.value],
    ["nirf", (s) => s.institution.nirfRank],
    ["state", (s) => s.institution.state],
    ["fee", (s) => s.fee?.perYear ?? null],
  ];
  it.each(orders)("sort=%s orders the seats by its key, lowest first", async (sort, key) => {
    const seats = await seatsBy(sort);
    expect(seats.length).toBeGreaterThanOrEqual(6);
    const keys = seats.map(key);
    expectMonotone(keys);
    // Not trivially monotone: the key takes several values, and the order differs from the default's.
    expect(new Set(keys).size).toBeGreaterThanOrEqual(3);
    const best = await seatsBy("best");
    expect(seats.map((s) => s.institution.nameAsPublished + s.program.branch)).not.toEqual(
      best.map((s) => s.institution.nameAsPublished + s.program.branch),
    );
  });

  it("sort=fee for an engineering exam puts the institution's published tuition first, then seats without a fee", async () => {
    const seats = await seatsBy("fee");
    expect(seats[0]).toMatchObject({
      institution: { nameAsPublished: "NIT Delta" },
      program: { branch: "Electronics and Communication Engineering" },
      fee: { perYear: 1_10_000, year: "2026-27", source: { url: "/college/delta-institute-of-technology" } },
    });
    expect(seats[0].fee?.publishedBy).toMatch(/^Published by the institution, .*; checked by the portal /);
    expect(seats[1]).toMatchObject({
      institution: { nameAsPublished: "NIT Epsilon" },
      program: { branch: "Computer Science and Engineering" },
      fee: { perYear: 2_40_000 },
    });
    expect(seats.slice(2).every((s) => s.fee === null)).toBe(true);
  });

  it("carries each seat's NIRF rank with its list, year and source, the latest year of the list that fits", async () => {
    const seats = await seatsBy("nirf");
    const ofInstitute = (name: string) => seats.find((s) => s.institution.nameAsPublished === name)!.institution;
    expect(ofInstitute("NIT Epsilon")).toMatchObject({
      nirfRank: 8,
      nirf: {
        rank: 8,
        year: 2025,
        category: "Engineering",
        source: { url: "https://example.gov.in/nirf-2025-categories" },
      },
    });
    expect(ofInstitute("NIT Delta")).toMatchObject({ nirfRank: 30, nirf: { rank: 30, year: 2025 } });
    // Ranked in Medical only; not linked to the catalogue at all.
    expect(ofInstitute("NIT Zeta")).toMatchObject({ nirfRank: null, nirf: null });
    expect(ofInstitute("NIT Beta")).toMatchObject({ code: null, nirfRank: null, nirf: null });
    expect(seats[0].institution.nameAsPublished).toBe("NIT Epsilon");
  });
});
