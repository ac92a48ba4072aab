// Kerala's engineering allotments on the KEAM rank (CEE Kerala): last ranks of phases 1 and 2 of 2026, by
// Kerala's community codes (SM, EZ, MU, …). Colleges are known by CEE's college code.
import { readText } from "./read-files.ts";
import { countDrop, knownCategory, oneRowPerPool, rankOf, type StateRead, type StateRow, tidy } from "./state-rows.ts";

type KeamRecord = Record<string, unknown>;

export function readKeam(path: string): StateRead {
  const records = JSON.parse(readText(path)) as KeamRecord[];
  const dropped: Record<string, number> = {};
  const rows: StateRow[] = [];
  for (const r of records) {
    const closing = rankOf(r["Closing Rank"]);
    if (closing === undefined) {
      countDrop(dropped, "closing rank not a number");
      continue;
    }
    const phase = /^P(\d)$/.exec(tidy(r.Phase))?.[1];
    if (!phase) throw new Error(`KEAM: phase "${tidy(r.Phase)}"`);
    const institute = tidy(r.Institute).replace(/\.$/, "");
    rows.push({
      institute,
      sourceCode: tidy(r["College Code"]),
      matchingName: institute,
      instituteType: tidy(r["College Type"]),
      programme: tidy(r["Academic Program Name"]),
      quota: null,
      seatType: knownCategory("keam", tidy(r.Category)),
      gender: "neutral",
      year: Number(r.Year),
      round: Number(phase),
      openingRank: null,
      closingRank: closing,
    });
  }
  return { body: "keam", rowsIn: records.length, rows: oneRowPerPool(rows, dropped), dropped };
}
