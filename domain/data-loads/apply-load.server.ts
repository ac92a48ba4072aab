// Making a staged load's rows the live cut-offs of its body and year, in set-based statements inside the
// caller's transaction: on publish, on rollback to an earlier load, and after the catalogue reloads the
// release's db/data (seed/cutoffs.ts), which would otherwise lose every published load (decision 038).
import { sql } from "drizzle-orm";
import type { Database } from "../../db/client.server.ts";
import type { LoadableBody } from "../../db/cutoffs-schema.ts";
import { josaaProgramme, mhtcetProgramme, type Programme } from "../cutoffs/cutoff-programmes.ts";
import { STATE_BODIES } from "../cutoffs/state-counselling.ts";
import { josaaInstituteType } from "./josaa-file.ts";
import { indexInstitutes, indexProgrammes, matchInstitute } from "./match-institutes.server.ts";

type Tx = Pick<Database, "execute">;

export interface AppliedLoad {
  id: number;
  dataset: LoadableBody;
  year: number;
  picks: Record<string, string>;
}

/** Each printed name's id (new institutes and programmes created), and how many rows each institute has. */
export interface ResolvedNames {
  instituteIds: Record<string, number>;
  programmeIds: Record<string, number>;
  rowsPerInstitute: Map<number, number>;
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/**
 * Resolves each printed institute and programme of the load to an id, creating the institutes and programmes
 * the body has not printed before: an institute staff picked an institution for joins that institution's
 * institute (or a new one linked to it); one left unpicked is loaded unlinked, as the import does.
 */
export async function resolveNames(tx: Tx, load: AppliedLoad): Promise<ResolvedNames> {
  const institutes = await indexInstitutes(tx, load.dataset);
  const programmes = await indexProgrammes(tx, load.dataset);
  const printed = rowsOf<{
    institute: string;
    institute_type: string;
    source_code: string | null;
    home_university: string | null;
    rows: number;
  }>(
    await tx.execute(sql`select institute, max(institute_type) as institute_type, max(source_code) as source_code,
        max(home_university) as home_university, count(*)::int as rows
      from data_load_rows where load_id = ${load.id} group by institute order by institute`),
  );
  const [{ next_institute: nextInstitute, next_programme: nextProgramme }] = rowsOf<{
    next_institute: number;
    next_programme: number;
  }>(
    await tx.execute(sql`select (select coalesce(max(id), 0) + 1 from cutoff_institutes)::int as next_institute,
      (select coalesce(max(id), 0) + 1 from cutoff_programmes)::int as next_programme`),
  );
  const instituteIds: Record<string, number> = {};
  const rowsPerInstitute = new Map<number, number>();
  let nextId = nextInstitute;
  for (const { institute: name, institute_type: type, source_code: code, home_university: university } of printed) {
    const pick = load.picks[name];
    const id = matchInstitute(institutes, name, code) ?? (pick ? institutes.byInstitution.get(pick) : undefined);
    if (id !== undefined) {
      instituteIds[name] = id;
      continue;
    }
    instituteIds[name] = nextId;
    const { type: instituteType, state } = newInstitute(load.dataset, name, type);
    await tx.execute(sql`insert into cutoff_institutes (id, counselling, name, names_as_published, institution_code,
        institute_type, state, source_code, home_university)
      values (${nextId}, ${load.dataset}, ${name}, array[${name}]::text[],
        (select code from institutions where code = ${pick ?? ""}), ${instituteType},
        ${state ?? sql`(select state from institutions where code = ${pick ?? ""})`}, ${code}, ${university || null})`);
    institutes.byName.set(name, nextId);
    if (pick) institutes.byInstitution.set(pick, nextId);
    nextId++;
  }
  const printedProgrammes = rowsOf<{ programme: string }>(
    await tx.execute(sql`select distinct programme from data_load_rows where load_id = ${load.id} order by programme`),
  );
  const programmeIds: Record<string, number> = {};
  let nextP = nextProgramme;
  for (const { programme } of printedProgrammes) {
    const known = programmes.get(programme);
    if (known !== undefined) {
      programmeIds[programme] = known;
      continue;
    }
    const p = newProgramme(load.dataset, programme);
    await tx.execute(sql`insert into cutoff_programmes (id, counselling, name_as_published, branch, degree, duration_years)
      values (${nextP}, ${load.dataset}, ${p.nameAsPublished}, ${p.branch}, ${p.degree || null},
        ${p.durationYears === "" ? null : p.durationYears})`);
    programmeIds[programme] = nextP++;
  }
  for (const { institute, rows } of printed) {
    const id = instituteIds[institute];
    rowsPerInstitute.set(id, (rowsPerInstitute.get(id) ?? 0) + rows);
  }
  return { instituteIds, programmeIds, rowsPerInstitute };
}

/**
 * A new institute's type and state: JoSAA's type from the printed one or the name, its state the linked
 * institution's (undefined here: the home-state quota follows it); the CET Cell's and the state bodies' type as
 * printed, in the body's state.
 */
function newInstitute(body: LoadableBody, name: string, printedType: string) {
  if (body === "josaa") return { type: josaaInstituteType(name, printedType), state: undefined };
  return { type: printedType || null, state: body === "mhtcet" ? "Maharashtra" : STATE_BODIES[body].state };
}

/** A new programme's branch, degree and duration: what the body's name for it says (the state bodies: the name). */
function newProgramme(body: LoadableBody, name: string): Programme {
  if (body === "josaa") return josaaProgramme(name);
  if (body === "mhtcet") return mhtcetProgramme(name);
  return { nameAsPublished: name, branch: name, degree: "", durationYears: "" };
}

/** The live rows of a body's year leave: the release's own are kept aside the first time, for a rollback. */
async function clearYear(tx: Tx, dataset: LoadableBody, year: number) {
  const body = sql`institute_id in (select id from cutoff_institutes where counselling = ${dataset})`;
  await tx.execute(sql`insert into replaced_cutoffs (counselling, institute_id, programme_id, year, round, quota,
      seat_type, gender, final, opening_rank, closing_rank, preparatory_opening_rank, preparatory_closing_rank,
      closing_percentile)
    select ${dataset}, institute_id, programme_id, year, round, quota, seat_type, gender, final, opening_rank,
      closing_rank, preparatory_opening_rank, preparatory_closing_rank, closing_percentile
    from cutoffs where year = ${year} and load_id is null and ${body}
      and not exists (select 1 from replaced_cutoffs where counselling = ${dataset} and year = ${year})`);
  await tx.execute(sql`delete from cutoffs where year = ${year} and ${body}`);
}

const CUTOFF_COLUMNS = sql.raw(`institute_id, programme_id, year, round, quota, seat_type, gender, final, opening_rank,
  closing_rank, preparatory_opening_rank, preparatory_closing_rank, closing_percentile`);

/** The load's rows of `institutes` (printed name → id) as live rows, each seat pool's last round marked final. */
function readyRows(load: AppliedLoad, institutes: Record<string, number>, programmes: Record<string, number>) {
  return sql`
    with names as (select key as name, value::int as id from jsonb_each_text(${JSON.stringify(institutes)}::jsonb)),
    programmes as (select key as name, value::int as id from jsonb_each_text(${JSON.stringify(programmes)}::jsonb))
    select n.id as institute_id, p.id as programme_id, ${load.year}::smallint as year, r.round, r.quota, r.seat_type,
      r.gender, r.round = max(r.round) over (partition by n.id, p.id, r.quota, r.seat_type, r.gender, r.preparatory)
        as final,
      case when r.preparatory then null else r.opening_rank end as opening_rank,
      case when r.preparatory then null else r.closing_rank end as closing_rank,
      case when r.preparatory then r.opening_rank end as preparatory_opening_rank,
      case when r.preparatory then r.closing_rank end as preparatory_closing_rank,
      r.closing_percentile
    from data_load_rows r join names n on n.name = r.institute join programmes p on p.name = r.programme
    where r.load_id = ${load.id} and r.institute = any(array(select name from names))`;
}

/**
 * Replaces the live rows of the load's body and year with the load's rows, each seat pool's last round
 * marked final. Leaves cutoff_seats to the caller (rederiveSeatPools), once for any number of loads.
 */
export async function applyLoad(tx: Tx, load: AppliedLoad): Promise<void> {
  const { instituteIds, programmeIds } = await resolveNames(tx, load);
  await clearYear(tx, load.dataset, load.year);
  await tx.execute(sql`insert into cutoffs (${CUTOFF_COLUMNS}, load_id)
    select ${CUTOFF_COLUMNS}, ${load.id}::int from (${readyRows(load, instituteIds, programmeIds)}) ready`);
}

/** Rows made ready per statement while a publish prepares: a short hold of the embedded database each. */
const READY_ROWS_PER_STEP = 3_000;
const yieldToOthers = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Before a publish's transaction: the load's rows as they will be live, into data_load_cutoffs, whole institutes
 * at a time (a pool's final round is found among its institute's rows), with the event loop yielded in between.
 */
export async function prepareLoadRows(db: Tx, load: AppliedLoad, names: ResolvedNames): Promise<void> {
  const namesOf = new Map<number, string[]>();
  for (const [name, id] of Object.entries(names.instituteIds)) namesOf.set(id, [...(namesOf.get(id) ?? []), name]);
  let chunk: Record<string, number> = {};
  let rows = 0;
  const flush = async () => {
    await db.execute(sql`insert into data_load_cutoffs (load_id, ${CUTOFF_COLUMNS})
      select ${load.id}::int, ${CUTOFF_COLUMNS} from (${readyRows(load, chunk, names.programmeIds)}) ready`);
    chunk = {};
    rows = 0;
    await yieldToOthers();
  };
  for (const [id, printed] of namesOf) {
    for (const name of printed) chunk[name] = id;
    rows += names.rowsPerInstitute.get(id) ?? 0;
    if (rows >= READY_ROWS_PER_STEP) await flush();
  }
  if (rows) await flush();
}

/** In the publish's transaction: the prepared rows become the live rows of the load's body and year. */
export async function makeLoadLive(tx: Tx, load: AppliedLoad): Promise<void> {
  await clearYear(tx, load.dataset, load.year);
  await tx.execute(sql`insert into cutoffs (${CUTOFF_COLUMNS}, load_id)
    select ${CUTOFF_COLUMNS}, load_id from data_load_cutoffs where load_id = ${load.id}`);
}

/** After a publish, or before a new attempt: a load's prepared rows go, a few institutes per statement. */
export async function dropPreparedRows(db: Tx, loadId: number): Promise<void> {
  await db.execute(sql`delete from data_load_seats where load_id = ${loadId}`);
  const ids = rowsOf<{ id: number }>(
    await db.execute(sql`select distinct institute_id as id from data_load_cutoffs where load_id = ${loadId}`),
  ).map((r) => r.id);
  for (let i = 0; i < ids.length; i += 8) {
    const some = `{${ids.slice(i, i + 8).join(",")}}`;
    await db.execute(
      sql`delete from data_load_cutoffs where load_id = ${loadId} and institute_id = any(${some}::int[])`,
    );
    await yieldToOthers();
  }
}

/** Puts back the release's rows of a body's year that staff loads replaced (none when the year was new). */
export async function restoreBundledYear(tx: Tx, dataset: LoadableBody, year: number): Promise<void> {
  await tx.execute(sql`delete from cutoffs where year = ${year}
    and institute_id in (select id from cutoff_institutes where counselling = ${dataset})`);
  await tx.execute(sql`insert into cutoffs (institute_id, programme_id, year, round, quota, seat_type, gender, final,
      opening_rank, closing_rank, preparatory_opening_rank, preparatory_closing_rank, closing_percentile)
    select institute_id, programme_id, year, round, quota, seat_type, gender, final, opening_rank, closing_rank,
      preparatory_opening_rank, preparatory_closing_rank, closing_percentile
    from replaced_cutoffs where counselling = ${dataset} and year = ${year}`);
  await tx.execute(sql`delete from replaced_cutoffs where counselling = ${dataset} and year = ${year}`);
}

/** After the catalogue reloads the release's rows: every published load goes back over them, oldest first. */
export async function reapplyPublishedLoads(tx: Tx): Promise<number> {
  const loads = rowsOf<AppliedLoad>(
    await tx.execute(sql`select id, dataset, year, picks from data_loads where status = 'published'
      order by published_at, id`),
  );
  for (const load of loads) await applyLoad(tx, load);
  return loads.length;
}
