// /admin/set-password?t=…: where a staff member's one-time link leads (an invite or a password reset,
// domain/admins/password-links.server.ts). They choose a password; an invite then signs them in, a reset
// ends every session of the account and sends them to sign in. The token rides in a hidden field.
import { data, redirect, useNavigation } from "react-router";
import { dbContext, requestInfoContext } from "#context";
import { redeemPasswordLink } from "../../../domain/admins/password-links.server.ts";
import { linkPasswordSchema } from "../../../domain/admins/staff.schema.ts";
import { findLink } from "../../../domain/admins/staff-links.server.ts";
import { sessionCookies } from "../../../web/admin-cookies.server.ts";
import { CheckedForm, TextField } from "../../components/forms/checked-form.tsx";
import { SubmitButton } from "../../components/forms/submit-button.tsx";
import { useCheckedForm } from "../../components/forms/use-checked-form.ts";
import { StaffCard } from "../../components/admin/staff-card.tsx";
import { homeOf } from "../../lib/admin-sections.ts";
import { parseForm } from "../../lib/checked-form.ts";
import type { Route } from "./+types/set-password";

export function headers() {
  // The address holds the token: no copy anywhere, and no Referer carrying it to another site.
  return { "Cache-Control": "no-store", "X-Robots-Tag": "noindex, nofollow", "Referrer-Policy": "no-referrer" };
}

const EXPIRED =
  "This link has expired or was used already. Ask an admin for a new invite, or ask for a new reset link.";

export async function loader({ context, url }: Route.LoaderArgs) {
  const token = url.searchParams.get("t") ?? "";
  const link = await findLink(context.get(dbContext), token);
  return link ? { token, purpose: link.purpose, email: link.email } : { token: "", purpose: undefined, email: "" };
}

export async function action({ request, context }: Route.ActionArgs) {
  const submission = parseForm(await request.formData(), linkPasswordSchema);
  const hidden = { hideFields: ["password", "confirm"] };
  if (submission.status !== "success") {
    // A mangled token has no field to show its error on: the page says the link does not work.
    const message = submission.error?.token ? EXPIRED : undefined;
    return data({ message, reply: submission.reply(hidden) }, { status: 400 });
  }
  const { token, password } = submission.value;
  const { clientAddress } = context.get(requestInfoContext);
  const result = await redeemPasswordLink(context.get(dbContext), token, password, new Date(), clientAddress);
  if (result.outcome === "invalid") return data({ message: EXPIRED, reply: submission.reply(hidden) }, { status: 410 });
  if (result.outcome === "reset") return redirect("/admin?reset=done", { headers: { "Cache-Control": "no-store" } });
  const headers = new Headers({ "Cache-Control": "no-store" });
  const secure = context.get(requestInfoContext).secureCookies;
  for (const cookie of sessionCookies(result.session, { secure })) headers.append("Set-Cookie", cookie);
  return redirect(homeOf(result.admin.role), { headers });
}

export default function SetPassword({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  const [form, fields] = useCheckedForm(linkPasswordSchema, actionData?.reply, { browserChecksFirst: true });
  const heading = loaderData.purpose === "reset" ? "Set a new password" : "Choose your password";
  return (
    <StaffCard title={heading} message={actionData?.message ?? (loaderData.purpose ? undefined : EXPIRED)}>
      {loaderData.purpose ? (
        <CheckedForm form={form} className="mt-5 space-y-4">
          <p className="text-sm text-slate-700">For {loaderData.email}. At least 10 characters.</p>
          <input type="hidden" name="token" value={loaderData.token} />
          <TextField field={fields.password} label="New password" type="password" autoComplete="new-password" />
          <TextField field={fields.confirm} label="New password again" type="password" autoComplete="new-password" />
          <SubmitButton
            busy={busy}
            label="Save password"
            busyLabel="Saving…"
            className="w-full rounded-lg bg-brand-700 px-5 py-3 font-bold text-white hover:bg-brand-900 disabled:opacity-70"
          />
        </CheckedForm>
      ) : null}
    </StaffCard>
  );
}
