// /admin/forgot-password: a staff member gives their email and, if it has an enabled account, gets a
// one-time link to set a new password (domain/admins/password-links.server.ts). The answer is the same
// either way, so the page never tells who has an account. Posts spend the "password-reset" budget of the
// submission limiter (server/plugins/submission-limits.ts).
import { data, Link, useNavigation } from "react-router";
import { dbContext, requestInfoContext } from "#context";
import { requestPasswordReset } from "../../../domain/admins/password-links.server.ts";
import { forgotPasswordSchema } from "../../../domain/admins/staff.schema.ts";
import { CheckedForm, TextField } from "../../components/forms/checked-form.tsx";
import { SubmitButton } from "../../components/forms/submit-button.tsx";
import { useCheckedForm } from "../../components/forms/use-checked-form.ts";
import { StaffCard } from "../../components/admin/staff-card.tsx";
import { parseForm } from "../../lib/checked-form.ts";
import type { Route } from "./+types/forgot-password";

export function headers() {
  return { "Cache-Control": "no-store", "X-Robots-Tag": "noindex, nofollow" };
}

const SENT =
  "If that email belongs to a staff account, a link to set a new password is on its way. It works once, for 72 hours.";

export async function action({ request, context }: Route.ActionArgs) {
  const submission = parseForm(await request.formData(), forgotPasswordSchema);
  if (submission.status !== "success") return data({ sent: false, reply: submission.reply() }, { status: 400 });
  const info = context.get(requestInfoContext);
  await requestPasswordReset(context.get(dbContext), submission.value.email, info.siteUrl);
  info.mailQueued();
  return { sent: true, reply: submission.reply({ resetForm: true }) };
}

export default function ForgotPassword({ actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  const [form, fields] = useCheckedForm(forgotPasswordSchema, actionData?.reply, { browserChecksFirst: true });
  return (
    <StaffCard title="Forgot password?" message={actionData?.sent ? SENT : undefined}>
      <CheckedForm form={form} className="mt-5 space-y-4">
        <p className="text-sm text-slate-700">
          Give your staff email and we will mail you a link to set a new password.
        </p>
        <TextField field={fields.email} label="Email" type="email" autoComplete="username" />
        <SubmitButton
          busy={busy}
          label="Send the link"
          busyLabel="Sending…"
          className="w-full rounded-lg bg-brand-700 px-5 py-3 font-bold text-white hover:bg-brand-900 disabled:opacity-70"
        />
        <Link to="/admin" className="block text-center text-sm font-semibold text-brand-700 underline">
          Back to sign-in
        </Link>
      </CheckedForm>
    </StaffCard>
  );
}
