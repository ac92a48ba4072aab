// nginx in front of the app nodes, run from deploy/nginx-portal.conf.template with its placeholders filled
// (docs/deploy.md), inside a small nginx.conf of its own: a private folder for its pid, logs and temporary
// files, so it never touches the machine's /etc/nginx set-up or another nginx.
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

const TEMPLATE = "deploy/nginx-portal.conf.template";

export interface RunningNginx {
  url: string;
  child: ChildProcess;
  exited: Promise<void>;
  /** The template's own access log (log_format portal), read with accessLine */
  accessLog: string;
  errorLog: string;
  /** Writes the site again with these upstream lines (a node followed by "down" gets no new requests) and
   * reloads nginx, as `nginx -s reload` does: new workers take new requests, the old ones finish theirs. */
  reload(nodes: string[]): Promise<void>;
}

/** The template with its placeholders filled in: the {{NODE}} line once per node. */
export function fillTemplate(
  template: string,
  values: { listen: string; nodes: string[]; assetRoot: string; accessLog: string },
) {
  const filled = template
    .split("\n")
    .flatMap((line) => (line.includes("{{NODE}}") ? values.nodes.map((n) => line.replace("{{NODE}}", n)) : [line]))
    .join("\n")
    .replaceAll("{{LISTEN}}", values.listen)
    .replaceAll("{{ASSET_ROOT}}", values.assetRoot)
    .replaceAll("{{ACCESS_LOG}}", values.accessLog);
  const left = filled.match(/\{\{\w+\}\}/);
  if (left) throw new Error(`${TEMPLATE}: no value for ${left[0]}`);
  return filled;
}

export interface AccessLine {
  client: string;
  method: string;
  /** The address as logged (a student's link without its token) */
  uri: string;
  status: number;
  /** The nodes tried, as nginx lists them ("a, b") */
  upstreams: string;
}

/** One line of the template's access log (log_format portal: combined, then the upstreams tried). */
export function accessLine(line: string): AccessLine | undefined {
  const m = /^(\S+) .*?"(\S+) (\S+) [^"]*" (\d{3}) .*"([^"]*)"$/.exec(line);
  return m ? { client: m[1], method: m[2], uri: m[3], status: Number(m[4]), upstreams: m[5] } : undefined;
}

export function nginxInstalled(): boolean {
  try {
    execFileSync("nginx", ["-v"], { stdio: "ignore" });
    return true;
  } catch {
    return false;
  }
}

export async function startNginx(dir: string, port: number, nodes: string[], portalDir: string): Promise<RunningNginx> {
  const site = path.join(dir, "portal.conf");
  const accessLog = path.join(dir, "access.log");
  const errorLog = path.join(dir, "error.log");
  const writeSite = (upstreams: string[]) =>
    writeFileSync(
      site,
      fillTemplate(readFileSync(path.join(portalDir, TEMPLATE), "utf8"), {
        listen: `127.0.0.1:${port}`,
        nodes: upstreams,
        assetRoot: path.join(portalDir, "build", "client"),
        accessLog,
      }),
    );
  writeSite(nodes);
  const main = path.join(dir, "nginx.conf");
  writeFileSync(
    main,
    [
      // In the foreground, so its process is this one's child and stops with it.
      "daemon off;",
      // As Debian's nginx.conf: the modules installed as packages (brotli_static).
      "include /etc/nginx/modules-enabled/*.conf;",
      process.getuid?.() === 0 ? "user www-data;" : "",
      "worker_processes 2;",
      `pid ${path.join(dir, "nginx.pid")};`,
      `error_log ${errorLog} warn;`,
      "events { worker_connections 1024; }",
      "http {",
      "  include /etc/nginx/mime.types;",
      "  default_type application/octet-stream;",
      ...["client_body", "proxy", "fastcgi", "uwsgi", "scgi"].map((t) => `  ${t}_temp_path ${path.join(dir, t)};`),
      `  include ${site};`,
      "}",
      "",
    ].join("\n"),
  );
  // -e: nginx opens its default error log before reading the configuration; keep even that one here.
  const args = ["-c", main, "-e", errorLog];
  execFileSync("nginx", [...args, "-t", "-q"], { stdio: ["ignore", "ignore", "pipe"] });
  const child = spawn("nginx", args, { stdio: ["ignore", "ignore", "pipe"] });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 10_000;
  while (
    !(await fetch(`${url}/healthz`).then(
      () => true,
      () => false,
    ))
  ) {
    if (child.exitCode !== null || Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`nginx did not start: ${readFileSync(errorLog, "utf8").slice(-2000)}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  const reload = async (upstreams: string[]) => {
    writeSite(upstreams);
    execFileSync("nginx", [...args, "-t", "-q"], { stdio: ["ignore", "ignore", "pipe"] });
    child.kill("SIGHUP");
    // The new workers start within a moment; the old ones then take no new requests.
    await new Promise((r) => setTimeout(r, 500));
  };
  return { url, child, exited, accessLog, errorLog, reload };
}
