// Anonymous visitors all get the same public pages and API reads, so an answer is kept for a short while and
// sent again without touching the database or the renderer. A successful change made by signed-in staff
// empties the cache, so they see their change at the next request; with several server processes the others
// are told through the database and empty theirs within a second (content-changes.ts). Visitors cannot
// empty it: their posts, failed sign-ins and signing out change nothing anyone else sees.
//
// The memory budget is shared least-recently-used: when it is full, the answers nobody asked for lately go
// first, so the home page and popular colleges stay while a crawler walks the long tail.
//
// When many visitors ask for the same page at once and it is not kept (a campaign link, just after staff
// saved a change), the first request renders it and the others wait a moment for that answer rather than
// each rendering the same page again. If the answer was not kept (an error, a cookie, no-store), or takes
// longer than the wait, they render it themselves.
//
// A kept answer is fixed bytes, so it is compressed once (brotli at its best quality, and gzip) the first
// time it is asked for again, off the main thread; until then, and for answers asked for only once, the
// compression plugin compresses per request as usual.
import { createHash } from "node:crypto";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import { Negotiator } from "@fastify/accept-negotiator";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { LRUCache } from "lru-cache";
import { readCookie } from "../../web/admin-cookies.server.ts";

export interface ResponseCacheLimits {
  /** How long an answer is served from memory; 0 keeps nothing */
  ttlMs: number;
  maxEntries: number;
  /** Memory the kept answers may use in all (uncompressed and compressed); the least recently used go first */
  maxBytes: number;
  /** How long a request waits for the same answer another request is already rendering (default 3 s) */
  waitMs?: number;
}

interface KeptResponse {
  body: Buffer;
  etag: string;
  /** Sent with the answer, and with a 304 for it */
  headers: Record<string, string>;
  compressed: { br?: Buffer; gzip?: Buffer };
  compressing?: boolean;
}

/** An answer being rendered for the first request that missed; others asking meanwhile wait for it. */
interface Rendering {
  done: Promise<void>;
  finish: () => void;
  /** After this time the rendering is taken to be lost (a client gone, a hung render) and not waited for */
  until: number;
}

type Encoding = "br" | "gzip";

export const CACHE_HIT = "HIT";
export const CACHE_MISS = "MISS";

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);
const encodings = new Negotiator<Encoding>({ supportedValues: ["br", "gzip"] });
// Below this, compressing saves less than the headers it adds (as @fastify/compress's default threshold).
const COMPRESS_FROM_BYTES = 1024;
// Campaign and ad-click parameters: analytics read them in the browser, the page is the same without them.
export const TRACKING_PARAMETER = /^(utm_[a-z0-9_]*|fbclid|gclid)$/i;
const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * The address an answer is kept under: the path, and the query less the tracking parameters (and, for an API
 * read, less any parameter its route does not take), spelled and ordered one way (`q=%61&page=2` and
 * `page=2&q=a` are one answer: pages and reads look a parameter up by name).
 */
export function cacheKey(url: string, known?: ReadonlySet<string>): string {
  const query = url.indexOf("?");
  if (query === -1) return url;
  const kept = [...new URLSearchParams(url.slice(query + 1))].filter(
    ([name]) => !TRACKING_PARAMETER.test(name) && (!known || known.has(name)),
  );
  const params = new URLSearchParams(kept);
  params.sort(); // stable: a repeated name keeps its values' order
  const search = params.toString();
  return search ? `${url.slice(0, query)}?${search}` : url.slice(0, query);
}

export class ResponseCache {
  readonly #entries: LRUCache<string, KeptResponse> | undefined;
  readonly #rendering = new Map<string, Rendering>();
  readonly #renderers = new WeakMap<FastifyRequest, { key: string; rendering: Rendering }>();
  readonly #waitMs: number;
  readonly #maxBytes: number;
  readonly #clearListeners: (() => void)[] = [];
  readonly #changeListeners: (() => void)[] = [];

