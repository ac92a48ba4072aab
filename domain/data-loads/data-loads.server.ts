// Staff's loads of official cut-off files (/admin/data, decision 038): stage a file (read, check, store its
// rows in batches outside any long transaction), preview it against what is live, publish it in one short
// transaction, roll it back. Everything is in the database, so any node of a cluster can take any step.
import { createHash } from "node:crypto";
import { and, desc, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client.server.ts";
import { dataLoadRows, dataLoads, type LoadableBody, loadableBodies } from "../../db/cutoffs-schema.ts";
import { insertJson } from "../../db/insert-json.ts";
import { josaaProgramme } from "../cutoffs/cutoff-programmes.ts";
import { prepareSeatPools, rederiveSeatPools, swapInSeatPools } from "../cutoffs/seat-pools.server.ts";
import { InputError } from "../errors.ts";
import {
  applyLoad,
  dropPreparedRows,
  makeLoadLive,
  prepareLoadRows,
  resolveNames,
  restoreBundledYear,
} from "./apply-load.server.ts";
import { DataFileError } from "./josaa-file.ts";
import { indexProgrammes } from "./match-institutes.server.ts";
import { previewLoad } from "./preview-load.server.ts";
import { readDataFile } from "./read-data-file.ts";
import type { AuditActor } from "../audit/audit.server.ts";
import { recordLoadChange } from "./load-audit.server.ts";

export type DataLoad = typeof dataLoads.$inferSelect;

/** Rows per insert while staging; the process yields between batches so visitors' queries go in between. */
const STAGE_BATCH = 500;
/** A staging left behind by a process that stopped half-way no longer holds the lock after this long. */
const STALE_STAGING = "15 minutes";
/** One key for every step that changes loads or live rows: two staff members never publish at once. */
const LOCK_KEY = 38_038;

const yieldToOthers = () => new Promise<void>((resolve) => setImmediate(resolve));
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

const BUSY_MESSAGE = "Another file is being loaded right now. Try again when it has finished (a minute or two).";

/** What staff can load on /admin/data: JoSAA's, the CET Cell's and the state counselling bodies' files. */
export const uploadableDatasets = loadableBodies;
export type UploadableDataset = LoadableBody;

/**
 * Reads and checks an uploaded official file and stores its rows as a staged load. A file that fails any check
 * throws DataFileError and leaves nothing behind; a second upload while one is staging throws InputError.
 */
export async function stageDataFile(
  db: Database,
  dataset: UploadableDataset,
  file: { name: string; bytes: Buffer },
  by: AuditActor,
): Promise<DataLoad> {
  const known = await indexProgrammes(db, dataset);
  const parsed = await readDataFile(dataset, file, known.keys());
  // New programmes must have a degree the portal knows, or publishing would stop half-way.
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
    uploadedBy: by.email,
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
    const { preview, unmatched } = await previewLoad(db, dataset, parsed.year, parsed.rows);
    // Staged and recorded in the audit trail together, or neither.
    return await db.transaction(async (tx) => {
      const [staged] = await tx
        .update(dataLoads)
        .set({ status: "staged", preview, unmatched })
        .where(eq(dataLoads.id, load.id))
        .returning();
      await recordLoadChange(tx, by, "data-load.upload", staged, {}, { status: staged.status });
      return staged;
    });
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

export async function getDataLoad(db: Database, id: number): Promise<DataLoad | undefined> {
  const [load] = await db.select().from(dataLoads).where(eq(dataLoads.id, id));
  return load;
}

/** Every load, the newest first: the version list of /admin/data. */
export function listDataLoads(db: Database): Promise<DataLoad[]> {
  return db.select().from(dataLoads).orderBy(desc(dataLoads.id)).limit(200);
}

/** Changes whenever a load of the body is published or rolled back: what prepared seat pools were derived from. */
async function liveVersion(db: Pick<Database, "execute">, dataset: LoadableBody): Promise<string> {
  const [row] = rowsOf<Record<string, unknown>>(
    await db.execute(sql`select count(*) filter (where status = 'published') as published,
      max(published_at) as published_at, max(rolled_back_at) as rolled_back_at
      from data_loads where dataset = ${dataset}`),
  );
  return JSON.stringify(row);
}

/**
 * Publishes a staged load: its rows become the live rows of its body and year (the previous live version is
 * kept to roll back to), with the seat pools derived again, all at once for visitors. `picks`: an institution
 * code (or "" for unlinked) per printed name the preview could not match; a code that is no institution is
 * refused. Everything long is prepared first, a little at a time, so that the transaction only moves ready rows:
 * on the embedded database a transaction holds the only connection, and every visitor's query waits for it.
 */
export async function publishDataLoad(
  db: Database,
  id: number,
  picks: Record<string, string>,
  by: AuditActor,
): Promise<DataLoad> {
  const load = await getDataLoad(db, id);
  if (!load) throw new InputError({ load: "This load no longer exists." });
  const notStaged = (status?: string) =>
    new InputError({ load: "Only a staged load can be published; this one is " + (status ?? "gone") + "." });
  if (load.status !== "staged") throw notStaged(load.status);
  const names = new Set(load.unmatched?.institutes.map((i) => i.name) ?? []);
  const kept = Object.fromEntries(Object.entries(picks).filter(([name, code]) => names.has(name) && code));
  for (const code of Object.values(kept)) {
    const found = rowsOf(await db.execute(sql`select 1 from institutions where code = ${code}`));
    if (!found.length) throw new InputError({ picks: `"${code}" is no institution of the catalogue.` });
  }
  const applied = { id, dataset: load.dataset, year: load.year, picks: kept };
  // The institutes and programmes new with the file are created first (under the lock, which orders their ids):
  // a few rows. Should the publish then fail, they stay without cut-offs, as after a rollback.
  const resolved = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_KEY})`);
    return resolveNames(tx, applied);
  });
  const preparedFrom = await liveVersion(db, load.dataset);
  await dropPreparedRows(db, id);
  try {
    await prepareLoadRows(db, applied, resolved);
    await prepareSeatPools(db, applied);
    const published = await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_KEY})`);
      const [current] = await tx.select().from(dataLoads).where(eq(dataLoads.id, id)).for("update");
      if (current?.status !== "staged") throw notStaged(current?.status);
      // Another load of the body went live or was rolled back meanwhile: the prepared seat pools are stale.
      const seatPoolsReady = (await liveVersion(tx, load.dataset)) === preparedFrom;
      await makeLoadLive(tx, applied);
      await tx
        .update(dataLoads)
        .set({ status: "superseded" })
        .where(
          and(eq(dataLoads.dataset, load.dataset), eq(dataLoads.year, load.year), eq(dataLoads.status, "published")),
        );
      const [published] = await tx
        .update(dataLoads)
        .set({ status: "published", picks: kept, publishedBy: by.email, publishedAt: new Date() })
        .where(eq(dataLoads.id, id))
        .returning();
      if (seatPoolsReady) await swapInSeatPools(tx, applied);
      else await rederiveSeatPools(tx, load.dataset);
      // Recorded in the same transaction: a publish is never live without its record, nor recorded undone.
      const after = { status: published.status, picks: kept };
      await recordLoadChange(tx, by, "data-load.publish", published, { status: current.status }, after);
      return published;
    });
    return published;
  } finally {
    await dropPreparedRows(db, id);
  }
}

