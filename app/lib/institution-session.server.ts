// The institution area's guard (decision 059): /institution needs the session of an institution's
// representative, the same kind of session staff have; anyone else is sent to sign in, and staff to their
// own area. Like the admin pages, nothing here is kept by a browser or a proxy, or listed by search engines.
import { createContext, redirect, type MiddlewareFunction } from "react-router";
import { dbContext, requestInfoContext } from "#context";
import type { Representative } from "../../domain/institution-facts/facts.server.ts";
import { sessionFromCookieHeader } from "../../web/admin-cookies.server.ts";

export const representativeContext = createContext<Representative & { csrfToken: string }>();

export const representativeGuard: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const secure = context.get(requestInfoContext).secureCookies;
  const session = await sessionFromCookieHeader(context.get(dbContext), request.headers.get("Cookie"), { secure });
  if (!session) throw redirect("/institution/sign-in");
  if (session.role !== "representative" || !session.institutionCode) throw redirect("/admin/dashboard");
  context.set(representativeContext, {
    adminId: session.adminId,
    email: session.email,
    institutionCode: session.institutionCode,
    csrfToken: session.csrfToken,
  });
  // What a representative sends shows nowhere until an editor publishes it: no page cache to empty here.
  const response = await next();
  response.headers.set("Cache-Control", "no-store");
  response.headers.set("X-Robots-Tag", "noindex, nofollow");
  return response;
};
