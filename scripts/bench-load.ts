// One measured load: autocannon against the server over loopback, with every response's latency kept so
// that p50/p95/p99 are exact (autocannon's own summary has no p95), and the server's memory sampled.
import { readFileSync } from "node:fs";
import autocannon from "autocannon";

export interface LoadOptions {
  url: string;
  connections: number;
  durationSeconds: number;
  method?: "GET" | "POST";
  headers?: Record<string, string>;
  /** Builds each request afresh (distinct leads, cache-busting paths) */
  setupRequest?: (req: autocannon.Request) => autocannon.Request;
  /** Caps the offered load, in requests per second across all connections */
  overallRate?: number;
  /** The server's process id, for its memory */
  serverPid?: number;
}

export interface LoadResult {
  /** answers of any status */
  requests: number;
  /** 2xx answers per second; latencies below are of 2xx answers too */
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  ok2xx: number;
  non2xx: number;
  status503: number;
  socketErrors: number;
  peakRssMb: number;
}

export async function runLoad(options: LoadOptions): Promise<LoadResult> {
  const latencies: number[] = [];
  let status503 = 0;
  let peakRss = 0;
  const sampler = setInterval(() => (peakRss = Math.max(peakRss, rssBytes(options.serverPid))), 100);
  const started = Date.now();
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: options.url,
        connections: options.connections,
        duration: options.durationSeconds,
        overallRate: options.overallRate,
        timeout: 10,
        headers: options.headers,
        // (a setupRequest key holding undefined would replace autocannon's default and break it)
        requests: [
          options.setupRequest
            ? { method: options.method ?? "GET", setupRequest: options.setupRequest }
            : { method: options.method ?? "GET" },
        ],
      },
      (err, res) => (err ? reject(err) : resolve(res)),
    );
    // Only answers served count towards req/s and latency: a shed request (503) is quick but serves no one.
    instance.on("response", (_client: unknown, status: number, _bytes: number, ms: number) => {
      if (status >= 200 && status < 300) latencies.push(ms);
      if (status === 503) status503++;
    });
  });
  clearInterval(sampler);
  const seconds = (Date.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    requests: result["2xx"] + result.non2xx,
    rps: Math.round(result["2xx"] / seconds),
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    ok2xx: result["2xx"],
    non2xx: result.non2xx,
    status503,
    socketErrors: result.errors,
    peakRssMb: Math.round(peakRss / 1024 ** 2),
  };
}

export function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return 0;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return Math.round(sorted[Math.max(0, index)] * 10) / 10;
}

/** Resident memory of a process now, from /proc (Linux); 0 where unavailable. */
export function rssBytes(pid: number | undefined): number {
  if (!pid) return 0;
  try {
    const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
    return match ? Number(match[1]) * 1024 : 0;
  } catch {
    return 0;
  }
}
