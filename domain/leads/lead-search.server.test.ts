import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client.server.ts";
import { admins, leadConsents, leadExports, leads } from "../../db/schema.ts";
import { openTestDatabase } from "../../tests/support/database.ts";
import { parseLeadFilter } from "./lead-filter.ts";
import { csvCell, exportLeads, istTime, leadsCsv, listLeadExports, searchLeads } from "./lead-search.server.ts";

let database: DatabaseHandle;
let adminId: string;

const lead = (name: string, createdAt: string, extra: Partial<typeof leads.$inferInsert> = {}) => ({
  name,
  email: `${name.toLowerCase().replace(/\W+/g, ".")}@example.in`,
  phone: "+919876543210",
  city: "Pune",
  course: "btech",
  source: "counselling",
  createdAt: new Date(createdAt),
  ...extra,
});

beforeAll(async () => {
  database = await openTestDatabase();
  const [row] = await database.db.insert(admins).values({ email: "staff@portal.test", passwordHash: "x" }).returning();
  adminId = row.id;
  await database.db.insert(leads).values([
    // 23:59 IST on 9 November, and 00:01 IST on 10 November: different India days.
    lead("Late Ninth", "2026-11-09T18:29:00Z"),
    lead("Early Tenth", "2026-11-09T18:31:00Z", { source: "brochure", course: "mba" }),
    lead("Mid Tenth", "2026-11-10T06:00:00Z", { source: "brochure", course: "btech", city: "Delhi, NCR" }),
    lead("=HYPERLINK Eleventh", "2026-11-11T06:00:00Z", { source: "apply", course: "mba", terms: true }),
  ]);
});
afterAll(() => database.close());

const names = (rows: { name: string }[]) => rows.map((r) => r.name);

describe("searchLeads", () => {
  it("takes the date range in India days, both ends included", async () => {
    const found = await searchLeads(database.db, { from: "2026-11-10", to: "2026-11-10" }, { limit: 25, offset: 0 });
    expect(names(found.rows)).toEqual(["Mid Tenth", "Early Tenth"]);
    expect(found.total).toBe(2);
  });

  it("filters by source and course and searches name, email, phone and city", async () => {
    const page = { limit: 25, offset: 0 };
    expect(names((await searchLeads(database.db, { source: "brochure" }, page)).rows)).toEqual([
      "Mid Tenth",
      "Early Tenth",
    ]);
    expect(names((await searchLeads(database.db, { course: "mba" }, page)).rows)).toEqual([
      "=HYPERLINK Eleventh",
      "Early Tenth",
    ]);
    expect(names((await searchLeads(database.db, { q: "delhi" }, page)).rows)).toEqual(["Mid Tenth"]);
    // % and _ are letters here, not wildcards
    expect((await searchLeads(database.db, { q: "%" }, page)).total).toBe(0);
  });

  it("pages newest first with the total of the whole filter", async () => {
    const found = await searchLeads(database.db, {}, { limit: 1, offset: 1 });
    expect(names(found.rows)).toEqual(["Mid Tenth"]);
    expect(found.total).toBe(4);
  });
});

describe("parseLeadFilter", () => {
  it("keeps what is valid and drops the rest", () => {
    const params = new URLSearchParams({
      from: "2026-11-01",
      to: "1 Nov",
      source: "spam",
      course: "MBA",
      q: "  asha ",
    });
    expect(parseLeadFilter(params)).toEqual({ from: "2026-11-01", course: "mba", q: "asha" });
  });
});

describe("exportLeads", () => {
  it("gives the filtered leads as CSV and records who exported how many rows with which filter", async () => {
    const now = new Date("2026-11-12T10:00:00Z");
    const result = await exportLeads(
      database.db,
      { course: "mba" },
      { id: adminId, email: "staff@portal.test", role: "counsellor", address: "127.0.0.1" },
      now,
    );
    expect(result.rows).toHaveLength(2);
    const [record] = await listLeadExports(database.db, 1);
    expect(record).toMatchObject({ adminId, adminEmail: "staff@portal.test", rowCount: 2, filter: { course: "mba" } });
    expect(record.createdAt.toISOString()).toBe(now.toISOString());
    expect(await database.db.$count(leadExports)).toBe(1);
  });
});

