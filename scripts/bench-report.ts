// bench/results.json (everything) and bench/results.md (the tables docs/performance.md quotes).
import { mkdirSync, writeFileSync } from "node:fs";
import os from "node:os";
import { format, resolveConfig } from "prettier";
import type { TargetResult } from "./bench.ts";

interface RunInfo {
  seconds: number;
  minutes: number;
  postgres: boolean;
}

export async function writeReport(targets: TargetResult[], run: RunInfo) {
  const machine = {
    cores: os.availableParallelism(),
    cpu: os.cpus()[0]?.model ?? "unknown",
    memoryGiB: Math.round(os.totalmem() / 1024 ** 3),
    loadAverage: os.loadavg().map((l) => Math.round(l * 100) / 100),
    node: process.version,
  };
  const measuredAt = new Date().toISOString();
  mkdirSync("bench", { recursive: true });
  await writeFormatted("bench/results.json", JSON.stringify({ measuredAt, machine, ...run, targets }));

  const lines = [
    "# npm run bench — results",
    "",
    `Measured ${measuredAt} in ${run.minutes.toFixed(1)} min: ${machine.cores} cores (${machine.cpu}), ` +
      `${machine.memoryGiB} GiB, Node ${machine.node}, load average at the end ${machine.loadAverage.join(" / ")}.`,
    `Each figure: ${run.seconds} s of autocannon over loopback after a 1 s warm-up; latencies in ms; ` +
      '"static" is the same bytes served by @fastify/static from the same process, measured right after.',
    run.postgres ? "" : "PostgreSQL was not installed: embedded database only.",
  ];
  for (const t of targets) {
    lines.push(
      "",
      `## ${t.db === "embedded" ? "Embedded PGlite" : "PostgreSQL"}, ${t.colleges === "demo" ? "demo data" : "50,000 generated colleges"}`,
      "",
      "| case | conns | req/s | p50 | p95 | p99 | non-2xx | socket errors | peak RSS MB | static req/s | static p99 | ratio |",
      "| --- | --: | --: | --: | --: | --: | --: | --: | --: | --: | --: | --: |",
    );
    for (const c of t.cases) {
      const r = c.result;
      lines.push(
        `| ${c.name} | ${c.connections} | ${r.rps} | ${r.p50} | ${r.p95} | ${r.p99} | ${r.non2xx} | ${r.socketErrors} | ` +
          `${r.peakRssMb} | ${c.baseline.rps} | ${c.baseline.p99} | ${Math.round(c.rpsRatio * 100)}% |`,
      );
    }
    for (const n of t.notMeasured) lines.push("", `Not measured: ${n.name} (${n.reason}).`);
    if (t.overload) lines.push("", ...overloadLines(t.overload));
  }
  await writeFormatted("bench/results.md", lines.join("\n"));
  console.log("\nWrote bench/results.md and bench/results.json");
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
