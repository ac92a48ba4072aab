// Hand-made cut-off files in the import's format (db/data), added to a catalogue fixture folder
// (tests/support/catalogue.ts: Alpha College C-1 and Beta Medical College C-2, both in Chennai, Tamil Nadu).
//
// JoSAA: "IIT Alpha" (C-1) with Computer Science (OPEN closing 70, 68, 66 in 2023–2025; a female-only pool; an
// OPEN (PwD) pool closing 5 and a preparatory OPEN (PwD) pool closing 30) and Electronics (OPEN 300); "NIT Beta"
// in Tamil Nadu and "NIT Gamma" in Kerala, unlinked, each with home-state (HS) and other-state (OS) seats, and an
// NIT Beta programme last offered in 2023. MCC: Beta Medical College (C-2), MBBS. MHT-CET: one Pune college.
import { writeFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { stringify } from "csv-stringify/sync";
import {
  CUTOFF_INSTITUTE_COLUMNS,
  CUTOFF_PROGRAMME_COLUMNS,
  JOSAA_CUTOFF_COLUMNS,
  MHTCET_CUTOFF_COLUMNS,
  NEET_CUTOFF_COLUMNS,
} from "../../scripts/data-import/cutoffs.ts";

/** Written as the import writes them: sorted by every column in turn, numbers as numbers. */
function writeGz(dir: string, file: string, columns: string[], rows: (string | number)[][]) {
  const sorted = [...rows].sort((a, b) => {
    for (let i = 0; i < a.length; i++) {
      if (a[i] === b[i]) continue;
      if (typeof a[i] === "number" && typeof b[i] === "number") return (a[i] as number) - (b[i] as number);
      return String(a[i]) < String(b[i]) ? -1 : 1;
    }
    return 0;
  });
  writeFileSync(path.join(dir, file), gzipSync(stringify(sorted, { header: true, columns })));
}

export const FIXTURE_INSTITUTES = { iit: 1, nitBeta: 2, nitGamma: 3, medical: 4, pune: 5 } as const;

/** A JoSAA row: institute, programme, quota, seat type, gender, year, round, closing rank. */
export type JosaaRow = [number, number, string, string, string, number, number, number];

/**
 * Writes the cut-off files into `dir` (a catalogue fixture folder) and returns it; `more` adds JoSAA institutes
 * (ids from 6, in CUTOFF_INSTITUTE_COLUMNS' order) and their rows, for a test that needs more seats to order.
 */
export function writeCutoffFixture(
  dir: string,
  more: { institutes: (string | number)[][]; josaa: JosaaRow[] } = { institutes: [], josaa: [] },
): string {
  writeGz(dir, "cutoff-institutes.csv.gz", CUTOFF_INSTITUTE_COLUMNS, [
    ...more.institutes,
    [1, "josaa", "IIT Alpha", "IIT Alpha|IIT Alpha, Chennai", "", "C-1", "test", "IIT", "Tamil Nadu", "", "2023–2025"],
    [2, "josaa", "NIT Beta", "NIT Beta", "", "", "test", "NIT", "Tamil Nadu", "", "2023–2025"],
    [3, "josaa", "NIT Gamma", "NIT Gamma", "", "", "test", "NIT", "Kerala", "", "2025"],
    [
      4,
      "mcc",
      "BETA MEDICAL COLLEGE, CHENNAI",
      "BETA MEDICAL COLLEGE, CHENNAI",
      "",
      "C-2",
      "test",
      "",
      "Tamil Nadu",
      "",
      "2025",
    ],
    [
      5,
      "mhtcet",
      "Example College of Engineering, Pune",
      "Example College of Engineering, Pune",
      "1234",
      "",
      "test",
      "Un-Aided",
      "Maharashtra",
      "Savitribai Phule Pune University",
      "2024",
    ],
  ]);
  writeGz(dir, "cutoff-programmes.csv.gz", CUTOFF_PROGRAMME_COLUMNS, [
    [
      1,
      "josaa",
      "Computer Science and Engineering (4 Years, Bachelor of Technology)",
      "Computer Science and Engineering",
      "B.Tech",
      4,
    ],
    [
      2,
      "josaa",
      "Electronics and Communication Engineering (4 Years, Bachelor of Technology)",
      "Electronics and Communication Engineering",
      "B.Tech",
      4,
    ],
    [3, "mcc", "MBBS", "Medicine and Surgery", "MBBS", ""],
    [4, "mhtcet", "Computer Engineering", "Computer Engineering", "", ""],
  ]);
  const josaa = (
    institute: number,
    programme: number,
    quota: string,
    seatType: string,
    gender: string,
    year: number,
    round: number,
    closing: number,
    preparatory = 0,
  ) => [
    institute,
    programme,
    quota,
    seatType,
    gender,
    preparatory,
    year,
    round,
    Math.max(1, Math.round(closing / 2)),
    closing,
  ];
  writeGz(dir, "josaa-cutoffs.csv.gz", JOSAA_CUTOFF_COLUMNS, [
    josaa(1, 1, "AI", "OPEN", "neutral", 2023, 6, 70),
    josaa(1, 1, "AI", "OPEN", "neutral", 2024, 5, 68),
    josaa(1, 1, "AI", "OPEN", "neutral", 2025, 1, 60),
    josaa(1, 1, "AI", "OPEN", "neutral", 2025, 6, 66),
    josaa(1, 1, "AI", "OPEN", "female", 2025, 6, 400),
    josaa(1, 1, "AI", "OPEN (PwD)", "neutral", 2025, 6, 5),
    josaa(1, 1, "AI", "OPEN (PwD)", "neutral", 2025, 6, 30, 1),
    josaa(1, 2, "AI", "OPEN", "neutral", 2025, 6, 300),
    josaa(2, 1, "HS", "OPEN", "neutral", 2025, 6, 9000),
    josaa(2, 1, "OS", "OPEN", "neutral", 2025, 6, 3000),
    josaa(2, 2, "OS", "OPEN", "neutral", 2023, 6, 5000),
    josaa(3, 1, "HS", "OPEN", "neutral", 2025, 6, 12000),
    josaa(3, 1, "OS", "OPEN", "neutral", 2025, 6, 4000),
    ...more.josaa.map((row) => josaa(...row)),
  ]);
  writeGz(dir, "neet-aiq-cutoffs.csv.gz", NEET_CUTOFF_COLUMNS, [
    [4, 3, "All India", "OPEN", "neutral", 2025, 1, 5000],
    [4, 3, "All India", "OBC-NCL", "neutral", 2025, 1, 12000],
    [4, 3, "Delhi University Quota", "OPEN", "neutral", 2025, 1, 20000],
    [4, 3, "Non-Resident Indian", "OPEN", "neutral", 2025, 1, 90000],
  ]);
  writeGz(dir, "mhtcet-cutoffs.csv.gz", MHTCET_CUTOFF_COLUMNS, [
    [5, 4, "GOPENS", 2024, 1, 10000, "95.0"],
    [5, 4, "LOPENS", 2024, 1, 15000, "93.0"],
  ]);
  return dir;
}