describe("leadsCsv", () => {
  it("starts with a BOM, ends lines with CRLF, quotes commas and keeps formulas as text", async () => {
    const { rows } = await searchLeads(database.db, {}, { limit: 25, offset: 0 });
    const csv = leadsCsv(rows);
    expect(
      csv.startsWith(
        "\uFEFFName,Email,Phone (+91),City,Course,Source,Context,Consent,Date (IST),Notice version,Do not call,Share with,Awaiting guardian\r\n",
      ),
    ).toBe(true);
    expect(csv).toContain('"Delhi, NCR"');
    expect(csv).toContain("'=HYPERLINK Eleventh");
    expect(csv).toContain(",98765 43210,Pune,mba,apply,,yes,2026-11-11 11:30,none,yes,,no\r\n");
    expect(csv.endsWith("\r\n")).toBe(true);
  });

  it("doubles quotes inside quoted cells", () => {
    expect(csvCell('Ravi "RK" Kumar')).toBe('"Ravi ""RK"" Kumar"');
    expect(csvCell("-5")).toBe("'-5");
    expect(csvCell("plain")).toBe("plain");
  });

  it("writes times in India time", () => {
    expect(istTime(new Date("2026-11-09T18:31:00Z"))).toBe("2026-11-10 00:01");
  });
});

describe("consent as staff see it", () => {
  it("marks do-not-call, lists sharing, waits for a guardian, and hides what the student withdrew", async () => {
    const [caller, young, withdrawn] = await database.db
      .insert(leads)
      .values([
        lead("Consent Caller", "2026-11-20T06:00:00Z", { context: "IIT Delhi" }),
        lead("Consent Young", "2026-11-20T06:01:00Z", { ageBand: "under-18" }),
        lead("Consent Withdrawn", "2026-11-20T06:02:00Z", { withdrawnAt: new Date("2026-11-21T00:00:00Z") }),
      ])
      .returning();
    const at = new Date("2026-11-20T06:00:00Z");
    await database.db.insert(leadConsents).values([
      { leadId: caller.id, purpose: "brochure", grantedAt: at },
      { leadId: caller.id, purpose: "call", grantedAt: at },
      { leadId: caller.id, purpose: "share", institution: "IIT Delhi", grantedAt: at },
      { leadId: young.id, purpose: "call", grantedAt: at },
      { leadId: withdrawn.id, purpose: "call", grantedAt: at, withdrawnAt: at },
    ]);
    const { rows } = await searchLeads(database.db, { q: "Consent" }, { limit: 25, offset: 0 });
    expect(rows.map((r) => [r.name, r.consent])).toEqual([
      // The student agreed to calls; until a guardian confirms, nobody may make one.
      ["Consent Young", { doNotCall: true, shareWith: [], awaitingGuardian: true, brochure: false, call: true }],
      [
        "Consent Caller",
        { doNotCall: false, shareWith: ["IIT Delhi"], awaitingGuardian: false, brochure: true, call: true },
      ],
    ]);
    const { csv } = await exportLeads(
      database.db,
      { q: "Consent" },
      { id: adminId, email: "staff@portal.test", role: "counsellor", address: "127.0.0.1" },
    );
    expect(csv).not.toContain("Consent Withdrawn");
    expect(csv).toContain(",none,no,IIT Delhi,no\r\n");
    await database.db.update(leads).set({ guardianConfirmedAt: at }).where(eq(leads.id, young.id));
    const after = await searchLeads(database.db, { q: "Consent Young" }, { limit: 25, offset: 0 });
    expect(after.rows[0].consent).toEqual({
      doNotCall: false,
      shareWith: [],
      awaitingGuardian: false,
      brochure: false,
      call: true,
    });
  });
});
