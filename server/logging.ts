// What the portal writes to its logs, and what it keeps out of them. Applicants' names, emails and phone
// numbers belong in the database only: logs are kept longer, copied to more places and read by more people.
// - Errors are written by one serializer (the Fastify logger's `err`, the site's handleError) that names the
//   error, its code and where it happened, but never a query's parameters: Drizzle's "Failed query" error
//   quotes them (a failed lead insert would log the applicant's name, email and phone).
// - Fields called email, phone, password, name or username are blanked wherever they appear, and so are
//   cookies and Authorization headers.
// - Staff addresses lose their query string: /admin/leads?q=<email> searches for an applicant.
// - No address keeps a `t` or `token` parameter, however its name is spelt: a student's link (/my-data?t=…)
//   opens their lead. Error messages that quote an address lose them too.
// Each request is one line, written when its answer has gone (or its client gave up): Fastify's default is a
// second line as it arrives, and the two were 11–15 % of the server's time on a kept page (docs/performance.md).
import type { Writable } from "node:stream";
import {
  fastify,
  type FastifyBaseLogger,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
  LogController,
} from "fastify";

const PERSONAL_FIELDS = ["email", "phone", "password", "name", "username"];

const REDACTED_PATHS = [
  "req.headers.cookie",
  "req.headers.authorization",
  "headers.cookie",
  "headers.authorization",
  ...PERSONAL_FIELDS,
  ...PERSONAL_FIELDS.map((field) => `*.${field}`),
];

/** Properties of an error (and of a database driver's error) that say what went wrong without quoting the
 * data involved. A driver's `detail` is left out: "Key (email)=(asha@example.in) already exists." */
const SAFE_PROPERTIES = [
  "code",
  "statusCode",
  "status",
  "severity",
  "constraint",
  "table",
  "column",
  "schema",
  "routine",
  "errno",
  "syscall",
];
const MAX_CAUSES = 5;

export interface SerializedError {
  type: string;
  message: string;
  stack: string;
  cause?: SerializedError;
  errors?: SerializedError[];
  [property: string]: unknown;
}

/** An error as the logs show it: never a query's parameters, however deep in the chain of causes. */
export function serializeError(err: unknown): SerializedError {
  if (isErrorLike(err)) return serialize(err, new Set(), 0);
  // Something thrown that is not an error (a string, a number): its text, cut short.
  return { type: typeof err, message: textWithoutTokens(String(err).slice(0, 200)), stack: "" };
}

interface ErrorLike {
  message: string;
  stack?: unknown;
  cause?: unknown;
  errors?: unknown;
  query?: unknown;
  constructor?: unknown;
  name?: unknown;
}

function isErrorLike(value: unknown): value is ErrorLike {
  return typeof value === "object" && value !== null && typeof (value as ErrorLike).message === "string";
}

function serialize(err: ErrorLike, seen: Set<unknown>, depth: number): SerializedError {
  seen.add(err);
  const type =
    typeof err.constructor === "function" && err.constructor.name ? err.constructor.name : String(err.name ?? "Error");
  const message = isFailedQuery(err) ? `Failed query: ${err.query}` : err.message;
  // React Router's errors quote the address asked for ('You made a POST request to "/x?t=…"').
  const out: SerializedError = {
    type,
    message: textWithoutTokens(message),
    stack: textWithoutTokens(stackWithout(err, type, message)),
  };
  for (const key of SAFE_PROPERTIES) {
    const value = (err as unknown as Record<string, unknown>)[key];
    if (typeof value === "string" || typeof value === "number") out[key] = value;
  }
  if (isErrorLike(err.cause) && !seen.has(err.cause) && depth < MAX_CAUSES) {
    out.cause = serialize(err.cause, seen, depth + 1);
  }
  if (Array.isArray(err.errors) && depth < MAX_CAUSES) {
    out.errors = err.errors.filter((e) => isErrorLike(e) && !seen.has(e)).map((e) => serialize(e, seen, depth + 1));
  }
  return out;
}

/** Drizzle's DrizzleQueryError: "Failed query: <sql>\nparams: <values>", with .query, .params and .cause. */
function isFailedQuery(err: ErrorLike): err is ErrorLike & { query: string } {
  return err.message.startsWith("Failed query:") && typeof err.query === "string";
}

/** The stack's frames under a header naming the error; for a failed query, the header V8 wrote (which holds
 * the whole message, parameters and all) is replaced by the safe message. */
function stackWithout(err: ErrorLike, type: string, message: string): string {
  if (typeof err.stack !== "string") return "";
  if (message === err.message) return err.stack;
  const at = err.stack.indexOf(err.message);
  const frames =
    at === -1
      ? err.stack
          .split("\n")
          .filter((line) => /^\s+at\s/.test(line))
          .map((line) => `\n${line}`)
          .join("")
      : err.stack.slice(at + err.message.length);
  return `${type}: ${message}${frames}`;
}

