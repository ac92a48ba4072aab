// Databases for tests: a copy of the run's migrated database (tests/support/database-setup.ts). On PGlite a new
// in-memory database started from a dump of a migrated one; on the PostgreSQL server named by
// TEST_DATABASE_URL (as CI does) a new database made from the migrated template, dropped again on close.
import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import pg from "pg";
import { inject } from "vitest";
import { createPglite, openDatabase, pgliteHandle, type DatabaseHandle } from "../../db/client.server.ts";

let migrated: Promise<Blob> | undefined;

/** The run's migrated data folder, or one migrated here when the file runs without the global setup. */
async function migratedDump(): Promise<Blob> {
  const file = inject("migratedPgliteDump");
  if (file) return new Blob([readFileSync(file)]);
  const client = await createPglite("memory://");
  await pgliteHandle(client).migrate();
  const dump = await client.dumpDataDir("none");
  await client.close();
  return dump;
}

export async function openTestDatabase(): Promise<DatabaseHandle> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    migrated ??= migratedDump();
    return pgliteHandle(await createPglite("memory://", { loadDataDir: await migrated }));
  }
  const name = `portal_test_${randomBytes(6).toString("hex")}`;
  const template = inject("migratedTemplateDatabase");
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(template ? `create database ${name} template ${template}` : `create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ databaseUrl: url.toString(), dataDir: "" });
  if (!template) await handle.migrate();
  return {
    ...handle,
    close: async () => {
      await handle.close();
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}