/**
 * Rolls back the live load of a body's year: the load before it of that year comes back (its staged rows),
 * else the release's own rows of that year, else none (a year new with the load).
 */
export async function rollBackDataLoad(db: Database, id: number, by: AuditActor): Promise<DataLoad> {
  const rolledBack = await db.transaction(async (tx) => {
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
      .set({ status: "rolled-back", rolledBackBy: by.email, rolledBackAt: new Date() })
      .where(eq(dataLoads.id, id))
      .returning();
    await rederiveSeatPools(tx, load.dataset);
    await recordLoadChange(
      tx,
      by,
      "data-load.rollback",
      rolledBack,
      { status: "published" },
      { status: rolledBack.status },
    );
    return rolledBack;
  });
  return rolledBack;
}

/** Drops a staged load that staff decided not to publish, with its rows. */
export async function discardDataLoad(db: Database, id: number, by: AuditActor): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [gone] = await tx
      .update(dataLoads)
      .set({ status: "discarded" })
      .where(and(eq(dataLoads.id, id), eq(dataLoads.status, "staged")))
      .returning();
    if (!gone) return false;
    await tx.delete(dataLoadRows).where(eq(dataLoadRows.loadId, id));
    await recordLoadChange(tx, by, "data-load.discard", gone, { status: "staged" }, { status: gone.status });
    return true;
  });
}
