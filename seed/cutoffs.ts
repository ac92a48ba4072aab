// Loads the cut-off datasets (db/data: cutoff-institutes, cutoff-programmes, josaa-, neet-aiq- and
// mhtcet-cutoffs) in the catalogue's transaction, after the institutions they link to, and derives the
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
import { CHANCE_METHOD } from "../domain/cutoffs/chance.ts";
import { type CsvRow, type CutoffRow, josaaRow, mhtcetRow, neetRow, samePoolAndYear, sortKey } from "./cutoff-rows.ts";
import { insertJson } from "./insert-json.ts";

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
  await tx.execute(sql`truncate cutoff_seats, cutoffs, cutoff_programmes, cutoff_institutes`);
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
  let rows = 0;
  for (const [file, toRow] of ROW_FILES) rows += await loadRowFile(tx, dir, file, toRow);
  const seatPools = await deriveSeatPools(tx);
  await rankSeatPools(tx);
  return { institutes: institutes.length, programmes: programmes.length, rows, seatPools };
}

/**
 * Every seat pool of each counselling body's latest year, without preparatory ranks: its final round that year
 * and the strictest and loosest final-round closing of the last three years it appears in. Numbered in the
 * order the predictor reads them (one body, seat type and gender at a time), so that one prediction reads a few
 * neighbouring pages of the table rather than one page per seat.
 */
async function deriveSeatPools(tx: Tx): Promise<number> {
  await tx.execute(sql`
    with latest as (
      select i.counselling, max(c.year) as year
      from cutoffs c join cutoff_institutes i on i.id = c.institute_id
      group by i.counselling
    ), finals as (
      select i.counselling, l.year as latest_year, c.*
      from cutoffs c
      join cutoff_institutes i on i.id = c.institute_id
      join latest l on l.counselling = i.counselling
      where c.final and c.closing_rank is not null and c.year > l.year - ${CHANCE_METHOD.trendYears}
    ), pools as (
      select counselling, institute_id, programme_id, quota, seat_type, gender, max(latest_year) as latest_year,
        max(year) as year, min(closing_rank) as tightest_rank, max(closing_rank) as loosest_rank,
        max(closing_percentile) as tightest_percentile, min(closing_percentile) as loosest_percentile
      from finals
      group by counselling, institute_id, programme_id, quota, seat_type, gender
    )
    insert into cutoff_seats (id, counselling, institute_id, programme_id, institute_type, state, quota, seat_type,
      gender, year, round, opening_rank, closing_rank, closing_percentile, tightest_closing_rank,
      tightest_closing_percentile, loosest_closing_rank, loosest_closing_percentile)
    select row_number() over (order by case p.counselling when 'josaa' then 0 when 'mcc' then 1 else 2 end,
        p.seat_type, p.gender, p.institute_id, p.programme_id, p.quota) as id,
      p.counselling, p.institute_id, p.programme_id, i.institute_type, i.state, p.quota, p.seat_type, p.gender,
      f.year, f.round, f.opening_rank, f.closing_rank, f.closing_percentile, p.tightest_rank, p.tightest_percentile,
      p.loosest_rank, p.loosest_percentile
    from pools p
    join finals f on f.institute_id = p.institute_id and f.programme_id = p.programme_id
      and f.quota is not distinct from p.quota and f.seat_type = p.seat_type and f.gender = p.gender
      and f.year = p.year
    join cutoff_institutes i on i.id = p.institute_id
    where p.year = p.latest_year
    order by id`);
  const { rows } = (await tx.execute(sql`select count(*)::int as n from cutoff_seats`)) as unknown as {
    rows: { n: number }[];
  };
  return Number(rows[0].n);
}

/**
 * Each seat pool's institution's NIRF rank of the latest year of the category that fits it: Engineering for
 * JoSAA and MHT-CET, Dental for BDS and Medical for MCC's other programmes. The predictor sorts by it.
 */
async function rankSeatPools(tx: Tx) {
  await tx.execute(sql`
    with latest as (
      select category, max(year) as year from rankings
      where framework = 'NIRF' and category in ('Engineering', 'Medical', 'Dental') group by category
    ), ranks as (
      select r.institution_code, r.category, min(r.rank) as rank
      from rankings r join latest l on l.category = r.category and l.year = r.year
      where r.framework = 'NIRF' group by r.institution_code, r.category
    )
    update cutoff_seats s set nirf_rank = ranks.rank
    from cutoff_institutes ci, cutoff_programmes p, ranks
    where ci.id = s.institute_id and p.id = s.programme_id and ranks.institution_code = ci.institution_code
      and ranks.category = case
        when s.counselling <> 'mcc' then 'Engineering'
        when p.degree = 'BDS' then 'Dental'
        else 'Medical' end`);
}
