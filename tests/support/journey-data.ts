// The journeys' data: the catalogue and demo data loaded once a run into one folder (npm run db:seed, about a
// minute of one core), which the journeys' server and the servers some journeys start of their own each copy
// (playwright.config.ts, own-server.ts). npm test starts the load beside lint and the type check, which leave
// the second core idle; a run of `npx playwright test` alone loads it before its server starts.
//
//   node tests/support/journey-data.ts DIR   loads into DIR unless it holds the data already
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, openSync, renameSync, rmSync } from "node:fs";
import path from "node:path";

/** The staff account the journeys sign in with; production refuses to start without one. */
export const journeyAdmin = {
  email: process.env.E2E_ADMIN_EMAIL ?? "e2e-admin@portal.test",
  password: process.env.E2E_ADMIN_PASSWORD ?? "e2e-admin-password",
};

/**
 * Loads the catalogue and demo data into `dir` (empty or absent) unless it holds them already. The load goes to
 * a folder beside it that takes its place only once complete, so a failed load never leaves half a database.
 */
export async function prepareJourneyData(dir: string, logFile = "test-results/e2e-server.log"): Promise<void> {
  if (existsSync(path.join(dir, "pg"))) return;
  const loading = mkdtempSync(`${dir.replace(/\/$/, "")}.loading-`);
  mkdirSync(path.dirname(logFile), { recursive: true });
  const log = openSync(logFile, "a");
  const code = await new Promise<number | null>((resolve) => {
    const load = spawn("npm", ["run", "--silent", "db:seed"], {
      env: {
        ...process.env,
        DATA_DIR: loading,
        DATABASE_URL: "",
        ADMIN_EMAIL: journeyAdmin.email,
        ADMIN_PASSWORD: journeyAdmin.password,
      },
      stdio: ["ignore", log, log],
    });
    load.once("error", () => resolve(null));
    load.once("exit", resolve);
  });
  if (code !== 0) {
    rmSync(loading, { recursive: true, force: true });
    throw new Error(`loading the journeys' data failed (exit ${code}); see ${logFile}`);
  }
  rmSync(dir, { recursive: true, force: true });
  renameSync(loading, dir);
}

if (import.meta.main) {
  const dir = process.argv[2];
  if (!dir) {
    console.error("usage: node tests/support/journey-data.ts DIR");
    process.exit(2);
  }
  await prepareJourneyData(dir).catch((error: Error) => {
    console.error(error.message);
    process.exit(1);
  });
}
