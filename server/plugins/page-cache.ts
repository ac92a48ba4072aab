// Anonymous visitors all see the same public pages, so a rendered page is kept for a short while and
// served again without touching the database; any admin write empties the cache, so staff see their change
// at the next request. Pages carry a strong ETag (304 when unchanged) and CDN-friendly Cache-Control.
//
// Each page holds the CSP nonce of the response it was rendered for. The cache stores the page with that
// nonce replaced by a marker and puts a fresh nonce in on every hit, so no two responses share one.
import { createHash } from "node:crypto";
import type { Readable } from "node:stream";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { SESSION_COOKIE, readCookie } from "../../domain/admins/sessions.server.ts";

export interface PageCacheOptions {
  /** How long a rendered page is served from memory */
  ttlMs: number;
  maxEntries: number;
  /** Memory the kept pages may use in all; the oldest go first */
  maxBytes: number;
}

interface Entry {
  template: string;
  etag: string;
  headers: Record<string, string>;
  expires: number;
}

export const PUBLIC_CACHE_CONTROL = "public, max-age=0, s-maxage=60, stale-while-revalidate=300";
const NONCE_MARKER = "__CSP_NONCE__";
const KEPT_HEADERS = ["content-type", "content-language", "link"];
const NOT_PAGES = /^\/(api|admin|resources|uploads|assets)(\/|$)|\.data(\?|$)|^\/navcoursepagelist/;

export async function addPageCache(app: FastifyInstance, { ttlMs, maxEntries, maxBytes }: PageCacheOptions) {
  const cache = new Map<string, Entry>();
  let bytes = 0;
  const forget = (key: string) => {
    bytes -= cache.get(key)?.template.length ?? 0;
    cache.delete(key);
  };
  const clear = () => {
    cache.clear();
    bytes = 0;
  };

  app.decorate("clearPageCache", clear);

  app.addHook("onRequest", async (req, reply) => {
    if (!isCacheable(req)) return;
    const entry = cache.get(req.url);
    if (!entry) return;
    if (entry.expires < Date.now()) {
      forget(req.url);
      return;
    }
    reply.header("x-page-cache", "hit");
    reply.header("etag", entry.etag).header("cache-control", PUBLIC_CACHE_CONTROL);
    if (req.headers["if-none-match"] === entry.etag) return reply.code(304).send();
    for (const [name, value] of Object.entries(entry.headers)) reply.header(name, value);
    return reply.code(200).send(entry.template.replaceAll(NONCE_MARKER, req.cspNonce));
  });

  app.addHook("onSend", async (req, reply, payload) => {
    // A 304 reuses the browser's copy, whose CSP header holds that copy's nonce: send no new one.
    if (reply.statusCode === 304) reply.removeHeader("content-security-policy");
    if (!isHtml(reply)) return payload;
    if (!isCacheable(req)) {
      // Staff pages and anything seen with a session stay out of every cache, shared or private.
      if (hasSession(req) || req.url.startsWith("/admin")) reply.header("cache-control", "private, no-store");
      return payload;
    }
    if (reply.getHeader("x-page-cache") === "hit" || reply.statusCode !== 200 || reply.hasHeader("set-cookie")) {
      return payload;
    }
    const body = await readBody(payload);
    const template = req.cspNonce ? body.replaceAll(req.cspNonce, NONCE_MARKER) : body;
    const etag = `"${createHash("sha256").update(template).digest("base64url").slice(0, 32)}"`;
    if (!reply.hasHeader("cache-control")) reply.header("cache-control", PUBLIC_CACHE_CONTROL);
    reply.header("etag", etag).header("x-page-cache", "miss");
    forget(req.url);
    while (cache.size && (cache.size >= maxEntries || bytes + template.length > maxBytes))
      forget(cache.keys().next().value!);
    if (template.length <= maxBytes) {
      cache.set(req.url, { template, etag, headers: keptHeaders(reply), expires: Date.now() + ttlMs });
      bytes += template.length;
    }
    return body;
  });

  // Any successful change made by staff (admin pages or the admin API) may show on any public page.
  app.addHook("onResponse", async (req, reply) => {
    if (req.method === "GET" || req.method === "HEAD" || reply.statusCode >= 400) return;
    if (req.url.startsWith("/api/admin/") || req.url.startsWith("/admin")) clear();
  });
}

declare module "fastify" {
  interface FastifyInstance {
    clearPageCache(): void;
  }
}

function hasSession(req: FastifyRequest): boolean {
  return Boolean(readCookie(req.headers.cookie, SESSION_COOKIE)) || Boolean(req.headers.authorization);
}

function isCacheable(req: FastifyRequest): boolean {
  return req.method === "GET" && !NOT_PAGES.test(req.url) && !hasSession(req);
}

function isHtml(reply: FastifyReply): boolean {
  return String(reply.getHeader("content-type") ?? "").startsWith("text/html");
}

function keptHeaders(reply: FastifyReply): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const name of KEPT_HEADERS) {
    const value = reply.getHeader(name);
    if (value !== undefined) kept[name] = String(value);
  }
  return kept;
}

async function readBody(payload: unknown): Promise<string> {
  if (typeof payload === "string") return payload;
  if (Buffer.isBuffer(payload)) return payload.toString("utf8");
  const chunks: Buffer[] = [];
  for await (const chunk of payload as Readable) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks).toString("utf8");
}
