// The predictor's table of seat pools (cutoff_seats), derived in SQL from the live cut-off rows: when the
// catalogue loads (seed/cutoffs.ts) and when staff publish or roll back a year (domain/data-loads).
import { sql } from "drizzle-orm";
import type { Database } from "../../db/client.server.ts";
import type { CounsellingBody } from "../../db/cutoffs-schema.ts";
import { CHANCE_METHOD } from "./chance.ts";

type Tx = Pick<Database, "execute">;

/**
 * Derives cutoff_seats afresh from `cutoffs` and ranks each pool by NIRF: one set-based pass, for every body
 * (the catalogue's load) or only `body` (a staff publish or rollback: a third of the work, so a shorter hold
 * of the embedded database, whose statements run on the server's own thread).
 */
export async function rederiveSeatPools(tx: Tx, body?: CounsellingBody): Promise<number> {
  await tx.execute(body ? sql`delete from cutoff_seats where counselling = ${body}` : sql`truncate cutoff_seats`);
  const pools = await deriveSeatPools(tx, body);
  await rankSeatPools(tx, body);
  return pools;
}

/**
 * Every seat pool of each counselling body's latest year, without preparatory ranks: its final round that year
 * and the strictest and loosest final-round closing of the last three years it appears in. Numbered in the
 * order the predictor reads them (one body, seat type and gender at a time), so that one prediction reads a few
 * neighbouring pages of the table rather than one page per seat.
 */
async function deriveSeatPools(tx: Tx, body?: CounsellingBody): Promise<number> {
  // One body's pools are numbered after the others' (still one body, seat type and gender at a time).
  const onlyBody = body ? sql`where i.counselling = ${body}` : sql``;
  const offset = body ? sql`(select coalesce(max(id), 0) from cutoff_seats) + ` : sql``;
  await tx.execute(sql`
    with latest as (
      select i.counselling, max(c.year) as year
      from cutoffs c join cutoff_institutes i on i.id = c.institute_id
      ${onlyBody}
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
    select ${offset}row_number() over (order by case p.counselling when 'josaa' then 0 when 'mcc' then 1 else 2 end,
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
async function rankSeatPools(tx: Tx, body?: CounsellingBody) {
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
      ${body ? sql`and s.counselling = ${body}` : sql``}
      and ranks.category = case
        when s.counselling <> 'mcc' then 'Engineering'
        when p.degree = 'BDS' then 'Dental'
        else 'Medical' end`);
}
