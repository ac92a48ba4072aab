// npm run bench — builds the production server, starts it on the embedded database and (when PostgreSQL is
// installed) on a throwaway PostgreSQL, at the demo size and with 50,000 generated colleges, loads it with
// autocannon from this process, and writes bench/results.md and bench/results.json.
// With nginx installed too, it also measures three app nodes behind nginx against one (scripts/bench-cluster.ts).
// Options: --seconds N (per measurement, default 5), --port N (default 3900), --no-build, --only embedded|postgres|cluster, --colleges demo|50000,
// --only-case "a,b" (only the cases whose names contain one of these, such as "uncached", "overload",
// "oversized posts", "stalled sockets" or "data load"; their figures replace the same ones in the results, the rest stay).
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { initPostgres, type PostgresServer, postgresBin, removePostgres } from "./bench-postgres.ts";
import { type ClusterResult, runClusterBench } from "./bench-cluster.ts";
import { nginxInstalled } from "./cluster-nginx.ts";
import { benchCases, type CaseResult, runCase, settle } from "./bench-cases.ts";
import { runOverload } from "./bench-overload.ts";
import { runOversizedPosts, runStalledSockets } from "./bench-hostile.ts";
import { type FloodResult, runFlood } from "./bench-flood.ts";
import { runDataLoad } from "./bench-data-load.ts";
import { type TargetResult, writeReport } from "./bench-report.ts";
import { describe, prepareData, startServer, type Target } from "./bench-server.ts";

const argv = process.argv.slice(2);
const option = (name: string) => (argv.includes(name) ? argv[argv.indexOf(name) + 1] : undefined);
const seconds = Number(option("--seconds") ?? 5);
// --port: where the bench's own server listens (the flood's on the next port), for a machine shared with others.
const SERVER_PORT = Number(option("--port") ?? 3900);
const POSTGRES_PORT = 3950;
const only = option("--only");
const sizes = option("--colleges") ? [option("--colleges") as Target["colleges"]] : (["demo", "50000"] as const);
const onlyCases = option("--only-case")
  ?.split(",")
  .map((c) => c.trim().toLowerCase())
  .filter(Boolean);
const wanted = (name: string) => !onlyCases || onlyCases.some((c) => name.toLowerCase().includes(c));

if (!argv.includes("--no-build")) {
  console.log("Building the production server …");
  if (spawnSync("npm", ["run", "--silent", "build"], { stdio: ["ignore", "ignore", "inherit"] }).status !== 0) {
    process.exit(1);
  }
}

const folders: string[] = [];
const folder = (name: string) => {
  const dir = mkdtempSync(`/tmp/bench-${name}-`);
  folders.push(dir);
  return dir;
};
let postgres: PostgresServer | undefined;
let serverPid: number | undefined;
const cleanUp = () => {
  if (serverPid) process.kill(serverPid, "SIGTERM");
  if (postgres) removePostgres(postgres);
  for (const dir of folders) rmSync(dir, { recursive: true, force: true });
};
// pg_ctl runs PostgreSQL detached: stopping the bench with Ctrl-C must not leave it running.
process.once("SIGINT", () => {
  cleanUp();
  process.exit(130);
});
const started = Date.now();
const results: TargetResult[] = [];
try {
  // The answers each case's baseline server sends (scripts/bench-raw-server.ts).
  const answersDir = folder("answers");
  const targets: Target[] = [];
  if (only !== "postgres" && only !== "cluster") {
    for (const colleges of sizes) targets.push({ db: "embedded", colleges, dataDir: folder(`embedded-${colleges}`) });
  }
  if (only !== "embedded" && only !== "cluster" && postgresBin()) {
    postgres = initPostgres(POSTGRES_PORT);
    for (const colleges of sizes) {
      const databaseUrl = postgres.url.replace(/\/postgres$/, `/bench_${colleges}`);
      targets.push({ db: "postgres", colleges, dataDir: folder(`postgres-${colleges}`), databaseUrl });
    }
  } else if (only !== "embedded" && only !== "cluster") {
    console.log("PostgreSQL is not installed: measuring the embedded database only.");
  }
  for (const target of targets) {
    const result = await benchTarget(target, answersDir);
    // Once, on the default set-up, after that target's server has stopped (the flood's has the same data).
    if (target.db === "embedded" && target.colleges === "demo" && wanted("random-parameter flood")) {
      result.flood = await floodOnDefaults(target);
    }
    results.push(result);
  }
  let cluster: ClusterResult | undefined;
  if (!only || only === "cluster") {
    if (postgresBin() && nginxInstalled()) cluster = await runClusterBench(seconds, wanted);
    else console.log("nginx or PostgreSQL is not installed: no cluster case.");
  }
  await writeReport(results, {
    seconds,
    minutes: (Date.now() - started) / 60_000,
    postgres: Boolean(postgres),
    command: `npm run bench -- ${argv.map((a) => (/[\s,]/.test(a) ? `"${a}"` : a)).join(" ")}`.trim(),
    // Only the cluster: the other figures stay as they were.
    partial: Boolean(onlyCases) || only === "cluster",
    cluster,
  });
} finally {
  cleanUp();
}

