// A throwaway PostgreSQL server in a folder and on a port of the caller's choosing, for npm run bench and the
// database-outage test. Unlike scripts/start-postgres.sh it keeps no shared state (/tmp/portal-pg.current),
// so it never stops a server someone else started.
import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import path from "node:path";

export interface PostgresServer {
  url: string;
  dir: string;
  port: number;
}

/** The newest installed server binaries, or undefined when PostgreSQL is not installed. */
export function postgresBin(): string | undefined {
  const root = "/usr/lib/postgresql";
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root)
    .filter((v) => existsSync(path.join(root, v, "bin", "initdb")))
    .sort((a, b) => Number(a) - Number(b));
  return versions.length ? path.join(root, versions.at(-1)!, "bin") : undefined;
}

// PostgreSQL refuses to run as root; CI and these machines run as root.
function run(bin: string, tool: string, args: string[]) {
  const asRoot = process.getuid?.() === 0;
  const [command, all] = asRoot
    ? ["runuser", ["-u", "postgres", "--", path.join(bin, tool), ...args]]
    : [path.join(bin, tool), args];
  execFileSync(command, all, { stdio: ["ignore", "ignore", "pipe"] });
}

export function initPostgres(port: number, prefix = "/tmp/bench-pg-"): PostgresServer {
  const bin = postgresBin();
  if (!bin) throw new Error("PostgreSQL server binaries not found (apt-get install postgresql)");
  const dir = mkdtempSync(prefix);
  if (process.getuid?.() === 0) execFileSync("chown", ["postgres", dir]);
  run(bin, "initdb", ["-D", path.join(dir, "data"), "-U", "portal", "--auth=trust", "-E", "UTF8"]);
  const server = { url: `postgres://portal@127.0.0.1:${port}/postgres`, dir, port };
  startPostgres(server);
  return server;
}

export function startPostgres({ dir, port }: PostgresServer) {
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`;
  run(postgresBin()!, "pg_ctl", [
    "-D",
    path.join(dir, "data"),
    "-o",
    options,
    "-l",
    path.join(dir, "log"),
    "-w",
    "start",
  ]);
}

export function stopPostgres({ dir }: PostgresServer, mode: "fast" | "immediate" = "fast") {
  run(postgresBin()!, "pg_ctl", ["-D", path.join(dir, "data"), "-m", mode, "-w", "stop"]);
}

/** Stops the server (if running) and deletes its folder. */
export function removePostgres(server: PostgresServer) {
  try {
    stopPostgres(server);
  } catch {
    // already stopped
  }
  rmSync(server.dir, { recursive: true, force: true });
}
