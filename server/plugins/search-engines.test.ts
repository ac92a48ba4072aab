// The sitemap on a small catalogue, three addresses per file. (That each file parses as XML is checked in a
// browser against the full catalogue: tests/e2e/search-engines.test.ts.)
import { gunzipSync } from "node:zlib";
import { sql } from "drizzle-orm";
import { fastify, type FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client.server.ts";
import { blogPosts } from "../../content/blog-posts.ts";
import { loadCatalogueIfChanged } from "../../seed/catalogue.ts";
import { insertLinkedCollegePage, writeCatalogueFixture } from "../../tests/support/catalogue.ts";
import { openTestDatabase } from "../../tests/support/database.ts";
import { addResponseCache } from "./response-cache.ts";
import { searchEngineRoutes } from "./search-engines.ts";

const SITE = "https://portal.example.in";
// Four addresses per file (two pages, each in English and Hindi), so the short and long lists of a small
// catalogue both split into several files.
const PER_FILE = 4;
let app: FastifyInstance;
let database: DatabaseHandle;

beforeAll(async () => {
  database = await openTestDatabase();
  await loadCatalogueIfChanged(database.db, { dir: writeCatalogueFixture() });
  // Alpha College (C-1) has a staff-run page: its own address leads there, so the sitemap lists that page.
  await insertLinkedCollegePage(database.db, "alpha-college-page", "Alpha College", "C-1");
  app = fastify();
  addResponseCache(app, { ttlMs: 60_000, maxEntries: 10, maxBytes: 100_000 });
  await app.register(searchEngineRoutes, { db: database.db, siteUrl: SITE, ttlMs: 60_000, perFile: PER_FILE });
});
afterAll(async () => {
  await app.close();
  await database.close();
});

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map(([, loc]) => loc.replaceAll("&amp;", "&"));

async function getXml(path: string) {
  const res = await app.inject({ url: path, headers: { host: "evil.example", "accept-encoding": "gzip" } });
  expect(res.statusCode, path).toBe(200);
  expect(res.headers["content-type"]).toBe("application/xml; charset=utf-8");
  expect(res.headers["content-encoding"]).toBe("gzip");
  const xml = gunzipSync(res.rawPayload).toString("utf8");
  expect(xml).toMatch(
    /^<\?xml version="1.0" encoding="UTF-8"\?>\n<(urlset xmlns="[^"]+" xmlns:xhtml="[^"]+"|sitemapindex xmlns="[^"]+")>\n/,
  );
  return xml;
}

async function everyAddress() {
  const files = locs(await getXml("/sitemap.xml"));
  const byFile = new Map<string, string>();
  for (const file of files) byFile.set(file, await getXml(new URL(file).pathname));
  return { files, byFile, all: [...byFile.values()].flatMap(locs) };
}

describe("robots.txt", () => {
  it("allows the site but the staff area, and names the sitemap on SITE_URL whatever the Host", async () => {
    const res = await app.inject({ url: "/robots.txt", headers: { host: "evil.example" } });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("text/plain; charset=utf-8");
    expect(res.body).toBe(
      `User-agent: *\nAllow: /\nDisallow: /admin\nDisallow: /api/admin\n\nSitemap: ${SITE}/sitemap.xml\n`,
    );
  });
});

describe("the sitemap", () => {
  it("is an index of files on SITE_URL, each with at most the allowed number of addresses", async () => {
    const { files, byFile, all } = await everyAddress();
    expect(files.every((f) => f.startsWith(`${SITE}/sitemaps/`))).toBe(true);
    expect(files).toContain(`${SITE}/sitemaps/institutions-1.xml`);
    expect(files).toContain(`${SITE}/sitemaps/colleges-1.xml`);
    // The short lists outgrow two pages here, so they are numbered too.
    expect(files).toContain(`${SITE}/sitemaps/pages-2.xml`);
    for (const [file, xml] of byFile) {
      expect(locs(xml).length, file).toBeGreaterThan(0);
      expect(locs(xml).length, file).toBeLessThanOrEqual(PER_FILE);
    }
    expect(all.every((a) => a.startsWith(`${SITE}/`))).toBe(true);
    expect(new Set(all).size).toBe(all.length);
  });

  it("lists every public page once, and no staff or search page", async () => {
    const { all } = await everyAddress();
    const paths = all.map((a) => a.slice(SITE.length));
    for (const path of [
      "/",
      "/terms&condition",
      "/Exam",
      "/exam/jee-main",
      "/exam/jee-advanced",
      "/course/btech",
      "/CollegRanking",
      "/CollegRanking?category=Colleges&year=2024",
      "/CollegRanking?category=Management&year=2025",
      "/Delhi",
      "/colleges",
      "/colleges/tamil-nadu",
      "/colleges/tamil-nadu/chennai",
      `/Blog/${blogPosts[0].slug}`,
    ]) {
      expect(paths).toContain(path);
      // Each in Hindi too (decision 062), the home page at /hi.
      expect(paths).toContain(path === "/" ? "/hi" : `/hi${path}`);
    }
    expect(paths.some((p) => /^\/(admin|api|search)\b/.test(p))).toBe(false);
  });

  it("lists each institution exactly once: at its own page, or at the college page linked to it", async () => {
    const { all } = await everyAddress();
    const colleges = all.filter((a) => a.startsWith(`${SITE}/college/`));
    expect(colleges.sort()).toEqual([`${SITE}/college/alpha-college-page`, `${SITE}/college/beta-medical-college`]);
  });

  it("escapes & in addresses and dates only what has a known date", async () => {
    const xml = [...(await everyAddress()).byFile.values()].join("");
    expect(xml).toContain(`<loc>${SITE}/terms&amp;condition</loc>`);
    expect(xml).toContain(`<loc>${SITE}/CollegRanking?category=Colleges&amp;year=2024</loc>`);
    expect(xml).toMatch(
      new RegExp(`<loc>${SITE}/Blog/${blogPosts[0].slug}</loc><lastmod>${blogPosts[0].published}</lastmod>`),
    );
    expect(xml).toMatch(/<loc>[^<]*\/college\/alpha-college-page<\/loc><lastmod>\d{4}-\d\d-\d\dT[^<]+<\/lastmod>/);
    expect(xml).toMatch(/<loc>[^<]*\/college\/beta-medical-college<\/loc><xhtml:link /);
    // Each page's two entries name both addresses.
    const alternates =
      `<xhtml:link rel="alternate" hreflang="en-IN" href="${SITE}/terms&amp;condition"/>` +
      `<xhtml:link rel="alternate" hreflang="hi-IN" href="${SITE}/hi/terms&amp;condition"/>`;
    expect(xml).toContain(`<url><loc>${SITE}/terms&amp;condition</loc>${alternates}</url>`);
    expect(xml).toContain(`<url><loc>${SITE}/hi/terms&amp;condition</loc>${alternates}</url>`);
  });

  it("sends the same XML uncompressed to a client that takes no gzip, and 304 for a current copy", async () => {
    const gz = await getXml("/sitemap.xml");
    const plain = await app.inject({ url: "/sitemap.xml" });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body).toBe(gz);
    const again = await app.inject({ url: "/sitemap.xml", headers: { "if-none-match": String(plain.headers.etag) } });
    expect(again.statusCode).toBe(304);
    expect((await app.inject("/sitemaps/no-such-file.xml")).statusCode).toBe(404);
  });

  it("is kept until staff change content, then made anew", async () => {
    await insertLinkedCollegePage(database.db, "gamma-college-page", "Gamma College", "C-2");
    const listed = async () => (await everyAddress()).all.filter((a) => a.includes("/college/"));
    expect(await listed()).not.toContain(`${SITE}/college/gamma-college-page`);
    app.responseCache.clear();
    const after = await listed();
    expect(after).toContain(`${SITE}/college/gamma-college-page`);
    // Beta Medical College now has a college page: its own address is no longer listed.
    expect(after).not.toContain(`${SITE}/college/beta-medical-college`);
  });
});

