// Opens, checks and migrates the configured database; shared by the server and the db:* scripts.
import path from "node:path";
import { describeDatabaseUrl, openDatabase, type DatabaseHandle } from "../db/client.server.ts";
import type { Config } from "./config.ts";

export class StartupError extends Error {}

const CONNECT_TIMEOUT_MS = 10_000;

/** Where images were kept on disk before the database held them; what is found there is copied in at start-up. */
export function uploadsDir(config: Config): string {
  return path.resolve(config.DATA_DIR, "uploads");
}

/** Opens the database and migrates it: for a process that is alone with it (the db:* scripts, the dev server). */
export async function openReadyDatabase(config: Config): Promise<DatabaseHandle> {
  const database = await openReachableDatabase(config);
  await migrateDatabase(database, config);
  return database;
}

/** Opens the configured database (and its read replicas) and waits, at most 10 s, for it to answer. */
export async function openReachableDatabase(config: Config): Promise<DatabaseHandle> {
  let database: DatabaseHandle;
  try {
    database = await openDatabase({
      databaseUrl: config.DATABASE_URL,
      dataDir: config.DATA_DIR,
      replicaUrls: config.DATABASE_REPLICA_URLS,
    });
    await Promise.race([
      database.ping(),
      new Promise((_, reject) =>
        setTimeout(() => reject(new Error("no answer within 10 s")), CONNECT_TIMEOUT_MS).unref(),
      ),
    ]);
  } catch (err) {
    throw new StartupError(`Cannot open the database at ${describeDatabase(config)}: ${reason(err)}`);
  }
  return database;
}

/** Runs the pending migrations; on failure closes the database and says where. */
export async function migrateDatabase(database: DatabaseHandle, config: Config): Promise<void> {
  try {
    await database.migrate();
  } catch (err) {
    await database.close().catch(() => {});
    throw new StartupError(`Database migration failed at ${describeDatabase(config)}: ${reason(err)}`);
  }
  // The embedded database has no autovacuum daemon, so its planner statistics only change when asked.
  // Without them a filtered college list picks a full scan (see docs/performance.md).
  if (database.kind === "pglite") await database.analyze();
}

function describeDatabase(config: Config): string {
  return config.DATABASE_URL ? describeDatabaseUrl(config.DATABASE_URL) : path.resolve(config.DATA_DIR, "pg");
}

function reason(err: unknown): string {
  if (err instanceof AggregateError && err.errors.length) return reason(err.errors[0]);
  if (err instanceof Error) {
    const code = (err as { code?: string }).code;
    const firstLine = err.message.split("\n")[0] || err.name;
    return code && !firstLine.includes(code) ? `${firstLine} (${code})` : firstLine;
  }
  return String(err);
}
