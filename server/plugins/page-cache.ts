// Rendered public pages are kept for anonymous visitors (server/plugins/response-cache.ts) and carry a strong
// ETag and CDN-friendly Cache-Control. Staff pages and pages seen with a session or a compare tray are never
// kept anywhere.
//
// Pages are rendered with the request's CSP nonce on their inline scripts (decision 006), but a kept page goes
// to many visitors and must not hand them all one nonce. So before a page is kept (and already when it is
// first sent) its nonce attributes are removed and its CSP lists the SHA-256 hashes of its inline scripts
// instead (decision 012): every visitor gets the same bytes, which can then be compressed once.
import { createHash } from "node:crypto";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { CACHE_HIT, CACHE_MISS, hasSession, payloadBuffer } from "./response-cache.ts";
import { pageCsp } from "./security-headers.ts";
import { TRAY_COOKIE } from "../../web/compare-tray.server.ts";
import { readCookie } from "../../web/admin-cookies.server.ts";

export const PUBLIC_CACHE_CONTROL = "public, max-age=0, s-maxage=60, stale-while-revalidate=300";
const KEPT_HEADERS = ["content-type", "content-language", "link", "cache-control", "content-security-policy"];
/**
 * Addresses that are not pages a visitor reads: the API, staff pages, the institution area (its claims and links are
 * one person's), files, React Router's data requests.
 */
export const NOT_PAGES =
  /^(\/hi)?\/(api|admin|institution|resources|uploads|assets|__manifest)(\/|\?|$)|\.data(\?|$)|^\/navcoursepagelist/;
const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
// JSON-LD and other data blocks: a browser never runs them, so the policy need not list them.
const DATA_BLOCK = /\btype\s*=\s*["']?application\/(ld\+)?json\b/i;

export interface PageCacheOptions {
  /** The session cookie's name (sessionCookieName): pages seen with it are never kept */
  sessionCookie: string;
}

export async function addPageCache(app: FastifyInstance, { sessionCookie }: PageCacheOptions) {
  const cache = app.responseCache;
  // A page seen with a compare tray shows that student's tray (web/compare-tray.server.ts): theirs alone.
  const isOwn = (req: FastifyRequest) =>
    hasSession(req, sessionCookie) || readCookie(req.headers.cookie, TRAY_COOKIE) !== undefined;
  const isCacheable = (req: FastifyRequest) => req.method === "GET" && !NOT_PAGES.test(req.url) && !isOwn(req);

  // Hooks in callback form, not async, on the kept page's path: an async hook that returns the reply it
  // sent has Fastify wait for the answer's end-of-stream, and the promises of each hook were measurable
  // on a page sent from memory (docs/performance.md). A hook that sent the answer does not call done.
  app.addHook("onRequest", (req, reply, done) => {
    if (!isCacheable(req)) return done();
    cache.serve(req, reply).then((sent) => (sent ? undefined : done()), done);
  });

  app.addHook("onSend", (req, reply, payload, done) => {
    if (!isHtml(reply) || reply.getHeader("x-cache") === CACHE_HIT) return done(null, payload);
    keepPage(req, reply, payload).then((body) => done(null, body), done);
  });

  async function keepPage(req: FastifyRequest, reply: FastifyReply, payload: unknown) {
    if (!isCacheable(req)) {
      // Staff pages and anything seen with a session stay out of every cache, shared or private.
      if (isOwn(req) || req.url.startsWith("/admin")) reply.header("cache-control", "private, no-store");
      return payload;
    }
    // Rendered for this request, whether it is then kept or not (an error page, no-store).
    reply.header("x-cache", CACHE_MISS);
    const refused = /no-store|private/.test(String(reply.getHeader("cache-control") ?? ""));
    if (reply.statusCode !== 200 || reply.hasHeader("set-cookie") || refused) return payload;
    const rendered = (await payloadBuffer(payload)).toString("utf8");
    const page = req.cspNonce ? rendered.replaceAll(` nonce="${req.cspNonce}"`, "") : rendered;
    if (!reply.hasHeader("cache-control")) reply.header("cache-control", PUBLIC_CACHE_CONTROL);
    reply.header("content-security-policy", pageCsp(inlineScriptHashes(page)));
    return cache.keep(req, reply, Buffer.from(page, "utf8"), KEPT_HEADERS);
  }
}

/** CSP sources for the page's inline scripts, hashed as a browser does: the element's text, UTF-8, with the
 * parser's line-ending normalisation. Scripts with a src are covered by 'self'; data blocks never run. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes, text] of html.matchAll(INLINE_SCRIPT)) {
    if (/\bsrc\s*=/i.test(attributes) || DATA_BLOCK.test(attributes) || !text) continue;
    const digest = createHash("sha256").update(text.replace(/\r\n?/g, "\n"), "utf8").digest("base64");
    hashes.add(`'sha256-${digest}'`);
  }
  return [...hashes];
}

function isHtml(reply: FastifyReply): boolean {
  return String(reply.getHeader("content-type") ?? "").startsWith("text/html");
}
