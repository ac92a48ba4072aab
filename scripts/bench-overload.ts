// Results day in miniature: four times the server's measured capacity for uncached pages (the expensive
// kind: every request renders), while a load balancer's health check keeps polling /healthz. Then the
// load stops and the page is probed until it answers normally again.
import { uncached } from "./bench-cases.ts";
import { spawn } from "node:child_process";
import { type LoadResult, runLoad } from "./bench-load.ts";

export interface HealthzResult {
  probes: number;
  /** probes with no answer within 5 s, or a status other than 200 */
  failed: number;
  p50: number;
  p99: number;
  max: number;
}

export interface OverloadResult {
  capacityRps: number;
  offeredRps: number;
  load: LoadResult;
  healthz: HealthzResult;
  /** Seconds from the end of the load until three probes in a row answer 200 within normalMs */
  recoverySeconds: number | null;
  normalMs: number;
}

export async function runOverload(
  server: { url: string; pid: number },
  capacityRps: number,
  renderMedianMs: number,
  seconds: number,
): Promise<OverloadResult> {
  const offeredRps = capacityRps * 4;
  const [load, healthz] = await Promise.all([
    runLoad({
      url: `${server.url}/`,
      connections: 200,
      overallRate: offeredRps,
      durationSeconds: seconds,
      setupRequest: uncached,
      serverPid: server.pid,
      headers: { accept: "text/html" },
    }),
    probeHealthz(server.url, seconds),
  ]);
  const normalMs = Math.max(100, renderMedianMs * 3);
  const recoverySeconds = await timeToNormal(server.url, normalMs, 30_000);
  return { capacityRps, offeredRps, load, healthz, recoverySeconds, normalMs };
}

async function timeToNormal(url: string, normalMs: number, limitMs: number): Promise<number | null> {
  const stopped = Date.now();
  let firstGood: number | undefined;
  let goodInRow = 0;
  for (let n = 0; Date.now() - stopped < limitMs; n++) {
    const sent = Date.now();
    const status = await fetch(`${url}/?probe=${stopped}-${n}`).then(
      async (r) => (await r.arrayBuffer(), r.status),
      () => 0,
    );
    const good = status === 200 && Date.now() - sent <= normalMs;
    firstGood = good ? (firstGood ?? sent) : undefined;
    goodInRow = good ? goodInRow + 1 : 0;
    if (goodInRow === 3) return Math.round((firstGood! - stopped) / 100) / 10;
    await new Promise((r) => setTimeout(r, 100));
  }
  return null;
}

/** Runs scripts/bench-probe.ts in its own process for the given seconds. */
function probeHealthz(url: string, seconds: number): Promise<HealthzResult> {
  return new Promise((resolve, reject) => {
    const probe = spawn(process.execPath, ["scripts/bench-probe.ts", url, String(seconds)], {
      stdio: ["ignore", "pipe", "inherit"],
    });
    let out = "";
    probe.stdout.on("data", (chunk) => (out += chunk));
    probe.once("exit", (code) =>
      code === 0 ? resolve(JSON.parse(out) as HealthzResult) : reject(new Error(`the probe failed (${code})`)),
    );
  });
}
