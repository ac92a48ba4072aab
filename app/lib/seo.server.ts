// Server-only helpers for public pages: the canonical address and the one spelling of each path.
import { redirect } from "react-router";
import { englishPath, languageOfPath, pathIn, routerPath } from "../../web/language.ts";

/** Absolute URL of `path` (an English address, or the page's own) in the page's language, on the public site.
 * The server hands React Router every address at SITE_URL (server/plugins/site.ts), so `url.origin` is the
 * configured public origin, never the request's Host. */
export function canonicalUrl(url: URL, path: string = url.pathname): string {
  return new URL(pathIn(languageOfPath(url.pathname), path), url.origin).href;
}

/**
 * React Router matches paths without regard to case, so /delhi renders the /Delhi route. Search engines
 * and shared links should see one address: any other spelling gets a 301 to `path`, keeping the query.
 */
function redirectToExactPath(url: URL, path: string): void {
  const exact = pathIn(languageOfPath(url.pathname), path);
  if (url.pathname !== exact && decodeURIComponent(url.pathname) !== exact) {
    throw redirect(`${routerPath(url.pathname, exact)}${url.search}`, 301);
  }
}

/** One of several listed spellings of the same page (/CollegRanking, /College-Ranking), matched in any case. */
export function exactPathAmong(url: URL, paths: string[]): string {
  const current = englishPath(url.pathname).replace(/\/+$/, "").toLowerCase();
  return paths.find((p) => p.toLowerCase() === current) ?? paths[0];
}

/** Head tags for a page at `path`, after sending other spellings of the path there. */
export function pageSeo(url: URL, path: string, title: string, description: string, canonicalPath = path) {
  redirectToExactPath(url, path);
  return { title, description, canonical: canonicalUrl(url, canonicalPath) };
}
