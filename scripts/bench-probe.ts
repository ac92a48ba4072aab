// A load balancer's view of the server during the overload case, from a process of its own (in the bench's
// process, the load generator's work would delay the probes and be counted against the server): one
// /healthz request at a time, every 50 ms, each given up after 5 s, for the given seconds. Prints JSON.
// Usage: node scripts/bench-probe.ts <server url> <seconds>
import { percentile } from "./bench-load.ts";

const [url, seconds] = process.argv.slice(2);
const latencies: number[] = [];
let failed = 0;
const until = Date.now() + Number(seconds) * 1000;
while (Date.now() < until) {
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
console.log(
  JSON.stringify({
    probes: latencies.length,
    failed,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    max: Math.round(latencies.at(-1) ?? 0),
  }),
);
