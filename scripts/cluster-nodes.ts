// Portal app nodes started the way deploy/portal@.service starts them: its WorkingDirectory, Environment,
// EnvironmentFile and ExecStart lines, with %i (the port) and the unit's paths replaced by this machine's.
// systemd cannot run here, so this reads the unit instead of a copy of it: a change to the unit is tested.
import { type ChildProcess, spawn } from "node:child_process";
import { createWriteStream, mkdirSync, readFileSync, writeFileSync } from "node:fs";

const UNIT_FILE = "deploy/portal@.service";

export interface UnitPaths {
  /** The portal's directory, in place of the unit's WorkingDirectory */
  portalDir: string;
  /** In place of /var/lib/portal (the nodes' DATA_DIR parent) */
  stateDir: string;
  /** The environment file the nodes read, in place of the unit's EnvironmentFile */
  environmentFile: string;
}

export interface NodeCommand {
  command: string;
  args: string[];
  cwd: string;
  env: Record<string, string>;
}

export interface RunningNode {
  port: number;
  url: string;
  child: ChildProcess;
  exited: Promise<void>;
  log: string;
}

/** The unit's [Service] settings, each name with its values in order (Environment= appears many times). */
export function readUnit(file = UNIT_FILE): Map<string, string[]> {
  const settings = new Map<string, string[]>();
  for (const raw of readFileSync(file, "utf8").split("\n")) {
    const line = raw.trim();
    if (!line || line.startsWith("#") || line.startsWith("[")) continue;
    const at = line.indexOf("=");
    const name = line.slice(0, at);
    settings.set(name, [...(settings.get(name) ?? []), line.slice(at + 1)]);
  }
  return settings;
}

/** systemd's reading of `KEY=VALUE "KEY2=VALUE 2"`: words split on spaces, double quotes keep a word whole. */
function assignments(text: string): [string, string][] {
  const words = text.match(/"[^"]*"|\S+/g) ?? [];
  return words
    .map((w) => w.replace(/^"|"$/g, ""))
    .map((w) => [w.slice(0, w.indexOf("=")), w.slice(w.indexOf("=") + 1)]);
}

/** An EnvironmentFile: KEY=VALUE lines; # starts a comment. */
function readEnvironmentFile(file: string): [string, string][] {
  return readFileSync(file, "utf8")
    .split("\n")
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith("#"))
    .map((l) => [l.slice(0, l.indexOf("=")), l.slice(l.indexOf("=") + 1).replace(/^"(.*)"$/, "$1")]);
}

export function writeEnvironmentFile(file: string, env: Record<string, string>) {
  writeFileSync(
    file,
    Object.entries(env)
      .map(([k, v]) => `${k}=${v}\n`)
      .join(""),
    { mode: 0o600 },
  );
}

/** What systemd would run for instance `port` of the unit. */
export function nodeCommand(unit: Map<string, string[]>, port: number, paths: UnitPaths): NodeCommand {
  const workingDirectory = only(unit, "WorkingDirectory");
  const localise = (text: string) =>
    text
      .replaceAll("%i", String(port))
      .replaceAll(workingDirectory, paths.portalDir)
      .replaceAll("/var/lib/portal", paths.stateDir)
      .replaceAll(only(unit, "EnvironmentFile"), paths.environmentFile);
  // systemd starts from a clean environment; PATH and HOME stand in for what it sets itself.
  const env: Record<string, string> = { PATH: process.env.PATH ?? "/usr/bin:/bin", HOME: process.env.HOME ?? "/" };
  for (const line of unit.get("Environment") ?? []) {
    for (const [k, v] of assignments(localise(line))) env[k] = v;
  }
  // The file's values win over Environment= lines, as in systemd.
  for (const [k, v] of readEnvironmentFile(localise(only(unit, "EnvironmentFile")))) env[k] = v;
  const [command, ...args] = localise(only(unit, "ExecStart")).split(/\s+/);
  return { command, args, cwd: localise(workingDirectory), env };
}

function only(unit: Map<string, string[]>, name: string): string {
  const values = unit.get(name) ?? [];
  if (values.length !== 1) throw new Error(`${UNIT_FILE} must have exactly one ${name}= line`);
  return values[0];
}

/** Starts one node, its output appended to `log`; its DATA_DIR is made as StateDirectory= would. */
export function startNode(command: NodeCommand, port: number, log: string): RunningNode {
  if (command.env.DATA_DIR) mkdirSync(command.env.DATA_DIR, { recursive: true });
  const output = createWriteStream(log, { flags: "a" });
  const child = spawn(command.command, command.args, {
    cwd: command.cwd,
    env: command.env,
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout!.pipe(output, { end: false });
  child.stderr!.pipe(output, { end: false });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  return { port, url: `http://127.0.0.1:${port}`, child, exited, log };
}

/** Waits until /readyz answers 200, or fails with the end of the node's log. */
export async function waitUntilReady(node: RunningNode, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const ready = await fetch(`${node.url}/readyz`).then(
      (r) => r.status === 200,
      () => false,
    );
    if (ready) return;
    if (node.child.exitCode !== null || node.child.signalCode !== null || Date.now() > deadline) {
      const ended = node.child.exitCode ?? node.child.signalCode;
      const why = ended === null ? "was not ready in time" : `exited (${ended})`;
      throw new Error(`The node on port ${node.port} ${why}. Its log ends:\n${tail(node.log)}`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
}

export function tail(file: string, lines = 15): string {
  try {
    return readFileSync(file, "utf8").trimEnd().split("\n").slice(-lines).join("\n");
  } catch {
    return "(no log)";
  }
}
