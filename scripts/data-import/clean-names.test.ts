import { describe, expect, it } from "vitest";
import {
  displayName,
  fixMojibake,
  fixWindowsMojibake,
  removeNameNoise,
  titleCase,
} from "../../domain/names/clean-names.ts";

describe("cleaning institution names", () => {
  it("title-cases names in capitals and keeps acronyms", () => {
    expect(titleCase("ALL INDIA INSTITUTE OF MEDICAL SCIENCES (AIIMS), RAEBARELI")).toBe(
      "All India Institute of Medical Sciences (AIIMS), Raebareli",
    );
    expect(titleCase("GMC SRINAGAR")).toBe("GMC Srinagar");
    expect(titleCase("KMR COLLEGE OF NURSING")).toBe("KMR College of Nursing");
    expect(titleCase("IIT KANPUR")).toBe("IIT Kanpur");
    expect(titleCase("NIT CALICUT")).toBe("NIT Calicut");
  });

  it("leaves mixed-case names as written, capitalising only words left in lower case", () => {
    expect(titleCase("Indian Institute of Technology Madras")).toBe("Indian Institute of Technology Madras");
    expect(titleCase("Government medical college, vizianagaram")).toBe("Government Medical College, Vizianagaram");
    expect(titleCase("ISF college of Pharmacy")).toBe("ISF College of Pharmacy");
  });

  it("removes address, PIN code and year noise", () => {
    expect(
      removeNameNoise(
        "Kuvempu Evening Degree College, Mallasandra, T.D. Halli Post, Hesaraghatta main Road, Bangalore -560 052.(2011-12)",
      ),
    ).toBe("Kuvempu Evening Degree College");
    expect(removeNameNoise("Adarsh College of Engineering, NH-214, Chebrolu,PIN-533449  (CC-HN)")).toBe(
      "Adarsh College of Engineering",
    );
    expect(removeNameNoise("Desh Bandhu Gupta Govt. College, Panipat")).toBe(
      "Desh Bandhu Gupta Govt. College, Panipat",
    );
  });

  it("repairs UTF-8 read as Windows-1252, once or twice over, and leaves other text alone", () => {
    expect(fixWindowsMojibake("Womenâ€™s Engineering College")).toBe("Women’s Engineering College");
    expect(fixWindowsMojibake("MORBI Ã¢â\u0082¬â\u0080\u009c RAJKOT")).toBe("MORBI – RAJKOT");
    expect(fixWindowsMojibake("Pune – 411001 (Govt. ₹)")).toBe("Pune – 411001 (Govt. ₹)");
    expect(fixWindowsMojibake("Ã alone")).toBe("Ã alone");
  });

  it("capitalises a name after an apostrophe, never a possessive", () => {
    expect(titleCase("ST. JOSEPH'S COLLEGE OF ENGINEERING")).toBe("St. Joseph's College of Engineering");
    expect(titleCase("ASHOKA WOMEN’S ENGINEERING COLLEGE")).toBe("Ashoka Women’s Engineering College");
    expect(titleCase("D'SOUZA INSTITUTE")).toBe("D'Souza Institute");
  });

  it("repairs mojibake", () => {
    expect(fixMojibake("GREATERÂ\u00a0NOIDA").replace(/\s+/g, " ")).toBe("GREATER NOIDA");
    expect(fixMojibake("INTERNATIONAL INSTITUTE OF INFORMATION TECHNOLOGY (IÃ\u0082Â²IT)")).toBe(
      "INTERNATIONAL INSTITUTE OF INFORMATION TECHNOLOGY (I²IT)",
    );
    expect(displayName("UNITED COLLEGE OF ENGG AND RESEARCH , GREATERÂ\u00a0NOIDA")).toBe(
      "United College of Engg and Research, Greater Noida",
    );
  });
});
