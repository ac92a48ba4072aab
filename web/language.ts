// A public page's language is its address's (decision 062): /hi/About is About in Hindi, /About in English.
// React Router's links and redirects on a Hindi page write the /hi themselves (its base); these helpers are for
// what it does not write: plain links and forms, canonical and alternate addresses, the sitemap, the switch.
// Addresses with one version only (staff pages, the API, files, resources) are left as they are.
import type { Language } from "../domain/i18n/language.ts";

/** Where Hindi pages sit, and the base of their router (server/plugins/site.ts). */
export const HINDI_BASE = "/hi";
/** The cookie that remembers a student's choice of language (set by /language). */
export const LANGUAGE_COOKIE = "lang";
/** Paths with no Hindi twin: staff pages, the API, the institution area, files, data and the switch itself. */
const ONE_VERSION =
  /^\/(admin|api|institution|resources|uploads|assets|images|icons|sitemaps?|robots|language|compare\/tray|my-data\/my-enquiry|favicon|manifest|navcoursepagelist|form-not-sent|healthz|readyz)(\/|\?|\.|$)/;

/** Staff's and institutions' pages: in English only, so a Hindi address of one goes to the English. */
export const ENGLISH_ONLY = /^\/(admin|institution|navcoursepagelist)(\/|\?|$)/;

export function languageOfPath(pathname: string): Language {
  return pathname === HINDI_BASE || pathname.startsWith(`${HINDI_BASE}/`) ? "hi" : "en";
}

/** The English address of a page, whichever language `path` is in: "/hi/About?x=1" → "/About?x=1". */
export function englishPath(path: string): string {
  if (path === HINDI_BASE || path.startsWith(`${HINDI_BASE}?`) || path.startsWith(`${HINDI_BASE}#`))
    return `/${path.slice(3)}`;
  return path.startsWith(`${HINDI_BASE}/`) ? path.slice(HINDI_BASE.length) : path;
}

/** Whether `path` (an English address) is a public page that has a Hindi twin. */
export function hasHindiTwin(path: string): boolean {
  return path.startsWith("/") && !path.startsWith("//") && !ONE_VERSION.test(path);
}

/**
 * The address of the page at `path` in `language`: "/About" → "/hi/About", "/" → "/hi"; an address outside
 * the site, a fragment or a page with one version is returned in English, as it is.
 */
export function pathIn(language: Language, path: string): string {
  const english = englishPath(path);
  if (language === "en" || !hasHindiTwin(english)) return english;
  // As React Router writes its base before a path: the home page is /hi, its query after it.
  return english === "/" || /^\/[?#]/.test(english) ? `${HINDI_BASE}${english.slice(1)}` : `${HINDI_BASE}${english}`;
}

/**
 * The path to hand React Router's `redirect` in a loader or action answering `requestPath`, so that the
 * browser lands on `target` (an address of either language). A Hindi page's router has /hi as its base
 * (server/plugins/site.ts) and writes it before any path it redirects to; the English router writes none.
 */
export function routerPath(requestPath: string, target: string): string {
  return languageOfPath(requestPath) === "hi" ? englishPath(target) : target;
}
