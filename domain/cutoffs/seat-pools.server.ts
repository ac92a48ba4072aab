// The predictor's table of seat pools (cutoff_seats), derived in SQL from the live cut-off rows: when the
// catalogue loads (seed/cutoffs.ts) and when staff publish or roll back a year (domain/data-loads).
import { type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/client.server.ts";
import type { CutoffBody } from "../../db/cutoffs-schema.ts";
import { CHANCE_METHOD } from "./chance.ts";

type Tx = Pick<Database, "execute">;

/**
 * Derives cutoff_seats afresh from `cutoffs` and ranks each pool by NIRF: one set-based pass, for every body
 * (the catalogue's load) or only `body` (a staff publish or rollback: a third of the work, so a shorter hold
 * of the embedded database, whose statements run on the server's own thread).
 */
export async function rederiveSeatPools(tx: Tx, body?: CutoffBody): Promise<number> {
  await tx.execute(body ? sql`delete from cutoff_seats where counselling = ${body}` : sql`truncate cutoff_seats`);
  const pools = await deriveSeatPools(tx, body);
  await rankSeatPools(tx, body);
  return pools;
}

/** Seat pools' columns, in cutoff_seats' order (its id and NIRF rank aside). */
const SEAT_COLUMN_NAMES = `counselling institute_id programme_id institute_type state quota seat_type gender year round
  opening_rank closing_rank closing_percentile tightest_closing_rank tightest_closing_percentile loosest_closing_rank
  loosest_closing_percentile`.split(/\s+/);
const SEAT_COLUMNS = sql.raw(SEAT_COLUMN_NAMES.join(", "));

/**
 * The seat pools of `finals` (final-round rows with a closing rank, of the trend's years, shaped like cutoffs
 * with the institute's `counselling` and its body's `latest_year`): the pool's final round of the latest year
 * and the strictest and loosest closing of the trend's years. In SEAT_COLUMNS' order.
 */
function seatPoolsOf(finals: SQL): SQL {
  return sql`
    with finals as (${finals}), pools as (
      select counselling, institute_id, programme_id, quota, seat_type, gender, max(latest_year) as latest_year,
        max(year) as year, min(closing_rank) as tightest_rank, max(closing_rank) as loosest_rank,
        max(closing_percentile) as tightest_percentile, min(closing_percentile) as loosest_percentile
      from finals
      group by counselling, institute_id, programme_id, quota, seat_type, gender
    )
    select p.counselling, p.institute_id, p.programme_id, i.institute_type, i.state, p.quota, p.seat_type, p.gender,
      f.year, f.round, f.opening_rank, f.closing_rank, f.closing_percentile, p.tightest_rank as tightest_closing_rank,
      p.tightest_percentile as tightest_closing_percentile, p.loosest_rank as loosest_closing_rank,
      p.loosest_percentile as loosest_closing_percentile
    from pools p
    join finals f on f.institute_id = p.institute_id and f.programme_id = p.programme_id
      and f.quota is not distinct from p.quota and f.seat_type = p.seat_type and f.gender = p.gender
      and f.year = p.year
    join cutoff_institutes i on i.id = p.institute_id
    where p.year = p.latest_year`;
}

/**
 * Every seat pool of each counselling body's latest year, without preparatory ranks. Numbered in the order the
 * predictor reads them (one body, seat type and gender at a time), so that one prediction reads a few
 * neighbouring pages of the table rather than one page per seat.
 */
async function deriveSeatPools(tx: Tx, body?: CutoffBody): Promise<number> {
  // One body's pools are numbered after the others' (still one body, seat type and gender at a time).
  const onlyBody = body ? sql`where i.counselling = ${body}` : sql``;
  const offset = body ? sql`(select coalesce(max(id), 0) from cutoff_seats) + ` : sql``;
  const finals = sql`
    with latest as (
      select i.counselling, max(c.year) as year
      from cutoffs c join cutoff_institutes i on i.id = c.institute_id
      ${onlyBody}
      group by i.counselling
    )
    select i.counselling, l.year as latest_year, c.*
    from cutoffs c
    join cutoff_institutes i on i.id = c.institute_id
    join latest l on l.counselling = i.counselling
    where c.final and c.closing_rank is not null and c.year > l.year - ${CHANCE_METHOD.trendYears}`;
  await tx.execute(sql`
    insert into cutoff_seats (id, ${SEAT_COLUMNS})
    select ${offset}row_number() over (order by ${SEAT_ORDER}) as id, ${SEAT_COLUMNS}
    from (${seatPoolsOf(finals)}) s
    order by id`);
  const { rows } = (await tx.execute(sql`select count(*)::int as n from cutoff_seats`)) as unknown as {
    rows: { n: number }[];
  };
  return Number(rows[0].n);
}

const SEAT_ORDER = sql.raw(`case counselling when 'josaa' then 0 when 'mcc' then 1 else 2 end,
  seat_type, gender, institute_id, programme_id, quota`);

/** Institutes whose pools are derived per statement while a publish prepares (a short hold each). */
const INSTITUTES_PER_STEP = 4;
const yieldToOthers = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * A body's seat pools as they will be once a load is live (its ready rows in data_load_cutoffs in place of the
 * live rows of its year), into data_load_seats, a few institutes per statement: before the publish's
 * transaction, which then only swaps them in (swapInSeatPools).
 */
