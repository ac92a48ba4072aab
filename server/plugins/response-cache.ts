// Anonymous visitors all get the same public pages and API reads, so an answer is kept for a short while and
// sent again without touching the database or the renderer. Any successful change made by staff empties the
// cache, so they see their change at the next request; with several server processes the others catch up
// within the time an answer is kept (a minute).
//
// A kept answer is fixed bytes, so it is compressed once (brotli at its best quality, and gzip) the first
// time it is asked for again, off the main thread; until then, and for answers asked for only once, the
// compression plugin compresses per request as usual.
import { createHash } from "node:crypto";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import { Negotiator } from "@fastify/accept-negotiator";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { readCookie } from "../../domain/admins/sessions.server.ts";

export interface ResponseCacheLimits {
  /** How long an answer is served from memory */
  ttlMs: number;
  maxEntries: number;
  /** Memory the kept answers may use in all (uncompressed and compressed); the oldest go first */
  maxBytes: number;
}

interface KeptResponse {
  body: Buffer;
  etag: string;
  /** Sent with the answer, and with a 304 for it */
  headers: Record<string, string>;
  expires: number;
  compressed: { br?: Buffer; gzip?: Buffer };
  compressing?: boolean;
}

type Encoding = "br" | "gzip";

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);
const encodings = new Negotiator<Encoding>({ supportedValues: ["br", "gzip"] });
// Below this, compressing saves less than the headers it adds (as @fastify/compress's default threshold).
const COMPRESS_FROM_BYTES = 1024;

export class ResponseCache {
  #entries = new Map<string, KeptResponse>();
  #bytes = 0;
  readonly #limits: ResponseCacheLimits;

  constructor(limits: ResponseCacheLimits) {
    this.#limits = limits;
  }

  /** Sends the kept answer for this address, if there is one: 304 when the client's copy is current,
   * otherwise the body in the best encoding. Answers are kept by address (path and query). */
  serve(req: FastifyRequest, reply: FastifyReply): FastifyReply | undefined {
    const entry = this.#entries.get(req.url);
    if (!entry) return undefined;
    if (entry.expires <= Date.now()) {
      this.#forget(req.url);
      return undefined;
    }
    reply.header("etag", entry.etag).header("x-cache", "hit");
    for (const [name, value] of Object.entries(entry.headers)) reply.header(name, value);
    varyOnEncoding(reply, entry.body);
    if (req.headers["if-none-match"] === entry.etag) return reply.code(304).send();
    const encoding = encodings.negotiate(String(req.headers["accept-encoding"] ?? ""));
    const compressed = encoding ? entry.compressed[encoding] : undefined;
    if (encoding && !compressed && entry.body.length >= COMPRESS_FROM_BYTES) void this.#compress(req.url, entry);
    if (encoding && compressed) return reply.code(200).header("content-encoding", encoding).send(compressed);
    return reply.code(200).send(entry.body);
  }

  /** Keeps the answer being sent (if it fits the budget) with the named headers of the reply, and marks the
   * reply with its ETag. Returns the body to send. */
  keep(req: FastifyRequest, reply: FastifyReply, body: Buffer, headerNames: string[]): Buffer {
    const headers: Record<string, string> = {};
    for (const name of headerNames) {
      const value = reply.getHeader(name);
      if (value !== undefined) headers[name] = String(value);
    }
    const etag = `"${createHash("sha256").update(body).digest("base64url").slice(0, 32)}"`;
    this.#forget(req.url);
    if (body.length <= this.#limits.maxBytes) {
      this.#makeRoom(body.length);
      this.#entries.set(req.url, { body, etag, headers, expires: Date.now() + this.#limits.ttlMs, compressed: {} });
      this.#bytes += body.length;
    }
    reply.header("etag", etag).header("x-cache", "miss");
    varyOnEncoding(reply, body);
    return body;
  }

  clear() {
    this.#entries.clear();
    this.#bytes = 0;
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
      // Emptied or replaced meanwhile: the work is thrown away rather than counted against a gone entry.
      if (this.#entries.get(key) !== entry) return;
      this.#makeRoom(br.length + gz.length, key);
      if (this.#entries.get(key) !== entry || this.#bytes + br.length + gz.length > this.#limits.maxBytes) return;
      entry.compressed = { br, gzip: gz };
      this.#bytes += br.length + gz.length;
    } catch {
      // Compression failing leaves the answer uncompressed here; @fastify/compress still handles it per request.
    }
  }

  #makeRoom(bytes: number, keep?: string) {
    for (const oldest of this.#entries.keys()) {
      if (this.#entries.size < this.#limits.maxEntries && this.#bytes + bytes <= this.#limits.maxBytes) return;
      if (oldest !== keep) this.#forget(oldest);
    }
  }

  #forget(key: string) {
    const entry = this.#entries.get(key);
    if (!entry) return;
    this.#bytes -= entry.body.length + (entry.compressed.br?.length ?? 0) + (entry.compressed.gzip?.length ?? 0);
    this.#entries.delete(key);
  }
}

declare module "fastify" {
  interface FastifyInstance {
    responseCache: ResponseCache;
  }
}

export function addResponseCache(app: FastifyInstance, limits: ResponseCacheLimits) {
  const cache = new ResponseCache(limits);
  app.decorate("responseCache", cache);
  // Any successful change made by staff (admin pages or the admin API) may show on any public page or read.
  app.addHook("onResponse", async (req, reply) => {
    if (req.method === "GET" || req.method === "HEAD" || reply.statusCode >= 400) return;
    if (req.url.startsWith("/api/admin/") || req.url.startsWith("/admin")) cache.clear();
  });
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
