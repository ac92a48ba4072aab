// The compare tray lives on the server (docs/decisions/061): a cookie holds the slugs a student picked (at most
// four), every page's layout shows them, and a plain form post to /compare/tray adds or removes one. So the
// tray works on reading pages, which run no framework script, with JavaScript off, and across every page.
// A page requested with the cookie is that student's own: it is rendered for them and kept by no cache
// (server/plugins/page-cache.ts), as a page seen with a staff session is. In web/: the server reads its name too.
import { stringifySetCookie } from "cookie";
import { MAX_COMPARED, parseCompareSlugs } from "../domain/institutions/compare.ts";
import { readCookie } from "./admin-cookies.server.ts";

export const TRAY_COOKIE = "compare_tray";
/** A student comes back to a comparison over weeks of deciding, not only within one visit. */
const TRAY_SECONDS = 60 * 60 * 24 * 30;
const SLUG = /^[a-z0-9-]{1,160}$/;

/** The slugs the request's cookie holds: well-formed ones only, at most four. */
export function traySlugs(request: Request): string[] {
  const raw = readCookie(request.headers.get("Cookie"), TRAY_COOKIE);
  return parseCompareSlugs(raw ?? null)
    .filter((slug) => SLUG.test(slug))
    .slice(0, MAX_COMPARED);
}

/** The Set-Cookie that keeps these slugs (an empty tray ends the cookie). */
export function trayCookie(slugs: string[], secure: boolean): string {
  return stringifySetCookie({
    name: TRAY_COOKIE,
    value: slugs.join(","),
    path: "/",
    maxAge: slugs.length ? TRAY_SECONDS : 0,
    httpOnly: true,
    sameSite: "lax",
    secure: secure || undefined,
  });
}