  constructor(limits: ResponseCacheLimits) {
    this.#waitMs = limits.waitMs ?? 3_000;
    this.#maxBytes = limits.maxBytes;
    this.#entries =
      limits.ttlMs > 0
        ? new LRUCache<string, KeptResponse>({
            max: limits.maxEntries,
            maxSize: limits.maxBytes,
            ttl: limits.ttlMs,
            // Expired answers are dropped on time, not when something pushes them out: after a burst of
            // addresses nobody asks for again they held up to the whole budget for as long as the site was quiet.
            ttlAutopurge: true,
            // The size must be a positive whole number, even for an empty body.
            sizeCalculation: (entry) => Math.max(1, entrySize(entry)),
          })
        : undefined;
  }

  /** Sends the kept answer for this address, if there is one: 304 when the client's copy is current,
   * otherwise the body in the best encoding. When another request is rendering the same address, waits
   * (a few seconds at most) for its answer first. Without a kept answer, the caller renders it. */
  async serve(
    req: FastifyRequest,
    reply: FastifyReply,
    known?: ReadonlySet<string>,
  ): Promise<FastifyReply | undefined> {
    if (!this.#entries) return undefined;
    const key = cacheKey(req.url, known);
    let entry = this.#entries.get(key);
    if (!entry) {
      const rendering = this.#rendering.get(key);
      if (!rendering || rendering.until <= Date.now()) {
        this.#startRendering(req, key);
        return undefined;
      }
      await waitFor(rendering.done, rendering.until - Date.now());
      entry = this.#entries.get(key);
      if (!entry) return undefined;
    }
    reply.header("etag", entry.etag).header("x-cache", CACHE_HIT);
    for (const [name, value] of Object.entries(entry.headers)) reply.header(name, value);
    varyOnEncoding(reply, entry.body);
    if (req.headers["if-none-match"] === entry.etag) return reply.code(304).send();
    const encoding = encodings.negotiate(String(req.headers["accept-encoding"] ?? ""));
    const compressed = encoding ? entry.compressed[encoding] : undefined;
    if (encoding && !compressed && entry.body.length >= COMPRESS_FROM_BYTES) void this.#compress(key, entry);
    if (encoding && compressed) return reply.code(200).header("content-encoding", encoding).send(compressed);
    return reply.code(200).send(entry.body);
  }

  /** Keeps the answer being sent (if it fits the budget) with the named headers of the reply, and marks the
   * reply with its ETag. Returns the body to send. `known`: as for serve. */
  keep(
    req: FastifyRequest,
    reply: FastifyReply,
    body: Buffer,
    headerNames: string[],
    known?: ReadonlySet<string>,
  ): Buffer {
    const headers: Record<string, string> = {};
    for (const name of headerNames) {
      const value = reply.getHeader(name);
      if (value !== undefined) headers[name] = String(value);
    }
    const etag = `"${createHash("sha256").update(body).digest("base64url").slice(0, 32)}"`;
    const key = cacheKey(req.url, known);
    // An answer larger than the whole budget is not kept (and evicts nothing).
    this.#entries?.set(key, { body, etag, headers, compressed: {} });
    this.#finishRendering(key);
    reply.header("etag", etag).header("x-cache", CACHE_MISS);
    varyOnEncoding(reply, body);
    return body;
  }

  /** The request that rendered an answer is done with it, kept or not: whoever waited for it goes on. */
  finished(req: FastifyRequest) {
    const started = this.#renderers.get(req);
    if (!started) return;
    this.#renderers.delete(req);
    started.rendering.finish();
    if (this.#rendering.get(started.key) === started.rendering) this.#rendering.delete(started.key);
  }

  /** How many answers are kept now. */
  get size(): number {
    return this.#entries?.size ?? 0;
  }

  /** Empties what this process keeps: for a change saved in another process (server/plugins/content-changes.ts). */
  clear() {
    this.#entries?.clear();
    for (const listener of this.#clearListeners) listener();
  }

  /** Staff saved a change in this process: empties what it keeps and tells the other processes. */
  contentChanged() {
    this.clear();
    for (const listener of this.#changeListeners) listener();
  }

  /** Called for each change saved in this process (not for a clear because of another's change). */
  onContentChanged(listener: () => void) {
    this.#changeListeners.push(listener);
  }

  /** Answers kept elsewhere (the sitemap's files) are forgotten whenever this cache is emptied. */
  onClear(listener: () => void) {
    this.#clearListeners.push(listener);
  }

  #startRendering(req: FastifyRequest, key: string) {
    let finish!: () => void;
    const done = new Promise<void>((resolve) => (finish = resolve));
    const rendering = { done, finish, until: Date.now() + this.#waitMs };
    this.#rendering.set(key, rendering);
    this.#renderers.set(req, { key, rendering });
  }

  #finishRendering(key: string) {
    const rendering = this.#rendering.get(key);
    if (!rendering) return;
    this.#rendering.delete(key);
    rendering.finish();
  }

  async #compress(key: string, entry: KeptResponse) {
    if (entry.compressing) return;
    entry.compressing = true;
    try {
      const [br, gz] = await Promise.all([
        brotli(entry.body, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: entry.body.length,
          },
        }),
        gzipped(entry.body, { level: 9 }),
      ]);
      // Emptied, expired or replaced meanwhile: the work is thrown away rather than kept for a gone answer.
      if (!this.#entries || this.#entries.peek(key) !== entry) return;
      const compressed = { ...entry, compressed: { br, gzip: gz } };
      // Stored again at its new size (older answers make room); one that no longer fits stays as it was.
      if (entrySize(compressed) > this.#maxBytes) return;
      this.#entries.set(key, compressed, { noUpdateTTL: true });
    } catch {
      // Compression failing leaves the answer uncompressed here; @fastify/compress still handles it per request.
    } finally {
      entry.compressing = false;
    }
  }
}

function entrySize(entry: KeptResponse): number {
  return entry.body.length + (entry.compressed.br?.length ?? 0) + (entry.compressed.gzip?.length ?? 0);
}

function waitFor(done: Promise<void>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<void>((resolve) => (timer = setTimeout(resolve, Math.max(0, ms))));
  return Promise.race([done, timeout]).finally(() => clearTimeout(timer));
}

declare module "fastify" {
  interface FastifyInstance {
    responseCache: ResponseCache;
  }
}

export function addResponseCache(app: FastifyInstance, limits: ResponseCacheLimits) {
  const cache = new ResponseCache(limits);
  app.decorate("responseCache", cache);
  app.addHook("onResponse", (req, reply, done) => {
    cache.finished(req);
    // A change saved through the admin API may show on any public page or read. requireAdmin sets req.admin
    // only for signed-in staff; sign-in and sign-out do not run it. (Changes saved on the admin pages empty
    // the cache from the admin layout's guard: app/lib/admin-session.server.ts.)
    if (!SAFE_METHODS.has(req.method) && req.admin && reply.statusCode < 400) cache.contentChanged();
    done();
  });
  // A client gone before its answer was sent: nobody waits on that answer any longer.
  app.addHook("onRequestAbort", async (req) => cache.finished(req));
}

/** A kept answer may go out compressed or not: shared caches (a CDN) must keep the two apart. */
function varyOnEncoding(reply: FastifyReply, body: Buffer) {
  if (body.length < COMPRESS_FROM_BYTES) return;
  const vary = String(reply.getHeader("vary") ?? ""); // (CORS varies API answers by Origin)
  if (!/accept-encoding/i.test(vary)) reply.header("vary", vary ? `${vary}, accept-encoding` : "accept-encoding");
}

/** Staff, and anything sent with a session or a token, never share a cached answer. `sessionCookie` is the
 * name this server gives the session cookie (sessionCookieName): __Host-admin_session in production. */
export function hasSession(req: FastifyRequest, sessionCookie: string): boolean {
  return Boolean(readCookie(req.headers.cookie, sessionCookie)) || Boolean(req.headers.authorization);
}

/** The body of an answer on its way out, whatever form the handler gave it in. */
export async function payloadBuffer(payload: unknown): Promise<Buffer> {
  if (typeof payload === "string") return Buffer.from(payload, "utf8");
  if (Buffer.isBuffer(payload)) return payload;
  const chunks: Buffer[] = [];
  for await (const chunk of payload as AsyncIterable<Buffer | string>) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks);
}
