// Read replicas of the PostgreSQL server (DATABASE_REPLICA_URLS): the reading database sends reads to a
// replica that answers and is nearly up to date, and writes and transactions to the primary. A replica that stops answering or falls behind is left out within about a second, and a read that
// fails on one for want of a connection is asked again of the primary, so a visitor never sees it.
// See docs/decisions/031-start-up-lock-readiness-and-read-replicas.md.
import { drizzle } from "drizzle-orm/node-postgres";
import { withReplicas } from "drizzle-orm/pg-core";
import pg from "pg";
import type { Database } from "./schema.ts";
import { schema } from "./schema.ts";

export interface ReplicaStatus {
  /** "replica 1", "replica 2", … in the order of DATABASE_REPLICA_URLS (addresses stay out of public answers) */
  name: string;
  status: "available" | "unavailable" | "behind";
  /** When it last changed status (ISO time) */
  since: string;
  /** Seconds behind the primary at the last check, when known */
  lagSeconds?: number;
}

export interface ReplicaSet {
  /** Reads from a healthy replica, or from the primary when none is */
  db: Database;
  status(): ReplicaStatus[];
  /**
   * Staff changed content: read from the primary until every replica still counted healthy has replayed
   * the change, so no page rendered meanwhile is kept (response cache) with what was there before.
   */
  readFromPrimaryAWhile(): void;
  close(): Promise<void>;
}

export interface ReplicaOptions {
  checkEveryMs?: number;
  /** A replica further behind than this is read from no more: a visitor would see a change late */
  maxLagSeconds?: number;
  /** Decides whether a failed query means the replica cannot be reached (isDatabaseUnavailable) */
  isUnavailable: (err: unknown) => boolean;
}

// On a replica: how far its replayed data trails the primary. A replica still streaming that has replayed all
// it received is not behind, however long ago the primary last wrote; one cut off from the primary (no WAL
// receiver) counts from its last replayed change, since it cannot know what it misses. Not a replica: 0.
const LAG_SQL = `select case when not pg_is_in_recovery() then 0
  when pg_last_wal_receive_lsn() = pg_last_wal_replay_lsn() and exists (select 1 from pg_stat_wal_receiver) then 0
  else coalesce(extract(epoch from now() - pg_last_xact_replay_timestamp()), 0) end::float8 as lag`;

// What a replica refuses that the primary answers: "canceling statement due to conflict with recovery"
// (40001) and a write (25006, read-only).
const ASK_THE_PRIMARY = new Set(["40001", "25006"]);

interface Replica {
  name: string;
  pool: pg.Pool;
  db: Database;
  status: ReplicaStatus["status"];
  since: Date;
  lagSeconds?: number;
  checking: boolean;
}

export function openReplicas(
  primaryPool: pg.Pool,
  primary: Database,
  urls: string[],
  { checkEveryMs = 1_000, maxLagSeconds = 5, isUnavailable }: ReplicaOptions,
): ReplicaSet {
  if (!urls.length) return { db: primary, status: () => [], readFromPrimaryAWhile: () => {}, close: async () => {} };
  // A healthy replica is at most maxLagSeconds behind as of its last check, which is up to checkEveryMs old.
  const catchUpMs = maxLagSeconds * 1000 + checkEveryMs;
  let primaryUntil = 0;

  const replicas: Replica[] = urls.map((url, i) => {
    const pool = new pg.Pool({
      connectionString: url,
      max: 10,
      // Replicas sit near the portal: one that takes a second to accept a connection is as good as gone.
      connectionTimeoutMillis: 1_000,
      query_timeout: 4_000,
    });
    pool.on("error", () => {});
    const replica: Replica = {
      name: `replica ${i + 1}`,
      pool,
      db: primary,
      status: "available",
      since: new Date(),
      checking: false,
    };
    replica.db = drizzle({
      client: failingOverToPrimary(replica),
      schema,
      casing: "snake_case",
    }) as unknown as Database;
    return replica;
  });

  function setStatus(replica: Replica, status: ReplicaStatus["status"]) {
    if (replica.status === status) return;
    replica.status = status;
    replica.since = new Date();
  }

  // Drizzle's node-postgres session only calls query(config, values) for what a replica gets. Asking the
  // primary again is always safe for a read: a replica that cannot be reached is left out at once, and a
  // statement the replica refused (ASK_THE_PRIMARY) is simply done there.
  function failingOverToPrimary(replica: Replica) {
    return {
      query: (config: pg.QueryConfig, values?: unknown[]) =>
        replica.pool.query(config, values).catch((err: unknown) => {
          if (isUnavailable(err)) setStatus(replica, "unavailable");
          else if (!ASK_THE_PRIMARY.has(String((err as { code?: unknown }).code))) throw err;
          return primaryPool.query(config, values);
        }),
    } as unknown as pg.Pool;
  }

  async function check(replica: Replica) {
    if (replica.checking) return;
    replica.checking = true;
    try {
      const { rows } = await withTimeout(replica.pool.query<{ lag: number }>(LAG_SQL), checkEveryMs);
      replica.lagSeconds = Math.round(rows[0].lag * 10) / 10;
      setStatus(replica, replica.lagSeconds > maxLagSeconds ? "behind" : "available");
    } catch {
      replica.lagSeconds = undefined;
      setStatus(replica, "unavailable");
    } finally {
      replica.checking = false;
    }
  }

  const timer = setInterval(() => replicas.forEach((r) => void check(r)), checkEveryMs).unref();
  replicas.forEach((r) => void check(r));

  const pick = () => {
    if (Date.now() < primaryUntil) return primary;
    const healthy = replicas.filter((r) => r.status === "available");
    return healthy.length ? healthy[Math.floor(Math.random() * healthy.length)].db : primary;
  };
  return {
    db: readingDatabase(primary, replicas, pick),
    status: () =>
      replicas.map((r) => ({
        name: r.name,
        status: r.status,
        since: r.since.toISOString(),
        ...(r.lagSeconds === undefined ? {} : { lagSeconds: r.lagSeconds }),
      })),
    readFromPrimaryAWhile: () => {
      primaryUntil = Date.now() + catchUpMs;
    },
    close: async () => {
      clearInterval(timer);
      await Promise.all(replicas.map((r) => r.pool.end().catch(() => {})));
    },
  };
}

/**
 * Drizzle's withReplicas, except that raw SQL (`execute`) goes to a replica too: the site search, the college
 * directory and the predictor, the heaviest reads visitors make, are written in SQL. Only visitors' GETs get
 * this database, and none writes with raw SQL; if one ever did, a replica refuses it (read-only, 25006) and
 * the statement is sent to the primary (failingOverToPrimary).
 */
function readingDatabase(primary: Database, replicas: Replica[], pick: () => Database): Database {
  const reading = withReplicas(primary, [replicas[0].db, ...replicas.slice(1).map((r) => r.db)], pick);
  // Set in place: spreading would fix its `query` getter to one replica.
  reading.execute = (query) => pick().execute(query);
  return reading as unknown as Database;
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
    promise.then(resolve, reject).finally(() => clearTimeout(timer));
  });
}
