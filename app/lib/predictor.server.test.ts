// The predictor page's reading of its address: the empty form, each field's message, MHT-CET's code field.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client.server.ts";
import { openTestDatabase } from "../../tests/support/database.ts";
import { readPredictor } from "./predictor.server.ts";

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

const read = (query: string) => readPredictor(database.db, new URLSearchParams(query));

describe("readPredictor", () => {
  it("shows the empty form until the exam is sent", async () => {
    expect((await read("rank=5")).state).toBe("form");
  });

  it("gives the rank's message for 0 and for text, keeping what was typed", async () => {
    for (const rank of ["0", "abc"]) {
      const page = await read(`exam=jee-main&rank=${rank}&category=OPEN`);
      expect(page.state).toBe("invalid");
      if (page.state !== "invalid") continue;
      expect(page.errors.rank).toBe("rank must be a whole number from 1.");
      expect(page.values.rank).toBe(rank);
    }
  });

  it("reads each state exam's category from its own select, and names a wrong one's message after it", async () => {
    // Without JavaScript every select is sent: KEAM's is read for KEAM, KCET's left out.
    const keam = await read("exam=keam&rank=100&keamCategory=2A&kcetCategory=GM");
    expect(keam.state === "invalid" && keam.errors).toEqual({
      keamCategory: "category must be one of SM, EW, EZ, MU, BH, LA, DV, VK, KN, BX, KU, SC, ST for KEAM.",
    });
    const kcet = await read("exam=kcet&rank=100&keamCategory=EZ&kcetCategory=2A&rural=on&ews=on");
    expect(kcet.state === "results" && kcet.result.compared.seatTypes).toEqual(["2AG", "2AR", "GM", "GMR"]);
  });

  it("reads MHT-CET's seat type from its own field and names its message after it", async () => {
    const page = await read("exam=mht-cet&percentile=95&category=OPEN&cetCategory=XYZ");
    expect(page.state).toBe("invalid");
    if (page.state === "invalid") {
      expect(page.errors.cetCategory).toMatch(/CET Cell seat-type code/);
      expect(page.errors.category).toBeUndefined();
    }
  });

  it("reads JEE's first rank as the CRL rank, beside the category and PwD ranks, each message on its field", async () => {
    const both = await read("exam=jee-main&rank=18500&category=OBC-NCL&categoryRank=5500&pwd=on&pwdRank=300");
    expect(both.state).toBe("results");
    if (both.state === "results")
      expect(both.result.compared.ranks.map((r) => [r.counselling, r.name, r.value])).toEqual([
        ["josaa", "CRL rank", 18500],
        ["josaa", "OBC-NCL rank", 5500],
        ["josaa", "CRL-PwD rank", 300],
        // OJEE and WBJEEB's JEE (Main) seats print CRL ranks for every category.
        ["ojee", "CRL rank", 18500],
        ["wbjee-jee-main", "CRL rank", 18500],
      ]);
    const open = await read("exam=jee-main&rank=18500&category=OPEN&categoryRank=5500");
    expect(open.state === "invalid" && open.errors).toEqual({
      categoryRank: "categoryRank is for EWS, OBC-NCL, SC and ST candidates: with OPEN, give your CRL rank alone.",
    });
    const noPwd = await read("exam=jee-advanced&rank=60&pwdRank=4");
    expect(noPwd.state === "invalid" && noPwd.errors).toEqual({
      pwdRank: "pwdRank is for candidates with a disability: tick the PwD box.",
    });
    // Without JavaScript every field is sent: NEET-UG leaves the JEE ranks out rather than refusing them.
    expect((await read("exam=neet-ug&rank=500&categoryRank=&pwdRank=12")).state).toBe("results");
  });

  it("ignores the MHT-CET fields for JEE and answers with the page size of the site", async () => {
    const page = await read("exam=jee-advanced&rank=60&percentile=90&cetCategory=GOPENS&category=OPEN&pwd=");
    expect(page.state).toBe("results");
    if (page.state === "results") expect(page.result.limit).toBe(20);
  });
});
