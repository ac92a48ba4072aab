// Vitest global setup of the server-side projects (vite.config.ts): migrates one test database per run, which every test database of
// the run copies (tests/support/database.ts). On PGlite a dump of the migrated data folder in a file; on the
// PostgreSQL server of TEST_DATABASE_URL a template database, dropped again when the run ends.
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { createPglite, openDatabase, pgliteHandle } from "../../db/client.server.ts";

declare module "vitest" {
  interface ProvidedContext {
    /** A tarball of a migrated PGlite data folder (PGlite's dumpDataDir), when tests run on PGlite */
    migratedPgliteDump?: string;
    /** A migrated database on TEST_DATABASE_URL's server to create test databases from */
    migratedTemplateDatabase?: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const name = `portal_template_${randomBytes(6).toString("hex")}`;
    await adminQuery(serverUrl, `create database ${name}`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    const handle = await openDatabase({ databaseUrl: url.toString(), dataDir: "" });
    await handle.migrate();
    // A template must have no connection open while a database is created from it.
    await handle.close();
    project.provide("migratedTemplateDatabase", name);
    return () => adminQuery(serverUrl, `drop database if exists ${name} with (force)`);
  }
  const client = await createPglite("memory://");
  await pgliteHandle(client).migrate();
  const dump = await client.dumpDataDir("none");
  await client.close();
  const dir = mkdtempSync(path.join(tmpdir(), "portal-test-db-"));
  const file = path.join(dir, "migrated.tar");
  writeFileSync(file, new Uint8Array(await dump.arrayBuffer()));
  project.provide("migratedPgliteDump", file);
  return async () => rmSync(dir, { recursive: true, force: true });
}

async function adminQuery(serverUrl: string, query: string): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(query);
  } finally {
    await admin.end();
  }
}
