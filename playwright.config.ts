import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { defineConfig } from "@playwright/test";
import { journeyAdmin } from "./tests/support/journey-data.ts";

// Two servers: most journeys share the first, two at a time. The journeys that change what others would see
// (staff saving content, publishing a data load, approving a review) or that read the server's mail run one
// at a time against the second, beside the others from the start (decision 047).
const PORT = Number(process.env.E2E_PORT ?? 3211);
const STAFF_PORT = PORT + 2;
// The catalogue and demo data are loaded once a run into this folder (tests/support/journey-data.ts); the
// journeys' servers and the servers some journeys start of their own each begin on a copy of it
// (tests/support/own-server.ts). Set in the runner's process, so its workers inherit the same folder; npm test
// sets it to a folder it has loaded already.
const preparedDir = (process.env.E2E_PREPARED_DATA ??= temporaryDataDir("portal-e2e-prepared-"));

const staffJourneys = [
  "admin-content",
  "admin-forms-without-javascript",
  "admin-leads-reviews",
  "admin-site-content",
  "audit-trail",
  "college-reviews",
  "exam-editions",
  "institution-claims",
  "load-official-data",
  "my-data",
  "my-data-without-javascript",
  "staff-roles",
];
const missing = staffJourneys.filter((name) => !existsSync(`tests/e2e/${name}.test.ts`));
if (missing.length) throw new Error(`playwright.config.ts names journeys that are not there: ${missing.join(", ")}`);
const staffFiles = staffJourneys.map((name) => `**/${name}.test.ts`);
// Journeys whose own server loads the catalogue into an empty database (a minute or two each): started first,
// so that the run does not end waiting on one of them.
const loadingFiles = ["**/server-lifecycle.test.ts", "**/database-outage.test.ts"];

/** A fresh folder, removed when this process ends: a loaded catalogue is half a gigabyte. */
function temporaryDataDir(prefix: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  process.once("exit", () => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/** The built server on `port`, on a fresh copy of the prepared data (or on `dataDir` as it is, if it holds one). */
function journeyServer(port: number, dataDir: string) {
  return {
    // Every request's log line goes to a file that npm test then searches for personal data (scripts/check-logs.ts).
    command: [
      "mkdir -p test-results",
      `node tests/support/journey-data.ts "${preparedDir}"`,
      `(test -d "${dataDir}/pg" || cp -a "${preparedDir}/." "${dataDir}")`,
      "npm run serve >> test-results/e2e-server.log 2>&1",
    ].join(" && "),
    url: `http://127.0.0.1:${port}/readyz`,
    env: {
      PORT: String(port),
      HOST: "127.0.0.1",
      SITE_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: dataDir,
      LOG_LEVEL: "info",
      DATABASE_URL: "",
      // Production refuses to start without an admin; the admin journeys sign in as this one.
      ADMIN_EMAIL: journeyAdmin.email,
      ADMIN_PASSWORD: journeyAdmin.password,
      // Every journey posts from 127.0.0.1; the limit itself is covered by server/plugins/submission-limits.test.ts.
      FORM_SUBMISSIONS_PER_MINUTE: "1000",
      // Likewise every page the journeys open; the reads budget is covered by server/plugins/read-budget.test.ts.
      READ_BUDGET_MS_PER_MINUTE: "60000000",
      // Emails go to a real SMTP server that the journeys reading mail start on the next port
      // (tests/support/smtp.ts); while none listens, messages wait in the outbox for their next attempt.
      SMTP_URL: `smtp://127.0.0.1:${port + 1}`,
      // Browser tests share two cores with Chromium: a starved event loop must not turn pages into 503s.
      // Shedding itself is covered by server/plugins/load-shedding.test.ts.
      SHED_EVENT_LOOP_DELAY_MS: "0",
    },
    reuseExistingServer: false,
    // Preparing the data loads the whole catalogue: about a minute on an idle machine, several on a busy one.
    timeout: 360_000,
  };
}

export default defineConfig({
  testDir: "tests/e2e",
  testMatch: "**/*.test.ts",
  fullyParallel: false,
  workers: 2,
  // Projects start in this order, each using at most its `workers`: the staff journeys and the loading ones
  // begin at once, one worker each, and the other journeys take both workers as those finish.
  projects: [
    {
      name: "staff and mail",
      testMatch: staffFiles,
      workers: 1,
      use: { baseURL: `http://127.0.0.1:${STAFF_PORT}` },
    },
    { name: "own loads", testMatch: loadingFiles, workers: 1 },
    {
      name: "journeys",
      testIgnore: [...staffFiles, ...loadingFiles],
      use: { baseURL: `http://127.0.0.1:${PORT}` },
    },
  ],
  retries: 0,
  // A journey of a dozen pages on two cores shared with two servers and another browser: 30 s was passed at
  // the last step of such journeys (exam editions, my-data) while their every wait held.
  timeout: 60_000,
  reporter: [["list"], ["json", { outputFile: "test-results/e2e.json" }]],
  use: {
    browserName: "chromium",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
      ],
    },
  },
  // Started one after the other: the second finds the prepared data loaded by the first.
  webServer: [
    // A data folder that already holds a database (E2E_DATA_DIR of an earlier run) is used as it is.
    journeyServer(PORT, process.env.E2E_DATA_DIR ?? temporaryDataDir("portal-e2e-")),
    journeyServer(STAFF_PORT, temporaryDataDir("portal-e2e-staff-")),
  ],
});
