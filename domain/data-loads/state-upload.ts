// Staff's upload of a state counselling body's file on /admin/data, as the body publishes it (KEA's CSV, the
// others' JSON; gzipped or plain): read by the same reader as `npm run data:import`, strictly, one year per file.
import type { StateBody } from "../cutoffs/state-counselling.ts";
import { readAcpcRecords } from "./acpc-file.ts";
import { readComedkFile } from "./comedk-file.ts";
import { DataFileError, type RecordReader } from "./josaa-file.ts";
import { readKcetRecords } from "./kcet-file.ts";
import { readKeamRecords } from "./keam-file.ts";
import { readOjeeRecords } from "./ojee-file.ts";
import { readUploadedCsv, unpackUpload } from "./read-upload.ts";
import type { StateRead, StateRow } from "./state-rows.ts";
import { readWbjeeRecords } from "./wbjee-file.ts";

/** How each body's file is named in messages. */
const FILE_NAMES: Record<StateBody, string> = {
  kcet: "KEA's KCET cut-off CSV",
  comedk: "COMEDK's cut-off JSON",
  keam: "CEE Kerala's KEAM last-rank JSON",
  wbjee: "WBJEEB's opening and closing rank JSON",
  "wbjee-jee-main": "WBJEEB's opening and closing rank JSON",
  acpc: "ACPC's closing rank JSON",
  ojee: "OJEE's opening and closing rank JSON",
};

/** WBJEEB's file holds two rank lists: which one a body is. */
const SEATS = { wbjee: "WBJEE seats", "wbjee-jee-main": "JEE(Main) seats" };

/** A year in a file's name (cap-2025.csv.gz, comedk-2025-round3-gm.json): for files that carry none. */
export function yearInName(name: string): number | undefined {
  const found = /(?:^|\D)(20\d\d)(?:\D|$)/.exec(name);
  return found ? Number(found[1]) : undefined;
}

/** The file's JSON; DataFileError when it is none. Parsed in one go: a state body's year is well under 2 MB. */
async function readJsonUpload(body: StateBody, bytes: Buffer): Promise<unknown> {
  const text = (await unpackUpload(bytes)).toString("utf8").replace(/^\uFEFF/, "");
  try {
    return JSON.parse(text);
  } catch (err) {
    const why = err instanceof Error ? err.message.split("\n")[0] : "unreadable";
    throw new DataFileError([`The file could not be read as JSON (${FILE_NAMES[body]} is JSON): ${why}`]);
  }
}

function records(body: StateBody, json: unknown): unknown[] {
  if (!Array.isArray(json)) throw new DataFileError([`${FILE_NAMES[body]} is a list of records ([{…}, {…}]).`]);
  return json;
}

/** Every CSV record, for a reader that looks at the whole file before it reads a row (KCET's spellings). */
function allRecords(): RecordReader<Record<string, string>[]> {
  const all: Record<string, string>[] = [];
  return { add: (record) => all.push(record), finish: () => all };
}

/** COMEDK's year and round, from the file's name as COMEDK's notice names it (comedk-2025-round3-gm.json). */
function comedkYearAndRound(name: string) {
  const year = yearInName(name);
  const round = /round[\s_-]*(\d)/i.exec(name)?.[1];
  if (!year || !round)
    throw new DataFileError([
      "Name the file with its year and round, as COMEDK's notice gives them (comedk-2025-round3.json or .json.gz).",
    ]);
  return { year, round: Number(round) };
}

async function readBody(body: StateBody, file: { name: string; bytes: Buffer }, known: Iterable<string>) {
  const strict = true;
  if (body === "kcet") {
    const all = await readUploadedCsv(file.bytes, allRecords());
    return readKcetRecords(all, { knownProgrammes: known, strict });
  }
  if (body === "comedk") {
    const when = comedkYearAndRound(file.name);
    return readComedkFile(await readJsonUpload(body, file.bytes), { ...when, strict });
  }
  const list = records(body, await readJsonUpload(body, file.bytes));
  if (body === "keam") return readKeamRecords(list, { strict });
  if (body === "acpc") return readAcpcRecords(list, { strict });
  if (body === "ojee") return readOjeeRecords(list, { strict });
  // WBJEEB's one file holds both rank lists: the upload loads the body's own seats.
  return readWbjeeRecords(list, { strict }).find((read) => read.body === body) as StateRead;
}

/**
 * A state body's uploaded file, checked: the year (one per file) and its rows. `known`: the body's programmes
 * as the portal holds them, whose spellings a KCET file's broken ones take. DataFileError with what is wrong.
 */
export async function readStateUpload(
  body: StateBody,
  file: { name: string; bytes: Buffer },
  known: Iterable<string>,
): Promise<{ year: number; rows: StateRow[] }> {
  const { rows } = await readBody(body, file, known);
  if (!rows.length) throw new DataFileError([`The file has no rows of ${SEATS[body as "wbjee"] ?? "the body"}.`]);
  const years = [...new Set(rows.map((r) => r.year))].sort();
  if (years.length > 1)
    throw new DataFileError([`The file has rows of ${years.join(" and ")}: load one year per file.`]);
  return { year: years[0], rows };
}
