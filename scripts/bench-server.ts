// The production server as npm run bench runs it: its own process, port and data.
import { spawn, spawnSync } from "node:child_process";
import pg from "pg";

export interface Target {
  /** "embedded" (PGlite under DATA_DIR) or "postgres" (DATABASE_URL) */
  db: "embedded" | "postgres";
  colleges: "demo" | "50000";
  dataDir: string;
  databaseUrl?: string;
}

export interface RunningServer {
  pid: number;
  url: string;
  stop(): Promise<void>;
}

function serverEnv(target: Target, extra: Record<string, string> = {}) {
  return {
    ...process.env,
    NODE_ENV: "production",
    HOST: "127.0.0.1",
    // Set explicitly, as a deployment must. The load generator on 127.0.0.1 plays the proxy in front: it names
    // each lead's student in X-Forwarded-For (scripts/bench-cases.ts), as a load balancer would. Clients
    // from any other address (the oversized-post and stalled-socket cases connect from 127.100.x.x) are not trusted.
    TRUST_PROXY: "127.0.0.1",
    // Production needs its public address: here, the bench's own port on this machine.
    SITE_URL: `http://127.0.0.1:${extra.PORT ?? 80}`,
    DATA_DIR: target.dataDir,
    DATABASE_URL: target.databaseUrl ?? "",
    // Production's level: every request's log line is part of what it costs. (Standard output is dropped.)
    LOG_LEVEL: "info",
    // As npm run serve and the systemd unit run it.
    MALLOC_ARENA_MAX: "2",
    // The load comes from one address: measured without the per-client budget of uncached reads, except in
    // the random-parameter flood (scripts/bench-flood.ts), which runs on the production default.
    READ_BUDGET_MS_PER_MINUTE: "0",
    ADMIN_EMAIL: "bench-admin@portal.test",
    ADMIN_PASSWORD: "bench-admin-password",
    ...extra,
  };
}

/** Migrates and seeds the target's database; for the large size, adds 50,000 generated colleges. */
export async function prepareData(target: Target) {
  if (target.databaseUrl) await createDatabase(target.databaseUrl);
  const steps = [["scripts/db-migrate.ts"], ["scripts/db-seed.ts"]];
  if (target.colleges === "50000") steps.push(["scripts/db-generate.ts", "--colleges", "50000"]);
  for (const args of steps) {
    const result = spawnSync(process.execPath, args, {
      env: serverEnv(target),
      stdio: ["ignore", "ignore", "inherit"],
    });
    if (result.status !== 0) throw new Error(`${args.join(" ")} failed for ${describe(target)}`);
  }
}

async function createDatabase(url: string) {
  const name = new URL(url).pathname.slice(1);
  const admin = new URL(url);
  admin.pathname = "/postgres";
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    await client.query(`create database ${name}`);
  } finally {
    await client.end();
  }
}

export async function startServer(
  target: Target,
  port: number,
  settings: Record<string, string> = {},
): Promise<RunningServer> {
  const child = spawn(process.execPath, ["server/index.ts"], {
    env: serverEnv(target, { PORT: String(port), ...settings }),
    stdio: ["ignore", "ignore", "inherit"],
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  while (
    !(await fetch(`${url}/readyz`).then(
      (r) => r.ok,
      () => false,
    ))
  ) {
    if (child.exitCode !== null || Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`the server for ${describe(target)} did not become ready`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    pid: child.pid!,
    url,
    stop: async () => {
      child.kill("SIGTERM");
      await exited;
    },
  };
}

export function describe(target: Target): string {
  return `${target.db === "embedded" ? "embedded PGlite" : "PostgreSQL"}, ${target.colleges === "demo" ? "demo data" : "50,000 colleges"}`;
}
