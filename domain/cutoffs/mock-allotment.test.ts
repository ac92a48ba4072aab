// The mock allotment's rules that need no database: who may hold which quota (the predictor's rules, applied to
// one pool), which seat types a candidate's rank is compared with, how a pool is named in a reason, and the
// choice list's refusals (too many, malformed, listed twice, a bad rank).
import { describe, expect, it } from "vitest";
import { MAX_CHOICES, mockAllotmentQuerySchema } from "./mock-allotment.schema.ts";
import { poolName, rankGroupsFor } from "./mock-rules.ts";
import { quotaOpenTo } from "./quotas.ts";
import { placeHolds } from "./rank-lists.ts";

const candidate = {
  exam: "jee-main" as const,
  gender: "neutral" as const,
  pwd: false,
  ews: false,
  defence: false,
  feeWaiver: false,
};

describe("quotaOpenTo (the quotas.ts rules the predictor writes in SQL)", () => {
  it("JoSAA: all-India everywhere, home state only at home, other state elsewhere", () => {
    expect(quotaOpenTo("josaa", "AI", "Tamil Nadu", "Karnataka")).toBe(true);
    expect(quotaOpenTo("josaa", "HS", "Karnataka", "Karnataka")).toBe(true);
    expect(quotaOpenTo("josaa", "HS", "Tamil Nadu", "Karnataka")).toBe(false);
    expect(quotaOpenTo("josaa", "OS", "Karnataka", "Karnataka")).toBe(false);
    expect(quotaOpenTo("josaa", "OS", "Tamil Nadu", "Karnataka")).toBe(true);
    // Without a home state: other-state seats everywhere, no home-state seat (the predictor's assumption).
    expect(quotaOpenTo("josaa", "OS", "Karnataka", undefined)).toBe(true);
    expect(quotaOpenTo("josaa", "HS", "Karnataka", undefined)).toBe(false);
    expect(quotaOpenTo("josaa", "JK", "Jammu and Kashmir", "Jammu and Kashmir")).toBe(true);
    expect(quotaOpenTo("josaa", "GO", "Goa", "Goa")).toBe(false);
  });

  it("MCC: All India for everyone, Delhi's quotas for Delhi only; MHT-CET has no quota column", () => {
    expect(quotaOpenTo("mcc", "All India", "Delhi", undefined)).toBe(true);
    expect(quotaOpenTo("mcc", "Delhi University Quota", "Delhi", "Delhi")).toBe(true);
    expect(quotaOpenTo("mcc", "Delhi University Quota", "Delhi", "Kerala")).toBe(false);
    expect(quotaOpenTo("mcc", "Foreign Country Quota", "Delhi", "Delhi")).toBe(false);
    expect(quotaOpenTo("mhtcet", null, "Maharashtra", undefined)).toBe(true);
  });

  it("OJEE and WBJEEB: the home-state quota for their own state's candidates only", () => {
    expect(quotaOpenTo("ojee", "HS", "Odisha", "Odisha")).toBe(true);
    expect(quotaOpenTo("ojee", "HS", "Odisha", "Bihar")).toBe(false);
    expect(quotaOpenTo("ojee", "OS", "Odisha", "Bihar")).toBe(true);
    expect(quotaOpenTo("ojee", "OS", "Odisha", "Odisha")).toBe(false);
    expect(quotaOpenTo("ojee", "OL", "Odisha", "Odisha")).toBe(false);
    expect(quotaOpenTo("wbjee", "Home State", "West Bengal", "West Bengal")).toBe(true);
    expect(quotaOpenTo("wbjee", "Home State", "West Bengal", undefined)).toBe(false);
    expect(quotaOpenTo("wbjee-jee-main", "All India", "West Bengal", "Assam")).toBe(true);
  });
});

