// Staff's loads of official cut-off files (/admin/data, decision 038): stage a file (read, check, store its
// rows in batches outside any long transaction), preview it against what is live, publish it in one short
// transaction, roll it back. Everything is in the database, so any node of a cluster can take any step.
import { createHash } from "node:crypto";
import { and, desc, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client.server.ts";
import {
  type CounsellingBody,
  dataLoadRows,
  dataLoads,
  type LoadPreview,
  type LoadUnmatched,
} from "../../db/cutoffs-schema.ts";
import { insertJson } from "../../db/insert-json.ts";
import { josaaProgramme } from "../cutoffs/cutoff-programmes.ts";
import { rederiveSeatPools } from "../cutoffs/seat-pools.server.ts";
import { InputError } from "../errors.ts";
import { applyLoad, restoreBundledYear } from "./apply-load.server.ts";
import { DataFileError, readJosaaRecords } from "./josaa-file.ts";
import { readMhtcetRecords } from "./mhtcet-file.ts";
import { closestInstitutions, indexInstitutes, indexProgrammes, matchInstitute } from "./match-institutes.server.ts";
import { readUploadedCsv } from "./read-upload.ts";

export type DataLoad = typeof dataLoads.$inferSelect;

/** Rows per insert while staging; the process yields between batches so visitors' queries go in between. */
const STAGE_BATCH = 2_000;
/** A staging left behind by a process that stopped half-way no longer holds the lock after this long. */
const STALE_STAGING = "15 minutes";
/** One key for every step that changes loads or live rows: two staff members never publish at once. */
const LOCK_KEY = 38_038;

const yieldToOthers = () => new Promise<void>((resolve) => setImmediate(resolve));
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

const BUSY_MESSAGE = "Another file is being loaded right now. Try again when it has finished (a minute or two).";

/** What staff can load on /admin/data so far: JoSAA's and the CET Cell's files. */
export const uploadableDatasets = ["josaa", "mhtcet"] as const;
export type UploadableDataset = (typeof uploadableDatasets)[number];

interface StagedRow {
  institute: string;
  institute_type: string;
  source_code: string | null;
  home_university: string | null;
  programme: string;
  quota: string | null;
  seat_type: string;
  gender: "neutral" | "female";
  preparatory: boolean;
  round: number;
  opening_rank: number | null;
  closing_rank: number;
  closing_percentile: number | null;
}

/** The CET Cell's files carry no year column: the year is the file's name (cap-2025.csv.gz). */
function yearInName(name: string): number {
  const found = /(?:^|\D)(20\d\d)(?:\D|$)/.exec(name);
  if (!found)
    throw new DataFileError(["Name the file with its year, as the CET Cell does (cap-2025.csv or cap-2025.csv.gz)."]);
  return Number(found[1]);
}

/** The file's year and rows in the staged shape, strictly checked; DataFileError with the lines at fault. */
function readDataFile(dataset: UploadableDataset, file: { name: string; bytes: Buffer }) {
  const records = readUploadedCsv(file.bytes);
  if (dataset === "josaa") {
    const { year, rows } = readJosaaRecords(records, { strict: true });
    return {
      year,
      rows: rows.map((r): StagedRow => ({
        institute: r.institute,
        institute_type: r.printedType,
        source_code: null,
        home_university: null,
        programme: r.programme,
        quota: r.quota,
        seat_type: r.seatType,
        gender: r.gender,
        preparatory: r.preparatory,
        round: r.round,
        opening_rank: r.openingRank,
        closing_rank: r.closingRank,
        closing_percentile: null,
      })),
    };
  }
  const { year, rows } = readMhtcetRecords(records, { year: yearInName(file.name), strict: true });
  return {
    year,
    rows: rows.map((r): StagedRow => ({
      institute: r.college,
      institute_type: r.collegeType,
      source_code: r.collegeCode,
      home_university: r.homeUniversity || null,
      programme: r.programme,
      quota: null,
      seat_type: r.seatType,
      // Ladies' seats (codes starting with L) are the female-only pool, as the release's rows say.
      gender: r.seatType.startsWith("L") ? "female" : "neutral",
      preparatory: false,
      round: r.round,
      opening_rank: null,
      closing_rank: r.closingRank,
      closing_percentile: Number(r.closingPercentile),
    })),
  };
}

/**
 * Reads and checks an uploaded official file and stores its rows as a staged load. A file that fails any check
 * throws DataFileError and leaves nothing behind; a second upload while one is staging throws InputError.
 */
export async function stageDataFile(
  db: Database,
  dataset: UploadableDataset,
  file: { name: string; bytes: Buffer },
  by: string,
): Promise<DataLoad> {
  const parsed = readDataFile(dataset, file);
  // New programmes must have a degree the portal knows, or publishing would stop half-way.
  const known = await indexProgrammes(db, dataset);
  if (dataset === "josaa") {
    for (const name of new Set(parsed.rows.map((r) => r.programme))) {
      if (known.has(name)) continue;
      try {
        josaaProgramme(name);
      } catch (err) {
        throw new DataFileError([`program "${name}": ${err instanceof Error ? err.message : "unknown degree"}`]);
      }
    }
  }
  const load = await lockForStaging(db, {
    dataset,
    year: parsed.year,
    rounds: [...new Set(parsed.rows.map((r) => r.round))].sort((a, b) => a - b),
    fileName: file.name.slice(0, 200),
    sha256: createHash("sha256").update(file.bytes).digest("hex"),
    rows: parsed.rows.length,
    status: "staging",
    uploadedBy: by,
  });
  try {
    for (let i = 0; i < parsed.rows.length; i += STAGE_BATCH) {
      await insertJson(
        db,
        "data_load_rows",
        parsed.rows.slice(i, i + STAGE_BATCH).map((r) => ({ load_id: load.id, ...r })),
      );
      await yieldToOthers();
    }
    const { preview, unmatched } = await previewLoad(db, load.id, dataset, parsed.year);
    const [staged] = await db
      .update(dataLoads)
      .set({ status: "staged", preview, unmatched })
      .where(eq(dataLoads.id, load.id))
      .returning();
    return staged;
  } catch (err) {
    await db.delete(dataLoads).where(eq(dataLoads.id, load.id));
    throw err;
  }
}

/** The load's row, as the lock: the unique index lets one load be staging at a time, across every node. */
async function lockForStaging(db: Database, values: typeof dataLoads.$inferInsert): Promise<DataLoad> {
  await db.execute(sql`delete from data_loads where status = 'staging'
    and uploaded_at < now() - ${STALE_STAGING}::interval`);
  const [load] = await db.insert(dataLoads).values(values).onConflictDoNothing().returning();
  if (!load) throw new InputError({ file: BUSY_MESSAGE });
  return load;
}

/** Rows added, changed, removed and unchanged against the live rows of the year; names no institute has. */
async function previewLoad(db: Database, loadId: number, body: CounsellingBody, year: number) {
  const institutes = await indexInstitutes(db, body);
  const programmes = await indexProgrammes(db, body);
  const names = rowsOf<{ institute: string; rows: number; source_code: string | null }>(
    await db.execute(sql`select institute, count(*)::int as rows, max(source_code) as source_code from data_load_rows
      where load_id = ${loadId} group by institute order by institute`),
  );
  const instituteIds: Record<string, number> = {};
  const unmatched: LoadUnmatched = { institutes: [], programmes: [] };
  for (const { institute, rows, source_code: code } of names) {
    const id = matchInstitute(institutes, institute, code);
    if (id !== undefined) instituteIds[institute] = id;
    else unmatched.institutes.push({ name: institute, rows, candidates: await closestInstitutions(db, institute) });
  }
  const programmeNames = rowsOf<{ programme: string }>(
    await db.execute(sql`select distinct programme from data_load_rows where load_id = ${loadId} order by programme`),
  );
  const programmeIds: Record<string, number> = {};
  for (const { programme } of programmeNames) {
    const id = programmes.get(programme);
    if (id === undefined) unmatched.programmes.push(programme);
    else programmeIds[programme] = id;
  }
  const [counts] = rowsOf<Omit<LoadPreview, "rowsPerRound">>(
    await db.execute(sql`
      with names as (select key as name, value::int as id from jsonb_each_text(${JSON.stringify(instituteIds)}::jsonb)),
      programmes as (select key as name, value::int as id from jsonb_each_text(${JSON.stringify(programmeIds)}::jsonb)),
      staged as (
        select coalesce(n.id, -1) as iid, coalesce(p.id, -1) as pid, r.quota, r.seat_type, r.gender, r.preparatory,
          r.round, r.opening_rank, r.closing_rank, r.closing_percentile
        from data_load_rows r left join names n on n.name = r.institute left join programmes p on p.name = r.programme
        where r.load_id = ${loadId}),
      live as (
        select c.institute_id as iid, c.programme_id as pid, coalesce(c.quota, '') as quota, c.seat_type, c.gender,
          c.closing_rank is null as preparatory, c.round,
          coalesce(c.opening_rank, c.preparatory_opening_rank) as opening_rank,
          coalesce(c.closing_rank, c.preparatory_closing_rank) as closing_rank, c.closing_percentile
        from cutoffs c join cutoff_institutes i on i.id = c.institute_id
        where i.counselling = ${body} and c.year = ${year})
      select count(*) filter (where l.iid is null)::int as added,
        count(*) filter (where s.iid is null)::int as removed,
        count(*) filter (where s.iid is not null and l.iid is not null and (s.opening_rank is distinct from l.opening_rank
          or s.closing_rank is distinct from l.closing_rank or s.closing_percentile is distinct from l.closing_percentile))::int as changed,
        count(*) filter (where s.iid is not null and l.iid is not null and s.opening_rank is not distinct from l.opening_rank
          and s.closing_rank is not distinct from l.closing_rank
          and s.closing_percentile is not distinct from l.closing_percentile)::int as unchanged,
        count(*) filter (where s.preparatory)::int as preparatory
      from staged s full join live l on s.iid = l.iid and s.pid = l.pid and coalesce(s.quota, '') = l.quota
        and s.seat_type = l.seat_type and s.gender = l.gender and s.preparatory = l.preparatory and s.round = l.round`),
  );
  const rowsPerRound = rowsOf<{ round: number; rows: number }>(
    await db.execute(sql`select round, count(*)::int as rows from data_load_rows where load_id = ${loadId}
      group by round order by round`),
  );
  return { preview: { ...counts, rowsPerRound } satisfies LoadPreview, unmatched };
}

export async function getDataLoad(db: Database, id: number): Promise<DataLoad | undefined> {
  const [load] = await db.select().from(dataLoads).where(eq(dataLoads.id, id));
  return load;
}

/** Every load, the newest first: the version list of /admin/data. */
export function listDataLoads(db: Database): Promise<DataLoad[]> {
  return db.select().from(dataLoads).orderBy(desc(dataLoads.id)).limit(200);
}

/**
 * Publishes a staged load: its rows become the live rows of its body and year (the previous live version is
 * kept to roll back to), in one transaction with the seat pools re-derived. `picks`: an institution code (or
 * "" for unlinked) per printed name the preview could not match; a code that is no institution is refused.
 */
export async function publishDataLoad(
  db: Database,
  id: number,
  picks: Record<string, string>,
  by: string,
): Promise<DataLoad> {
  const load = await getDataLoad(db, id);
  if (!load) throw new InputError({ load: "This load no longer exists." });
  const names = new Set(load.unmatched?.institutes.map((i) => i.name) ?? []);
  const kept = Object.fromEntries(Object.entries(picks).filter(([name, code]) => names.has(name) && code));
  for (const code of Object.values(kept)) {
    const found = rowsOf(await db.execute(sql`select 1 from institutions where code = ${code}`));
    if (!found.length) throw new InputError({ picks: `"${code}" is no institution of the catalogue.` });
  }
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_KEY})`);
    const [current] = await tx.select().from(dataLoads).where(eq(dataLoads.id, id)).for("update");
    if (current?.status !== "staged")
      throw new InputError({
        load: "Only a staged load can be published; this one is " + (current?.status ?? "gone") + ".",
      });
    await applyLoad(tx, { id, dataset: current.dataset, year: current.year, picks: kept });
    await tx
      .update(dataLoads)
      .set({ status: "superseded" })
      .where(
        and(
          eq(dataLoads.dataset, current.dataset),
          eq(dataLoads.year, current.year),
          eq(dataLoads.status, "published"),
        ),
      );
    const [published] = await tx
      .update(dataLoads)
      .set({ status: "published", picks: kept, publishedBy: by, publishedAt: new Date() })
      .where(eq(dataLoads.id, id))
      .returning();
    await rederiveSeatPools(tx, current.dataset);
    return published;
  });
}

/**
 * Rolls back the live load of a body's year: the load before it of that year comes back (its staged rows),
 * else the release's own rows of that year, else none (a year new with the load).
 */
export async function rollBackDataLoad(db: Database, id: number, by: string): Promise<DataLoad> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_KEY})`);
    const [load] = await tx.select().from(dataLoads).where(eq(dataLoads.id, id)).for("update");
    if (load?.status !== "published")
      throw new InputError({ load: "Only the published version of a year can be rolled back." });
    const [previous] = await tx
      .select()
      .from(dataLoads)
      .where(
        and(eq(dataLoads.dataset, load.dataset), eq(dataLoads.year, load.year), eq(dataLoads.status, "superseded")),
      )
      .orderBy(desc(dataLoads.publishedAt), desc(dataLoads.id))
      .limit(1);
    if (previous) {
      await applyLoad(tx, previous);
      await tx.update(dataLoads).set({ status: "published" }).where(eq(dataLoads.id, previous.id));
    } else {
      await restoreBundledYear(tx, load.dataset, load.year);
    }
    const [rolledBack] = await tx
      .update(dataLoads)
      .set({ status: "rolled-back", rolledBackBy: by, rolledBackAt: new Date() })
      .where(eq(dataLoads.id, id))
      .returning();
    await rederiveSeatPools(tx, load.dataset);
    return rolledBack;
  });
}

/** Drops a staged load that staff decided not to publish, with its rows. */
export async function discardDataLoad(db: Database, id: number): Promise<boolean> {
  const gone = await db
    .update(dataLoads)
    .set({ status: "discarded" })
    .where(and(eq(dataLoads.id, id), eq(dataLoads.status, "staged")))
    .returning({ id: dataLoads.id });
  if (gone.length) await db.delete(dataLoadRows).where(eq(dataLoadRows.loadId, id));
  return gone.length > 0;
}
