// Opens the database: embedded PGlite under DATA_DIR by default, a PostgreSQL server when DATABASE_URL is set.
// Both speak the same SQL and run the same migrations; the rest of the code only sees `Database`.
import { mkdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { sql } from "drizzle-orm";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import { openReplicas, type ReplicaStatus } from "./replicas.server.ts";
import { type Database, schema } from "./schema.ts";

/** How long the statistics of a fresh load may take (analyze, below). */
const ANALYZE_TIMEOUT_MS = 600_000;

// Most modules take the type from here, beside the connection they are handed.
export type { Database };

export interface DatabaseHandle {
  /** The primary: staff, writes, and a visitor reading back what they just wrote */
  db: Database;
  /** For visitors' reads: the read replicas when there are any (db/replicas.server.ts), else `db` */
  readDb: Database;
  /** The read replicas' state, for /readyz (empty without replicas) */
  replicas(): ReplicaStatus[];
  /** After staff change content: visitors' reads go to the primary until the replicas have caught up */
  readFromPrimaryAWhile(): void;
  kind: "pglite" | "postgres";
  /** The PostgreSQL server's address, for a connection of its own outside the pool (LISTEN) */
  url?: string;
  /** Runs the committed SQL migrations that have not run yet. */
  migrate(): Promise<void>;
  /** Refreshes the planner's statistics, after loading data in bulk. */
  analyze(): Promise<void>;
  /** Resolves when the database answers a query; rejects otherwise. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** postgres://… ; when absent the embedded database is used */
  databaseUrl?: string;
  /** folder for the embedded database's files, or "memory://" for a throwaway one */
  dataDir: string;
  /** postgres://… read replicas of databaseUrl's server */
  replicaUrls?: string[];
}

const migrationsFolder = fileURLToPath(new URL("./migrations", import.meta.url));

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  return options.databaseUrl
    ? openPostgres(options.databaseUrl, options.replicaUrls ?? [])
    : openPglite(options.dataDir);
}

async function openPglite(dataDir: string): Promise<DatabaseHandle> {
  const location = dataDir === "memory://" ? dataDir : path.resolve(dataDir, "pg");
  if (location !== "memory://") mkdirSync(location, { recursive: true });
  return pgliteHandle(await createPglite(location));
}

/**
 * An embedded database at `location` (a folder, or "memory://") with the extensions the migrations create:
 * pg_trgm for the site search (decision 023). PGlite ships it; it must be named here or `create extension`
 * fails with "extension is not available". `loadDataDir` starts it from a dump of another one's data folder
 * (PGlite's dumpDataDir), as tests do with a migrated database.
 */
export function createPglite(location: string, { loadDataDir }: { loadDataDir?: Blob } = {}): Promise<PGlite> {
  return PGlite.create(location, { extensions: { pg_trgm }, loadDataDir });
}

/** Wraps an open PGlite (tests pass a clone of a migrated template). */
export function pgliteHandle(client: PGlite): DatabaseHandle {
  const db = drizzlePglite({ client, schema, casing: "snake_case" }) as unknown as Database;
  return {
    db,
    readDb: db,
    replicas: () => [],
    readFromPrimaryAWhile: () => {},
    kind: "pglite",
    migrate: () => migratePglite(drizzlePglite({ client, casing: "snake_case" }), { migrationsFolder }),
    analyze: async () => {
      await client.exec("analyze");
    },
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: () => client.close(),
  };
}

async function openPostgres(url: string, replicaUrls: string[]): Promise<DatabaseHandle> {
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    // A request never waits on a stuck or unreachable database for long: it fails within about 5 s and the
    // visitor is told to try again (503). The slowest query measured at 50,000 colleges takes ~130 ms.
    connectionTimeoutMillis: 3_000,
    query_timeout: 4_000,
  });
  // Without a listener an idle client's error (the server restarting) would crash the process.
  pool.on("error", () => {});
  const db = drizzlePg({ client: pool, schema, casing: "snake_case" }) as unknown as Database;
  const replicas = openReplicas(pool, db, replicaUrls, { isUnavailable: isDatabaseUnavailable });
  return {
    db,
    readDb: replicas.db,
    replicas: replicas.status,
    readFromPrimaryAWhile: replicas.readFromPrimaryAWhile,
    kind: "postgres",
    url,
    migrate: () => migratePg(drizzlePg({ client: pool, casing: "snake_case" }), { migrationsFolder }),
    // Statistics for the whole catalogue after a load: on a busy server this takes far longer than a
    // visitor's query may (the pool's query_timeout), so it runs on a connection of its own.
    analyze: async () => {
      const client = new pg.Client({ connectionString: url, query_timeout: ANALYZE_TIMEOUT_MS });
      await client.connect();
      try {
        await client.query("analyze");
      } finally {
        await client.end();
      }
    },
    ping: async () => {
      await pool.query("select 1");
    },
    close: async () => {
      await replicas.close();
      await pool.end();
    },
  };
}

/** A database URL with its password masked, for log lines. */
export function describeDatabaseUrl(url: string): string {
  try {
    const u = new URL(url);
    if (u.password) u.password = "***";
    return u.toString();
  } catch {
    return "(unparseable DATABASE_URL)";
  }
}

// Connection-level failures (server stopped, restarting, unreachable, out of connections): the request may
// well succeed in a moment, so callers answer 503 rather than 500.
const UNAVAILABLE_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "EPIPE",
  "ENOTFOUND",
  "EAI_AGAIN",
]);
const UNAVAILABLE_MESSAGES =
  /timeout exceeded when trying to connect|Connection terminated|Query read timeout|not queryable|connection (is )?(closed|lost)/i;

/** Whether an error (or any error it wraps, as Drizzle does) means the database cannot be reached now. */
export function isDatabaseUnavailable(err: unknown, depth = 0): boolean {
  if (!err || typeof err !== "object" || depth > 5) return false;
  const { code, message, cause } = err as { code?: unknown; message?: unknown; cause?: unknown };
  if (typeof code === "string") {
    // SQLSTATE class 08 (connection exception), 57P01-03 (shutting down, crashed, starting up), 53300 (too many connections)
    if (UNAVAILABLE_CODES.has(code) || /^08|^57P0[123]$|^53300$/.test(code)) return true;
  }
  if (typeof message === "string" && UNAVAILABLE_MESSAGES.test(message)) return true;
  if (err instanceof AggregateError && err.errors.some((e) => isDatabaseUnavailable(e, depth + 1))) return true;
  return isDatabaseUnavailable(cause, depth + 1);
}
