// Pages answer only at the address they read: each route module names the query parameters it reads
// (`handle.query`, web/page-query.ts), and a visitor's GET of a page with any other parameter is sent,
// with one cheap redirect, to the same address without it. Without this, `/?z=<random>` or
// `/search?q=a&z=<random>` missed the page cache at every new value and had the page rendered again: forty
// connections doing that took a normal visitor's pages from milliseconds to seconds. Campaign parameters
// (utm_*, fbclid, gclid) stay in the address for the page's analytics; the page cache leaves them out of its key.
import { matchRoutes, type RouteObject, type ServerBuild } from "react-router";
import type { PageHandle } from "../web/page-query.ts";
import { TRACKING_PARAMETER } from "./plugins/response-cache.ts";

type Route = NonNullable<ServerBuild["routes"][string]>;

/** Finds the parameters the pages at an address read: the union of every matched route's list. */
export function pageParameters(build: ServerBuild): (pathname: string) => Set<string> | undefined {
  const routes = Object.values(build.routes).filter((r): r is Route => r !== undefined);
  const tree = (parentId: string | undefined): RouteObject[] =>
    routes
      .filter((r) => r.parentId === parentId)
      .map((r) => ({
        id: r.id,
        path: r.path,
        index: r.index,
        caseSensitive: r.caseSensitive,
        children: r.index ? undefined : tree(r.id),
      })) as RouteObject[];
  const root = tree(undefined);
  return (pathname) => {
    const matches = matchRoutes(root, pathname);
    if (!matches) return undefined;
    const names = new Set<string>();
    for (const m of matches) {
      const handle = build.routes[m.route.id!]?.module.handle as Partial<PageHandle> | undefined;
      for (const name of handle?.query ?? []) names.add(name);
    }
    return names;
  };
}

/**
 * The address without the parameters its pages do not read and without a parameter's repeats (the first
 * is kept, as `searchParams.get` reads it), or undefined when it has none to drop. `url` is the request's
 * path and query as sent; the pairs kept are kept as written.
 */
export function canonicalAddress(url: string, reads: (pathname: string) => Set<string> | undefined) {
  const query = url.indexOf("?");
  if (query === -1) return undefined;
  const pathname = url.slice(0, query);
  let known: Set<string> | undefined;
  try {
    known = reads(decodeURI(pathname));
  } catch {
    return undefined; // a malformed address: React Router answers it itself
  }
  if (!known) return undefined;
  const pairs = url.slice(query + 1).split("&");
  const seen = new Set<string>();
  const kept = pairs.filter((pair) => {
    const name = parameterName(pair);
    if (name === undefined || seen.has(name) || !(known.has(name) || TRACKING_PARAMETER.test(name))) return false;
    seen.add(name);
    return true;
  });
  if (kept.length === pairs.length) return undefined;
  return kept.length ? `${pathname}?${kept.join("&")}` : pathname;
}

/** A pair's name as a page reads it, or undefined for an empty or malformed one. */
function parameterName(pair: string): string | undefined {
  if (!pair) return undefined;
  try {
    return decodeURIComponent(pair.split("=", 1)[0].replaceAll("+", " "));
  } catch {
    return undefined;
  }
}
