// Loads the cut-off datasets (db/data: cutoff-institutes, cutoff-programmes, josaa-, neet-aiq-, mhtcet- and the
// state bodies' <body>-cutoffs, and ACPUGMEC's published fees) in the catalogue's transaction, after the institutions they link to, and derives the
// predictor's table of seat pools (cutoff_seats) from the rows in SQL.
//
// The half a million rows are streamed from the files in batches and never held together in memory: the
// JavaScript heap a first start leaves behind stays with the server (the embedded database, by contrast, is
// reopened after the load, server/index.ts).
import { createReadStream, existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { createGunzip, gunzipSync } from "node:zlib";
import { parse } from "csv-parse";
import { parse as parseSync } from "csv-parse/sync";
import { sql } from "drizzle-orm";
import type { Database } from "../db/client.server.ts";
import { rederiveSeatPools } from "../domain/cutoffs/seat-pools.server.ts";
import { reapplyPublishedLoads } from "../domain/data-loads/apply-load.server.ts";
import {
  type CsvRow,
  type CutoffRow,
  josaaRow,
  mhtcetRow,
  neetRow,
  samePoolAndYear,
  sortKey,
  stateRow,
} from "./cutoff-rows.ts";
import { stateBodies } from "../domain/cutoffs/state-counselling.ts";
import { insertJson } from "../db/insert-json.ts";

type Tx = Pick<Database, "execute">;

export interface CutoffSummary {
  institutes: number;
  programmes: number;
  rows: number;
  seatPools: number;
}

const ROW_FILES: [string, (r: CsvRow) => CutoffRow][] = [
  ["josaa-cutoffs.csv.gz", josaaRow],
  ["neet-aiq-cutoffs.csv.gz", neetRow],
  ["mhtcet-cutoffs.csv.gz", mhtcetRow],
  ...stateBodies.map((body): [string, (r: CsvRow) => CutoffRow] => [`${body}-cutoffs.csv.gz`, stateRow(body)]),
];
const BATCH = 5_000;

function readSmall(dir: string, file: string): CsvRow[] {
  const where = path.join(dir, file);
  if (!existsSync(where)) return [];
  return parseSync(gunzipSync(readFileSync(where)), { columns: true, skip_empty_lines: true });
}

const orNull = (text: string | undefined) => (text ? text : null);

function dbRow(row: CutoffRow, final: boolean) {
  return {
    institute_id: row.instituteId,
    programme_id: row.programmeId,
    year: row.year,
    round: row.round,
    quota: row.quota,
    seat_type: row.seatType,
    gender: row.gender,
    final,
    opening_rank: row.preparatory ? null : row.openingRank,
    closing_rank: row.preparatory ? null : row.closingRank,
    preparatory_opening_rank: row.preparatory ? row.openingRank : null,
    preparatory_closing_rank: row.preparatory ? row.closingRank : null,
    closing_percentile: row.closingPercentile,
  };
}

/**
 * Streams one row file into `cutoffs`. The import writes each file sorted by seat pool, year and round, so a
 * row is its pool's final round of the year when the next row belongs to another pool or year; a file out of
 * that order stops the load rather than mark the wrong rounds final.
 */
async function loadRowFile(tx: Tx, dir: string, file: string, toRow: (r: CsvRow) => CutoffRow): Promise<number> {
  const where = path.join(dir, file);
  if (!existsSync(where)) return 0;
  const records = createReadStream(where)
    .pipe(createGunzip())
    .pipe(parse({ columns: true, skip_empty_lines: true }));
  let batch: ReturnType<typeof dbRow>[] = [];
  let previous: CutoffRow | undefined;
  let count = 0;
  const flush = async () => {
    await insertJson(tx, "cutoffs", batch);
    batch = [];
  };
  for await (const record of records as AsyncIterable<CsvRow>) {
    const row = toRow(record);
    if (previous) {
      if (sortKey(previous) > sortKey(row)) throw new Error(`${file} is not in the order the import writes`);
      batch.push(dbRow(previous, !samePoolAndYear(previous, row)));
      if (batch.length >= BATCH) await flush();
    }
    previous = row;
    count++;
  }
  if (previous) batch.push(dbRow(previous, true));
  await flush();
  return count;
}

export async function clearCutoffs(tx: Tx) {
  await tx.execute(
    sql`truncate cutoff_seats, cutoffs, cutoff_programmes, cutoff_institutes, replaced_cutoffs, published_fees`,
  );
}

/** Loads the cut-offs of `dir`; a folder without them (an older dataset) loads none. */
export async function loadCutoffs(tx: Tx, dir: string): Promise<CutoffSummary> {
  const institutes = readSmall(dir, "cutoff-institutes.csv.gz");
  const programmes = readSmall(dir, "cutoff-programmes.csv.gz");
  await insertJson(
    tx,
    "cutoff_institutes",
    institutes.map((i) => ({
      id: Number(i.id),
      counselling: i.counselling,
      name: i.name,
      names_as_published: i.names_as_published.split("|"),
      source_code: orNull(i.source_code),
      institution_code: orNull(i.institution_code),
      institute_type: orNull(i.institute_type),
      state: orNull(i.state),
      home_university: orNull(i.home_university),
    })),
  );
  await insertJson(
    tx,
    "cutoff_programmes",
    programmes.map((p) => ({
      id: Number(p.id),
      counselling: p.counselling,
      name_as_published: p.name_as_published,
      branch: p.branch,
      degree: orNull(p.degree),
      duration_years: p.duration_years ? Number(p.duration_years) : null,
    })),
  );
  await insertJson(
    tx,
    "published_fees",
    readSmall(dir, "published-fees.csv.gz").map((f) => ({
      id: Number(f.id),
      college: f.college,
      institution_code: orNull(f.institution_code),
      course: f.course,
      fee_per_year: Number(f.fee_per_year),
      seats: f.seats ? Number(f.seats) : null,
      source: f.source,
    })),
  );
  let rows = 0;
  for (const [file, toRow] of ROW_FILES) rows += await loadRowFile(tx, dir, file, toRow);
  // Staff's published loads of later years (or corrections of a bundled year) go back over the release's rows.
  await reapplyPublishedLoads(tx);
  const seatPools = await rederiveSeatPools(tx);
  return { institutes: institutes.length, programmes: programmes.length, rows, seatPools };
}
