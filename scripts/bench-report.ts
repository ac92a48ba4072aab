// bench/results.json (everything) and bench/results.md (the tables docs/performance.md quotes).
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import { format, resolveConfig } from "prettier";
import type { ClusterResult } from "./bench-cluster.ts";
import type { CaseResult } from "./bench-cases.ts";
import type { DataLoadResult } from "./bench-data-load.ts";
import type { FloodResult } from "./bench-flood.ts";
import type { OversizedResult, StalledResult } from "./bench-hostile.ts";
import type { OverloadResult } from "./bench-overload.ts";
import type { Target } from "./bench-server.ts";

/** What the bench measured against one server (embedded or PostgreSQL, demo or full catalogue). */
export interface TargetResult {
  db: Target["db"];
  colleges: Target["colleges"];
  cases: CaseResult[];
  /** Cases that could not run (e.g. the server refused every request), with the reason */
  notMeasured: { name: string; reason: string }[];
  overload?: OverloadResult;
  oversized?: OversizedResult;
  stalled?: StalledResult;
  flood?: FloodResult;
  dataLoad?: DataLoadResult;
}

interface RunInfo {
  seconds: number;
  minutes: number;
  postgres: boolean;
  /** The command line, as typed */
  command: string;
  /** Only some cases were measured (--only-case, --only cluster): they replace the same figures of the last results */
  partial: boolean;
  /** Three app nodes behind nginx against one */
  cluster?: ClusterResult;
}

interface PartialRun {
  measuredAt: string;
  command: string;
  machine: Machine;
  measured: string[];
}

type Machine = ReturnType<typeof describeMachine>;

function describeMachine() {
  return {
    cores: os.availableParallelism(),
    cpu: os.cpus()[0]?.model ?? "unknown",
    memoryGiB: Math.round(os.totalmem() / 1024 ** 3),
    loadAverage: os.loadavg().map((l) => Math.round(l * 100) / 100),
    node: process.version,
  };
}

/** The figures of this run in place of the same ones of the last results (bench/results.json). */
function mergeIntoLast(targets: TargetResult[], partialRun: PartialRun, cluster: ClusterResult | undefined) {
  const last = JSON.parse(readFileSync("bench/results.json", "utf8")) as {
    targets: TargetResult[];
    partialRuns?: PartialRun[];
    cluster?: ClusterResult;
  };
  if (cluster) last.cluster = cluster;
  for (const t of targets) {
    const kept = last.targets.find((k) => k.db === t.db && k.colleges === t.colleges);
    if (!kept) {
      last.targets.push(t);
      continue;
    }
    for (const c of t.cases) {
      const i = kept.cases.findIndex((k) => k.name === c.name);
      if (i < 0) kept.cases.push(c);
      else kept.cases[i] = c;
    }
    kept.notMeasured = [
      ...kept.notMeasured.filter((n) => !t.cases.some((c) => c.name === n.name)),
      ...t.notMeasured.filter((n) => !kept.notMeasured.some((k) => k.name === n.name)),
    ];
    if (t.overload) kept.overload = t.overload;
    if (t.oversized) kept.oversized = t.oversized;
    if (t.stalled) kept.stalled = t.stalled;
    if (t.flood) kept.flood = t.flood;
    if (t.dataLoad) kept.dataLoad = t.dataLoad;
  }
  last.partialRuns = [...(last.partialRuns ?? []), partialRun];
  return last;
}

