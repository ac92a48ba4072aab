// Loads the cut-off datasets (db/data: cutoff-institutes, cutoff-programmes, josaa-, neet-aiq- and
// mhtcet-cutoffs) in the catalogue's transaction, after the institutions they link to, and derives the
// predictor's table of seat pools (cutoff_seats) from the rows.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { gunzipSync } from "node:zlib";
import { parse } from "csv-parse/sync";
import { sql } from "drizzle-orm";
import type { Database } from "../db/client.server.ts";
import {
  type CutoffRow,
  type CsvRow,
  deriveSeatPools,
  finalRounds,
  isFinal,
  josaaRow,
  mhtcetRow,
  neetRow,
} from "./cutoff-rows.ts";
import { insertJson, insertJsonMapped } from "./insert-json.ts";

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

/** A file's records, each turned into its row as it is read (the half a million CSV records are never all kept). */
function readRows<T>(dir: string, file: string, toRow: (r: CsvRow) => T): T[] {
  const where = path.join(dir, file);
  if (!existsSync(where)) return [];
  return parse(gunzipSync(readFileSync(where)), {
    columns: true,
    skip_empty_lines: true,
    on_record: (record: CsvRow) => toRow(record),
  }) as T[];
}

const orNull = (text: string | undefined) => (text ? text : null);

export async function clearCutoffs(tx: Tx) {
  await tx.execute(sql`truncate cutoff_seats, cutoffs, cutoff_programmes, cutoff_institutes`);
}

/** Loads the cut-offs of `dir`; a folder without them (an older dataset) loads none. */
export async function loadCutoffs(tx: Tx, dir: string): Promise<CutoffSummary> {
  const institutes = readRows(dir, "cutoff-institutes.csv.gz", (r) => r);
  const programmes = readRows(dir, "cutoff-programmes.csv.gz", (r) => r);
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

  const rows = ROW_FILES.flatMap(([file, toRow]) => readRows(dir, file, toRow));
  const last = finalRounds(rows);
  await insertJsonMapped(tx, "cutoffs", rows, (row) => ({
    institute_id: row.instituteId,
    programme_id: row.programmeId,
    year: row.year,
    round: row.round,
    quota: row.quota,
    seat_type: row.seatType,
    gender: row.gender,
    final: isFinal(row, last),
    opening_rank: row.preparatory ? null : row.openingRank,
    closing_rank: row.preparatory ? null : row.closingRank,
    preparatory_opening_rank: row.preparatory ? row.openingRank : null,
    preparatory_closing_rank: row.preparatory ? row.closingRank : null,
    closing_percentile: row.closingPercentile,
  }));

  const instituteById = new Map(institutes.map((i) => [Number(i.id), i]));
  const programmeById = new Map(programmes.map((p) => [Number(p.id), p]));
  const pools = deriveSeatPools(rows);
  await insertJsonMapped(tx, "cutoff_seats", pools, (pool, index) => {
    const institute = instituteById.get(pool.instituteId);
    const programme = programmeById.get(pool.programmeId);
    if (!institute || !programme) throw new Error(`cut-offs: seat pool of unknown institute or programme`);
    return {
      id: index + 1,
      counselling: pool.counselling,
      institute_id: pool.instituteId,
      programme_id: pool.programmeId,
      institute_type: orNull(institute.institute_type),
      state: orNull(institute.state),
      quota: pool.quota,
      seat_type: pool.seatType,
      gender: pool.gender,
      year: pool.year,
      round: pool.round,
      opening_rank: pool.openingRank,
      closing_rank: pool.closingRank,
      closing_percentile: pool.closingPercentile,
      tightest_closing_rank: pool.tightestClosingRank,
      tightest_closing_percentile: pool.tightestClosingPercentile,
      loosest_closing_rank: pool.loosestClosingRank,
      loosest_closing_percentile: pool.loosestClosingPercentile,
    };
  });
  await rankSeatPools(tx);
  return { institutes: institutes.length, programmes: programmes.length, rows: rows.length, seatPools: pools.length };
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
