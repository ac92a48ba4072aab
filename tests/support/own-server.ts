// A second copy of the built server on its own port and data folder, for journeys that must look into
// the database afterwards: PGlite opens a data folder from one process at a time, so the test stops the
// server first and then reads the folder itself. The folder starts as a copy of the run's prepared data
// (playwright.config.ts), or empty for a journey about the first start itself.
import { spawn, type ChildProcess } from "node:child_process";
import { cpSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import { createPglite } from "../../db/client.server.ts";

export interface OwnServer {
  port: number;
  dataDir: string;
  url: string;
  start(): ChildProcess;
  waitUntilReady(): Promise<void>;
  stop(server: ChildProcess): Promise<{ code: number | null; ms: number }>;
  /** Opens the stopped server's database, runs `read`, closes it again */
  withDatabase<T>(read: (db: PGlite) => Promise<T>): Promise<T>;
}

interface OwnServerOptions {
  /** Settings of this server beyond the usual ones (TRUST_PROXY for a test that plays a proxy). */
  env?: Record<string, string>;
  /** Start on an empty folder, loading the catalogue itself, as a fresh install does. */
  empty?: boolean;
}

export function ownServer(port: number, prefix: string, { env = {}, empty = false }: OwnServerOptions = {}): OwnServer {
  const dataDir = mkdtempSync(path.join(tmpdir(), prefix));
  // A loaded catalogue is half a gigabyte: gone when the test process ends, whatever the test did.
  process.once("exit", () => rmSync(dataDir, { recursive: true, force: true }));
  if (!empty) cpSync(preparedData(), dataDir, { recursive: true });
  const url = `http://127.0.0.1:${port}`;
  return {
    port,
    dataDir,
    url,
    start() {
      return spawn(process.execPath, ["server/index.ts"], {
        env: {
          ...process.env,
          NODE_ENV: "production",
          PORT: String(port),
          HOST: "127.0.0.1",
          SITE_URL: url,
          DATA_DIR: dataDir,
          LOG_LEVEL: "warn",
          DATABASE_URL: "",
          // Production refuses to start without an admin account.
          ADMIN_EMAIL: "own-server-admin@portal.test",
          ADMIN_PASSWORD: "own-server-password",
          SHED_EVENT_LOOP_DELAY_MS: "0",
          READ_BUDGET_MS_PER_MINUTE: "0",
          ...env,
        },
        stdio: ["ignore", "inherit", "inherit"],
      });
    },
    async waitUntilReady() {
      // A start on an empty folder loads the whole catalogue: about a minute on an idle machine, several on a busy one.
      const deadline = Date.now() + 360_000;
      while (Date.now() < deadline) {
        const ok = await fetch(`${url}/readyz`).then(
          (r) => r.ok,
          () => false,
        );
        if (ok) return;
        await new Promise((r) => setTimeout(r, 250));
      }
      throw new Error("server did not become ready within 6 minutes");
    },
    stop(server) {
      const started = Date.now();
      return new Promise((resolve) => {
        server.once("exit", (code) => resolve({ code, ms: Date.now() - started }));
        server.kill("SIGTERM");
      });
    },
    async withDatabase(read) {
      const db = await createPglite(path.join(dataDir, "pg"));
      try {
        return await read(db);
      } finally {
        await db.close();
      }
    },
  };
}

/** The run's folder with the catalogue and demo data loaded, made before the first journey (playwright.config.ts). */
function preparedData(): string {
  const dir = process.env.E2E_PREPARED_DATA;
  if (!dir) throw new Error("E2E_PREPARED_DATA is not set: run the journeys through playwright.config.ts");
  return dir;
}
