// /admin: Admin Login (SPEC.md §2): email, password, remember me (a 30-day session instead of one that
// ends with the browser), the forgot-password note and Login. Works as a plain form post without JavaScript.
import { KeyRound } from "lucide-react";
import { data, Form, redirect, useNavigation } from "react-router";
import { dbContext, loggerContext, requestInfoContext } from "#context";
import { loginInputSchema } from "../../../domain/admins/admins.schema.ts";
import { signIn } from "../../../domain/admins/sign-in.server.ts";
import { Field, inputClass } from "../../components/ui/field.tsx";
import { sessionCookies, sessionFromCookieHeader } from "../../../web/admin-cookies.server.ts";
import { safeNext } from "../../lib/admin-session.server.ts";
import type { Route } from "./+types/login";

export function headers({ actionHeaders }: Route.HeadersArgs) {
  const headers = new Headers({ "Cache-Control": "no-store", "X-Robots-Tag": "noindex, nofollow" });
  // A refused sign-in says how long to wait, as the API's 429 does.
  const retryAfter = actionHeaders.get("Retry-After");
  if (retryAfter) headers.set("Retry-After", retryAfter);
  return headers;
}

export async function loader({ request, context, url }: Route.LoaderArgs) {
  const next = safeNext(url.searchParams.get("next"));
  const secure = context.get(requestInfoContext).secureCookies;
  // Already signed in: straight on.
  if (await sessionFromCookieHeader(context.get(dbContext), request.headers.get("Cookie"), { secure })) {
    throw redirect(next);
  }
  return { next };
}

export async function action({ request, context }: Route.ActionArgs) {
  const db = context.get(dbContext);
  const { clientAddress, secureCookies } = context.get(requestInfoContext);
  const form = await request.formData();
  const email = String(form.get("email") ?? "");
  const parsed = loginInputSchema.safeParse({
    username: email,
    password: form.get("password") ?? "",
    remember: form.get("remember") === "on",
  });
  if (!parsed.success) return data({ message: parsed.error.issues[0].message, email }, { status: 400 });

  const { username, password, remember } = parsed.data;
  // The same sign-in as POST /api/admin/admin_login: this action only turns its answer into a page.
  const log = context.get(loggerContext);
  const result = await signIn(db, { email: username, password, remember, clientAddress, log });
  if (result.outcome === "throttled") {
    return data(
      { message: result.message, email },
      { status: 429, headers: { "Retry-After": String(result.retryAfterSeconds) } },
    );
  }
  if (result.outcome === "wrong") return data({ message: result.message, email }, { status: 401 });
  const headers = new Headers({ "Cache-Control": "no-store" });
  for (const cookie of sessionCookies(result.session, { secure: secureCookies })) headers.append("Set-Cookie", cookie);
  return redirect(safeNext(String(form.get("next") ?? "")), { headers });
}

export default function Login({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  return (
    <main
      id="main-content"
      className="flex min-h-screen items-center justify-center bg-gradient-to-br from-brand-900 via-brand-700 to-brand-600 px-4 py-10"
    >
      <title>Admin Login</title>
      <meta name="robots" content="noindex, nofollow" />
      <div className="w-full max-w-sm rounded-2xl bg-white p-6 shadow-2xl sm:p-8">
        <div className="flex items-center gap-3">
          <span className="flex size-11 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
            <KeyRound aria-hidden="true" className="size-6" />
          </span>
          <div>
            <h1 className="text-xl font-bold text-slate-900">Admin Login</h1>
            <p className="text-sm text-slate-600">Staff sign-in for content and leads</p>
          </div>
        </div>
        {actionData?.message ? (
          <p
            role="alert"
            className="mt-5 rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm font-medium text-red-800"
          >
            {actionData.message}
          </p>
        ) : null}
        <Form method="post" className="mt-5 space-y-4">
          <input type="hidden" name="next" value={loaderData.next} />
          <Field id="login-email" label="Email">
            {(aria) => (
              <input
                {...aria}
                name="email"
                type="email"
                required
                autoComplete="username"
                defaultValue={actionData?.email}
                className={inputClass}
              />
            )}
          </Field>
          <Field id="login-password" label="Password">
            {(aria) => (
              <input
                {...aria}
                name="password"
                type="password"
                required
                autoComplete="current-password"
                className={inputClass}
              />
            )}
          </Field>
          <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
            <label className="inline-flex items-center gap-2 text-slate-800">
              <input type="checkbox" name="remember" className="size-4 accent-brand-700" />
              Remember me
            </label>
            <span
              className="text-slate-600"
              title="Ask another admin, or whoever runs the server, to set a new password."
            >
              Forgot password?
            </span>
          </div>
          <p className="-mt-2 text-xs text-slate-600">Remember me keeps you signed in on this device for 30 days.</p>
          <button
            type="submit"
            disabled={busy}
            className="w-full rounded-lg bg-brand-700 px-5 py-3 font-bold text-white shadow-sm transition hover:bg-brand-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-900 disabled:opacity-70"
          >
            {busy ? "Signing in…" : "Login"}
          </button>
        </Form>
      </div>
    </main>
  );
}
