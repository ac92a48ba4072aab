// Sitemap XML (sitemaps.org protocol 0.9), written as a stream of text chunks: one chunk per batch of
// addresses, never the whole file as one string. Addresses are absolute on the site's origin (SITE_URL).
import type { SitemapEntry } from "./sections.ts";

const NAMESPACE = "http://www.sitemaps.org/schemas/sitemap/0.9";
const XML_ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" };

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => XML_ESCAPES[c]);
}

/** The absolute address of a path on the site, percent-encoded where a URL must be (spaces, non-ASCII). */
function loc(origin: string, path: string): string {
  return `<loc>${escapeXml(new URL(path, origin).href)}</loc>`;
}

export async function* urlsetXml(origin: string, batches: AsyncIterable<SitemapEntry[]>): AsyncGenerator<string> {
  yield `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="${NAMESPACE}">\n`;
  for await (const batch of batches) {
    yield batch
      .map((e) => `<url>${loc(origin, e.path)}${e.lastmod ? `<lastmod>${escapeXml(e.lastmod)}</lastmod>` : ""}</url>\n`)
      .join("");
  }
  yield "</urlset>\n";
}

export function sitemapIndexXml(origin: string, paths: string[]): string {
  const entries = paths.map((path) => `<sitemap>${loc(origin, path)}</sitemap>\n`).join("");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="${NAMESPACE}">\n${entries}</sitemapindex>\n`;
}
