// npm run test:cluster — the portal as several app nodes behind nginx on a PostgreSQL primary with a
// streaming replica (tests/cluster/, docs/deploy.md). Builds first when there is no build. Needs nginx and
// PostgreSQL's server binaries (.ci/run installs them). Ends with node:test's pass and fail counts, and
// exits non-zero when a check failed.
import { spawn, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { postgresBin } from "./bench-postgres.ts";
import { nginxInstalled } from "./cluster-nginx.ts";

if (!nginxInstalled() || !postgresBin()) {
  console.error(
    "test:cluster needs nginx and PostgreSQL: apt-get install nginx libnginx-mod-http-brotli-static postgresql",
  );
  process.exit(1);
}
if (!existsSync("build/server/index.js")) {
  console.log("Building the production server …");
  if (spawnSync("npm", ["run", "--silent", "build"], { stdio: "inherit" }).status !== 0) process.exit(1);
}

const started = Date.now();
const child = spawn(process.execPath, ["--test", "--test-reporter=spec", "tests/cluster/cluster.test.ts"], {
  stdio: "inherit",
});
// Ctrl-C reaches the tests too, which stop the cluster before exiting: wait for them.
process.on("SIGINT", () => {});
process.on("SIGTERM", () => child.kill("SIGTERM"));
child.on("exit", (code, signal) => {
  console.log(`test:cluster took ${Math.round((Date.now() - started) / 1000)} s`);
  process.exit(code ?? (signal ? 1 : 0));
});
