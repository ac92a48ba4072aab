// /admin/account (every staff member): one's own sessions (started, last used, this one marked), ending any
// other or all others, changing one's password (which ends the other sessions too), and turning on sign-in
// with an authenticator app (the secret as text and as an otpauth:// address, confirmed with a code). With
// STAFF_2FA=required, staff without one are sent here before anything else.
import { data, Form, useNavigation } from "react-router";
import { dbContext, requestInfoContext } from "#context";
import { changePassword, passwordMatches } from "../../../domain/admins/admins.server.ts";
import { changePasswordSchema, sessionActionSchema } from "../../../domain/admins/staff.schema.ts";
import { TwoFactorSection } from "../../components/admin/two-factor-section.tsx";
import { twoFactorAction } from "../../lib/two-factor.server.ts";
import { pendingTotpSetup } from "../../../domain/admins/totp.server.ts";
import { endSessionOf, endSessionsOf, sessionId, sessionsOf } from "../../../domain/admins/sessions.server.ts";
import { CheckedForm, TextField } from "../../components/forms/checked-form.tsx";
import { SubmitButton } from "../../components/forms/submit-button.tsx";
import { useCheckedForm } from "../../components/forms/use-checked-form.ts";
import { adminSessionContext } from "../../lib/admin-session.server.ts";
import { parseForm } from "../../lib/checked-form.ts";
import type { Route } from "./+types/account";
import { recordAudit } from "../../../domain/audit/audit.server.ts";
import { auditActor } from "../../lib/audit-actor.server.ts";

export async function loader({ context }: Route.LoaderArgs) {
  const me = context.get(adminSessionContext);
  const sessions = await sessionsOf(context.get(dbContext), me.adminId);
  const current = sessionId(me.token);
  const twoFactor = {
    on: me.twoFactor,
    required: context.get(requestInfoContext).staffTwoFactorRequired,
    setup: me.twoFactor ? undefined : await pendingTotpSetup(context.get(dbContext), me.adminId, me.email),
  };
  return {
    email: me.email,
    role: me.role,
    twoFactor,
    sessions: sessions.map((s) => ({ ...s, current: s.id === current })),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const db = context.get(dbContext);
  const me = context.get(adminSessionContext);
  const actor = auditActor(context);
  // One's own account's changes are in the audit trail too: a stolen session changing a password shows there.
  const recordOwn = (action: string) =>
    recordAudit(db, { actor, action, subject: { kind: "account", id: me.adminId, label: me.email } });
  const form = await request.formData();
  if (String(form.get("intent")).startsWith("totp-")) return twoFactorAction(db, me, form, actor);
  if (form.get("intent") === "password") {
    const submission = parseForm(form, changePasswordSchema);
    const hidden = { hideFields: ["current", "password", "confirm"] };
    if (submission.status !== "success") return data({ message: "", reply: submission.reply(hidden) }, { status: 400 });
    if (!(await passwordMatches(db, me.adminId, submission.value.current))) {
      const reply = submission.reply({ ...hidden, fieldErrors: { current: "This is not your current password." } });
      return data({ message: "", reply }, { status: 400 });
    }
    await changePassword(db, me.adminId, submission.value.password, sessionId(me.token));
    await recordOwn("account.password-change");
    return {
      message: "Password changed; your other sessions have ended.",
      reply: submission.reply({ resetForm: true }),
    };
  }
  const submission = parseForm(form, sessionActionSchema);
  if (submission.status !== "success") return data({ message: "Unknown session.", reply: undefined }, { status: 400 });
  const chosen = submission.value;
  if (chosen.intent === "end-others") {
    await endSessionsOf(db, me.adminId, { except: me.token });
    await recordOwn("account.end-other-sessions");
    return { message: "Your other sessions have ended.", reply: undefined };
  }
  if (chosen.id === sessionId(me.token)) {
    return data({ message: "To end this session, use Logout.", reply: undefined }, { status: 400 });
  }
  const ended = await endSessionOf(db, me.adminId, chosen.id);
  if (ended) await recordOwn("account.end-session");
  return { message: ended ? "That session has ended." : "That session had already ended.", reply: undefined };
}

const when = (date: Date) => date.toLocaleString("en-IN", { timeZone: "Asia/Kolkata" });
const button = "rounded-lg border border-slate-300 px-3 py-1.5 text-sm font-semibold text-slate-800 hover:bg-slate-50";

export default function Account({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  // Which form the last answer was for: the two-factor one says so.
  const totpAnswer = Boolean(actionData && "for" in actionData);
  const [form, fields] = useCheckedForm(changePasswordSchema, totpAnswer ? undefined : actionData?.reply, {
    defaultValue: { intent: "password" },
  });
  return (
    <>
      <title>Your account · Admin</title>
      <h1 className="text-2xl font-bold text-slate-900">Your account</h1>
      <p className="mt-1 text-slate-700">
        {loaderData.email}, role: {loaderData.role}
      </p>
      {actionData?.message ? (
        <p role="status" className="mt-4 rounded-lg border border-slate-200 bg-white px-3 py-2 text-sm font-medium">
          {actionData.message}
        </p>
      ) : null}
      <TwoFactorSection {...loaderData.twoFactor} lastResult={totpAnswer ? actionData?.reply : undefined} />
      <section aria-labelledby="sessions-heading" className="mt-6">
        <h2 id="sessions-heading" className="text-lg font-bold text-slate-900">
          Where you are signed in
        </h2>
        <table className="card-table mt-3 w-full rounded-2xl bg-white text-left text-sm shadow-sm">
          <thead className="bg-slate-50">
            <tr>
              {["Started", "Last used", "Kind", ""].map((h) => (
                <th key={h} scope="col" className="px-3 py-2 font-semibold">
                  {h}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {loaderData.sessions.map((s) => (
              <tr key={s.id} className="border-t border-slate-100" data-testid="session-row">
                <td data-label="Started" className="px-3 py-2">
                  {when(s.createdAt)}
                </td>
                <td data-label="Last used" className="px-3 py-2">
                  {when(s.lastSeenAt)}
                </td>
                <td data-label="Kind" className="px-3 py-2">
                  {s.persistent ? "Remembered for 30 days" : "Until the browser closes"}
                </td>
                <td className="px-3 py-2">
                  {s.current ? (
                    <strong>This session</strong>
                  ) : (
                    <Form method="post">
                      <input type="hidden" name="id" value={s.id} />
                      <button type="submit" name="intent" value="end" className={button}>
                        End this session
                      </button>
                    </Form>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        {loaderData.sessions.length > 1 ? (
          <Form method="post" className="mt-3">
            <button type="submit" name="intent" value="end-others" className={button}>
              End all other sessions
            </button>
          </Form>
        ) : null}
      </section>
      <section aria-labelledby="password-heading" className="mt-8 max-w-md">
        <h2 id="password-heading" className="text-lg font-bold text-slate-900">
          Change your password
        </h2>
        <CheckedForm form={form} className="mt-3 space-y-4">
          <input type="hidden" name="intent" value="password" />
          <TextField field={fields.current} label="Current password" type="password" autoComplete="current-password" />
          <TextField field={fields.password} label="New password" type="password" autoComplete="new-password" />
          <TextField field={fields.confirm} label="New password again" type="password" autoComplete="new-password" />
          <SubmitButton
            busy={busy}
            label="Change password"
            busyLabel="Saving…"
            className="rounded-lg bg-brand-700 px-5 py-2.5 font-bold text-white hover:bg-brand-900 disabled:opacity-70"
          />
        </CheckedForm>
      </section>
    </>
  );
}