describe("placeHolds (MHT-CET's H and O seats, in the predictor and the mock)", () => {
  it("H seats at the home university's colleges, O seats at another university's, neither at autonomous ones", () => {
    const home = { homeUniversity: "Mumbai University", at: "home" } as const;
    const other = { homeUniversity: "Mumbai University", at: "other" } as const;
    expect(placeHolds(home, "Mumbai University")).toBe(true);
    expect(placeHolds(home, "Savitribai Phule Pune University")).toBe(false);
    expect(placeHolds(other, "Savitribai Phule Pune University")).toBe(true);
    expect(placeHolds(other, "Mumbai University")).toBe(false);
    expect(placeHolds(home, null)).toBe(false);
    expect(placeHolds(other, null)).toBe(false);
    expect(placeHolds(undefined, null)).toBe(true);
  });
});

describe("rankGroupsFor", () => {
  it("compares each JoSAA rank with its own list's seats, a percentile as the share ahead", () => {
    expect(rankGroupsFor({ ...candidate, rank: 2000, category: "obc-ncl" }, "josaa")).toEqual([
      { seatTypes: ["OBC-NCL"], rank: 2000, rankName: "your OBC-NCL rank 2,000", by: "rank" },
    ]);
    expect(rankGroupsFor({ ...candidate, crlRank: 18500, categoryRank: 5500, category: "OBC-NCL" }, "josaa")).toEqual([
      { seatTypes: ["OPEN"], rank: 18500, rankName: "your CRL rank 18,500", by: "rank" },
      { seatTypes: ["OBC-NCL"], rank: 5500, rankName: "your OBC-NCL rank 5,500", by: "rank" },
    ]);
    const [cet] = rankGroupsFor({ ...candidate, exam: "mht-cet", percentile: 95, gender: "female" }, "mhtcet");
    expect(cet).toMatchObject({ seatTypes: ["GOPENS", "LOPENS"], by: "percentile" });
    expect(cet.rank).toBeCloseTo(5);
  });
});

describe("poolName", () => {
  it("names the seat type, the female-only pool and the quota as the reasons say them", () => {
    expect(poolName({ quota: "AI", seatType: "OPEN", gender: "neutral" })).toBe("OPEN seats (All-India quota)");
    expect(poolName({ quota: "OS", seatType: "SC", gender: "female" })).toBe(
      "SC female-only seats (Other-State quota)",
    );
    expect(poolName({ quota: null, seatType: "GOPENS", gender: "neutral" })).toBe("GOPENS seats");
  });
});

describe("the choice list c", () => {
  const parse = (c: string, rank: unknown = 2000) => mockAllotmentQuerySchema.safeParse({ exam: "jee-main", rank, c });
  const messages = (c: string, rank?: unknown) => {
    const parsed = parse(c, rank);
    return parsed.success ? {} : Object.fromEntries(parsed.error.issues.map((i) => [i.path.join("."), i.message]));
  };

  it("keeps the order given", () => {
    const parsed = parse("111-305, 96-305,108-305");
    expect(parsed.success && parsed.data.c).toEqual([
      { instituteId: 111, programmeId: 305 },
      { instituteId: 96, programmeId: 305 },
      { instituteId: 108, programmeId: 305 },
    ]);
  });

  it(`accepts ${MAX_CHOICES} choices and refuses 51 or 200 with the count`, () => {
    const list = (n: number) => Array.from({ length: n }, (_, i) => `1-${i + 1}`).join(",");
    expect(parse(list(MAX_CHOICES)).success).toBe(true);
    expect(messages(list(51))).toEqual({ c: "c holds 51 choices: at most 50 are accepted." });
    expect(messages(list(200))).toEqual({ c: "c holds 200 choices: at most 50 are accepted." });
  });

  it("refuses a malformed choice, one listed twice, and rank 0, each on its field", () => {
    expect(messages("111-305,abc")).toEqual({
      c: 'Choice 2 ("abc") is not understood: each choice is an institute and a programme id such as 111-45, separated by commas.',
    });
    expect(messages("111-305,111-305")).toEqual({ c: "Choice 2 (111-305) is already listed above it." });
    expect(messages("111-305", 0)).toEqual({ rank: "rank must be a whole number from 1." });
  });
});
