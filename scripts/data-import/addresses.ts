// Postal addresses from the official lists that print one: UGC's list of universities for the universities it
// joins, AICTE's approved institutions for the rest of the institutions it approves. One address per
// institution, shown with its source; an institution neither list describes has none ("Not published").
import { displayText, fixMojibake } from "../../domain/names/clean-names.ts";
import type { Row } from "./write-outputs.ts";

export const ADDRESS_COLUMNS = ["institution_code", "address", "source"];

/** Damaged characters repaired, commas and spaces as a reader expects them; "" for only punctuation. */
export function tidyAddress(printed: string): string {
  const text = fixMojibake(printed)
    .replace(/\s+/g, " ")
    .replace(/\s*,\s*/g, ", ")
    .replace(/(, )+/g, ", ")
    .replace(/^[\s,.;-]+|[\s,.;-]+$/g, "");
  return /[a-z0-9]/i.test(text) ? text : "";
}

/** AICTE prints most addresses in capitals: read as the names are, acronyms kept. */
const aicteAddress = (printed: string) => tidyAddress(displayText(printed));

interface AddressInputs {
  institutions: Row[];
  /** Each AICTE record's address as printed, with the code of the institution it ends up on (merges followed) */
  aicte: { code: string; address: string }[];
  /** UGC's universities joined to an institution: `institution_code` and UGC's `address`. */
  ugcJoined: Row[];
}

/**
 * Each institution's address: UGC's for a university UGC's list was joined to (its registered address), else
 * AICTE's, of the first AICTE record joined or merged into it that prints one.
 */
export function buildAddressRows({ institutions, aicte, ugcJoined }: AddressInputs): Row[] {
  const fromUgc = new Map<string, string>();
  for (const row of ugcJoined) {
    const address = tidyAddress(String(row.address ?? ""));
    if (address) fromUgc.set(String(row.institution_code), address);
  }
  const fromAicte = new Map<string, string>();
  for (const record of aicte) {
    const address = aicteAddress(record.address);
    if (address && !fromAicte.has(record.code)) fromAicte.set(record.code, address);
  }
  const rows: Row[] = [];
  for (const institution of institutions) {
    const code = String(institution.code);
    const ugc = fromUgc.get(code);
    if (ugc) {
      rows.push({ institution_code: code, address: ugc, source: "ugc-universities" });
      continue;
    }
    const address = fromAicte.get(code);
    if (address) rows.push({ institution_code: code, address, source: "aicte" });
  }
  return rows.sort((a, b) => (a.institution_code < b.institution_code ? -1 : 1));
}