// The staff area, whose query strings name applicants (searches by email or phone, a sign-in's `next`).
const STAFF_ADDRESS = /^\/(?:admin|api\/admin|api\/user\/getall_leads)(?=[/?.#]|$)/i;

/** The parameters that carry a link's token: the student's and guardian's pages read `t`. */
const TOKEN_PARAMETERS = new Set(["t", "token"]);

/** A parameter's name as a server would read it: escapes decoded (twice-escaped too), any case. */
function parameterName(raw: string): string {
  let name = raw.replaceAll("+", " ");
  for (let round = 0; round < 3 && name.includes("%"); round++) {
    try {
      name = decodeURIComponent(name);
    } catch {
      break;
    }
  }
  return name.trim().toLowerCase();
}

/** A query string ("?a=1&t=…") without its token parameters; "" when nothing else is left. */
function queryWithoutTokens(query: string): string {
  const kept = query
    .slice(1)
    .split("&")
    .filter((pair) => !TOKEN_PARAMETERS.has(parameterName(pair.split("=")[0])));
  return kept.length > 0 ? `?${kept.join("&")}` : "";
}

/** Every query string quoted in a text (an error's message or stack) without its token parameters. */
function textWithoutTokens(text: string): string {
  return text.includes("?") ? text.replace(/\?[^\s"'`<>]*/g, queryWithoutTokens) : text;
}

/** The address as the access log shows it: a staff address without its query string, any other without tokens. */
export function loggedUrl(url: string): string {
  const query = url.indexOf("?");
  if (query === -1) return url;
  return url.slice(0, query) + (STAFF_ADDRESS.test(url) ? "" : queryWithoutTokens(url.slice(query)));
}

/**
 * Standard output for the log, written a batch of lines at a time: one write a line was a quarter of the
 * server's time on a kept page (docs/performance.md). Routine lines (info and below) wait until 16 KB have
 * gathered or for at most 200 ms; a warning or worse goes out at once with everything before it, in order;
 * what is left when the process exits is written then (process.stdout writes files and pipes synchronously
 * on Linux). A process killed outright loses at most those 200 ms of routine lines.
 */
export class BatchedStdout {
  static readonly BATCH_CHARACTERS = 16 * 1024;
  static readonly WAIT_MS = 200;
  #lines: string[] = [];
  #characters = 0;
  #timer: NodeJS.Timeout | undefined;

  constructor() {
    process.once("exit", () => this.flush());
  }

  write(line: string) {
    this.#lines.push(line);
    this.#characters += line.length;
    if (this.#characters >= BatchedStdout.BATCH_CHARACTERS || !isRoutine(line)) return this.flush();
    this.#timer ??= setTimeout(() => this.flush(), BatchedStdout.WAIT_MS).unref();
  }

  flush() {
    clearTimeout(this.#timer);
    this.#timer = undefined;
    if (!this.#lines.length) return;
    const batch = this.#lines.join("");
    this.#lines = [];
    this.#characters = 0;
    process.stdout.write(batch);
  }
}

/** pino's lines begin with their level: 10 trace, 20 debug, 30 info (40 warn and above are not routine). */
function isRoutine(line: string): boolean {
  return line.startsWith('{"level":30') || line.startsWith('{"level":20') || line.startsWith('{"level":10');
}

let stdout: BatchedStdout | undefined;

/** The Fastify logger's options: level, redaction and the serializers above. `stream` is for tests; without
 * it, lines go to standard output in batches. */
export function loggerOptions(level: string, stream?: Writable): FastifyServerOptions["logger"] {
  if (level === "silent") return false;
  return {
    level,
    stream: stream ?? (stdout ??= new BatchedStdout()),
    redact: { paths: REDACTED_PATHS },
    serializers: {
      err: serializeError,
      req: (req: FastifyRequest) => ({
        method: req.method,
        url: loggedUrl(req.url),
        host: req.host,
        remoteAddress: req.ip,
        remotePort: req.socket?.remotePort,
      }),
    },
  };
}

/**
 * The access log: one line a request, "request completed" (or "request errored") with the request (method,
 * address as loggedUrl gives it, host, client), its status and the milliseconds it took, under its requestId.
 * No "incoming request" line: what it told (a request that never finished) is the "request aborted" line
 * server/app.ts writes when a client goes before its answer.
 */
export class AccessLog extends LogController {
  constructor() {
    super({ requestIdLogLabel: "requestId" });
  }

  override incomingRequest() {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    const line = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...line, err: error }, "request errored");
    else reply.log.info(line, "request completed");
  }
}

/** The log before the app exists (preparing the database at start-up): the same lines, redaction and level. */
export function startupLogger(level: string): FastifyBaseLogger {
  return fastify({ logger: loggerOptions(level) }).log;
}
