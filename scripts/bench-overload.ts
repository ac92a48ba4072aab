// Results day in miniature: four times the server's measured capacity for uncached pages (the expensive
// kind: every request renders), while a load balancer's health check keeps polling /healthz. Then the
// load stops and the page is probed until it answers normally again.
import { uncached } from "./bench-cases.ts";
import { type LoadResult, percentile, runLoad } from "./bench-load.ts";

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
  let loading = true;
  const [load, healthz] = await Promise.all([
    runLoad({
      url: `${server.url}/`,
      connections: 200,
      overallRate: offeredRps,
      durationSeconds: seconds,
      setupRequest: uncached,
      serverPid: server.pid,
      headers: { accept: "text/html" },
    }).finally(() => (loading = false)),
    probeHealthz(server.url, () => loading),
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

// A load balancer's view: one /healthz request at a time, every 50 ms, each given up after 5 s.
async function probeHealthz(url: string, loading: () => boolean): Promise<HealthzResult> {
  const latencies: number[] = [];
  let failed = 0;
  while (loading()) {
    const sent = performance.now();
    const ok = await fetch(`${url}/healthz`, { signal: AbortSignal.timeout(5_000) }).then(
      async (r) => (await r.arrayBuffer(), r.status === 200),
      () => false,
    );
    latencies.push(performance.now() - sent);
    if (!ok) failed++;
    await new Promise((r) => setTimeout(r, 50));
  }
  latencies.sort((a, b) => a - b);
  return {
    probes: latencies.length,
    failed,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    max: Math.round(latencies.at(-1) ?? 0),
  };
}
