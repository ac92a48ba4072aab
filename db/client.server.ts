// Opens the database: embedded PGlite under DATA_DIR by default, a PostgreSQL server when DATABASE_URL is set.
// Both speak the same SQL and run the same migrations; the rest of the code only sees `Database`.
import { mkdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import { schema } from "./schema.ts";

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  db: Database;
  kind: "pglite" | "postgres";
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
}

const migrationsFolder = fileURLToPath(new URL("./migrations", import.meta.url));

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  return options.databaseUrl ? openPostgres(options.databaseUrl) : openPglite(options.dataDir);
}

async function openPglite(dataDir: string): Promise<DatabaseHandle> {
  const location = dataDir === "memory://" ? dataDir : path.resolve(dataDir, "pg");
  if (location !== "memory://") mkdirSync(location, { recursive: true });
  const client = await PGlite.create(location);
  return pgliteHandle(client);
}

/** Wraps an open PGlite (tests pass a clone of a migrated template). */
export function pgliteHandle(client: PGlite): DatabaseHandle {
  const db = drizzlePglite({ client, schema, casing: "snake_case" }) as unknown as Database;
  return {
    db,
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

async function openPostgres(url: string): Promise<DatabaseHandle> {
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    connectionTimeoutMillis: 5_000,
    // A request never waits on a stuck database for long: it fails and the page says so.
    query_timeout: 10_000,
  });
  // Without a listener an idle client's error (the server restarting) would crash the process.
  pool.on("error", () => {});
  const db = drizzlePg({ client: pool, schema, casing: "snake_case" }) as unknown as Database;
  return {
    db,
    kind: "postgres",
    migrate: () => migratePg(drizzlePg({ client: pool, casing: "snake_case" }), { migrationsFolder }),
    analyze: async () => {
      await pool.query("analyze");
    },
    ping: async () => {
      await pool.query("select 1");
    },
    close: () => pool.end(),
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
