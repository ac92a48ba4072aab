// NEET-UG closing ranks of the Medical Counselling Committee's All-India Quota counselling (MBBS, BDS,
// B.Sc Nursing), as compiled from MCC's allotment lists. Closing ranks are NEET All-India Ranks for every
// category; "Round 1" in the compilation is rounds 1 and 3 together.
import { neetProgramme, publishedText } from "../../domain/cutoffs/cutoff-programmes.ts";
import { readJsonLines } from "./read-files.ts";
import { stateNamed } from "../../domain/states.ts";

interface NeetRow {
  year: number;
  round: number;
  /** The college as MCC printed it */
  institute: string;
  /** The college's state, one spelling */
  state: string;
  programme: string;
  /** MCC's seat type as printed ("All India", "Deemed/Paid Seats Quota", "Delhi University Quota", …) */
  quota: string;
  /** As JoSAA names them: OPEN, EWS, OBC-NCL, SC, ST and their PwD forms */
  seatType: string;
  gender: "neutral" | "female";
  closingRank: number;
}

export interface NeetRead {
  rowsIn: number;
  rows: NeetRow[];
  dropped: Record<string, number>;
  /** State values that name no state, and the state the college is in (from the value itself) */
  statesCorrected: Record<string, string>;
}

const SEAT_TYPES: Record<string, string> = {
  Open: "OPEN",
  EWS: "EWS",
  OBC: "OBC-NCL",
  SC: "SC",
  ST: "ST",
  "Open PwD": "OPEN (PwD)",
  "EWS PwD": "EWS (PwD)",
  "OBC PwD": "OBC-NCL (PwD)",
  "SC PwD": "SC (PwD)",
  "ST PwD": "ST (PwD)",
};

const GENDERS: Record<string, "neutral" | "female"> = { "Gender-Neutral": "neutral", "Female-only": "female" };

// A state column that holds something else: the state the value itself names.
const STATE_CORRECTIONS: Record<string, string> = {
  "Gunera Wazidpur Ujhani Road Badaun U.P. 243601": "Uttar Pradesh", // Govt Medical College Badaun: "U.P."
  "Delhi (NCT)": "Delhi",
};

interface MccRecord {
  Institute: string;
  State: string;
  "Seat Type": string;
  "Academic Program Name": string;
  Category: string;
  Gender: string;
  "Closing Rank": string;
  Round: string;
  rank_space: string;
}

function count(counts: Record<string, number>, why: string) {
  counts[why] = (counts[why] ?? 0) + 1;
}

export function readNeet(path: string, year: number): NeetRead {
  const records = readJsonLines(path) as MccRecord[];
  const rows: NeetRow[] = [];
  const dropped: Record<string, number> = {};
  const statesCorrected: Record<string, string> = {};
  const seen = new Set<string>();
  for (const record of records) {
    if (record.rank_space !== "NEET AIR") throw new Error(`NEET: rank space "${record.rank_space}"`);
    const printedState = record.State.trim();
    const corrected = STATE_CORRECTIONS[printedState];
    const state = corrected ?? stateNamed(printedState);
    if (!state) throw new Error(`NEET: "${printedState}" names no state`);
    if (corrected && !stateNamed(printedState)) statesCorrected[printedState] = corrected;
    const seatType = SEAT_TYPES[record.Category.trim()];
    if (!seatType) throw new Error(`NEET: unknown category "${record.Category}"`);
    const gender = GENDERS[record.Gender.trim()];
    if (!gender) throw new Error(`NEET: unknown gender "${record.Gender}"`);
    const round = /^Round (\d+)$/.exec(record.Round.trim());
    if (!round) throw new Error(`NEET: round "${record.Round}"`);
    const closing = record["Closing Rank"].trim();
    if (!/^\d+$/.test(closing) || Number(closing) === 0) {
      count(dropped, "a rank that is not a whole number from 1");
      continue;
    }
    const row: NeetRow = {
      year,
      round: Number(round[1]),
      institute: publishedText(record.Institute),
      state,
      programme: neetProgramme(record["Academic Program Name"]).nameAsPublished,
      quota: publishedText(record["Seat Type"]),
      seatType,
      gender,
      closingRank: Number(closing),
    };
    const key = [row.round, row.institute, row.state, row.programme, row.quota, seatType, gender].join("|");
    if (seen.has(key)) {
      count(dropped, "a second row for the same college, programme, quota, category and gender");
      continue;
    }
    seen.add(key);
    rows.push(row);
  }
  return { rowsIn: records.length, rows, dropped, statesCorrected };
}