export async function prepareSeatPools(db: Tx, load: { id: number; dataset: CutoffBody; year: number }): Promise<void> {
  const body = load.dataset;
  // The body's latest year after the publish: the load's, or a later one already live.
  const { rows: bounds } = (await db.execute(sql`
    select greatest(${load.year}::int, (select max(year) from cutoff_seats where counselling = ${body}))::int
      as latest`)) as unknown as { rows: { latest: number }[] };
  const latest = bounds[0].latest;
  const { rows: institutes } = (await db.execute(
    sql`select id from cutoff_institutes where counselling = ${body} order by id`,
  )) as unknown as { rows: { id: number }[] };
  const ids = institutes.map((i) => i.id);
  for (let i = 0; i < ids.length; i += INSTITUTES_PER_STEP) {
    // As an array literal: drizzle would spread a JavaScript array into a row of parameters.
    const some = sql`${`{${ids.slice(i, i + INSTITUTES_PER_STEP).join(",")}}`}::int[]`;
    const finals = sql`
      select ${body}::text as counselling, ${latest}::int as latest_year, c.*
      from (
        select institute_id, programme_id, quota, seat_type, gender, year, round, final, opening_rank, closing_rank,
          closing_percentile
        from cutoffs where institute_id = any(${some}) and year <> ${load.year}
        union all
        select institute_id, programme_id, quota, seat_type, gender, year, round, final, opening_rank, closing_rank,
          closing_percentile
        from data_load_cutoffs where load_id = ${load.id} and institute_id = any(${some})
      ) c
      where c.final and c.closing_rank is not null and c.year > ${latest - CHANCE_METHOD.trendYears}`;
    await db.execute(sql`
      with ranks as (${NIRF_RANKS})
      insert into data_load_seats (load_id, ${SEAT_COLUMNS}, nirf_rank)
      select ${load.id}, ${sql.raw(SEAT_COLUMN_NAMES.map((c) => `s.${c}`).join(", "))}, ranks.rank
      from (${seatPoolsOf(finals)}) s
      join cutoff_institutes ci on ci.id = s.institute_id
      join cutoff_programmes p on p.id = s.programme_id
      left join ranks on ranks.institution_code = ci.institution_code and ranks.category = ${NIRF_CATEGORY}`);
    await yieldToOthers();
  }
}

/** In the publish's transaction: the body's seat pools become those prepareSeatPools derived. */
export async function swapInSeatPools(tx: Tx, load: { id: number; dataset: CutoffBody }): Promise<void> {
  await tx.execute(sql`delete from cutoff_seats where counselling = ${load.dataset}`);
  await tx.execute(sql`
    insert into cutoff_seats (id, ${SEAT_COLUMNS}, nirf_rank)
    select (select coalesce(max(id), 0) from cutoff_seats) + row_number() over (order by ${SEAT_ORDER}),
      ${SEAT_COLUMNS}, nirf_rank
    from data_load_seats where load_id = ${load.id}`);
}

/** The NIRF lists a seat pool is ranked in (nirfCategoryOf). */
const SEAT_LISTS = ["Engineering", "Medical", "Dental"];

/** Each institution's NIRF rank of the latest year, per category (Engineering, Medical, Dental). */
const NIRF_RANKS = sql`
  with latest as (
    select category, max(year) as year from rankings
    where framework = 'NIRF' and category in (${sql.join(
      SEAT_LISTS.map((c) => sql`${c}`),
      sql`, `,
    )}) group by category
  )
  select r.institution_code, r.category, min(r.rank) as rank
  from rankings r join latest l on l.category = r.category and l.year = r.year
  where r.framework = 'NIRF' group by r.institution_code, r.category`;

/**
 * The NIRF category that fits a seat pool of a body and a programme's degree: the sorting rank here, and the
 * list and year the predictor's card names beside it (predict.server.ts).
 */
export function nirfCategoryOf(counselling: SQL, degree: SQL): SQL {
  return sql`case
  when ${counselling} <> 'mcc' then 'Engineering'
  when ${degree} = 'BDS' then 'Dental'
  else 'Medical' end`;
}

const NIRF_CATEGORY = nirfCategoryOf(sql`s.counselling`, sql`p.degree`);

/**
 * The year and source of each list a seat pool's `nirf_rank` comes from (category, year, source_name,
 * source_url): the list's latest year, as NIRF_RANKS takes it, so a seat's rank is that year's. Three index
 * lookups (rankings_table_idx) per answer: looking up each shown seat's own ranking row instead (about 11 rows
 * of an institution each) made the join for a page of 50 seats about three times slower.
 */
export const NIRF_SEAT_LISTS = sql`
  select c.category, l.year, l.source_name, l.source_url
  from (values ${sql.join(
    SEAT_LISTS.map((c) => sql`(${c}::text)`),
    sql`, `,
  )}) as c (category)
  cross join lateral (
    select r.year, ds.name as source_name, ds.url as source_url
    from rankings r join data_sources ds on ds.id = r.source_id
    where r.framework = 'NIRF' and r.category = c.category
    order by r.year desc limit 1
  ) l`;

/**
 * Each seat pool's institution's NIRF rank of the latest year of the category that fits it: Engineering for
 * JoSAA and MHT-CET, Dental for BDS and Medical for MCC's other programmes. The predictor sorts by it.
 */
async function rankSeatPools(tx: Tx, body?: CutoffBody) {
  await tx.execute(sql`
    with ranks as (${NIRF_RANKS})
    update cutoff_seats s set nirf_rank = ranks.rank
    from cutoff_institutes ci, cutoff_programmes p, ranks
    where ci.id = s.institute_id and p.id = s.programme_id and ranks.institution_code = ci.institution_code
      ${body ? sql`and s.counselling = ${body}` : sql``}
      and ranks.category = ${NIRF_CATEGORY}`);
}
