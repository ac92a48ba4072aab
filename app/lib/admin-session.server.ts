// The admin guard: every /admin/* page and action runs adminGuard (the admin layout's middleware), which
// finds the session named by the httpOnly cookie or sends the browser to /admin?next=… to sign in, refuses
// (403) what the staff member's role may not do (admin-sections.ts, domain/admins/roles.ts) before any
// loader or action runs, and empties the public page cache after staff save a change.
import { createContext, data, redirect, type MiddlewareFunction } from "react-router";
import { dbContext, requestInfoContext } from "#context";
import type { AdminSession } from "../../domain/admins/sessions.server.ts";
import { refusalMessage, type StaffRole } from "../../domain/admins/roles.ts";
import { sessionFromCookieHeader } from "../../web/admin-cookies.server.ts";
import { capabilityOf, homeOf, mayOpen } from "./admin-sections.ts";

/** A staff member's session: an institution's representative never gets this far (decision 059). */
export type SignedInAdmin = Omit<AdminSession, "role"> & { role: StaffRole; token: string };

export const adminSessionContext = createContext<SignedInAdmin>();

/**
 * Where to come back to after signing in: only admin pages, or the institution area, of this site, never an
 * open redirect.
 */
export function safeNext(raw: string | null | undefined): string {
  return raw && /^\/(?:admin\/[^/\\]|institution(?:$|[/?]))/.test(raw) && !raw.includes("//")
    ? raw
    : "/admin/dashboard";
}

function signInRedirect(url: URL) {
  const next = url.pathname + url.search;
  return redirect(`/admin?next=${encodeURIComponent(next)}`);
}

export const adminGuard: MiddlewareFunction<Response> = async ({ request, context, url }, next) => {
  const secure = context.get(requestInfoContext).secureCookies;
  const session = await sessionFromCookieHeader(context.get(dbContext), request.headers.get("Cookie"), { secure });
  if (!session) throw signInRedirect(url);
  // An institution's representative has its own area and none of the staff's (decision 059).
  if (session.role === "representative") throw redirect("/institution");
  // STAFF_2FA=required: without an authenticator app, the account page (to set one up) is all there is.
  const { staffTwoFactorRequired } = context.get(requestInfoContext);
  if (staffTwoFactorRequired && !session.twoFactor && capabilityOf(url.pathname) !== "account") {
    throw redirect("/admin/account?setup=required");
  }
  if (!mayOpen(session.role, url.pathname)) {
    // Signing in leads to the dashboard; a role without it starts on its own first page.
    if (url.pathname === "/admin/dashboard" && request.method === "GET") throw redirect(homeOf(session.role));
    throw data(refusal(session.email, session.role, url.pathname), { status: 403 });
  }
  context.set(adminSessionContext, { ...session, role: session.role });
  const response = await next();
  // A change saved by signed-in staff may show on any public page: kept pages are emptied. Actions redirect
  // after saving, so a redirect counts; a refused form (4xx) or a failure (5xx) changed nothing.
  if (request.method !== "GET" && request.method !== "HEAD" && response.status < 400) {
    context.get(requestInfoContext).contentChanged();
  }
  // Leads and drafts are on these pages: no browser or proxy may keep a copy, and no search engine lists them.
  response.headers.set("Cache-Control", "no-store");
  response.headers.set("X-Robots-Tag", "noindex, nofollow");
  return response;
};

/**
 * React Router refuses cross-site posts to pages, but not to resource routes (the CSV export): those check
 * here that the post came from a page of this site.
 */
export function assertSameOrigin(request: Request, url: URL) {
  const origin = request.headers.get("Origin");
  const site = request.headers.get("Sec-Fetch-Site");
  if ((origin && origin !== url.origin) || (site && site !== "same-origin" && site !== "none")) {
    throw new Response("Cross-site requests are not allowed.", { status: 403 });
  }
}

/** What the admin area's "not allowed" page shows (thrown before the layout's loader ran, so it carries the menu's facts). */
export interface Refusal {
  refused: string;
  email: string;
  role: StaffRole;
}

function refusal(email: string, role: StaffRole, pathname: string): Refusal {
  return { refused: refusalMessage(capabilityOf(pathname)), email, role };
}
