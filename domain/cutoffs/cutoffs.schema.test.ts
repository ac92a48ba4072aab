import { describe, expect, it } from "vitest";
import { fieldMessages } from "../errors.ts";
import {
  DEFAULT_PREDICTION_LIMIT,
  institutionCutoffsQuerySchema,
  MAX_PREDICTION_LIMIT,
  predictQuerySchema,
} from "./cutoffs.schema.ts";

/** The messages a query string gets, per field, as the API and the page show them. */
function messages(query: Record<string, string>) {
  const result = predictQuerySchema.safeParse(query);
  return result.success ? {} : fieldMessages(result.error, "query");
}

describe("the predictor's query", () => {
  it("reads a query string: numbers, defaults, any case", () => {
    expect(
      predictQuerySchema.parse({ exam: "JEE-Main", rank: "12000", category: "obc-ncl", homeState: "tamil nadu" }),
    ).toEqual({
      exam: "jee-main",
      rank: 12000,
      category: "obc-ncl",
      gender: "neutral",
      homeState: "tamil nadu",
      pwd: false,
      kannadaMedium: false,
      rural: false,
      feeWaiver: false,
      ews: false,
      defence: false,
      governmentOnly: false,
      sort: "best",
      page: 1,
      limit: DEFAULT_PREDICTION_LIMIT,
    });
    expect(
      predictQuerySchema.parse({ exam: "mht-cet", percentile: "97.25", gender: "Female", pwd: "1" }),
    ).toMatchObject({ percentile: 97.25, gender: "female", pwd: true });
  });

  it("says what is wrong with each field: rank, exam, category, gender, states, paging", () => {
    expect(messages({ exam: "jee-main", rank: "0" })).toEqual({ rank: "rank must be a whole number from 1." });
    expect(messages({ exam: "jee-main", rank: "-5" })).toEqual({ rank: "rank must be a whole number from 1." });
    expect(messages({ exam: "jee-main", rank: "12.5" })).toEqual({ rank: "rank must be a whole number from 1." });
    expect(messages({ exam: "jee-main", rank: "twelve" })).toEqual({ rank: "rank must be a whole number from 1." });
    expect(messages({ exam: "cat", rank: "10" })).toEqual({
      exam: "exam must be one of jee-main, jee-advanced, neet-ug, mht-cet, kcet, comedk, keam, wbjee, gujcet.",
    });
    expect(messages({ rank: "10" })).toEqual({
      exam: "exam is required: one of jee-main, jee-advanced, neet-ug, mht-cet, kcet, comedk, keam, wbjee, gujcet.",
    });
    expect(messages({ exam: "neet-ug", rank: "10", category: "GENERAL" })).toEqual({
      category: 'category must be OPEN, EWS, OBC-NCL, SC or ST (or one of their PwD forms, "OPEN (PwD)") for NEET-UG.',
    });
    // OBC is an MHT-CET category the codes are built from; JoSAA's OBC-NCL is not one.
    expect(messages({ exam: "mht-cet", rank: "10", category: "OBC" })).toEqual({});
    expect(messages({ exam: "mht-cet", rank: "10", category: "OBC-NCL" })).toEqual({
      category:
        "category must be one of OPEN, OBC, SC, ST, VJ, NT1, NT2, NT3, SEBC for MHT-CET (or a CET Cell seat-type code such as GOPENS).",
    });
    expect(
      messages({
        exam: "jee-main",
        rank: "10",
        gender: "other",
        homeState: "Atlantis",
        state: "x",
        limit: "201",
        page: "0",
      }),
    ).toEqual({
      gender: "gender must be neutral or female.",
      homeState: "homeState must be a state or union territory of India.",
      state: "state must be a state or union territory of India.",
      limit: `limit must be at most ${MAX_PREDICTION_LIMIT}.`,
      page: "page starts at 1.",
    });
  });

  it("asks for what the exam needs: a rank, or for MHT-CET a rank or a percentile", () => {
    expect(messages({ exam: "jee-advanced" })).toEqual({
      crlRank: "crlRank is required for JEE Advanced: your common rank list (CRL) rank.",
    });
    expect(messages({ exam: "neet-ug", rank: "100", percentile: "99" })).toEqual({
      percentile: "percentile is for MHT-CET only: give your NEET-UG rank.",
    });
    expect(messages({ exam: "mht-cet" })).toEqual({ rank: "Give your MHT-CET percentile or your merit rank." });
    expect(messages({ exam: "mht-cet", percentile: "101" })).toEqual({
      percentile: "percentile must be a number from 0 to 100.",
    });
  });

  it("keeps PwD seat types for PwD candidates, ladies' seats for female candidates, institute types to JEE", () => {
    expect(messages({ exam: "jee-main", rank: "10", category: "OPEN (PwD)" })).toEqual({
      category: "PwD seat types are for candidates with a disability: set pwd to true.",
    });
    expect(messages({ exam: "jee-main", rank: "10", category: "OPEN (PwD)", pwd: "true" })).toEqual({});
    expect(messages({ exam: "mht-cet", rank: "10", category: "LOPENS" })).toEqual({
      category: "Ladies' seats (codes starting with L) are for female candidates.",
    });
    expect(messages({ exam: "jee-advanced", rank: "10", instituteType: "NIT" })).toEqual({
      instituteType: "JEE Advanced ranks are used for IIT seats.",
    });
    expect(messages({ exam: "neet-ug", rank: "10", instituteType: "IIT" })).toEqual({
      instituteType: "instituteType is for JEE Main (NIT, IIIT, GFTI) and JEE Advanced (IIT).",
    });
  });

  it("reads an institution's cut-off query", () => {
    expect(institutionCutoffsQuerySchema.parse({ institution: "U-0306", year: "2024", gender: "FEMALE" })).toEqual({
      institution: "U-0306",
      year: 2024,
      gender: "female",
    });
    const bad = institutionCutoffsQuerySchema.safeParse({ institution: "", year: "last" });
    expect(bad.success ? {} : fieldMessages(bad.error, "query")).toEqual({
      institution: "institution is required: an institution's slug or code.",
      year: "year must be a whole number.",
    });
  });
});
