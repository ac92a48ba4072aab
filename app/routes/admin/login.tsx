// /admin: Admin Login (SPEC.md §2): email, password, remember me (a 30-day session instead of one that
// ends with the browser), the forgot-password link (/admin/forgot-password) and Login. A checked form (components/forms/): the same
// schema checks it in the browser and in the action; it works as a plain form post without JavaScript.
import { KeyRound } from "lucide-react";
import { data, Link, redirect, useNavigation } from "react-router";
import { dbContext, loggerContext, requestInfoContext } from "#context";
import { loginFormSchema } from "../../../domain/admins/admins.schema.ts";
import { signIn } from "../../../domain/admins/sign-in.server.ts";
import { CheckedForm, TextField } from "../../components/forms/checked-form.tsx";
import { SubmitButton } from "../../components/forms/submit-button.tsx";
import { useCheckedForm } from "../../components/forms/use-checked-form.ts";
import { parseForm } from "../../lib/checked-form.ts";
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

/** The same sign-in serves staff at /admin and institutions' representatives at /institution/sign-in. */
const forInstitutions = (url: URL) => url.pathname.startsWith("/institution");

export async function loader({ request, context, url }: Route.LoaderArgs) {
  const next = safeNext(url.searchParams.get("next") ?? (forInstitutions(url) ? "/institution" : null));
  const secure = context.get(requestInfoContext).secureCookies;
  // Already signed in: straight on.
  if (await sessionFromCookieHeader(context.get(dbContext), request.headers.get("Cookie"), { secure })) {
    throw redirect(next);
  }
  // Back from a one-time link that set a new password: every session of the account has ended.
  const notice = url.searchParams.get("reset") === "done" ? "Your new password is saved. Please sign in with it." : "";
  return { next, notice, institutions: forInstitutions(url) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const db = context.get(dbContext);
  const { clientAddress, secureCookies } = context.get(requestInfoContext);
  const form = await request.formData();
  const submission = parseForm(form, loginFormSchema);
  // What was typed comes back, the password never.
  const refused = (message: string | undefined, status: number, headers?: HeadersInit, needsCode = false) =>
    data({ message, needsCode, reply: submission.reply({ hideFields: ["password", "code"] }) }, { status, headers });
  if (submission.status !== "success") return refused(undefined, 400);

  const { email, password, remember, code } = submission.value;
  // The same sign-in as POST /api/admin/admin_login: this action only turns its answer into a page.
  const log = context.get(loggerContext);
  const result = await signIn(db, { email, password, remember, code, clientAddress, log });
  if (result.outcome === "throttled") {
    return refused(result.message, 429, { "Retry-After": String(result.retryAfterSeconds) });
  }
  if (result.outcome === "code-needed") return refused(result.message, 401, undefined, true);
  if (result.outcome === "wrong") return refused(result.message, 401, undefined, Boolean(code));
  const headers = new Headers({ "Cache-Control": "no-store" });
  for (const cookie of sessionCookies(result.session, { secure: secureCookies })) headers.append("Set-Cookie", cookie);
  return redirect(safeNext(String(form.get("next") ?? "")), { headers });
}

export default function Login({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  const [form, fields] = useCheckedForm(loginFormSchema, actionData?.reply, { browserChecksFirst: true });
  return (
    <main
      id="main-content"
      className="flex min-h-screen items-center justify-center bg-gradient-to-br from-brand-900 via-brand-700 to-brand-600 px-4 py-10"
    >
      <title>{loaderData.institutions ? "Sign in · Institution area" : "Admin Login"}</title>
      <meta name="robots" content="noindex, nofollow" />
      <div className="w-full max-w-sm rounded-2xl bg-white p-6 shadow-2xl sm:p-8">
        <div className="flex items-center gap-3">
          <span className="flex size-11 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
            <KeyRound aria-hidden="true" className="size-6" />
          </span>
          <div>
            <h1 className="text-xl font-bold text-slate-900">
              {loaderData.institutions ? "Institution sign-in" : "Admin Login"}
            </h1>
            <p className="text-sm text-slate-600">
              {loaderData.institutions
                ? "For the representatives of an institution that claimed its page"
                : "Staff sign-in for content and leads"}
            </p>
          </div>
        </div>
        {loaderData.notice && !actionData ? (
          <p
            role="status"
            className="mt-5 rounded-lg border border-green-200 bg-green-50 px-3 py-2 text-sm text-green-900"
          >
            {loaderData.notice}
          </p>
        ) : null}
        {actionData?.message ? (
          <p
            role="alert"
            className="mt-5 rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm font-medium text-red-800"
          >
            {actionData.message}
          </p>
        ) : null}
        <CheckedForm form={form} className="mt-5 space-y-4">
          <input type="hidden" name="next" value={loaderData.next} />
          <TextField field={fields.email} label="Email" type="email" autoComplete="username" />
          <TextField field={fields.password} label="Password" type="password" autoComplete="current-password" />
          {actionData?.needsCode || fields.code.errors ? (
            <TextField field={fields.code} label="Authenticator code" autoComplete="one-time-code" required />
          ) : null}
          <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
            <label className="inline-flex items-center gap-2 text-slate-800">
              <input
                type="checkbox"
                name={fields.remember.name}
                defaultChecked={fields.remember.initialValue === "on"}
                className="size-4 accent-brand-700"
              />
              Remember me
            </label>
            <Link to="/admin/forgot-password" className="font-semibold text-brand-700 underline">
              Forgot password?
            </Link>
          </div>
          <p className="-mt-2 text-xs text-slate-600">Remember me keeps you signed in on this device for 30 days.</p>
          <SubmitButton
            busy={busy}
            label="Login"
            busyLabel="Signing in…"
            className="w-full rounded-lg bg-brand-700 px-5 py-3 font-bold text-white shadow-sm transition hover:bg-brand-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-900 disabled:opacity-70"
          />
        </CheckedForm>
      </div>
    </main>
  );
}
