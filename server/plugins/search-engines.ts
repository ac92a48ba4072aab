// What search engines read besides the pages: /robots.txt and the sitemap, an index (/sitemap.xml) of files
// under /sitemaps/ listing every public page (server/sitemap/sections.ts). Every address is absolute on
// SITE_URL's origin, never the request's Host. The files are made as streams from the database and kept
// compressed (server/sitemap/kept-files.ts) until staff change content or `ttlMs` passes.
import { Readable } from "node:stream";
import { createGunzip } from "node:zlib";
import { Negotiator } from "@fastify/accept-negotiator";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { Database } from "../../db/client.server.ts";
import { gzipText, type KeptFile, KeptFiles } from "../sitemap/kept-files.ts";
import { sitemapFiles } from "../sitemap/sections.ts";
import { sitemapIndexXml, urlsetXml } from "../sitemap/xml.ts";

/** Addresses per sitemap file. The protocol allows 50,000 (and 50 MB), but such a file of institutions was 5 MB
 * of XML, slow to make and to send; 10,000 make about 1 MB, and the index lists as many files as it takes. */
const SITEMAP_FILE_LIMIT = 10_000;
const CACHE_CONTROL = "public, max-age=3600";
const gzipOnly = new Negotiator<"gzip">({ supportedValues: ["gzip"] });

export interface SearchEngineOptions {
  db: Database;
  siteUrl: string;
  /** How long a made sitemap file is kept; 0 makes it anew for every request */
  ttlMs: number;
  /** Addresses per sitemap file (tests use a few) */
  perFile?: number;
}

function robotsTxt(origin: string): string {
  return [
    "User-agent: *",
    "Allow: /",
    "Disallow: /admin",
    "Disallow: /api/admin",
    "",
    `Sitemap: ${origin}/sitemap.xml`,
    "",
  ].join("\n");
}

export async function searchEngineRoutes(app: FastifyInstance, options: SearchEngineOptions) {
  const { db, ttlMs, perFile = SITEMAP_FILE_LIMIT } = options;
  const origin = new URL(options.siteUrl).origin;
  const kept = new KeptFiles(ttlMs);
  app.responseCache.onClear(() => kept.clear());
  const files = () => kept.get("files", () => sitemapFiles(db, perFile));

  app.get("/robots.txt", async (_req, reply) =>
    reply.type("text/plain; charset=utf-8").header("cache-control", CACHE_CONTROL).send(robotsTxt(origin)),
  );

  // Sent as kept (gzip) or plainly, never compressed again per request (a brotli-only client gets plain XML).
  const route = { compress: false as const };
  app.get("/sitemap.xml", route, async (req, reply) => {
    const names = (await files()).map((f) => `/sitemaps/${f.name}`);
    const index = await kept.get("sitemap.xml", () => gzipText([sitemapIndexXml(origin, names)]));
    return sendXml(req, reply, index);
  });

  app.get<{ Params: { file: string } }>("/sitemaps/:file", route, async (req, reply) => {
    const file = (await files()).find((f) => f.name === req.params.file);
    if (!file) {
      return reply
        .code(404)
        .type("text/plain; charset=utf-8")
        .header("cache-control", "no-store")
        .send("No such sitemap file.");
    }
    const xml = await kept.get(file.name, () =>
      gzipText(urlsetXml(origin, file.section.entries(db, file.offset, file.limit))),
    );
    return sendXml(req, reply, xml);
  });
}

/** The kept file as it is (gzip) to every client that takes gzip, as all crawlers do; decompressed otherwise. */
function sendXml(req: FastifyRequest, reply: FastifyReply, file: KeptFile) {
  reply
    .type("application/xml; charset=utf-8")
    .header("cache-control", CACHE_CONTROL)
    .header("etag", file.etag)
    .header("vary", "accept-encoding");
  if (req.headers["if-none-match"] === file.etag) return reply.code(304).send();
  if (gzipOnly.negotiate(String(req.headers["accept-encoding"] ?? "")) === "gzip") {
    return reply.header("content-encoding", "gzip").send(file.gzip);
  }
  return reply.send(Readable.from([file.gzip]).pipe(createGunzip()));
}