export async function writeReport(targets: TargetResult[], run: RunInfo) {
  const machine = describeMachine();
  const measuredAt = new Date().toISOString();
  mkdirSync("bench", { recursive: true });
  const measured = targets.flatMap((t) => [
    ...t.cases.map((c) => c.name),
    ...(t.overload ? ["overload"] : []),
    ...(t.oversized ? ["oversized posts"] : []),
    ...(t.stalled ? ["stalled sockets"] : []),
    ...(t.flood ? ["random-parameter flood"] : []),
  ]);
  if (run.cluster) measured.push("three nodes against one");
  const data =
    run.partial && existsSync("bench/results.json")
      ? mergeIntoLast(
          targets,
          { measuredAt, command: run.command, machine, measured: [...new Set(measured)] },
          run.cluster,
        )
      : { measuredAt, machine, ...run, targets };
  await writeFormatted("bench/results.json", JSON.stringify(data));
  await writeMarkdown(data as Parameters<typeof writeMarkdown>[0]);
  console.log("\nWrote bench/results.md and bench/results.json");
}

async function writeMarkdown(data: {
  measuredAt: string;
  machine: Machine;
  minutes: number;
  seconds: number;
  postgres: boolean;
  targets: TargetResult[];
  partialRuns?: PartialRun[];
  cluster?: ClusterResult;
}) {
  const { measuredAt, machine, targets, ...run } = data;
  const lines = [
    "# npm run bench — results",
    "",
    `Measured ${measuredAt} in ${run.minutes.toFixed(1)} min: ${machine.cores} cores (${machine.cpu}), ` +
      `${machine.memoryGiB} GiB, Node ${machine.node}, load average at the end ${machine.loadAverage.join(" / ")}.`,
    `Each figure: ${run.seconds} s of autocannon over loopback after a 1 s warm-up; latencies in ms; ` +
      '"raw" is the same answer (status, headers and body) sent from memory by a bare node:http server in a ' +
      "process of its own (scripts/bench-raw-server.ts), with the same requests and connections, measured right after.",
    run.postgres ? "" : "PostgreSQL was not installed: embedded database only.",
  ];
  for (const p of data.partialRuns ?? []) {
    lines.push(
      "",
      `Measured again ${p.measuredAt} with \`${p.command}\` (load average at the end ` +
        `${p.machine.loadAverage.join(" / ")}): ${p.measured.join(", ")}; these figures are from that run.`,
    );
  }
  for (const t of targets) {
    lines.push(
      "",
      `## ${t.db === "embedded" ? "Embedded PGlite" : "PostgreSQL"}, ${t.colleges === "demo" ? "demo data" : "50,000 generated colleges"}`,
      "",
      "| case | conns | req/s | p50 | p95 | p99 | non-2xx | socket errors | peak RSS MB | raw req/s | raw p99 | ratio |",
      "| --- | --: | --: | --: | --: | --: | --: | --: | --: | --: | --: | --: |",
    );
    for (const c of t.cases) {
      const r = c.result;
      lines.push(
        `| ${c.name} | ${c.connections} | ${r.rps} | ${r.p50} | ${r.p95} | ${r.p99} | ${r.non2xx} | ${r.socketErrors} | ` +
          `${r.peakRssMb} | ${c.baseline.rps} | ${c.baseline.p99} | ${Math.round(c.rpsRatio * 100)}%${c.baselineServer ? "" : "¹"} |`,
      );
    }
    if (t.cases.some((c) => !c.baselineServer)) {
      lines.push(
        "",
        "¹ Measured before the baseline was a server of its own: against the same bytes served by @fastify/static " +
          "inside the portal's own process.",
      );
    }
    for (const c of t.cases.filter((c) => c.pairs)) {
      lines.push(
        "",
        `${c.name}: ${c.pairs!.length} pairs, the portal then the raw server, each ${run.seconds} s; the row above ` +
          "is the pair with the median ratio.",
        "",
        "| pair | portal req/s | raw req/s | ratio |",
        "| --: | --: | --: | --: |",
        ...c.pairs!.map((p, i) => `| ${i + 1} | ${p.rps} | ${p.baselineRps} | ${Math.round(p.ratio * 100)}% |`),
      );
    }
    for (const n of t.notMeasured) lines.push("", `Not measured: ${n.name} (${n.reason}).`);
    if (t.overload) lines.push("", ...overloadLines(t.overload));
    if (t.oversized) lines.push("", ...oversizedLines(t.oversized));
    if (t.stalled) lines.push("", ...stalledLines(t.stalled));
    if (t.flood) lines.push("", ...floodLines(t.flood));
  }
  if (data.cluster) lines.push("", ...clusterLines(data.cluster));
  await writeFormatted("bench/results.md", lines.join("\n"));
}

