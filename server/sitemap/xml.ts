// Sitemap XML (sitemaps.org protocol 0.9), written as a stream of text chunks: one chunk per batch of
// addresses, never the whole file as one string. Addresses are absolute on the site's origin (SITE_URL). Every
// page is listed in English and in Hindi, each naming the other as its alternate (decision 062).
import { hasHindiTwin, pathIn } from "../../web/language.ts";
import type { SitemapEntry } from "./sections.ts";

const NAMESPACE = "http://www.sitemaps.org/schemas/sitemap/0.9";
const XHTML = "http://www.w3.org/1999/xhtml";
const XML_ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" };

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => XML_ESCAPES[c]);
}

/** The absolute address of a path on the site, percent-encoded where a URL must be (spaces, non-ASCII). */
function address(origin: string, path: string): string {
  return escapeXml(new URL(path, origin).href);
}

function loc(origin: string, path: string): string {
  return `<loc>${address(origin, path)}</loc>`;
}

/** The page's <url> entries: its English address and its Hindi twin, each listing both. */
function urls(origin: string, { path, lastmod }: SitemapEntry): string {
  const date = lastmod ? `<lastmod>${escapeXml(lastmod)}</lastmod>` : "";
  if (!hasHindiTwin(path)) return `<url>${loc(origin, path)}${date}</url>\n`;
  const hindi = pathIn("hi", path);
  const alternates =
    `<xhtml:link rel="alternate" hreflang="en-IN" href="${address(origin, path)}"/>` +
    `<xhtml:link rel="alternate" hreflang="hi-IN" href="${address(origin, hindi)}"/>`;
  return `<url>${loc(origin, path)}${date}${alternates}</url>\n<url>${loc(origin, hindi)}${date}${alternates}</url>\n`;
}

export async function* urlsetXml(origin: string, batches: AsyncIterable<SitemapEntry[]>): AsyncGenerator<string> {
  yield `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="${NAMESPACE}" xmlns:xhtml="${XHTML}">\n`;
  for await (const batch of batches) yield batch.map((e) => urls(origin, e)).join("");
  yield "</urlset>\n";
}

export function sitemapIndexXml(origin: string, paths: string[]): string {
  const entries = paths.map((path) => `<sitemap>${loc(origin, path)}</sitemap>\n`).join("");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="${NAMESPACE}">\n${entries}</sitemapindex>\n`;
}
