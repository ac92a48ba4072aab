// Karnataka's private engineering colleges on the COMEDK UGET rank: closing ranks after round 3 of 2025, General
// Merit only (all COMEDK's notice of 22-08-2025 gives), parsed from the official PDF; the colleges' list gives
// each college's own name and city apart (the rank file joins them with a dash).
import { readCsv, readText } from "./read-files.ts";
import { countDrop, oneRowPerPool, rankOf, type StateRead, type StateRow, tidy } from "./state-rows.ts";

interface ComedkFile {
  colleges: { code: string; name: string }[];
  branches: { code: string; name: string }[];
  records: { college: string; branch: string; rank: unknown }[];
}

export function readComedk(path: string, metaPath: string, year: number): StateRead {
  const file = JSON.parse(readText(path)) as ComedkFile;
  const meta = new Map(readCsv(metaPath).map((r) => [r.code, r]));
  const colleges = new Map(file.colleges.map((c) => [c.code, tidy(c.name)]));
  const branches = new Map(file.branches.map((b) => [b.code, tidy(b.name)]));
  const dropped: Record<string, number> = {};
  const rows: StateRow[] = [];
  for (const record of file.records) {
    const closing = rankOf(record.rank);
    const college = colleges.get(record.college);
    const branch = branches.get(record.branch);
    if (closing === undefined || !college || !branch) {
      countDrop(dropped, "rank, college or branch missing");
      continue;
    }
    const own = meta.get(record.college);
    rows.push({
      institute: college,
      sourceCode: record.college,
      matchingName: own ? `${tidy(own.name)}, ${tidy(own.city)}` : college,
      instituteType: own?.type ? tidy(own.type) : "",
      programme: branch,
      quota: null,
      seatType: "GM",
      gender: "neutral",
      year,
      round: 3,
      openingRank: null,
      closingRank: closing,
    });
  }
  return { body: "comedk", rowsIn: file.records.length, rows: oneRowPerPool(rows, dropped), dropped };
}
