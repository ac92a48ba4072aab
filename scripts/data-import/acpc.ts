// Gujarat's admissions (ACPC, and ACPUGMEC for medicine): engineering closing ranks on the GUJCET rank (2025) by
// category, read by the domain's reader (domain/data-loads/acpc-file.ts, which staff's uploads use too), and
// medical and nursing courses' fee per year and seats, which the source prints without a year. Pharmacy (2024,
// ACPC's merit) is left out for now; so are the salary and placement columns, which are not believable for those
// courses (../shared/data/README.md).
import { readAcpcRecords } from "../../domain/data-loads/acpc-file.ts";
import { countDrop, rankOf, type StateRead, tidy } from "../../domain/data-loads/state-rows.ts";
import { readText } from "./read-files.ts";

type AcpcRecord = Record<string, unknown>;

export interface PublishedFee {
  college: string;
  course: string;
  feePerYear: number;
  seats: number | null;
}

export interface AcpcRead {
  engineering: StateRead;
  fees: PublishedFee[];
  /** Medical and nursing courses left out, and why */
  feesDropped: Record<string, number>;
}

export function readAcpc(path: string): AcpcRead {
  const records = JSON.parse(readText(path)) as AcpcRecord[];
  // One fee per college and course: the rows repeat it once per category.
  const feesDropped: Record<string, number> = {};
  const byCourse = new Map<string, PublishedFee[]>();
  for (const r of records.filter((r) => r.Program === "Medical")) {
    const fee = rankOf(r["Course Fees (per year)"]);
    if (fee === undefined) continue;
    const entry = {
      college: tidy(r["College Name"]),
      course: tidy(r.Course),
      feePerYear: fee,
      seats: rankOf(r["Total Seats"]) ?? null,
    };
    const key = `${entry.college}\0${entry.course}`;
    byCourse.set(key, [...(byCourse.get(key) ?? []), entry]);
  }
  const fees: PublishedFee[] = [];
  for (const entries of byCourse.values()) {
    const first = entries[0];
    if (entries.every((e) => e.feePerYear === first.feePerYear && e.seats === first.seats)) fees.push(first);
    else countDrop(feesDropped, "one college and course printed with two different fees or seats");
  }
  fees.sort((a, b) => (a.college < b.college ? -1 : a.college > b.college ? 1 : a.course < b.course ? -1 : 1));
  return {
    engineering: readAcpcRecords(records),
    fees,
    feesDropped,
  };
}
