// The account page's "Sign-in with an authenticator app": off (a button to start), being set up (the secret as
// text and as an otpauth:// address, and the code that confirms it), or on. Its action: app/lib/two-factor.server.ts.
import type { SubmissionResult } from "@conform-to/react";
import { Form } from "react-router";
import { totpConfirmSchema } from "../../../domain/admins/staff.schema.ts";
import type { TotpSetup } from "../../../domain/admins/totp.server.ts";
import { useCheckedForm } from "../forms/use-checked-form.ts";
import { CheckedForm, TextField } from "../forms/checked-form.tsx";

const button = "rounded-lg bg-brand-700 px-4 py-2 text-sm font-bold text-white hover:bg-brand-900";

interface Props {
  on: boolean;
  required: boolean;
  setup?: TotpSetup;
  lastResult?: SubmissionResult<string>;
}

export function TwoFactorSection({ on, required, setup, lastResult }: Props) {
  const [form, fields] = useCheckedForm(totpConfirmSchema, lastResult, { defaultValue: { intent: "totp-confirm" } });
  return (
    <section aria-labelledby="totp-heading" className="mt-6 max-w-2xl rounded-2xl border border-slate-200 bg-white p-4">
      <h2 id="totp-heading" className="text-lg font-bold text-slate-900">
        Sign-in with an authenticator app
      </h2>
      {on ? (
        <p className="mt-2 text-slate-700" data-testid="totp-status">
          On: sign-in asks for the app&apos;s code.
        </p>
      ) : (
        <p className="mt-2 text-slate-700" data-testid="totp-status">
          {required
            ? "Staff of this portal must sign in with an authenticator app: set yours up before anything else."
            : "Off. With it on, sign-in asks for a code from an app on your phone as well as your password."}
        </p>
      )}
      {!on && !setup ? (
        <Form method="post" className="mt-3">
          <button type="submit" name="intent" value="totp-start" className={button}>
            Set up an authenticator app
          </button>
        </Form>
      ) : null}
      {!on && setup ? (
        <div className="mt-3 space-y-3">
          <p className="text-sm text-slate-700">
            In your app, add an account by key: <code data-testid="totp-secret">{setup.secret}</code> (time-based), or
            open this address on the phone: <code className="break-all">{setup.uri}</code>
          </p>
          <CheckedForm form={form} className="flex flex-wrap items-end gap-3">
            <input type="hidden" name="intent" value="totp-confirm" />
            <TextField field={fields.code} label="Code from the app" autoComplete="one-time-code" />
            <button type="submit" className={button}>
              Turn on
            </button>
          </CheckedForm>
        </div>
      ) : null}
    </section>
  );
}
