// The operator's view: the built server starts on an empty folder, seeds it, stops cleanly on SIGTERM, and
// keeps every row across a restart without loading the demo data a second time.
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { expect, test } from "@playwright/test";

const PORT = 3299;
const dataDir = mkdtempSync(path.join(tmpdir(), "portal-lifecycle-"));

function startServer(): ChildProcess {
  return spawn(process.execPath, ["server/index.ts"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(PORT),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      DATABASE_URL: "",
      ADMIN_EMAIL: "lifecycle-admin@portal.test",
      ADMIN_PASSWORD: "lifecycle-password",
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
}

async function waitUntilReady() {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const ok = await fetch(`http://127.0.0.1:${PORT}/readyz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error("server did not become ready within 60 s");
}

function stopWithSigterm(server: ChildProcess): Promise<{ code: number | null; ms: number }> {
  const started = Date.now();
  return new Promise((resolve) => {
    server.once("exit", (code) => resolve({ code, ms: Date.now() - started }));
    server.kill("SIGTERM");
  });
}

async function countRows() {
  const db = await PGlite.create(path.join(dataDir, "pg"));
  const { rows } = await db.query<{ colleges: number; courses: number }>(
    "select (select count(*)::int from colleges) as colleges, (select count(*)::int from college_courses) as courses",
  );
  await db.close();
  return rows[0];
}

test("the server stops on SIGTERM within 10 s and keeps its data across a restart", async ({ request }) => {
  test.setTimeout(180_000);
  let server = startServer();
  await waitUntilReady();
  expect((await request.get(`http://127.0.0.1:${PORT}/`)).status()).toBe(200);
  const first = await stopWithSigterm(server);
  expect(first.code).toBe(0);
  expect(first.ms).toBeLessThan(10_000);

  const afterFirstStart = await countRows();
  expect(afterFirstStart.colleges).toBeGreaterThanOrEqual(60);

  server = startServer();
  await waitUntilReady();
  const second = await stopWithSigterm(server);
  expect(second.code).toBe(0);
  expect(await countRows()).toEqual(afterFirstStart);
});
