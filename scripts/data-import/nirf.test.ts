// NIRF rows printed with another institution's name: placed by their id where the place agrees, as NIRF's
// own overall-2022.csv row 60 (rank 59, IIT Patna's id IR-O-U-0064, Patna, printed "Lovely Professional University").
import { describe, expect, it } from "vitest";
import { type NirfRanking, nameRowsById } from "./nirf.ts";

const row = (year: number, nirfId: string, name: string, city: string, state: string): NirfRanking => ({
  year,
  category: "Overall",
  rank: "59",
  score: "",
  tlr: "",
  rpc: "",
  go: "",
  oi: "",
  perception: "",
  nirfId,
  name,
  city,
  state,
});

const patna = (year: number) => row(year, "IR-O-U-0064", "Indian Institute of Technology Patna", "Patna", "Bihar");

describe("nameRowsById", () => {
  it("keeps a misnamed row under its id's institution when its city and state are the id's", () => {
    const misnamed = row(2022, "IR-O-U-0064", "Lovely Professional University", "Patna", "Bihar");
    const lpu = row(2022, "IR-O-U-0379", "Lovely Professional University", "Phagwara", "Punjab");
    const { rankings, renamed, dropped } = nameRowsById([patna(2020), patna(2021), misnamed, patna(2023), lpu]);
    expect(dropped).toEqual([]);
    expect(rankings).toHaveLength(5);
    expect(rankings[2]).toMatchObject({ year: 2022, name: "Indian Institute of Technology Patna", rank: "59" });
    expect(renamed).toEqual([{ row: rankings[2], printed: "Lovely Professional University" }]);
    expect(rankings[4]).toBe(lpu);
  });

  it("drops it when its place is not the id's either: neither can be trusted", () => {
    const elsewhere = row(2022, "IR-O-U-0064", "Lovely Professional University", "Phagwara", "Punjab");
    const { rankings, renamed, dropped } = nameRowsById([patna(2020), patna(2021), elsewhere, patna(2023)]);
    expect(dropped).toEqual([elsewhere]);
    expect(renamed).toEqual([]);
    expect(rankings).toHaveLength(3);
  });

  it("leaves an id with few rows, or a name most rows share, alone", () => {
    const few = [patna(2020), row(2021, "IR-O-U-0064", "Lovely Professional University", "Patna", "Bihar")];
    expect(nameRowsById(few).rankings).toEqual(few);
    // One row in three is not "fewer than a third": a spelling of its own is kept as printed.
    const spelt = [patna(2020), patna(2021), row(2022, "IR-O-U-0064", "IIT Patna", "Patna", "Bihar")];
    expect(nameRowsById(spelt)).toEqual({ rankings: spelt, renamed: [], dropped: [] });
  });
});
