// The random-parameter flood (the second security audit): forty connections from one address spend 20 s asking
// for pages and API reads with a new value each time (`/?z=<random>`, `/search?q=a&z=…`, the compare page, the
// predictor with limit=200, new searches, institution pages), while visitors, each at an address of their
// own, read 50 institution pages nobody asked for before, one after another. Before the pages declared their parameters and clients had a
// budget of uncached reads, the visitor's pages took 2.2–3.0 s at the median with 10–45% 503.
// Measured: the visitor's latencies quiet and under the flood (p50, p95, max, statuses), what the flood got
// back, and the server's memory before, at the end and 30 s after.
import { Agent, request } from "node:http";
import { percentile, rssBytes } from "./bench-load.ts";

const MB = 1024 * 1024;
const ATTACKER = "127.66.0.1";
/** The n-th visitor's address. */
const visitor = (n: number) => `127.77.${(n >> 8) & 255}.${n & 255 || 1}`;

export interface VisitorLatencies {
  pages: number;
  statuses: Record<string, number>;
  p50: number;
  p95: number;
  max: number;
}

export interface FloodResult {
  connections: number;
  offeredRps: number;
  seconds: number;
  quiet: VisitorLatencies;
  flooded: VisitorLatencies;
  /** What the flood's requests got back, by status */
  floodStatuses: Record<string, number>;
  floodRequests: number;
  rssMb: { before: number; end: number; after30s: number };
}

function get(url: string, agent: Agent, accept = "text/html"): Promise<{ status: string; ms: number }> {
  const started = performance.now();
  return new Promise((resolve) => {
    const req = request(url, { agent, headers: { accept }, timeout: 15_000 }, (res) => {
      res.resume();
      res.on("end", () => resolve({ status: String(res.statusCode), ms: performance.now() - started }));
    });
    req.on("timeout", () => req.destroy(new Error("timeout")));
    req.on("error", (err) =>
      resolve({ status: err.message === "timeout" ? "timeout" : "error", ms: performance.now() - started }),
    );
    req.end();
  });
}

async function visit(base: string, slugs: string[], first: number): Promise<VisitorLatencies> {
  const times: number[] = [];
  const statuses: Record<string, number> = {};
  for (const [i, slug] of slugs.entries()) {
    const agent = new Agent({ localAddress: visitor(first + i) });
    const r = await get(`${base}/college/${slug}`, agent);
    agent.destroy();
    times.push(r.ms);
    statuses[r.status] = (statuses[r.status] ?? 0) + 1;
  }
  times.sort((a, b) => a - b);
  return {
    pages: slugs.length,
    statuses,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    max: Math.round(times.at(-1) ?? 0),
  };
}

const random = () => Math.random().toString(36).slice(2, 10);

/** The flood's next address: the audit's four, a new search, and an institution page with a busting parameter. */
function floodPath(i: number, slugs: string[]): { path: string; accept: string } {
  const slug = () => slugs[Math.floor(Math.random() * slugs.length)];
  switch (i % 6) {
    case 0:
      return { path: `/?z=${random()}`, accept: "text/html" };
    case 1:
      return { path: `/search?q=a&z=${random()}`, accept: "text/html" };
    case 2:
      return { path: `/compare?c=${slug()},${slug()}&z=${random()}`, accept: "text/html" };
    case 3:
      return {
        path: `/api/predictor?exam=jee-main&rank=5000&category=OPEN&limit=200&z=${random()}`,
        accept: "application/json",
      };
    case 4:
      return { path: `/search?q=${random().slice(0, 4)}`, accept: "text/html" };
    default:
      return { path: `/college/${slug()}?z=${random()}`, accept: "text/html" };
  }
}

export async function runFlood(
  server: { url: string; pid: number },
  { connections = 40, offeredRps = 200, seconds = 20 } = {},
): Promise<FloodResult> {
  // 150 institutions: 50 for the quiet visit, 50 under the flood, all for the flood to pick from.
  const slugs: string[] = [];
  for (let page = 1; slugs.length < 150; page++) {
    const res = await fetch(`${server.url}/api/institutions?limit=100&page=${page}&state=maharashtra`, {
      headers: { "x-forwarded-for": "10.9.9.9" },
    });
    const body = (await res.json()) as { institutions: { slug: string }[] };
    if (!body.institutions.length) break;
    slugs.push(...body.institutions.map((i) => i.slug));
  }
  if (slugs.length < 100) throw new Error(`only ${slugs.length} institutions to visit`);
  const before = rssBytes(server.pid);
  const quiet = await visit(server.url, slugs.slice(0, 50), 1);

  const agent = new Agent({ keepAlive: true, maxSockets: connections, localAddress: ATTACKER });
  const floodStatuses: Record<string, number> = {};
  let floodRequests = 0;
  let inFlight = 0;
  const until = Date.now() + seconds * 1000;
  const pending: Promise<void>[] = [];
  let visiting = true;
  const flood = (async () => {
    // For `seconds` at least, and as long as the visitor is still reading.
    for (let i = 0; Date.now() < until || visiting; i++) {
      if (inFlight < connections) {
        inFlight++;
        floodRequests++;
        const { path, accept } = floodPath(i, slugs);
        pending.push(
          get(server.url + path, agent, accept).then((r) => {
            inFlight--;
            floodStatuses[r.status] = (floodStatuses[r.status] ?? 0) + 1;
          }),
        );
      }
      await new Promise((r) => setTimeout(r, 1000 / offeredRps));
    }
  })();
  // The visitor starts once the flood is under way.
  await new Promise((r) => setTimeout(r, 2_000));
  const flooded = await visit(server.url, slugs.slice(50, 100), 51);
  visiting = false;
  await flood;
  await Promise.all(pending);
  agent.destroy();
  const end = rssBytes(server.pid);
  await new Promise((r) => setTimeout(r, 30_000));
  return {
    connections,
    offeredRps,
    seconds,
    quiet,
    flooded,
    floodStatuses,
    floodRequests,
    rssMb: {
      before: Math.round(before / MB),
      end: Math.round(end / MB),
      after30s: Math.round(rssBytes(server.pid) / MB),
    },
  };
}
