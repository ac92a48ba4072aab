// Makes the database ready to serve: migrations, the admin account, the public catalogue and the demo data.
// Several portal processes may start together on one PostgreSQL server; the work must happen once, so it
// runs under a session-level advisory lock held on a connection of its own (a pool would hand each query a
// different connection, and the lock belongs to the session that took it). The others wait, then find
// everything done. If the holder dies, PostgreSQL releases the lock with its connection and the next process
// does the work. See docs/decisions/031-start-up-lock-readiness-and-read-replicas.md.
import pg from "pg";
import type { DatabaseHandle } from "../db/client.server.ts";
import { type PreparedContent, prepareContent } from "../seed/prepare-content.ts";
import { type AdminLog, prepareAdmin } from "./admin-account.ts";
import type { Config } from "./config.ts";
import { migrateDatabase, openReachableDatabase, StartupError, uploadsDir } from "./database.ts";

/** Any fixed number: the one every portal process locks while it prepares the database ("portal" in ASCII). */
export const STARTUP_LOCK_KEY = 0x706f7274616c;

const CONNECT_TIMEOUT_MS = 10_000;

/** What to load once the database is migrated and has its admin (tests load less than the catalogue). */
export type LoadContent = (database: DatabaseHandle, uploadsDir: string) => Promise<PreparedContent>;

export async function prepareDatabase(
  config: Config,
  log: AdminLog,
  loadContent: LoadContent = prepareContent,
): Promise<{ database: DatabaseHandle; content: PreparedContent }> {
  const database = await openReachableDatabase(config);
  try {
    const content = await withStartupLock(config, log, async () => {
      await migrateDatabase(database, config);
      // Before the demo data: a production server without an admin stops at once.
      await prepareAdmin(database.db, config, log);
      return loadContent(database, uploadsDir(config));
    });
    return { database, content };
  } catch (err) {
    await database.close().catch(() => {});
    throw err;
  }
}

/** The embedded database belongs to this one process: no lock is needed. */
async function withStartupLock<T>(config: Config, log: AdminLog, work: () => Promise<T>): Promise<T> {
  if (!config.DATABASE_URL) return work();
  const client = new pg.Client({
    connectionString: config.DATABASE_URL,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    // Loading the catalogue takes minutes: the wait for the lock must outlast any default timeout of the server.
    statement_timeout: 0,
    lock_timeout: 0,
  });
  client.on("error", () => {});
  try {
    await client.connect();
  } catch (err) {
    throw new StartupError(`Cannot take the start-up lock: ${(err as Error).message}`);
  }
  try {
    const { rows } = await client.query<{ locked: boolean }>("select pg_try_advisory_lock($1) as locked", [
      STARTUP_LOCK_KEY,
    ]);
    if (!rows[0].locked) {
      log.info({}, "another node is preparing the database; waiting");
      await client.query("select pg_advisory_lock($1)", [STARTUP_LOCK_KEY]);
    }
    return await work();
  } finally {
    // Ending the session releases the lock, also when the work failed.
    await client.end().catch(() => {});
  }
}
