// Databases for tests: a clone of a migrated in-memory PGlite by default, or a fresh database on the
// PostgreSQL server named by TEST_DATABASE_URL (as CI does), dropped again on close.
import { randomBytes } from "node:crypto";
import type { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { createPglite, openDatabase, pgliteHandle, type DatabaseHandle } from "../../db/client.server.ts";

let template: Promise<PGlite> | undefined;

async function migratedTemplate(): Promise<PGlite> {
  const client = await createPglite("memory://");
  await pgliteHandle(client).migrate();
  return client;
}

export async function openTestDatabase(): Promise<DatabaseHandle> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    template ??= migratedTemplate();
    return pgliteHandle((await (await template).clone()) as PGlite);
  }
  const name = `portal_test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ databaseUrl: url.toString(), dataDir: "" });
  await handle.migrate();
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
