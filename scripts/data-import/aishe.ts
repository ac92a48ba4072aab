// The AISHE directory: every higher-education institution with its AISHE code, name, state and district.
import { z } from "zod";
import { similarNames } from "../../domain/names/match-names.ts";
import { readText } from "./read-files.ts";

const aisheRecord = z.object({
  aishe_code: z.string(),
  name: z.string(),
  state: z.string(),
  district: z.string().optional(),
});

export interface AisheInstitution {
  code: string;
  name: string;
  /** Other names the directory gives the same code (its second copy). */
  otherNames: string[];
  state: string;
  district: string;
}

export interface AisheRead {
  institutions: AisheInstitution[];
  rowsIn: number;
  duplicateRows: number;
}

/** The NIRF id a copy's name carries: "SRM Kattankulathur Dental College (NIRF Code (N-353))" → "N-353". */
const nirfCodeIn = (name: string) => /\(NIRF Code \(([A-Z]-\d+)\)\)/i.exec(name)?.[1]?.toUpperCase();

/**
 * One institution per code: of the copies, the first with a district wins; the others' names become aliases.
 * `apart`: NIRF ids the alias table keeps as institutions of their own; a copy carrying one is not a name of
 * the code's institution (AISHE lists SRM Kattankulathur Dental College, NIRF N-353, as a second row of SRM
 * Dental College's code C-45430, and the names are alike enough to pass for one).
 */
export function keepOnePerCode(
  records: z.infer<typeof aisheRecord>[],
  apart: ReadonlySet<string> = new Set(),
): AisheInstitution[] {
  const byCode = new Map<string, z.infer<typeof aisheRecord>[]>();
  for (const record of records) {
    const copies = byCode.get(record.aishe_code) ?? [];
    copies.push(record);
    byCode.set(record.aishe_code, copies);
  }
  return [...byCode.values()].map((copies) => {
    const kept = copies.find((copy) => copy.district?.trim()) ?? copies[0];
    // A copy named after another institute that NIRF ranks on its own ("Bharathidasan Institute of
    // Management (NIRF Code (N-4))" under Bharathidasan University) is not a name of this one.
    const otherNames = [...new Set(copies.map((copy) => copy.name.trim()))].filter(
      (name) =>
        name !== kept.name.trim() &&
        !apart.has(nirfCodeIn(name) ?? "") &&
        (!/\(NIRF Code/i.test(name) || similarNames(name.replace(/\(NIRF Code.*$/i, ""), kept.name)),
    );
    return {
      code: kept.aishe_code.trim(),
      name: kept.name.trim(),
      otherNames,
      state: kept.state.trim(),
      district: kept.district?.trim() ?? "",
    };
  });
}

export function readAishe(path: string, apart?: ReadonlySet<string>): AisheRead {
  const records = z.array(aisheRecord).parse(JSON.parse(readText(path)));
  const institutions = keepOnePerCode(records, apart);
  return { institutions, rowsIn: records.length, duplicateRows: records.length - institutions.length };
}

/** College, university, standalone institution or research institution, from the code's prefix. */
export function kindOfCode(code: string): string {
  return { C: "college", U: "university", S: "standalone", R: "research" }[code.charAt(0)] ?? "";
}
