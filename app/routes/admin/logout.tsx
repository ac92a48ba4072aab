// POST /admin/logout: ends the session in the database, removes both cookies, back to the sign-in page.
// A page route (not a resource route) so React Router's cross-site check applies to it too.
import { redirect } from "react-router";
import { dbContext, requestInfoContext } from "#context";
import { signOut } from "../../../domain/admins/sign-in.server.ts";
import { clearedSessionCookies, sessionToken } from "../../../web/admin-cookies.server.ts";
import type { Route } from "./+types/logout";

export function loader() {
  return redirect("/admin");
}

export async function action({ request, context }: Route.ActionArgs) {
  const { secureCookies, clientAddress } = context.get(requestInfoContext);
  const cookies = { secure: secureCookies };
  const token = sessionToken(request.headers.get("Cookie"), cookies);
  if (token) await signOut(context.get(dbContext), token, clientAddress);
  const headers = new Headers({ "Cache-Control": "no-store" });
  for (const cookie of clearedSessionCookies(cookies)) headers.append("Set-Cookie", cookie);
  return redirect("/admin", { headers });
}

export default function Logout() {
  return null;
}
