// The link of a student's own page (/my-data?t=…) and of a guardian's (/my-data/guardian?t=…) opens the page
// once: its token moves into a short-lived cookie and the address loses it (decision 033). From then on the
// page, its links, its download and its forms read the token from the cookie, so it is in no later address,
// no Referer, no access log line and no browser history entry.
import { createHash } from "node:crypto";
import { stringifySetCookie } from "cookie";
import { redirect } from "react-router";
import { z } from "zod";
import { queryReader } from "../../domain/read-query.ts";
import { readCookie } from "../../web/admin-cookies.server.ts";
import { OPENED } from "./private-page.ts";
import { routerPath } from "../../web/language.ts";

export type LinkKind = "student" | "guardian";

/** One cookie per page, sent back to that page's own addresses only. */
const COOKIES: Record<LinkKind, { name: string; path: string }> = {
  student: { name: "my_data", path: "/my-data" },
  guardian: { name: "my_data_guardian", path: "/my-data/guardian" },
};

/** Long enough to read the page and act on it; a forgotten tab on a shared computer forgets the link. */
const LINK_COOKIE_SECONDS = 30 * 60;

/** Longer than any token made (43 characters): a longer value is no link, and is not stored whole. */
const MAX_TOKEN = 128;

const readToken = queryReader({ t: z.string().transform((token) => token.slice(0, MAX_TOKEN)) });

function linkCookie(kind: LinkKind, value: string, maxAge: number, secure: boolean): string {
  const { name, path } = COOKIES[kind];
  // Lax, not Strict: the link is opened from a mail client, another site, and a Strict cookie set on the way
  // would not come back with the redirected request of that same navigation.
  return stringifySetCookie({
    name,
    value,
    path,
    maxAge,
    httpOnly: true,
    sameSite: "lax",
    secure: secure || undefined,
  });
}

/**
 * The first visit, with the token in the address: the token goes into the cookie, unchecked (checking is the
 * page's job), and the browser is sent to the same page without it. Other parameters (the language) stay.
 * Undefined when the address holds no token.
 */
export function openLink(request: Request, kind: LinkKind, secure: boolean): Response | undefined {
  const url = new URL(request.url);
  const token = readToken(url.searchParams).values.t;
  if (token === undefined) return undefined;
  url.searchParams.delete("t");
  url.searchParams.set(OPENED, "1");
  return redirect(routerPath(url.pathname, url.pathname + url.search), {
    status: 303,
    headers: {
      "Set-Cookie": linkCookie(kind, token, LINK_COOKIE_SECONDS, secure),
      "Cache-Control": "private, no-store",
      // This answer's own address is the one that holds the token.
      "Referrer-Policy": "no-referrer",
    },
  });
}

/** The token the cookie holds, "" for an empty one, undefined when the browser sent none. */
export function linkToken(request: Request, kind: LinkKind): string | undefined {
  return readCookie(request.headers.get("Cookie"), COOKIES[kind].name);
}

/** Set-Cookie that ends the cookie (after erasing, nothing is left to open). */
export function forgetLink(kind: LinkKind, secure: boolean): string {
  return linkCookie(kind, "", 0, secure);
}

/**
 * What a form on the page carries instead of the token: a short hash of it. A post whose reference is not
 * the cookie's token came from a page of another link (an older tab of another lead), and is refused.
 */
export function linkRef(token: string): string {
  return createHash("sha256").update(`page:${token}`).digest("base64url").slice(0, 16);
}
