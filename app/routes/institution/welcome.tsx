// /institution/welcome?t=…: the link a claim's email carries (decision 059). The representative chooses a
// password, which makes their account, and is signed in to the institution area. The link works once.
import { data, redirect, useNavigation } from "react-router";
import { dbContext, requestInfoContext } from "#context";
import { createSession } from "../../../domain/admins/sessions.server.ts";
import { newPasswordSchema } from "../../../domain/institution-claims/claims.schema.ts";
import { completeClaim, openClaimLink } from "../../../domain/institution-claims/claims.server.ts";
import { sessionCookies } from "../../../web/admin-cookies.server.ts";
import { ContentPage } from "../../components/content/content-page.tsx";
import { PageBanner } from "../../components/content/page-banner.tsx";
import { CheckedForm, TextField } from "../../components/forms/checked-form.tsx";
import { SubmitButton } from "../../components/forms/submit-button.tsx";
import { useCheckedForm } from "../../components/forms/use-checked-form.ts";
import { parseForm } from "../../lib/checked-form.ts";
import { PRIVATE_HEADERS } from "../../lib/private-page.ts";
import type { Route } from "./+types/welcome";

export function headers() {
  // The address holds the link's token: no Referer carries it to another site.
  return { ...PRIVATE_HEADERS, "Referrer-Policy": "no-referrer" };
}

const GONE =
  "This link is no longer good: it was used already, or it is more than 72 hours old. Sign in if you set your password, or claim the page again.";

export async function loader({ context, url }: Route.LoaderArgs) {
  const token = url.searchParams.get("t") ?? "";
  const claim = await openClaimLink(context.get(dbContext), token);
  if (!claim) return data({ claim: null, token: "" }, { status: 404 });
  return { claim: { email: claim.email, name: claim.name, institution: claim.institutionName }, token };
}

export async function action({ request, context }: Route.ActionArgs) {
  const db = context.get(dbContext);
  const form = await request.formData();
  const submission = parseForm(form, newPasswordSchema);
  if (submission.status !== "success") {
    return data({ reply: submission.reply({ hideFields: ["password", "repeat"] }), gone: false }, { status: 400 });
  }
  const account = await completeClaim(db, String(form.get("t") ?? ""), submission.value.password);
  if (!account) return data({ reply: undefined, gone: true }, { status: 410 });
  const session = await createSession(db, account.id);
  const headers = new Headers({ "Cache-Control": "no-store" });
  const secure = context.get(requestInfoContext).secureCookies;
  for (const cookie of sessionCookies(session, { secure })) headers.append("Set-Cookie", cookie);
  return redirect("/institution", { headers });
}

export default function Welcome({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  const [form, fields] = useCheckedForm(newPasswordSchema, actionData?.reply, { browserChecksFirst: true });
  const { claim, token } = loaderData;
  return (
    <ContentPage>
      <title>Choose your password · Institution area</title>
      <meta name="robots" content="noindex, nofollow" />
      <PageBanner narrow title="Choose your password" subtitle={claim?.institution} />
      <div className="mx-auto max-w-3xl px-4 py-8">
        {!claim || actionData?.gone ? (
          <p role="alert" className="rounded-xl bg-amber-50 p-4 text-amber-900">
            {GONE}
          </p>
        ) : (
          <>
            <p className="text-slate-800">
              Welcome, {claim.name}. You will sign in as <strong>{claim.email}</strong> to publish your institution's
              fees and contacts.
            </p>
            <CheckedForm form={form} className="mt-6 grid max-w-sm gap-4">
              <input type="hidden" name="t" value={token} />
              <TextField
                field={fields.password}
                label="Password (at least 10 characters)"
                type="password"
                autoComplete="new-password"
              />
              <TextField
                field={fields.repeat}
                label="The same password again"
                type="password"
                autoComplete="new-password"
              />
              <SubmitButton
                busy={busy}
                label="Save and sign in"
                busyLabel="Saving…"
                className="justify-self-start rounded-lg bg-brand-700 px-5 py-3 font-bold text-white hover:bg-brand-900"
              />
            </CheckedForm>
          </>
        )}
      </div>
    </ContentPage>
  );
}
