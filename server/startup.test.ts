// Start-up failures end the process with one clear line, never a stack trace.
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";

function start(env: Record<string, string>, timeout = 30_000) {
  const dataDir = mkdtempSync(path.join(tmpdir(), "portal-startup-"));
  try {
    return spawnSync(process.execPath, ["server/index.ts"], {
      env: { PATH: process.env.PATH, DATA_DIR: dataDir, LOG_LEVEL: "silent", ...env },
      encoding: "utf8",
      timeout,
    });
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

describe("server start-up", () => {
  it("stops on an invalid PORT with one line naming it", () => {
    const run = start({ PORT: "not-a-port" });
    expect(run.status).toBe(1);
    expect(run.stderr.trim().split("\n")).toHaveLength(1);
    expect(run.stderr).toMatch(/Invalid PORT/);
  });

  it("stops in production without SITE_URL, with one line naming it", () => {
    const run = start({ NODE_ENV: "production", ADMIN_EMAIL: "a@portal.test", ADMIN_PASSWORD: "long-enough-1" });
    expect(run.status).toBe(1);
    expect(run.stderr.trim().split("\n")).toHaveLength(1);
    expect(run.stderr).toMatch(/^Start-up failed\. Invalid SITE_URL: set the public address/);
  });

  it("stops on an unreachable DATABASE_URL with one line naming the database, without the password", () => {
    const run = start({ DATABASE_URL: "postgres://portal:hunter2@127.0.0.1:9/portal" });
    expect(run.status).toBe(1);
    const lines = run.stderr.trim().split("\n");
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(
      /Cannot open the database at postgres:\/\/portal:\*\*\*@127\.0\.0\.1:9\/portal: .*ECONNREFUSED/,
    );
    expect(run.stderr).not.toContain("hunter2");
  });

  it("stops in production when no admin exists and none is configured, with one line saying what to set", () => {
    // This one opens and migrates a fresh embedded database first: slow on a busy machine.
    const office = {
      CONTACT_PHONE: "+91 80 2222 3333",
      CONTACT_EMAIL: "admissions@portal.test",
      CONTACT_ADDRESS: "12 MG Road, Bengaluru 560001",
    };
    const run = start({ NODE_ENV: "production", SITE_URL: "https://portal.example.in", ...office }, 80_000);
    expect(run.status).toBe(1);
    expect(run.stderr.trim().split("\n")).toHaveLength(1);
    expect(run.stderr).toMatch(/No admin account exists: set ADMIN_EMAIL and ADMIN_PASSWORD/);
  }, 90_000);
});