function clusterLines(c: ClusterResult): string[] {
  return [
    `## ${c.nodes} app nodes behind nginx against one`,
    "",
    `Both through nginx (deploy/nginx-portal.conf.template) on the same PostgreSQL primary and streaming replica ` +
      `(scripts/cluster.ts); the one-node figures through a second nginx whose only upstream is the first node. ` +
      `The nodes, nginx, both PostgreSQL servers and the load generator share this machine's ${os.availableParallelism()} cores. ` +
      `The ${c.nodes} nodes started together were ready after ${c.startSeconds.toFixed(1)} s (migrations and the first load included).`,
    "",
    "| case | conns | one node req/s | p50 | p95 | non-2xx | three nodes req/s | p50 | p95 | non-2xx | ratio |",
    "| --- | --: | --: | --: | --: | --: | --: | --: | --: | --: | --: |",
    ...c.cases.map(
      (k) =>
        `| ${k.name} | ${k.connections} | ${k.oneNode.rps} | ${k.oneNode.p50} | ${k.oneNode.p95} | ${k.oneNode.non2xx} | ` +
        `${k.threeNodes.rps} | ${k.threeNodes.p50} | ${k.threeNodes.p95} | ${k.threeNodes.non2xx} | × ${k.ratio} |`,
    ),
  ];
}

function oversizedLines(o: NonNullable<TargetResult["oversized"]>): string[] {
  const answers = (statuses: Record<string, number>) =>
    Object.entries(statuses)
      .map(([status, n]) => `${n} × ${status}`)
      .join(", ");
  return [
    `### Oversized posts: ${o.posts} × ${o.bodyMb} MB at once`,
    "",
    `To \`/admin\` (a form) and \`/resources/enquiry\` (multipart), half with a Content-Length and half chunked, ` +
      "each written as fast as its connection takes it, to the end whatever the answer. Goal: every one 413, memory within 100 MB of idle.",
    `RSS idle ${o.idleRssMb} MB, peak ${o.peakRssMb} MB, 1 s after ${o.afterRssMb} MB; ${o.sentBeforeAnswerMb} MB of ` +
      `bodies written by the clients before their answers and ${o.sentMb} MB before the server closed their ` +
      `connections, in all (of ${o.posts * o.bodyMb} MB); ${o.seconds} s from the first post to the last connection closed.`,
    "",
    "| post | answers |",
    "| --- | --- |",
    ...Object.entries(o.statuses).map(([kind, statuses]) => `| ${kind} | ${answers(statuses)} |`),
    ...(Object.values(o.statuses).every((statuses) => Object.keys(statuses).every((s) => s === "413"))
      ? []
      : [
          "",
          '"reset": the connection was reset before an answer could be read (the server closes a connection it has ' +
            "refused while the client is still writing, and the reset can overtake the 413 already sent).",
        ]),
  ];
}

function stalledLines(s: NonNullable<TargetResult["stalled"]>): string[] {
  const row = (name: string, l: NonNullable<TargetResult["stalled"]>["page"]) => {
    const others = Object.entries(l.statuses)
      .map(([status, n]) => `${n} × ${status === "0" ? "no answer" : status}`)
      .join(", ");
    return `| ${name} | ${l.requests} | ${others} | ${l.p50} | ${l.p99} | ${l.max} |`;
  };
  return [
    `### Stalled sockets: ${s.stalledSockets} posts that announce 100,000 bytes and send none`,
    "",
    `For ${s.seconds} s, one after another on new connections, while the stalled posts were held open ` +
      `(${s.stillStalledAtEnd} of ${s.stalledSockets} still open and unanswered at the end). Goal: p99 under 1 s.`,
    "",
    "| request | sent | answers | p50 | p99 | max |",
    "| --- | --: | --- | --: | --: | --: |",
    row("uncached `/`", s.page),
    row("POST lead_data", s.lead),
    row("getSingle_collegespage/{id} (uncached)", s.read),
  ];
}

