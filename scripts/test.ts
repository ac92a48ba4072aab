// npm test — lint, typecheck, unit and integration tests (Vitest), production build, end-to-end tests
// (Playwright). Every stage runs even if an earlier one failed, and the last line is the total:
// "tests: N passed, N failed".
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { prepareJourneyData } from "../tests/support/journey-data.ts";

interface Stage {
  name: string;
  command: string;
  args: string[];
  /** Reads the runner's JSON report into counts. */
  counts?: () => { passed: number; failed: number };
}

mkdirSync("test-results", { recursive: true });
for (const report of ["test-results/vitest.json", "test-results/e2e.json", "test-results/e2e-server.log"]) {
  rmSync(report, { force: true });
}
const only = process.argv.slice(2);
const runs = (stage: string) => !only.length || only.includes(stage);

// The journeys' data (a minute of one core) loads beside lint and the type check, which leave the other core
// idle; the journeys wait for it (tests/support/journey-data.ts).
let journeyData: Promise<unknown> | undefined;
if (runs("e2e") && !process.env.E2E_PREPARED_DATA) {
  const dir = mkdtempSync(path.join(tmpdir(), "portal-e2e-prepared-"));
  process.once("exit", () => rmSync(dir, { recursive: true, force: true }));
  process.env.E2E_PREPARED_DATA = dir;
  // A failed load is reported by the journeys' server, which tries it again.
  journeyData = prepareJourneyData(dir).catch((error: Error) => console.log(`\n${error.message}`));
}

const stages: Stage[] = [
  { name: "lint", command: "npm", args: ["run", "--silent", "lint"] },
  { name: "typecheck", command: "npm", args: ["run", "--silent", "typecheck"] },
  {
    name: "unit",
    command: "npx",
    args: ["vitest", "run", "--reporter=default", "--reporter=json", "--outputFile=test-results/vitest.json"],
    counts: () => {
      const report = readJson("test-results/vitest.json");
      return { passed: report.numPassedTests ?? 0, failed: (report.numFailedTests ?? 0) + (report.numTodoTests ?? 0) };
    },
  },
  { name: "build", command: "npm", args: ["run", "--silent", "build"] },
  {
    name: "e2e",
    command: "npx",
    args: ["playwright", "test"],
    counts: () => {
      const stats = readJson("test-results/e2e.json").stats ?? {};
      return { passed: stats.expected ?? 0, failed: (stats.unexpected ?? 0) + (stats.flaky ?? 0) };
    },
  },
  // The server's log of every journey: no applicant's email or phone, no student's link (scripts/check-logs.ts).
  { name: "logs", command: "node", args: ["scripts/check-logs.ts"] },
];

let passed = 0;
let failed = 0;
const failedStages: string[] = [];
for (const stage of stages) {
  if (!runs(stage.name)) continue;
  if (stage.name === "e2e") await journeyData;
  console.log(`\n=== ${stage.name} ===`);
  const started = Date.now();
  const result = spawnSync(stage.command, stage.args, { stdio: "inherit" });
  const ok = result.status === 0;
  console.log(`=== ${stage.name}: ${ok ? "ok" : "FAILED"} in ${((Date.now() - started) / 1000).toFixed(1)} s ===`);
  if (!ok) failedStages.push(stage.name);
  if (stage.counts) {
    const c = safeCounts(stage.counts);
    passed += c.passed;
    failed += c.failed;
    if (!ok && c.failed === 0) failed += 1; // the runner itself failed: count it, never report green
  } else if (!ok) {
    failed += 1;
  }
}

if (failedStages.length) console.log(`\nFailed stages: ${failedStages.join(", ")}`);
console.log(`\ntests: ${passed} passed, ${failed} failed`);
process.exit(failedStages.length ? 1 : 0);

function readJson(file: string) {
  return existsSync(file) ? JSON.parse(readFileSync(file, "utf8")) : {};
}

function safeCounts(read: () => { passed: number; failed: number }) {
  try {
    return read();
  } catch {
    return { passed: 0, failed: 0 };
  }
}
