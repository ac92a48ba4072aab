// A true streaming replica (pg_basebackup -R of a server started here): visitors read what staff saved once
// it has streamed across, and a replica that falls more than a few seconds behind is read from no more.
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DatabaseHandle, openDatabase } from "../db/client.server.ts";
import { ensureAdmin } from "../domain/admins/admins.server.ts";
import {
  initPostgres,
  postgresBin,
  type PostgresServer,
  removePostgres,
  startPostgres,
} from "../scripts/bench-postgres.ts";
import { ADMIN, signIn } from "../tests/support/api.ts";
import { navCourseBody } from "../tests/support/api-bodies.ts";
import { buildApp } from "./app.ts";
import { loadConfig } from "./config.ts";

const PRIMARY_PORT = 54344;
const REPLICA_PORT = 54345;

let primary: PostgresServer;
let replica: PostgresServer;
let dataDir: string;
let app: FastifyInstance;
let database: DatabaseHandle;

/** A standby of `of`, copied with pg_basebackup -R (which writes its standby.signal and primary_conninfo). */
function startStandby(of: PostgresServer, port: number): PostgresServer {
  const dir = mkdtempSync("/tmp/portal-standby-");
  const asRoot = process.getuid?.() === 0;
  if (asRoot) execFileSync("chown", ["postgres", dir]);
  const tool = path.join(postgresBin()!, "pg_basebackup");
  const args = [
    "-h",
    "127.0.0.1",
    "-p",
    String(of.port),
    "-U",
    "portal",
    "-D",
    path.join(dir, "data"),
    "-R",
    "-X",
    "stream",
  ];
  execFileSync(asRoot ? "runuser" : tool, asRoot ? ["-u", "postgres", "--", tool, ...args] : args, {
    stdio: ["ignore", "ignore", "pipe"],
  });
  const standby = { url: `postgres://portal@127.0.0.1:${port}/postgres`, dir, port };
  startPostgres(standby);
  return standby;
}

beforeAll(async () => {
  primary = initPostgres(PRIMARY_PORT, "/tmp/portal-streaming-");
  const setup = await openDatabase({ databaseUrl: primary.url, dataDir: "" });
  await setup.migrate();
  await ensureAdmin(setup.db, ADMIN.username, ADMIN.password);
  await setup.close();
  replica = startStandby(primary, REPLICA_PORT);
  dataDir = mkdtempSync(path.join(tmpdir(), "portal-streaming-data-"));
  const config = loadConfig({
    NODE_ENV: "test",
    LOG_LEVEL: "silent",
    DATA_DIR: dataDir,
    DATABASE_URL: primary.url,
    DATABASE_REPLICA_URLS: replica.url,
    SHED_EVENT_LOOP_DELAY_MS: "0",
  });
  database = await openDatabase({ databaseUrl: primary.url, dataDir: "", replicaUrls: config.DATABASE_REPLICA_URLS });
  app = await buildApp({ database, config, site: false });
}, 120_000);

afterAll(async () => {
  await app?.close();
  await database?.close();
  if (replica) removePostgres(replica);
  if (primary) removePostgres(primary);
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

async function onReplica(statement: string) {
  const client = new pg.Client({ connectionString: replica.url });
  await client.connect();
  await client.query(statement);
  await client.end();
}

// A kept read is keyed on the parameters its route takes: a new limit each time is a new read.
let fresh = 10;
const visitorSees = async () =>
  (await app.inject(`/api/admin/get_allNavCourse?limit=${++fresh}`))
    .json()
    .allnavCourse.map((p: { pageName: string }) => p.pageName);

async function save(pageName: string) {
  const staff = await signIn(app);
  const res = await app.inject({
    method: "POST",
    url: "/api/admin/add_navcoursespage",
    payload: { ...navCourseBody, pageName },
    headers: staff.headers,
  });
  expect(res.statusCode).toBe(201);
}

describe("with a streaming replica", () => {
  it("is available and not behind, and visitors read what staff saved once it has streamed across", async () => {
    await expect
      .poll(() => database.replicas()[0], { timeout: 5_000 })
      .toMatchObject({
        status: "available",
        lagSeconds: 0,
      });
    await save("Streamed across");
    await expect.poll(visitorSees, { timeout: 5_000 }).toEqual(["Streamed across"]);
  });

  it("is read from no more once it falls more than a few seconds behind, and again once it catches up", async () => {
    await onReplica("select pg_wal_replay_pause()");
    await save("While the replica is paused");
    await expect.poll(() => database.replicas()[0].status, { timeout: 15_000, interval: 500 }).toBe("behind");
    // Read from the primary now: the visitor sees the change the replica has not replayed.
    expect(await visitorSees()).toContain("While the replica is paused");
    const ready = await app.inject("/readyz");
    expect(ready.json().replicas[0]).toMatchObject({ name: "replica 1", status: "behind" });
    expect(ready.json().replicas[0].lagSeconds).toBeGreaterThan(5);

    await onReplica("select pg_wal_replay_resume()");
    await expect.poll(() => database.replicas()[0].status, { timeout: 10_000 }).toBe("available");
  }, 40_000);
});