function floodLines(f: NonNullable<TargetResult["flood"]>): string[] {
  const statuses = (s: Record<string, number>) =>
    Object.entries(s)
      .map(([status, n]) => `${n} × ${status}`)
      .join(", ");
  const row = (name: string, v: NonNullable<TargetResult["flood"]>["quiet"]) =>
    `| ${name} | ${v.pages} | ${statuses(v.statuses)} | ${v.p50} | ${v.p95} | ${v.max} |`;
  const ratio = f.quiet.p95 ? Math.round((f.flooded.p95 / f.quiet.p95) * 100) / 100 : 0;
  return [
    `### Random-parameter flood: ${f.connections} connections from one address, ${f.offeredRps} req/s offered, ${f.seconds} s`,
    "",
    "Visitors, each at an address of their own, read 50 institution pages nobody asked for before, one after " +
      "another, once on a quiet server and " +
      "once while the flood asks for `/?z=<random>`, `/search?q=a&z=…`, `/compare?…&z=…`, " +
      "`/api/predictor?…&limit=200&z=…`, new searches and institution pages with `?z=…`, on the production default " +
      `read budget (\`READ_BUDGET_MS_PER_MINUTE\`). Goal: the visitors' p95 at most 2 × quiet, and no 503. Measured: × ${ratio}.`,
    "",
    "| visitor | pages | answers | p50 ms | p95 ms | max ms |",
    "| --- | --: | --- | --: | --: | --: |",
    row("quiet", f.quiet),
    row("under the flood", f.flooded),
    "",
    `The flood's ${f.floodRequests} requests got: ${statuses(f.floodStatuses)}. Server RSS: ${f.rssMb.before} MB ` +
      `before, ${f.rssMb.end} MB at the end, ${f.rssMb.after30s} MB 30 s later.`,
  ];
}

function overloadLines(o: NonNullable<TargetResult["overload"]>): string[] {
  const l = o.load;
  return [
    `### Overload: 4 × capacity on uncached \`/\``,
    "",
    `Capacity (uncached \`/\`, 50 connections): ${o.capacityRps} req/s. Offered ${o.offeredRps} req/s over 200 connections.`,
    "",
    "| answered | 2xx | 503 (shed) | other non-2xx | socket errors | p50 | p99 | peak RSS MB | /healthz p50 / p99 / max (failed of probes) | back to normal |",
    "| --: | --: | --: | --: | --: | --: | --: | --: | --: | --: |",
    `| ${l.requests} | ${l.ok2xx} | ${l.status503} | ${l.non2xx - l.status503} | ${l.socketErrors} | ${l.p50} | ${l.p99} | ` +
      `${l.peakRssMb} | ${o.healthz.p50} / ${o.healthz.p99} / ${o.healthz.max} ms (${o.healthz.failed} of ${o.healthz.probes}) | ${o.recoverySeconds === null ? "not within 30 s" : `${o.recoverySeconds} s`} |`,
    "",
    "Latencies of the load are of its 2xx answers; /healthz is probed from a separate process, one request at a time, every 50 ms, during the load.",
    `"Back to normal": three probes of an uncached \`/\` in a row answer 200 within ${o.normalMs} ms, counted from the end of the load.`,
  ];
}

// Formatted as the rest of the repository, so `npm run lint` passes with the results committed.
async function writeFormatted(file: string, text: string) {
  const options = (await resolveConfig(file)) ?? {};
  writeFileSync(file, await format(text, { ...options, filepath: file }));
}
