import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { defineConfig } from "@playwright/test";
import { journeyAdmin } from "./tests/support/journey-data.ts";

const PORT = Number(process.env.E2E_PORT ?? 3211);
// tests/support/smtp.ts (e2eSmtpPort) listens here in the journeys that read mail.
const SMTP_PORT = PORT + 1;
// The catalogue and demo data are loaded once a run into this folder (tests/support/journey-data.ts); the
// journeys' server and the servers some journeys start of their own each begin on a copy of it
// (tests/support/own-server.ts). Set in the runner's process, so its workers inherit the same folder; npm test
// sets it to a folder it has loaded already.
const preparedDir = (process.env.E2E_PREPARED_DATA ??= temporaryDataDir("portal-e2e-prepared-"));
// Every run starts the built server on a fresh embedded database: a copy of the prepared one.
const dataDir = process.env.E2E_DATA_DIR ?? temporaryDataDir("portal-e2e-");

const journeyFile = (name: string) => `**/${name}.test.ts`;

/** A fresh folder, removed when this process ends: a loaded catalogue is half a gigabyte. */
function temporaryDataDir(prefix: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  process.once("exit", () => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

// Journeys that change what other journeys see (staff saving content, publishing a data load or approving a
// review) or that listen on the one SMTP port of the shared server run one at a time, after the others, which
// run two at a time: the server and a browser each keep one of the two cores busy.
const oneAtATime = [
  "admin-content",
  "admin-forms-without-javascript",
  "admin-leads-reviews",
  "admin-site-content",
  "college-reviews",
  "exam-editions",
  "load-official-data",
  "my-data",
  "my-data-without-javascript",
];
const moved = oneAtATime.filter((name) => !existsSync(`tests/e2e/${name}.test.ts`));
if (moved.length) throw new Error(`playwright.config.ts names journeys that are not there: ${moved.join(", ")}`);

export default defineConfig({
  testDir: "tests/e2e",
  testMatch: "**/*.test.ts",
  fullyParallel: false,
  workers: 2,
  projects: [
    { name: "journeys", testIgnore: oneAtATime.map(journeyFile) },
    { name: "staff and mail", testMatch: oneAtATime.map(journeyFile), dependencies: ["journeys"], workers: 1 },
  ],
  retries: 0,
  timeout: 30_000,
  reporter: [["list"], ["json", { outputFile: "test-results/e2e.json" }]],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
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
  webServer: {
    // Every request's log line goes to a file that npm test then searches for personal data (scripts/check-logs.ts).
    // A data folder that already holds a database (E2E_DATA_DIR of an earlier run) is used as it is.
    command: [
      "mkdir -p test-results",
      `node tests/support/journey-data.ts "${preparedDir}"`,
      `(test -d "${dataDir}/pg" || cp -a "${preparedDir}/." "${dataDir}")`,
      "npm run serve >> test-results/e2e-server.log 2>&1",
    ].join(" && "),
    url: `http://127.0.0.1:${PORT}/readyz`,
    env: {
      PORT: String(PORT),
      HOST: "127.0.0.1",
      SITE_URL: `http://127.0.0.1:${PORT}`,
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
      // Emails go to a real SMTP server that the journeys reading mail start on this port (tests/support/smtp.ts);
      // while none listens, messages wait in the outbox for their next attempt.
      SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
      // Browser tests share two cores with Chromium: a starved event loop must not turn pages into 503s.
      // Shedding itself is covered by server/plugins/load-shedding.test.ts.
      SHED_EVENT_LOOP_DELAY_MS: "0",
    },
    reuseExistingServer: false,
    // Preparing the data loads the whole catalogue: about a minute on an idle machine, several on a busy one.
    timeout: 360_000,
  },
});