describe("the sitemap of a large catalogue", () => {
  // 10,001 institutions, and the files as the server makes them (no perFile given).
  let large: { app: FastifyInstance; database: DatabaseHandle };
  beforeAll(async () => {
    const db = await openTestDatabase();
    await db.db.execute(sql`
      insert into institutions (code, slug, name, kind, state, state_slug, sources)
      select 'T-' || n, 'college-' || lpad(n::text, 5, '0'), 'College ' || n, 'college', 'Kerala', 'kerala', '{}'
      from generate_series(1, 10001) n`);
    const server = fastify();
    addResponseCache(server, { ttlMs: 60_000, maxEntries: 10, maxBytes: 100_000 });
    await server.register(searchEngineRoutes, { db: db.db, siteUrl: SITE, ttlMs: 60_000 });
    large = { app: server, database: db };
  });
  afterAll(async () => {
    await large.app.close();
    await large.database.close();
  });

  it("splits a long list into files of at most 10,000 addresses, each listed by the index", async () => {
    const get = async (url: string) => {
      const res = await large.app.inject({ url, headers: { "accept-encoding": "gzip" } });
      expect(res.statusCode, url).toBe(200);
      return locs(gunzipSync(res.rawPayload).toString("utf8"));
    };
    const files = await get("/sitemap.xml");
    const institutionFiles = files.filter((f) => f.startsWith(`${SITE}/sitemaps/institutions-`));
    // 5,000 institutions a file: each is two addresses, in English and in Hindi.
    expect(institutionFiles).toEqual([1, 2, 3].map((n) => `${SITE}/sitemaps/institutions-${n}.xml`));
    const [first, , third] = await Promise.all(institutionFiles.map((f) => get(new URL(f).pathname)));
    expect(first).toHaveLength(10_000);
    expect(first.slice(0, 2)).toEqual([`${SITE}/college/college-00001`, `${SITE}/hi/college/college-00001`]);
    expect(third).toEqual([`${SITE}/college/college-10001`, `${SITE}/hi/college/college-10001`]);
  });
});
