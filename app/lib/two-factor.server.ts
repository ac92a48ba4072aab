// The account page's action for turning on sign-in with an authenticator app (totp-start, totp-confirm):
// app/components/admin/two-factor-section.tsx draws it.
import { data } from "react-router";
import type { Database } from "../../db/client.server.ts";
import { totpConfirmSchema } from "../../domain/admins/staff.schema.ts";
import { confirmTotp, startTotpSetup } from "../../domain/admins/totp.server.ts";
import type { SignedInAdmin } from "./admin-session.server.ts";
import { parseForm } from "./checked-form.ts";
import { type AuditActor, recordAudit } from "../../domain/audit/audit.server.ts";

/** The account page's action for the totp-start and totp-confirm buttons. */
export async function twoFactorAction(db: Database, me: SignedInAdmin, form: FormData, actor: AuditActor) {
  if (me.twoFactor)
    return data(
      { for: "totp" as const, message: "Sign-in with an authenticator app is on already.", reply: undefined },
      { status: 400 },
    );
  if (form.get("intent") === "totp-start") {
    // A new secret replaces any set up before and not confirmed: recorded with it, never the secret itself.
    await db.transaction(async (tx) => {
      await startTotpSetup(tx, me.adminId, me.email);
      await recordAudit(tx, {
        actor,
        action: "account.two-factor-setup",
        subject: { kind: "account", id: me.adminId },
      });
    });
    return {
      for: "totp" as const,
      message: "Add the key to your authenticator app, then enter the code it shows.",
      reply: undefined,
    };
  }
  const submission = parseForm(form, totpConfirmSchema);
  if (submission.status !== "success")
    return data({ for: "totp" as const, message: "", reply: submission.reply() }, { status: 400 });
  if (!(await confirmTotp(db, me.adminId, submission.value.code))) {
    const reply = submission.reply({ fieldErrors: { code: "This code is not right: try the app's next one." } });
    return data({ for: "totp" as const, message: "", reply }, { status: 400 });
  }
  await recordAudit(db, { actor, action: "account.two-factor-on", subject: { kind: "account", id: me.adminId } });
  return {
    for: "totp" as const,
    message: "Sign-in with an authenticator app is on: from now on, sign-in asks for a code.",
    reply: submission.reply({ resetForm: true }),
  };
}
