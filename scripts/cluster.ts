// A results-day deployment on one machine: a PostgreSQL primary with a streaming replica, app nodes started
// together from deploy/portal@.service (each with its own DATA_DIR, so nothing can rely on a shared disk),
// and nginx from deploy/nginx-portal.conf.template in front. Used by npm run test:cluster and the cluster case
// of npm run bench. Everything lives in one temporary folder; stopCluster (also run on Ctrl-C) stops every
// process it started and deletes that folder.
import { mkdirSync, mkdtempSync, chmodSync, rmSync } from "node:fs";
import path from "node:path";
import {
  nodeCommand,
  readUnit,
  type RunningNode,
  startNode,
  type UnitPaths,
  waitUntilReady,
  writeEnvironmentFile,
} from "./cluster-nodes.ts";
import { type RunningNginx, startNginx } from "./cluster-nginx.ts";
import { type ReplicatedPostgres, startReplicatedPostgres } from "./cluster-postgres.ts";

export interface ClusterOptions {
  /** Names the temporary folder: /tmp/portal-<name>-… */
  name: string;
  nginxPort: number;
  nodePorts: number[];
  primaryPort: number;
  replicaPort: number;
  /** Settings for every node's environment file, beside (or instead of) the cluster's own */
  settings?: Record<string, string>;
  /** How long the nodes may take to start (the first one loads the catalogue) */
  readyTimeoutMs?: number;
}

export interface Cluster {
  /** nginx, the way in */
  url: string;
  dir: string;
  postgres: ReplicatedPostgres;
  nodes: RunningNode[];
  nginx: RunningNginx;
  /** From starting the nodes together until all of them were ready */
  startSeconds: number;
  adminEmail: string;
  adminPassword: string;
  killNode(index: number): Promise<void>;
  /** SIGTERM, as systemctl stop: the node finishes its requests and exits */
  stopNode(index: number): Promise<void>;
  restartNode(index: number): Promise<void>;
}

const ADMIN_EMAIL = "cluster-admin@portal.test";
const ADMIN_PASSWORD = "cluster-admin-password";
type ClusterParts = Partial<Cluster> & { dir: string; nodes: RunningNode[] };
/** What has been started, for Ctrl-C: also a cluster still starting. */
const live = new Set<ClusterParts>();

export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  watchForInterrupts();
  const dir = mkdtempSync(`/tmp/portal-${options.name}-`);
  // nginx's workers (www-data) make their temporary folders in here.
  chmodSync(dir, 0o755);
  const portalDir = process.cwd();
  const partial: ClusterParts = { dir, nodes: [] };
  live.add(partial);
  try {
    const postgres = await startReplicatedPostgres(options.primaryPort, options.replicaPort, path.join(dir, "pg-"));
    partial.postgres = postgres;
    const nginxUrl = `http://127.0.0.1:${options.nginxPort}`;
    const paths: UnitPaths = {
      portalDir,
      stateDir: path.join(dir, "nodes"),
      environmentFile: path.join(dir, "portal.env"),
    };
    writeEnvironmentFile(paths.environmentFile, {
      DATABASE_URL: postgres.primaryUrl,
      DATABASE_REPLICA_URLS: postgres.replicaUrl,
      SITE_URL: nginxUrl,
      // nginx connects from 127.0.0.1; clients connect to nginx from other loopback addresses (127.0.0.0/8).
      TRUST_PROXY: "127.0.0.1",
      ADMIN_EMAIL,
      ADMIN_PASSWORD,
      LOG_LEVEL: "warn",
      ...options.settings,
    });
    mkdirSync(paths.stateDir);
    const unit = readUnit(path.join(portalDir, "deploy/portal@.service"));
    const start = (port: number) => startNode(nodeCommand(unit, port, paths), port, path.join(dir, `node-${port}.log`));
    const started = Date.now();
    // Together, as after a deploy: they race for the migrations and the first load of the catalogue.
    partial.nodes.push(...options.nodePorts.map(start));
    await Promise.all(partial.nodes.map((n) => waitUntilReady(n, options.readyTimeoutMs ?? 180_000)));
    const startSeconds = (Date.now() - started) / 1000;
    const nodes = partial.nodes;
    const nginx = await startNginx(
      dir,
      options.nginxPort,
      options.nodePorts.map((p) => `127.0.0.1:${p}`),
      portalDir,
    );
    partial.nginx = nginx;
    const cluster: Cluster = Object.assign(partial, {
      url: nginx.url,
      postgres,
      nginx,
      startSeconds,
      adminEmail: ADMIN_EMAIL,
      adminPassword: ADMIN_PASSWORD,
      killNode: async (i: number) => {
        nodes[i].child.kill("SIGKILL");
        await nodes[i].exited;
      },
      stopNode: async (i: number) => {
        nodes[i].child.kill("SIGTERM");
        await nodes[i].exited;
      },
      restartNode: async (i: number) => {
        nodes[i] = start(nodes[i].port);
        await waitUntilReady(nodes[i], 60_000);
      },
    });
    return cluster;
  } catch (err) {
    await stopCluster(partial);
    throw err;
  }
}

/** Stops nginx, the nodes (SIGTERM, as systemd does) and PostgreSQL, and deletes the cluster's folder. */
export async function stopCluster(cluster: ClusterParts) {
  live.delete(cluster);
  if (cluster.nginx) {
    cluster.nginx.child.kill("SIGTERM");
    await cluster.nginx.exited;
  }
  for (const node of cluster.nodes) node.child.kill("SIGTERM");
  await Promise.all(cluster.nodes.map((n) => withTimeout(n.exited, 15_000)));
  for (const node of cluster.nodes) node.child.kill("SIGKILL");
  cluster.postgres?.remove();
  rmSync(cluster.dir, { recursive: true, force: true });
}

function withTimeout(promise: Promise<void>, ms: number) {
  return Promise.race([promise, new Promise<void>((resolve) => setTimeout(resolve, ms).unref())]);
}

// pg_ctl runs PostgreSQL detached and the nodes would outlive this process. Whoever ends it (Ctrl-C here, or
// a caller's own handler calling process.exit), nothing is left running: an exit handler must be synchronous.
let watching = false;
function watchForInterrupts() {
  if (watching) return;
  watching = true;
  process.on("exit", () => {
    for (const parts of live) abandon(parts);
  });
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.once(signal, () => {
      console.error(`\n${signal}: stopping the cluster …`);
      process.exit(130);
    });
  }
}

function abandon(parts: ClusterParts) {
  parts.nginx?.child.kill("SIGTERM");
  for (const node of parts.nodes) node.child.kill("SIGKILL");
  parts.postgres?.remove();
  rmSync(parts.dir, { recursive: true, force: true });
}
