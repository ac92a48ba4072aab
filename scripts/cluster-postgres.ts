// A PostgreSQL primary and a streaming read replica made from it, as docs/deploy.md sets them up: WAL for
// replicas, a replication role allowed by one pg_hba.conf line, and the replica cloned with
// `pg_basebackup -R` (which writes its primary_conninfo and standby.signal). For npm run test:cluster and the
// cluster case of npm run bench; throwaway folders, ports of the caller's choosing.
import { execFileSync } from "node:child_process";
import { appendFileSync, chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import pg from "pg";
import { postgresBin } from "./bench-postgres.ts";

export interface ReplicatedPostgres {
  /** The portal's database on the primary (writes, staff) */
  primaryUrl: string;
  /** The same database on the replica (anonymous reads) */
  replicaUrl: string;
  dir: string;
  stopReplica(): void;
  /** Stops both servers and deletes their folder */
  remove(): void;
}

const REPLICATION_PASSWORD = "replication-test-password";

// PostgreSQL refuses to run as root; CI and these machines run as root.
function asPostgres(tool: string, args: string[]) {
  const bin = postgresBin();
  if (!bin) throw new Error("PostgreSQL server binaries not found (apt-get install postgresql)");
  const asRoot = process.getuid?.() === 0;
  const [command, all] = asRoot
    ? ["runuser", ["-u", "postgres", "--", path.join(bin, tool), ...args]]
    : [path.join(bin, tool), args];
  execFileSync(command, all, { stdio: ["ignore", "ignore", "pipe"] });
}

function startServer(dir: string, data: string, port: number) {
  // fsync off: a test server's data is thrown away; production keeps it on.
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`;
  const log = path.join(dir, `${data}.log`);
  try {
    asPostgres("pg_ctl", ["-D", path.join(dir, data), "-o", options, "-l", log, "-w", "start"]);
  } catch {
    const said = existsSync(log) ? readFileSync(log, "utf8").trimEnd().split("\n").slice(-5).join("\n") : "";
    throw new Error(`PostgreSQL (${data}) did not start on port ${port}:\n${said}`);
  }
}

function stopServer(dir: string, data: string) {
  try {
    asPostgres("pg_ctl", ["-D", path.join(dir, data), "-m", "fast", "-w", "stop"]);
  } catch {
    // not running
  }
}

export async function startReplicatedPostgres(
  primaryPort: number,
  replicaPort: number,
  prefix: string,
): Promise<ReplicatedPostgres> {
  const dir = mkdtempSync(prefix);
  chmodSync(dir, 0o755);
  if (process.getuid?.() === 0) execFileSync("chown", ["postgres", dir]);
  const remove = () => {
    stopServer(dir, "replica");
    stopServer(dir, "primary");
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    asPostgres("initdb", ["-D", path.join(dir, "primary"), "-U", "portal", "--auth=trust", "-E", "UTF8"]);
    configurePrimary(path.join(dir, "primary"));
    startServer(dir, "primary", primaryPort);
    const admin = `postgres://portal@127.0.0.1:${primaryPort}/postgres`;
    await query(admin, [
      `create role replicator with replication login password '${REPLICATION_PASSWORD}'`,
      "create database portal",
    ]);
    asPostgres("pg_basebackup", [
      "-D",
      path.join(dir, "replica"),
      "-R",
      "-X",
      "stream",
      "-c",
      "fast",
      "-d",
      `host=127.0.0.1 port=${primaryPort} user=replicator password=${REPLICATION_PASSWORD}`,
    ]);
    startServer(dir, "replica", replicaPort);
    const replicaUrl = `postgres://portal@127.0.0.1:${replicaPort}/portal`;
    await waitForStandby(replicaUrl);
    return {
      primaryUrl: `postgres://portal@127.0.0.1:${primaryPort}/portal`,
      replicaUrl,
      dir,
      stopReplica: () => stopServer(dir, "replica"),
      remove,
    };
  } catch (err) {
    remove();
    throw err;
  }
}

/** What docs/deploy.md asks of a primary: WAL for replicas, and the replication role let in from its network. */
function configurePrimary(data: string) {
  appendFileSync(
    path.join(data, "postgresql.conf"),
    [
      "",
      "# Streaming replication (docs/deploy.md)",
      "wal_level = replica",
      "max_wal_senders = 5",
      "hot_standby = on",
      "",
    ].join("\n"),
  );
  // First match wins: the replication role with its password, the portal's own role on the local network.
  writeFileSync(
    path.join(data, "pg_hba.conf"),
    [
      "local   all          all                       trust",
      "host    replication  replicator  127.0.0.1/32  scram-sha-256",
      "host    all          portal      127.0.0.1/32  trust",
      "",
    ].join("\n"),
  );
}

async function waitForStandby(url: string) {
  const deadline = Date.now() + 30_000;
  for (;;) {
    try {
      const [{ rows }] = await query(url, ["select pg_is_in_recovery() as standby"]);
      if (rows[0].standby) return;
      throw new Error("the replica is not in recovery: it is not a standby");
    } catch (err) {
      if (Date.now() > deadline) throw err;
      await new Promise((r) => setTimeout(r, 200));
    }
  }
}

/** Runs statements one after another on a fresh connection. */
export async function query(url: string, statements: string[]): Promise<pg.QueryResult[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const results: pg.QueryResult[] = [];
    for (const statement of statements) results.push(await client.query(statement));
    return results;
  } finally {
    await client.end();
  }
}