async function benchTarget(target: Target, answersDir: string): Promise<TargetResult> {
  console.log(`\n${describe(target)}: preparing data …`);
  await prepareData(target);
  const server = await startServer(target, SERVER_PORT);
  serverPid = server.pid;
  try {
    const cases: CaseResult[] = [];
    const notMeasured: TargetResult["notMeasured"] = [];
    for (const c of (await benchCases(server.url)).filter((c) => wanted(c.name))) {
      // A server that sheds every request (memory above its limit) fails the case, not the whole run.
      const r = await runCase(c, server, answersDir, seconds).catch((err: Error) => {
        notMeasured.push({ name: c.name, reason: err.message });
        console.log(`  ${c.name.padEnd(30)} not measured: ${err.message}`);
      });
      if (!r) continue;
      cases.push(r);
      console.log(
        `  ${r.name.padEnd(30)} ${String(r.result.rps).padStart(6)} req/s  p99 ${r.result.p99} ms  ` +
          `(${Math.round(r.rpsRatio * 100)}% of raw node:http ${r.baseline.rps} req/s)  non-2xx ${r.result.non2xx}  errors ${r.result.socketErrors}`,
      );
      if (r.pairs) {
        const each = r.pairs.map((p) => `${p.rps}/${p.baselineRps} = ${Math.round(p.ratio * 100)}%`).join(", ");
        console.log(`  ${"".padEnd(30)} pairs (portal/raw req/s): ${each}; median ${Math.round(r.rpsRatio * 100)}%`);
      }
    }
    // The overload and hostile cases once, on the default set-up (embedded database, demo data).
    const result: TargetResult = { db: target.db, colleges: target.colleges, cases, notMeasured };
    if (target.db !== "embedded" || target.colleges !== "demo") return result;
    const capacity = cases.find((c) => c.name === "/ (uncached)")?.result.rps;
    const render = cases.find((c) => c.name === "/ (uncached, 1 connection)")?.result.p50;
    if (wanted("overload") && capacity && render !== undefined) {
      await settle(server.url);
      const overload = await runOverload(server, capacity, render, Math.max(10, seconds * 2));
      console.log(
        `  overload: offered ${overload.offeredRps} req/s, ${overload.load.status503} × 503, /healthz p99 ` +
          `${overload.healthz.p99} ms, back to normal after ${overload.recoverySeconds ?? "more than 30"} s`,
      );
      result.overload = overload;
    }
    if (wanted("oversized posts")) {
      await settle(server.url);
      const o = await runOversizedPosts(server);
      console.log(
        `  oversized posts: ${o.posts} × ${o.bodyMb} MB, answers ${JSON.stringify(o.statuses)}, RSS idle ` +
          `${o.idleRssMb} MB, peak ${o.peakRssMb} MB, after ${o.afterRssMb} MB`,
      );
      result.oversized = o;
    }
    if (wanted("stalled sockets")) {
      await settle(server.url);
      const colleges = (await (await fetch(`${server.url}/api/admin/get_collegespage?page=1&limit=1`)).json()) as {
        collegePages: { _id: string }[];
      };
      const st = await runStalledSockets(server, colleges.collegePages[0]._id, Math.max(10, seconds * 2));
      console.log(
        `  stalled sockets: ${st.stalledSockets} open (${st.stillStalledAtEnd} still at the end); p50/p99 ms: ` +
          `page ${st.page.p50}/${st.page.p99}, lead ${st.lead.p50}/${st.lead.p99}, read ${st.read.p50}/${st.read.p99}`,
      );
      result.stalled = st;
    }
    if (wanted("data load")) {
      await settle(server.url);
      const d = await runDataLoad(server);
      console.log(
        `  data load: ${d.rows} JoSAA rows (${d.fileMb} MB gz) staged in ${d.stageSeconds} s, published in ` +
          `${d.publishSeconds} s, rolled back in ${d.rollbackSeconds} s; visitor p50/p95 ms quiet ` +
          `${d.visitors.quiet.p50}/${d.visitors.quiet.p95}, during ${d.visitors.loading.p50}/${d.visitors.loading.p95} ` +
          `(${JSON.stringify(d.visitors.loading.statuses)})`,
      );
      result.dataLoad = d;
    }
    return result;
  } finally {
    await server.stop();
    serverPid = undefined;
  }
}

/** The flood on a server of its own with the production default budget of uncached reads (the other cases
 * come from one address and run without it). */
async function floodOnDefaults(target: Target): Promise<FloodResult> {
  const server = await startServer(target, SERVER_PORT + 1, { READ_BUDGET_MS_PER_MINUTE: "6000" });
  serverPid = server.pid;
  try {
    await settle(server.url);
    const f = await runFlood(server);
    console.log(
      `  random-parameter flood: visitor p50/p95 ms quiet ${f.quiet.p50}/${f.quiet.p95}, flooded ` +
        `${f.flooded.p50}/${f.flooded.p95} (${JSON.stringify(f.flooded.statuses)}); flood got ` +
        `${JSON.stringify(f.floodStatuses)}; RSS ${f.rssMb.before} → ${f.rssMb.end} → ${f.rssMb.after30s} MB`,
    );
    return f;
  } finally {
    await server.stop();
    serverPid = undefined;
  }
}
