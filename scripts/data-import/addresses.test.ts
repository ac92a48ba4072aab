import { describe, expect, it } from "vitest";
import { buildAddressRows, tidyAddress } from "./addresses.ts";

const aicte = (code: string, address: string) => ({ code, address });

describe("institutions' addresses", () => {
  it("reads AICTE's capitals as names are read, with commas and spaces tidied and damaged dashes repaired", () => {
    const rows = buildAddressRows({
      institutions: [{ code: "C-1" }],
      aicte: [aicte("C-1", "BHOPAL-INDORE ,, ABDULLAPUR   SEHORE PIN Ã¢â\u0082¬â\u0080\u009c 466001,")],
      ugcJoined: [],
    });
    expect(rows).toEqual([
      { institution_code: "C-1", address: "Bhopal-Indore, Abdullapur Sehore Pin – 466001", source: "aicte" },
    ]);
  });

  it("takes a university's address from UGC's list before AICTE's, and gives none where neither prints one", () => {
    const rows = buildAddressRows({
      institutions: [{ code: "U-1" }, { code: "C-2" }, { code: "C-3" }],
      // C-2's first record prints nothing; a second, merged into it, prints its place. Gone codes are left out.
      aicte: [aicte("U-1", "CAMPUS ROAD"), aicte("C-2", " , "), aicte("C-2", "NEAR BUS STAND"), aicte("C-9", "X")],
      ugcJoined: [{ institution_code: "U-1", address: "Nagarjuna Nagar-522510, Dt. Guntur, Andhra Pradesh" }],
    });
    expect(rows).toEqual([
      { institution_code: "C-2", address: "Near Bus Stand", source: "aicte" },
      {
        institution_code: "U-1",
        address: "Nagarjuna Nagar-522510, Dt. Guntur, Andhra Pradesh",
        source: "ugc-universities",
      },
    ]);
  });

  it("leaves an address of punctuation alone as none", () => {
    expect(tidyAddress(" ,. - ")).toBe("");
    expect(tidyAddress("5TH MILE , TADONG ,")).toBe("5TH MILE, TADONG");
  });
});
