// Several portal processes starting together on one PostgreSQL server prepare its database once: the others
// wait for the start-up lock and then find everything done. Run against a real server started here.
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { initPostgres, type PostgresServer, removePostgres } from "../scripts/bench-postgres.ts";
import { seedIfEmpty } from "../seed/seed.ts";
import { loadSiteContentOnce } from "../seed/site-content.ts";
import { loadConfig } from "./config.ts";
import { type LoadContent, prepareDatabase, STARTUP_LOCK_KEY } from "./startup.ts";

const PORT = 54341;
const journal = JSON.parse(readFileSync("db/migrations/meta/_journal.json", "utf8")) as { entries: unknown[] };
const manifest = JSON.parse(readFileSync("db/data/manifest.json", "utf8")) as {
  files: { file: string; rows: number }[];
};

let server: PostgresServer;
let dataDir: string;
let admin: pg.Client;

beforeAll(async () => {
  server = initPostgres(PORT, "/tmp/portal-startup-lock-");
  dataDir = mkdtempSync(path.join(tmpdir(), "portal-startup-lock-data-"));
  admin = new pg.Client({ connectionString: server.url });
  await admin.connect();
}, 60_000);

afterAll(async () => {
  await admin?.end();
  if (server) removePostgres(server);
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

async function freshDatabase(name: string): Promise<string> {
  await admin.query(`create database ${name}`);
  const url = new URL(server.url);
  url.pathname = `/${name}`;
  return url.toString();
}

function configFor(url: string) {
  return loadConfig({
    NODE_ENV: "test",
    LOG_LEVEL: "silent",
    DATABASE_URL: url,
    DATA_DIR: dataDir,
    ADMIN_EMAIL: "staff@portal.test",
    ADMIN_PASSWORD: "long-enough-password",
  });
}

function recordingLog() {
  const lines: string[] = [];
  const log = { info: (_: object, msg: string) => lines.push(msg), warn: (_: object, msg: string) => lines.push(msg) };
  return { log, lines };
}

/** Rows in every table of the portal, and the migrations recorded. */
async function rowCounts(url: string): Promise<Record<string, number>> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows: tables } = await client.query<{ name: string }>(
      "select table_schema || '.' || table_name as name from information_schema.tables where table_schema in ('public', 'drizzle') and table_type = 'BASE TABLE' order by 1",
    );
    const counts: Record<string, number> = {};
    for (const { name } of tables) {
      const { rows } = await client.query<{ n: number }>(`select count(*)::int as n from ${name}`);
      counts[name] = rows[0].n;
    }
    return counts;
  } finally {
    await client.end();
  }
}

// Everything but the catalogue (whose bulk load takes tens of seconds): the demo pages and the site's content,
// which without the lock would be loaded twice by two processes that both found the database empty.
const demoAndSiteContent: LoadContent = async (database) => {
  await loadSiteContentOnce(database.db);
  return { catalogue: null, demo: await seedIfEmpty(database.db) };
};

describe("preparing the database at start-up", () => {
  it("migrates and loads once when four processes start together: the same rows as one preparing alone", async () => {
    const alone = await freshDatabase("prepared_alone");
    const one = await prepareDatabase(configFor(alone), recordingLog().log, demoAndSiteContent);
    await one.database.close();

    const together = await freshDatabase("prepared_together");
    const { log, lines } = recordingLog();
    const nodes = await Promise.all(
      [1, 2, 3, 4].map(() => prepareDatabase(configFor(together), log, demoAndSiteContent)),
    );
    await Promise.all(nodes.map((n) => n.database.close()));

    expect(nodes.filter((n) => n.content.demo).length).toBe(1);
    expect(lines.filter((l) => l === "another node is preparing the database; waiting").length).toBeGreaterThan(0);
    const counts = await rowCounts(together);
    expect(counts["drizzle.__drizzle_migrations"]).toBe(journal.entries.length);
    expect(counts["public.colleges"]).toBeGreaterThan(0);
    expect(counts).toEqual(await rowCounts(alone));
  }, 120_000);

  it("loads the public catalogue once when three processes start together", async () => {
    const url = await freshDatabase("prepared_catalogue");
    const { log, lines } = recordingLog();
    const nodes = await Promise.all([1, 2, 3].map(() => prepareDatabase(configFor(url), log)));
    await Promise.all(nodes.map((n) => n.database.close()));

    expect(nodes.filter((n) => n.content.catalogue).length).toBe(1);
    expect(nodes.filter((n) => n.content.demo).length).toBe(1);
    expect(lines.filter((l) => l === "another node is preparing the database; waiting")).toHaveLength(2);
    const counts = await rowCounts(url);
    expect(counts["drizzle.__drizzle_migrations"]).toBe(journal.entries.length);
    expect(counts["public.institutions"]).toBe(manifest.files.find((f) => f.file === "institutions.csv.gz")!.rows);
    expect(counts["public.admins"]).toBe(1);
  }, 300_000);

  it("waits while another process holds the lock, and prepares the database once that process is gone", async () => {
    const url = await freshDatabase("prepared_after_holder");
    const holder = new pg.Client({ connectionString: url });
    await holder.connect();
    await holder.query("select pg_advisory_lock($1)", [STARTUP_LOCK_KEY]);

    const { log, lines } = recordingLog();
    let finished = false;
    const waiting = prepareDatabase(configFor(url), log, demoAndSiteContent).then((prepared) => {
      finished = true;
      return prepared;
    });
    await expect.poll(() => lines, { timeout: 10_000 }).toContain("another node is preparing the database; waiting");
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(finished).toBe(false);

    // The holder's connection ends (its process died): PostgreSQL releases the lock with it.
    await holder.end();
    const prepared = await waiting;
    await prepared.database.close();
    expect(prepared.content.demo).not.toBeNull();
    expect((await rowCounts(url))["drizzle.__drizzle_migrations"]).toBe(journal.entries.length);
  }, 60_000);
});
