// The cluster case of npm run bench: the same load through nginx to three app nodes and to one, on the same
// data, the same PostgreSQL primary and replica and the same machine (scripts/cluster.ts starts them all).
// The load generator runs on that machine too, so the two measurements share its cores with it.
import { chmodSync, mkdirSync } from "node:fs";
import path from "node:path";
import type autocannon from "autocannon";
import { startCluster, stopCluster } from "./cluster.ts";
import { startNginx } from "./cluster-nginx.ts";
import { distinctLead } from "./bench-cases.ts";
import { type LoadResult, runLoad } from "./bench-load.ts";

export interface ClusterCase {
  name: string;
  path: string;
  connections: number;
  oneNode: LoadResult;
  threeNodes: LoadResult;
  /** three nodes' requests per second over one node's */
  ratio: number;
}

export interface ClusterResult {
  nodes: number;
  /** From starting the nodes together until all were ready (migrations and the first load included) */
  startSeconds: number;
  cases: ClusterCase[];
}

const INSTITUTION_PAGE = "/college/indian-institute-of-science-bengaluru";
let sequence = 0;

function uncached(base: string) {
  return (req: autocannon.Request): autocannon.Request => ({
    ...req,
    path: `${base}?fresh=${Date.now()}-${sequence++}`,
  });
}

const CASES = [
  {
    name: "/college/{institution} (uncached)",
    path: INSTITUTION_PAGE,
    connections: 30,
    fresh: uncached(INSTITUTION_PAGE),
  },
  { name: "/ (cached)", path: "/", connections: 50 },
  {
    name: "POST lead_data",
    path: "/api/user/lead_data",
    connections: 30,
    method: "POST" as const,
    fresh: distinctLead,
  },
];

export async function runClusterBench(seconds: number, wanted: (name: string) => boolean): Promise<ClusterResult> {
  console.log("\nThree app nodes behind nginx against one, PostgreSQL primary and replica: starting …");
  const cluster = await startCluster({
    name: "bench-cluster",
    nginxPort: 3960,
    nodePorts: [3961, 3962, 3963],
    primaryPort: 55435,
    replicaPort: 55436,
    // nginx names the client in X-Forwarded-For, so every lead here comes from one address: lift the limit.
    settings: { FORM_SUBMISSIONS_PER_MINUTE: "100000", READ_BUDGET_MS_PER_MINUTE: "0" },
  });
  try {
    // A second nginx, from the same template, with the first node as its only upstream.
    const oneDir = path.join(cluster.dir, "one-node");
    mkdirSync(oneDir);
    chmodSync(oneDir, 0o755);
    const one = await startNginx(oneDir, 3964, [`127.0.0.1:${cluster.nodes[0].port}`], process.cwd());
    try {
      const cases: ClusterCase[] = [];
      for (const c of CASES.filter((c) => wanted(c.name))) {
        const measure = (url: string, durationSeconds: number) =>
          runLoad({
            url: url + c.path,
            connections: c.connections,
            method: c.method,
            setupRequest: c.fresh,
            durationSeconds,
          });
        await measure(one.url, 1); // warm-up: the page cache, the pools, the JIT
        const oneNode = await measure(one.url, seconds);
        await measure(cluster.url, 1);
        const threeNodes = await measure(cluster.url, seconds);
        const ratio = oneNode.rps ? Math.round((threeNodes.rps / oneNode.rps) * 100) / 100 : 0;
        cases.push({ name: c.name, path: c.path, connections: c.connections, oneNode, threeNodes, ratio });
        console.log(
          `  ${c.name.padEnd(34)} one node ${oneNode.rps} req/s p95 ${oneNode.p95} ms, three nodes ${threeNodes.rps} ` +
            `req/s p95 ${threeNodes.p95} ms (× ${ratio}); non-2xx ${oneNode.non2xx} / ${threeNodes.non2xx}`,
        );
      }
      return { nodes: cluster.nodes.length, startSeconds: cluster.startSeconds, cases };
    } finally {
      one.child.kill("SIGTERM");
      await one.exited;
    }
  } finally {
    await stopCluster(cluster);
  }
}
